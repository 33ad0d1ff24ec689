import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { OTP_RESEND_SECONDS, USD_TO_INR } from '@creatorscope/contracts';
import { z } from 'zod';

const here = dirname(fileURLToPath(import.meta.url));
/** The built web app, next to this package in the monorepo (apps/web/dist). */
const DEFAULT_WEB_DIST = resolve(here, '../../web/dist');

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();
const optionalUrl = (protocols: RegExp, hint: string) =>
  optionalString.refine((v) => v === undefined || (URL.canParse(v) && protocols.test(new URL(v).protocol)), {
    message: `must be a ${hint} URL`,
  });
const csv = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/**
 * Every setting the server reads. `process.env` is read here and nowhere else; a bad value stops
 * the start with a message naming the variable (see `loadConfig`).
 */
export const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: optionalUrl(/^https?:$/, 'http(s)'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * How long SIGTERM/SIGINT may take: requests in flight finish and queued events are committed
   * within it; past it the process is killed whatever holds it (main.ts).
   */
  SHUTDOWN_GRACE_MS: positiveInt(10_000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString.refine(
    (v) => v === undefined || v === 'memory://' || /^postgres(ql)?:\/\//.test(v),
    { message: 'must be memory:// or a postgres:// URL' },
  ),
  DATABASE_POOL_MAX: positiveInt(10),
  DATABASE_STATEMENT_TIMEOUT_MS: positiveInt(15_000),
  DATABASE_CONNECT_TIMEOUT_MS: positiveInt(5_000),
  REDIS_URL: optionalUrl(/^rediss?:$/, 'redis://'),
  JWT_SECRET: optionalString.refine((v) => v === undefined || v.length >= 32, {
    message: 'must be at least 32 characters',
  }),
  /** Encrypts payout details at rest (UPI ids, bank accounts); generated and kept in DATA_DIR when unset. */
  DATA_ENCRYPTION_KEY: optionalString.refine((v) => v === undefined || v.length >= 32, {
    message: 'must be at least 32 characters',
  }),
  SESSION_TTL_DAYS: positiveInt(30),
  /** Seconds before an email may be sent another sign-in code. */
  OTP_RESEND_SECONDS: positiveInt(OTP_RESEND_SECONDS),
  WEB_ORIGINS: csv,
  /**
   * The platform's operators, by the email they sign in with (comma-separated): they review payout
   * methods flagged as shared between publishers. None by default.
   */
  OPERATOR_EMAILS: csv.transform((emails) => emails.map((email) => email.toLowerCase())),
  WEB_DIST: z.string().default(DEFAULT_WEB_DIST),
  BODY_LIMIT_BYTES: positiveInt(1_048_576),
  RATE_LIMIT_MAX: positiveInt(600),
  RATE_LIMIT_WINDOW_MS: positiveInt(60_000),
  /** Organisations one person may create (each comes with the Free plan's allowance). */
  MAX_ORGS_PER_USER: positiveInt(10),
  /**
   * Sign-in codes beyond the per-email limits: per client address, and for all clients together
   * (one client mailing many addresses, or guessing codes spread over many), per hour.
   */
  OTP_SENDS_PER_IP_PER_HOUR: positiveInt(20),
  OTP_CHECKS_PER_IP_PER_HOUR: positiveInt(60),
  OTP_SENDS_PER_HOUR: positiveInt(2_000),
  OTP_CHECKS_PER_HOUR: positiveInt(6_000),
  /**
   * Creator data fetched from the source (Instagram's quota is shared by every customer) per
   * organisation and hour; stored reports within their day are free. Past it the stored report
   * answers, or 429 with the wait when there is none.
   */
  SOCIAL_REFRESHES_PER_ORG_PER_HOUR: positiveInt(60),
  /**
   * Which X-Forwarded-For entries to believe: `false`, the number of proxies in front (hops), or
   * their addresses/CIDRs. `true` would believe the left-most entry, which the client writes.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .superRefine((v, ctx) => {
      if (v === 'true') {
        ctx.addIssue({
          code: 'custom',
          message:
            'true would trust any X-Forwarded-For a client sends; write the number of proxies in front of the server (e.g. 1) or their addresses/CIDRs (e.g. 10.0.0.0/8,192.168.1.10)',
        });
      } else if (v !== 'false' && !/^\d+$/.test(v) && !v.split(',').every((a) => isIpOrCidr(a.trim()))) {
        ctx.addIssue({ code: 'custom', message: 'must be false, a number of proxies, or addresses/CIDRs' });
      }
    })
    .transform((v): false | number | string[] =>
      v === 'false' ? false : /^\d+$/.test(v) ? Number(v) : v.split(',').map((a) => a.trim()),
    ),
  // Outside services; each is optional and has a built-in default (architecture.md, "ports").
  SMTP_URL: optionalUrl(/^smtps?:$/, 'smtp(s)://'),
  MAIL_FROM: z.string().default('Creatorscope <no-reply@creatorscope.local>'),
  /**
   * The dev outbox page (/dev/outbox): mail kept without SMTP, sign-in codes included. Answered only
   * when this is true, outside production, to a browser on this machine. `npm start` and
   * `npm run dev` turn it on.
   */
  DEV_OUTBOX: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** The inbox that receives the 'Contact Support' requests. */
  SUPPORT_EMAIL: z.email().default('support@creatorscope.local'),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  EXTENSION_ID: optionalString,
  /**
   * Unset: Dodo when DODO_API_KEY is set, else the offline sandbox, which production refuses unless
   * chosen here (`sandbox`, for a staging site: anyone can pay its checkout with the test card).
   */
  PAYMENTS_PROVIDER: z.enum(['dodo', 'sandbox']).optional(),
  DODO_API_KEY: optionalString,
  DODO_BASE_URL: optionalUrl(/^https?:$/, 'http(s)'),
  DODO_WEBHOOK_SECRET: optionalString,
  /** Dodo product ids per product key: creator_monthly=pdt_…,credits_10=pdt_…,premium_insights_30d=pdt_… */
  DODO_PRODUCT_IDS: csv.transform((pairs) =>
    Object.fromEntries(pairs.map((p) => p.split('=').map((s) => s.trim()))),
  ),
  /**
   * Who pays publishers. Unset: RazorpayX when RAZORPAYX_KEY_ID is set, else the offline sandbox,
   * which production refuses unless chosen here (`sandbox`, for a staging site that pays no one).
   */
  PAYOUTS_PROVIDER: z.enum(['razorpayx', 'sandbox']).optional(),
  RAZORPAYX_KEY_ID: optionalString,
  RAZORPAYX_KEY_SECRET: optionalString,
  /** Our RazorpayX business account number, which payouts are made from. */
  RAZORPAYX_ACCOUNT_NUMBER: optionalString,
  RAZORPAYX_BASE_URL: z.url().default('https://api.razorpay.com'),
  /** Verifies RazorpayX's payout webhooks (X-Razorpay-Signature). */
  RAZORPAYX_WEBHOOK_SECRET: optionalString,
  /** The smallest payout, in minor units (paise): ₹500. */
  PAYOUT_MINIMUM_MINOR: positiveInt(50_000),
  /** Pays everyone above the minimum on Mondays (weekly) or the 1st (monthly), UTC; off: only on request. */
  PAYOUT_SCHEDULE: z.enum(['off', 'weekly', 'monthly']).default('off'),
  /** How long the sandbox takes to settle a payout. */
  PAYOUTS_SANDBOX_SETTLE_MS: z.coerce.number().int().min(0).default(3_000),
  /**
   * TDS on commissions (Income-tax Act section 194H), withheld from a publisher's payouts once
   * their gross payouts in a financial year (1 April – 31 March, IST) pass the threshold. The
   * rate in percent (2 since 1 October 2024) and the yearly threshold in paise (₹20,000 since
   * 1 April 2025): configuration, so a budget's change is a setting, not a release.
   */
  TDS_194H_RATE_PERCENT: z.coerce.number().min(0).max(100).default(2),
  TDS_194H_THRESHOLD_MINOR: z.coerce.number().int().min(0).default(2_000_000),
  /**
   * Section 206AA: a payee without a PAN is withheld at the higher of this and the 194H rate
   * (20 in the Act today), past the same threshold.
   */
  TDS_NO_PAN_RATE_PERCENT: z.coerce.number().min(0).max(100).default(20),
  /**
   * The platform's fee: this percent of each earning (at most 2 decimals) goes to platform_fee
   * and the rest to the publisher. It is taken out of the ad's price, not added to it: the
   * budget pays what the brand priced, so the brand's budget caps stay what it typed.
   */
  PLATFORM_FEE_PERCENT: z.coerce.number().min(0).max(50).default(10),
  /**
   * Rupees per dollar at which a USD-priced ad's earnings become INR when they are released
   * (payouts are INR only). Kept as its text (at most 4 decimals) so the rate stored on each
   * converted earning is exactly the one configured, and the conversion is exact integer arithmetic.
   */
  USD_INR_RATE: z
    .string()
    .trim()
    .regex(/^\d{1,6}(\.\d{1,4})?$/, {
      message: 'must be a positive decimal with at most 4 decimals, like 83.25',
    })
    .refine((v) => Number(v) > 0, { message: 'must be greater than zero' })
    .default(String(USD_TO_INR)),
  /**
   * How many days raw events are kept (the raw log, its CSV): older days' partitions are dropped by
   * the events upkeep job; the rollups that dashboards read are kept. At least 91, so a conversion
   * stays in the log, to be marked fraud or refunded, through the longest holding period (90 days).
   */
  EVENTS_RETENTION_DAYS: z.coerce.number().int().min(91).default(400),
  /** The seller printed on receipts. */
  SELLER_NAME: z.string().default('Creatorscope'),
  SELLER_ADDRESS: z.string().default('Bengaluru, Karnataka, India'),
  /** Seller's state, for CGST+SGST versus IGST when SELLER_GSTIN is unset. */
  SELLER_STATE: z.string().default('Karnataka'),
  SELLER_GSTIN: optionalString,
  /**
   * Unset: the Instagram Graph API when INSTAGRAM_ACCESS_TOKEN is set, else the synthetic universe,
   * which production refuses unless chosen here (`synthetic`, for a demo site).
   */
  SOCIAL_DATA_PROVIDER: z.enum(['instagram', 'synthetic']).optional(),
  INSTAGRAM_ACCESS_TOKEN: optionalString,
  INSTAGRAM_GRAPH_URL: z.url().default('https://graph.facebook.com/v21.0'),
  /** Our Instagram business account id, through which business discovery asks (needed with the token). */
  INSTAGRAM_BUSINESS_ACCOUNT_ID: optionalString,
  /** The synthetic universe used without a token: its seed, and how many creators the index holds. */
  SOCIAL_DATA_SEED: z.coerce.number().int().min(0).max(2_147_483_647).default(42),
  /** Unset: 20,000 (none in tests, which ask for a small universe). */
  SOCIAL_DATA_CREATORS: z.coerce.number().int().min(0).max(5_000_000).optional(),
  /**
   * Where uploaded media is kept. Unset: S3 when S3_BUCKET is set, else local disk under DATA_DIR,
   * which production refuses unless chosen here (`local`, for one server whose DATA_DIR is kept).
   */
  STORAGE_PROVIDER: z.enum(['s3', 'local']).optional(),
  /** Unset: AWS S3 in S3_REGION; any S3-compatible service's URL otherwise (MinIO, R2, …). */
  S3_ENDPOINT: optionalUrl(/^https?:$/, 'http(s)'),
  S3_BUCKET: optionalString,
  S3_REGION: z.string().default('us-east-1'),
  /** Unset: the AWS SDK's usual chain (environment, shared files, instance role). */
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  /**
   * Where the bucket's objects are read publicly (a CDN, or the bucket's public URL). Unset:
   * S3_ENDPOINT/S3_BUCKET, or the bucket's AWS address.
   */
  S3_PUBLIC_URL: optionalUrl(/^https?:$/, 'http(s)'),
  OPENAI_BASE_URL: optionalUrl(/^https?:$/, 'http(s)'),
  OPENAI_API_KEY: optionalString,
  OPENAI_MODEL: z.string().default('gpt-4o-mini'),
});

