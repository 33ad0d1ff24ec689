import type { FastifyBaseLogger } from 'fastify';
import type { MailPort } from './adapters/mail/index.js';
import type { PaymentProvider } from './adapters/payments/index.js';
import type { PubSub } from './adapters/pubsub/index.js';
import type { SocialDataProvider } from './adapters/social-data/index.js';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import type { SessionStore } from './modules/auth/index.js';
import type { EventWriter } from './modules/events/index.js';
import type { MembershipStore } from './modules/org/index.js';

/** What services need from the outside world; built once in app.ts, passed explicitly. */
export type Deps = {
  config: Config;
  db: Db;
  pubsub: PubSub;
  mail: MailPort;
  payments: PaymentProvider;
  social: SocialDataProvider;
  sessions: SessionStore;
  memberships: MembershipStore;
  /** The process's one events writer (group commit); closed, after a last flush, with the app. */
  events: EventWriter;
  log: FastifyBaseLogger;
  /** Log lines dropped because stdout was not read fast enough (log-stream.ts). */
  logLinesDropped: () => number;
};
