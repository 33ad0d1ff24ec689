import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const expectProblem = (env: Record<string, string>, variable: string) => {
  try {
    loadConfig(env);
  } catch (e) {
    expect(e).toBeInstanceOf(ConfigError);
    expect((e as ConfigError).message).toContain(variable);
    return;
  }
  throw new Error(`expected ${variable} to be refused`);
};

describe('configuration', () => {
  it('starts on embedded defaults with no variables at all', () => {
    const config = loadConfig({ DATA_DIR: '/tmp/creatorscope-config-test' });
    expect(config.PORT).toBe(3000);
    expect(config.database).toEqual({ kind: 'pglite-disk', dir: '/tmp/creatorscope-config-test/pglite' });
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
    // The generated secret is kept, so sessions survive a restart.
    expect(loadConfig({ DATA_DIR: '/tmp/creatorscope-config-test' }).jwtSecret).toBe(config.jwtSecret);
  });

  it('chooses the driver from DATABASE_URL', () => {
    expect(loadConfig({ DATABASE_URL: 'memory://' }).database).toEqual({ kind: 'pglite-memory' });
    expect(
      loadConfig({ DATABASE_URL: 'postgres://u@h:5432/d', JWT_SECRET: 'x'.repeat(32) }).database,
    ).toEqual({
      kind: 'postgres',
      url: 'postgres://u@h:5432/d',
    });
  });

  it('refuses a bad value and names the variable', () => {
    expectProblem({ PORT: 'eighty' }, 'PORT');
    expectProblem({ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL');
    expectProblem({ REDIS_URL: 'http://x' }, 'REDIS_URL');
    expectProblem({ JWT_SECRET: 'short' }, 'JWT_SECRET');
    expectProblem({ LOG_LEVEL: 'loud' }, 'LOG_LEVEL');
    expectProblem({ OTP_RESEND_SECONDS: '0' }, 'OTP_RESEND_SECONDS');
  });

  it('requires a shared JWT_SECRET for PostgreSQL in production', () => {
    expectProblem({ NODE_ENV: 'production', DATABASE_URL: 'postgres://u@h/d' }, 'JWT_SECRET');
  });

  it('requires a shared DATA_ENCRYPTION_KEY for PostgreSQL in production, of at least 32 characters', () => {
    expectProblem(
      { NODE_ENV: 'production', DATABASE_URL: 'postgres://u@h/d', JWT_SECRET: 's'.repeat(48) },
      'DATA_ENCRYPTION_KEY',
    );
    expectProblem({ DATA_ENCRYPTION_KEY: 'short' }, 'DATA_ENCRYPTION_KEY');
  });

  it('refuses to run production on the offline defaults, naming each missing setting', () => {
    const production = { NODE_ENV: 'production', DATABASE_URL: 'memory://' };
    for (const variable of [
      'DODO_API_KEY',
      'SMTP_URL',
      'INSTAGRAM_ACCESS_TOKEN',
      'S3_BUCKET',
      'RAZORPAYX_KEY_ID',
    ]) {
      expectProblem(production, variable);
    }
    expectProblem({ ...production, DODO_API_KEY: 'key' }, 'DODO_WEBHOOK_SECRET');
    expectProblem({ ...production, PAYMENTS_PROVIDER: 'dodo' }, 'DODO_API_KEY');
    const real = {
      ...production,
      SMTP_URL: 'smtp://mail.example.com:587',
      DODO_API_KEY: 'key',
      DODO_WEBHOOK_SECRET: 'whsec_c2VjcmV0',
      INSTAGRAM_ACCESS_TOKEN: 'token',
      INSTAGRAM_BUSINESS_ACCOUNT_ID: '1784',
      S3_BUCKET: 'creatorscope-media',
      RAZORPAYX_KEY_ID: 'rzp_live_id',
      RAZORPAYX_KEY_SECRET: 'secret',
      RAZORPAYX_ACCOUNT_NUMBER: '7878780080316316',
    };
    expect(loadConfig(real)).toMatchObject({
      payments: 'dodo',
      payouts: 'razorpayx',
      socialData: 'instagram',
      storage: 's3',
    });
    expectProblem({ ...real, DEV_OUTBOX: 'true' }, 'DEV_OUTBOX');
  });

  it('runs production on the sandbox or sample data only when the operator chose them', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      DATABASE_URL: 'memory://',
      SMTP_URL: 'smtp://mail.example.com:587',
      PAYMENTS_PROVIDER: 'sandbox',
      PAYOUTS_PROVIDER: 'sandbox',
      SOCIAL_DATA_PROVIDER: 'synthetic',
      STORAGE_PROVIDER: 'local',
    });
    expect(config).toMatchObject({
      payments: 'sandbox',
      payouts: 'sandbox',
      socialData: 'synthetic',
      storage: 'local',
    });
    // Development keeps its offline defaults without being asked.
    expect(loadConfig({ DATABASE_URL: 'memory://' })).toMatchObject({
      payments: 'sandbox',
      payouts: 'sandbox',
      socialData: 'synthetic',
      storage: 'local',
    });
  });

  it('pays publishers through RazorpayX when its key is set, naming what a RazorpayX choice lacks', () => {
    const memory = { DATABASE_URL: 'memory://' };
    expect(loadConfig(memory)).toMatchObject({
      payouts: 'sandbox',
      PAYOUT_MINIMUM_MINOR: 50_000,
      PAYOUT_SCHEDULE: 'off',
      RAZORPAYX_BASE_URL: 'https://api.razorpay.com',
    });
    const keys = { RAZORPAYX_KEY_ID: 'id', RAZORPAYX_KEY_SECRET: 's', RAZORPAYX_ACCOUNT_NUMBER: '78' };
    expect(loadConfig({ ...memory, ...keys }).payouts).toBe('razorpayx');
    expect(loadConfig({ ...memory, ...keys, PAYOUTS_PROVIDER: 'sandbox' }).payouts).toBe('sandbox');
    expectProblem({ ...memory, PAYOUTS_PROVIDER: 'razorpayx' }, 'RAZORPAYX_KEY_ID');
    expectProblem({ ...memory, RAZORPAYX_KEY_ID: 'id' }, 'RAZORPAYX_ACCOUNT_NUMBER');
    expectProblem({ ...memory, PAYOUT_SCHEDULE: 'daily' }, 'PAYOUT_SCHEDULE');
    expectProblem({ ...memory, PAYOUT_MINIMUM_MINOR: '0' }, 'PAYOUT_MINIMUM_MINOR');
  });

  it('withholds TDS under section 194H at 2% past ₹20,000 a year unless configured otherwise', () => {
    const memory = { DATABASE_URL: 'memory://' };
    expect(loadConfig(memory)).toMatchObject({
      TDS_194H_RATE_PERCENT: 2,
      TDS_194H_THRESHOLD_MINOR: 2_000_000,
    });
    expect(
      loadConfig({ ...memory, TDS_194H_RATE_PERCENT: '5', TDS_194H_THRESHOLD_MINOR: '1500000' }),
    ).toMatchObject({ TDS_194H_RATE_PERCENT: 5, TDS_194H_THRESHOLD_MINOR: 1_500_000 });
    expectProblem({ ...memory, TDS_194H_RATE_PERCENT: '101' }, 'TDS_194H_RATE_PERCENT');
    expectProblem({ ...memory, TDS_194H_RATE_PERCENT: 'two' }, 'TDS_194H_RATE_PERCENT');
    expectProblem({ ...memory, TDS_194H_THRESHOLD_MINOR: '-1' }, 'TDS_194H_THRESHOLD_MINOR');
  });

  it('converts USD earnings at ₹83 a dollar unless configured otherwise, a positive rate of at most 4 decimals', () => {
    const memory = { DATABASE_URL: 'memory://' };
    expect(loadConfig(memory).USD_INR_RATE).toBe('83');
    expect(loadConfig({ ...memory, USD_INR_RATE: ' 83.25 ' }).USD_INR_RATE).toBe('83.25');
    for (const bad of ['0', '0.0', '-83', '83.12345', 'eighty', '8e1', ''])
      expectProblem({ ...memory, USD_INR_RATE: bad }, 'USD_INR_RATE');
  });

  it('keeps media in S3 when a bucket is named, and names what an S3 choice lacks', () => {
    expect(loadConfig({ DATABASE_URL: 'memory://', S3_BUCKET: 'media' }).storage).toBe('s3');
    expectProblem({ DATABASE_URL: 'memory://', STORAGE_PROVIDER: 's3' }, 'S3_BUCKET');
    expectProblem(
      { DATABASE_URL: 'memory://', S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'k' },
      'S3_SECRET_ACCESS_KEY',
    );
    expectProblem({ DATABASE_URL: 'memory://', S3_PUBLIC_URL: 'ftp://cdn' }, 'S3_PUBLIC_URL');
  });

  it('trusts a number of proxies or their addresses, never every X-Forwarded-For', () => {
    expectProblem({ DATABASE_URL: 'memory://', TRUST_PROXY: 'true' }, 'TRUST_PROXY');
    expectProblem({ DATABASE_URL: 'memory://', TRUST_PROXY: 'yes' }, 'TRUST_PROXY');
    expectProblem({ DATABASE_URL: 'memory://', TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY');
    const trust = (v: string) => loadConfig({ DATABASE_URL: 'memory://', TRUST_PROXY: v }).TRUST_PROXY;
    expect(trust('false')).toBe(false);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.0/8, 192.168.1.10,::1')).toEqual(['10.0.0.0/8', '192.168.1.10', '::1']);
  });

  it('reads the sign-in code resend interval, 30 seconds unless set', () => {
    expect(loadConfig({ DATABASE_URL: 'memory://' }).OTP_RESEND_SECONDS).toBe(30);
    expect(loadConfig({ DATABASE_URL: 'memory://', OTP_RESEND_SECONDS: '2' }).OTP_RESEND_SECONDS).toBe(2);
  });

  it('reads the web origins as a list', () => {
    const config = loadConfig({ DATABASE_URL: 'memory://', WEB_ORIGINS: 'http://a.test, http://b.test' });
    expect(config.WEB_ORIGINS).toEqual(['http://a.test', 'http://b.test']);
  });
});

describe('.env.example', () => {
  it('lists every variable the server reads', async () => {
    const { readFileSync } = await import('node:fs');
    const { ZEnv } = await import('./config.js');
    const example = readFileSync(new URL('../../../.env.example', import.meta.url), 'utf8');
    const missing = Object.keys(ZEnv.shape).filter((key) => !new RegExp(`^#? ?${key}=`, 'm').test(example));
    expect(missing).toEqual([]);
  });
});
