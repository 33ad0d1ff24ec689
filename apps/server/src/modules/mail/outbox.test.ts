import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call } from '../../test/app.js';
import { ageOtpRows, newEmail } from '../../test/auth.js';

type OutboxMail = { to: string; subject: string; text: string; createdAt: string };

describe('dev outbox page', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp();
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
});

describe('dev outbox in production', () => {
  it('does not exist', async () => {
    // Production with PostgreSQL insists on a shared JWT_SECRET.
    const app = await buildTestApp({ NODE_ENV: 'production', JWT_SECRET: 's'.repeat(48) });
    try {
      expect(app.hasRoute({ method: 'GET', url: '/dev/outbox' })).toBe(false);
      expect(app.hasRoute({ method: 'GET', url: '/dev/outbox.json' })).toBe(false);
      // At most the web app's own page answers that path.
      expect((await app.inject({ method: 'GET', url: '/dev/outbox' })).body).not.toContain('Dev outbox');
      expect((await app.inject({ method: 'GET', url: '/dev/outbox.json' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
