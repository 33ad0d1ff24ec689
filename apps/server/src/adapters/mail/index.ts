import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { MailPort } from './mail.js';
import { createOutboxMail } from './outbox.js';
import { createSmtpMail } from './smtp.js';

export type { Mail, MailPort } from './mail.js';

export const createMail = (
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>,
  db: Db,
  log: FastifyBaseLogger,
): MailPort =>
  config.SMTP_URL ? createSmtpMail(config.SMTP_URL, config.MAIL_FROM) : createOutboxMail(db, log);
