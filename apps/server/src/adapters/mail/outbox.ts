import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { MailPort } from './mail.js';
import { mailOutbox } from './tables.js';

/**
 * The default with no SMTP server: mail is kept in the database, where a developer (or a test)
 * reads the code that was sent, at /dev/outbox when DEV_OUTBOX is on. The log names the mail but
 * never holds its body: a code in a log is a sign-in for whoever reads the logs.
 */
export function createOutboxMail(db: Db, log: FastifyBaseLogger): MailPort {
  return {
    kind: 'outbox',
    async send(mail) {
      await db.insert(mailOutbox).values(mail);
      log.info({ mail: { to: mail.to, subject: mail.subject } }, 'mail kept in the dev outbox');
    },
    async close() {},
  };
}
