import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { MailPort } from './mail.js';
import { mailOutbox } from './tables.js';

/**
 * The default with no SMTP server: mail is kept in the database and printed to the log, so a
 * developer (or a test) can read the code that was sent. Listed at /dev/outbox outside production.
 */
export function createOutboxMail(db: Db, log: FastifyBaseLogger): MailPort {
  return {
    kind: 'outbox',
    async send(mail) {
      await db.insert(mailOutbox).values(mail);
      log.info(
        { mail: { to: mail.to, subject: mail.subject }, text: mail.text },
        'mail kept in the dev outbox',
      );
    },
    async close() {},
  };
}