export type Env = z.infer<typeof ZEnv>;

export type Config = Env & {
  /** Absolute data directory. */
  dataDir: string;
  /** Where the server is reached from outside: PUBLIC_URL, else http://localhost:PORT. */
  publicUrl: string;
  jwtSecret: string;
  /** DATA_ENCRYPTION_KEY, or the one generated and kept in DATA_DIR. */
  dataEncryptionKey: string;
  /** Signs the sandbox's webhooks (DODO_WEBHOOK_SECRET, else generated into DATA_DIR), Standard Webhooks whsec_ form. */
  sandboxWebhookSecret: string;
  payments: 'dodo' | 'sandbox';
  /** Who pays publishers (PAYOUTS_PROVIDER, else RazorpayX when RAZORPAYX_KEY_ID is set). */
  payouts: 'razorpayx' | 'sandbox';
  socialData: 'instagram' | 'synthetic';
  /** Where uploaded media is kept (STORAGE_PROVIDER, else S3 when S3_BUCKET is set). */
  storage: 's3' | 'local';
  database:
    | { kind: 'pglite-disk'; dir: string }
    | { kind: 'pglite-memory' }
    | { kind: 'postgres'; url: string };
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Whether the user signed in with `email` is one of the platform's operators (OPERATOR_EMAILS). */
export const isOperatorEmail = (config: Pick<Config, 'OPERATOR_EMAILS'>, email: string): boolean =>
  config.OPERATOR_EMAILS.includes(email.toLowerCase());

/** Parses the environment; throws ConfigError naming each bad variable. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && e.DATABASE_URL?.startsWith('postgres') && !e.JWT_SECRET) {
    // Several instances share one database; a secret generated per machine would split sessions.
    throw new ConfigError(['JWT_SECRET: is required in production when DATABASE_URL is PostgreSQL']);
  }
  if (e.INSTAGRAM_ACCESS_TOKEN && !e.INSTAGRAM_BUSINESS_ACCOUNT_ID) {
    // Business discovery is asked through one of our own accounts; without it no call can work.
    throw new ConfigError(['INSTAGRAM_BUSINESS_ACCOUNT_ID: is required when INSTAGRAM_ACCESS_TOKEN is set']);
  }
  const payments = e.PAYMENTS_PROVIDER ?? (e.DODO_API_KEY ? 'dodo' : 'sandbox');
  const payouts = e.PAYOUTS_PROVIDER ?? (e.RAZORPAYX_KEY_ID ? 'razorpayx' : 'sandbox');
  const socialData = e.SOCIAL_DATA_PROVIDER ?? (e.INSTAGRAM_ACCESS_TOKEN ? 'instagram' : 'synthetic');
  const storage = e.STORAGE_PROVIDER ?? (e.S3_BUCKET ? 's3' : 'local');
  const problems = [
    ...(payments === 'dodo' && !e.DODO_API_KEY
      ? ['DODO_API_KEY: is required for PAYMENTS_PROVIDER=dodo']
      : []),
    ...(payouts === 'razorpayx'
      ? (['RAZORPAYX_KEY_ID', 'RAZORPAYX_KEY_SECRET', 'RAZORPAYX_ACCOUNT_NUMBER'] as const)
          .filter((name) => !e[name])
          .map((name) => `${name}: is required for PAYOUTS_PROVIDER=razorpayx`)
      : []),
    ...(socialData === 'instagram' && !e.INSTAGRAM_ACCESS_TOKEN
      ? ['INSTAGRAM_ACCESS_TOKEN: is required for SOCIAL_DATA_PROVIDER=instagram']
      : []),
    ...(storage === 's3' && !e.S3_BUCKET ? ['S3_BUCKET: is required for STORAGE_PROVIDER=s3'] : []),
    ...(e.S3_ACCESS_KEY_ID && !e.S3_SECRET_ACCESS_KEY
      ? ['S3_SECRET_ACCESS_KEY: is required when S3_ACCESS_KEY_ID is set']
      : []),
    ...(e.NODE_ENV === 'production' ? productionProblems(e, payments, socialData, storage) : []),
    ...(e.NODE_ENV === 'production' && payouts === 'sandbox' && e.PAYOUTS_PROVIDER !== 'sandbox'
      ? [
          'RAZORPAYX_KEY_ID, RAZORPAYX_KEY_SECRET, RAZORPAYX_ACCOUNT_NUMBER: are required in production to pay publishers (or PAYOUTS_PROVIDER=sandbox for a staging site that pays no one)',
        ]
      : []),
  ];
  if (problems.length > 0) throw new ConfigError(problems);
  const dataDir = resolve(e.DATA_DIR);
  const database: Config['database'] =
    e.DATABASE_URL === undefined
      ? { kind: 'pglite-disk', dir: join(dataDir, 'pglite') }
      : e.DATABASE_URL === 'memory://'
        ? { kind: 'pglite-memory' }
        : { kind: 'postgres', url: e.DATABASE_URL };
  // Tests and in-memory runs never touch the disk for the secret.
  const jwtSecret =
    e.JWT_SECRET ??
    (database.kind === 'pglite-memory' ? randomBytes(32).toString('hex') : persistedSecret(dataDir));
  const dataEncryptionKey =
    e.DATA_ENCRYPTION_KEY ??
    (database.kind === 'pglite-memory'
      ? randomBytes(32).toString('hex')
      : persistedSecret(dataDir, 'data-encryption-key'));
  const sandboxWebhookSecret =
    e.DODO_WEBHOOK_SECRET?.split(/[\s,]+/)[0] ??
    (database.kind === 'pglite-memory'
      ? webhookSecret()
      : persistedSecret(dataDir, 'sandbox-webhook-secret', webhookSecret));
  return {
    ...e,
    sandboxWebhookSecret,
    dataDir,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    jwtSecret,
    dataEncryptionKey,
    payments,
    payouts,
    socialData,
    storage,
    database,
  };
}

/**
 * The offline defaults serve development and tests. In production each one would be a hole (a
 * free paid plan through the sandbox's test card, sign-in codes kept in a table, sample data shown
 * as real), so a missing real service stops the start unless the operator chose the default.
 */
function productionProblems(
  e: Env,
  payments: Config['payments'],
  socialData: Config['socialData'],
  storage: Config['storage'],
): string[] {
  const problems: string[] = [];
  if (payments === 'sandbox' && e.PAYMENTS_PROVIDER !== 'sandbox') {
    problems.push(
      'DODO_API_KEY, DODO_WEBHOOK_SECRET: are required in production (or PAYMENTS_PROVIDER=sandbox for a staging site whose checkout takes the test card)',
    );
  }
  if (payments === 'dodo' && !e.DODO_WEBHOOK_SECRET) {
    problems.push('DODO_WEBHOOK_SECRET: is required in production, or no payment can be confirmed');
  }
  if (!e.SMTP_URL) {
    problems.push('SMTP_URL: is required in production: sign-in codes and invitations are sent by mail');
  }
  if (e.DEV_OUTBOX) problems.push('DEV_OUTBOX: cannot be true in production');
  if (e.DATABASE_URL?.startsWith('postgres') && !e.DATA_ENCRYPTION_KEY) {
    // Every instance must read what another encrypted: a key generated per machine could not.
    problems.push('DATA_ENCRYPTION_KEY: is required in production when DATABASE_URL is PostgreSQL');
  }
  if (socialData === 'synthetic' && e.SOCIAL_DATA_PROVIDER !== 'synthetic') {
    problems.push(
      'INSTAGRAM_ACCESS_TOKEN: is required in production (or SOCIAL_DATA_PROVIDER=synthetic for a demo site that shows sample data)',
    );
  }
  if (storage === 'local' && e.STORAGE_PROVIDER !== 'local') {
    // Files on one machine's disk are lost with it and unseen by a second instance.
    problems.push(
      'S3_BUCKET: is required in production, so that uploads outlive the machine (or STORAGE_PROVIDER=local for one server whose DATA_DIR is kept and backed up)',
    );
  }
  return problems;
}

const IPV4 = /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/;
/** An IPv4/IPv6 address, optionally with a /prefix, as proxy-addr (Fastify's trustProxy) reads them. */
function isIpOrCidr(value: string): boolean {
  const [address = '', prefix, extra] = value.split('/');
  if (extra !== undefined) return false;
  const v4 = IPV4.test(address);
  const v6 = !v4 && address.includes(':') && /^[0-9a-f:.]+$/i.test(address);
  if (!v4 && !v6) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (v4 ? 32 : 128);
}

/**
 * With no JWT_SECRET we generate one and keep it in DATA_DIR, so that sessions survive a restart
 * on the embedded setup without any configuration.
 */
function persistedSecret(
  dataDir: string,
  name = 'jwt-secret',
  generate = () => randomBytes(48).toString('base64url'),
): string {
  const file = join(dataDir, name);
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // first start: fall through and create it
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = generate();
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** A Standard Webhooks secret: whsec_ and 32 random bytes in base64. */
const webhookSecret = () => `whsec_${randomBytes(32).toString('base64')}`;
