import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call } from '../../test/app.js';
import { ageOtpRows, latestCode, latestMail, newEmail } from '../../test/auth.js';

type OutboxMail = { to: string; subject: string; text: string; createdAt: string };

describe('dev outbox page', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp({ DEV_OUTBOX: 'true' });
  });
  afterAll(() => app.close());

  it('lists the mail sent, newest first, as a page and as JSON filtered by recipient', async () => {
    const email = newEmail('outbox');
    await call(app, '/auth/login', { email });
    await ageOtpRows(app, email, 31);
    await call(app, '/auth/signup', { email: newEmail('other'), name: 'Other <script>' });
    await call(app, '/auth/signup', { email, name: 'Outbox' });

    const json = await app.inject({ method: 'GET', url: `/dev/outbox.json?to=${encodeURIComponent(email)}` });
    expect(json.statusCode).toBe(200);
    const mails = json.json<{ data: OutboxMail[] }>().data;
    expect(mails.map((m) => m.subject)).toEqual([
      'Your Creatorscope sign-up code',
      'No account uses this address — here is a code to create one',
    ]);
    expect(mails.every((m) => m.to === email)).toBe(true);

    const page = await app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<h1>Dev outbox</h1>');
    expect(page.body).toContain(email);
    expect(page.body.indexOf('Your Creatorscope sign-up code')).toBeLessThan(
      page.body.indexOf('No account uses this address'),
    );
    expect(page.body).not.toContain('<script>');
  });

  it('is not shown through a proxy, where every visitor would look local', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/dev/outbox.json',
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(res.statusCode).toBe(403);
    const remote = await app.inject({ method: 'GET', url: '/dev/outbox', remoteAddress: '203.0.113.7' });
    expect(remote.statusCode).toBe(403);
  });

  it('is not shown to a page that reached this machine under another name (DNS rebinding)', async () => {
    for (const host of ['attacker.example', 'attacker.example:3000', 'localhost.attacker.example']) {
      const res = await app.inject({ method: 'GET', url: '/dev/outbox.json', headers: { host } });
      expect(res.statusCode, host).toBe(403);
    }
    for (const host of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000', 'localhost']) {
      const res = await app.inject({ method: 'GET', url: '/dev/outbox.json', headers: { host } });
      expect(res.statusCode, host).toBe(200);
    }
  });

  it('keeps sign-in codes and mail bodies out of the log, at every level', async () => {
    const lines: string[] = [];
    const logged = await buildTestApp({ LOG_LEVEL: 'trace' }, { logStream: { write: (l) => lines.push(l) } });
    try {
      const email = newEmail('quiet');
      await call(logged, '/auth/signup', { email, name: 'Quiet' });
      const mail = await latestMail(logged, email);
      const code = await latestCode(logged, email);
      const log = lines.join('');
      expect(log).toContain('mail kept in the dev outbox');
      expect(log).not.toContain(code);
      expect(log).not.toContain(mail.text.slice(0, 40));
    } finally {
      await logged.close();
    }
  });
});

describe('dev outbox turned off', () => {
  it('does not exist unless DEV_OUTBOX is true, and production refuses it', async () => {
    const app = await buildTestApp();
    try {
      expect(app.hasRoute({ method: 'GET', url: '/dev/outbox' })).toBe(false);
      expect(app.hasRoute({ method: 'GET', url: '/dev/outbox.json' })).toBe(false);
      // At most the web app's own page answers that path.
      expect((await app.inject({ method: 'GET', url: '/dev/outbox' })).body).not.toContain('Dev outbox');
      expect((await app.inject({ method: 'GET', url: '/dev/outbox.json' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
    await expect(
      buildTestApp({
        NODE_ENV: 'production',
        JWT_SECRET: 's'.repeat(48),
        DEV_OUTBOX: 'true',
        SMTP_URL: 'smtp://127.0.0.1:2525',
        PAYMENTS_PROVIDER: 'sandbox',
        SOCIAL_DATA_PROVIDER: 'synthetic',
      }),
    ).rejects.toThrow('DEV_OUTBOX: cannot be true in production');
  });
});
