import { randomUUID } from 'node:crypto';
import type { TSupportRequest } from '@creatorscope/contracts';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../adapters/mail/tables.js';
import { buildTestApp, type CallResult, call, createTestUser, type TestUser } from '../../test/app.js';
import { users } from '../auth/tables.js';
import { VISITOR_REQUESTS_PER_HOUR } from './routes.js';
import { supportRequests } from './tables.js';

const SUPPORT_INBOX = 'help@support.example';

const request = (overrides: Record<string, unknown> = {}) => ({
  topic: 'billing',
  subject: 'Invoice is missing',
  message: 'I paid for the Creator plan yesterday but no invoice arrived.',
  pagePath: '/insights/plans-and-billing',
  ...overrides,
});

/** A visitor's call from its own address, so that each test has its own rate-limit budget. */
async function visitorCall(
  app: FastifyInstance,
  body: unknown,
  ip = `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  headers: Record<string, string> = {},
): Promise<CallResult<TSupportRequest>> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/support/create-request',
    remoteAddress: ip,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(body),
  });
  return { statusCode: res.statusCode, body: res.json(), headers: res.headers };
}

async function mailsTo(app: FastifyInstance, to: string) {
  return app.deps.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.createdAt));
}

describe('support requests', () => {
  let app: FastifyInstance;
  let user: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    app = await buildTestApp({ SUPPORT_EMAIL: SUPPORT_INBOX });
    user = await createTestUser(app, { name: 'Priya Shah', orgName: 'Acme' });
    other = await createTestUser(app, { orgName: 'Rival' });
  });
  afterAll(() => app.close());

  it('stores a visitor request as open with a CS- reference and mails the support inbox', async () => {
    const email = `visitor-${randomUUID().slice(0, 8)}@example.com`;
    const res = await visitorCall(app, request({ email, name: 'Sam Visitor' }));
    expect(res.statusCode).toBe(201);
    const saved = res.body.data;
    expect(saved).toMatchObject({ topic: 'billing', status: 'open', email, orgId: null });
    expect(saved.reference).toMatch(/^CS-\d{6}$/);
    expect(res.body.message).toBe(`Support request ${saved.reference} sent`);

    const [row] = await app.deps.db.select().from(supportRequests).where(eq(supportRequests.id, saved._id));
    expect(row).toMatchObject({ userId: null, status: 'open', pagePath: '/insights/plans-and-billing' });

    const inbox = (await mailsTo(app, SUPPORT_INBOX)).find((m) => m.subject.includes(saved.reference));
    expect(inbox?.subject).toBe(`[${saved.reference}] billing: Invoice is missing`);
    expect(inbox?.text).toContain('Sam Visitor <');
    expect(inbox?.text).toContain('visitor (email not verified)');
    expect(inbox?.text).toContain('I paid for the Creator plan yesterday');
  });

  it("confirms to a visitor without quoting their words, in the form's language", async () => {
    const email = `visitor-${randomUUID().slice(0, 8)}@example.com`;
    const res = await visitorCall(app, request({ email, name: 'Spammer', language: 'de' }));
    const [confirmation] = await mailsTo(app, email);
    expect(confirmation?.subject).toBe(`Wir haben deine Support-Anfrage ${res.body.data.reference} erhalten`);
    expect(confirmation?.text).toContain(res.body.data.reference);
    expect(confirmation?.text).not.toContain('Invoice is missing');
    expect(confirmation?.text).not.toContain('I paid for the Creator plan');
    expect(confirmation?.text).not.toContain('Spammer');
  });

  it("falls back to the browser's language for a visitor's confirmation", async () => {
    const email = `visitor-${randomUUID().slice(0, 8)}@example.com`;
    await visitorCall(app, request({ email }), undefined, { 'accept-language': 'ar-AE, en;q=0.5' });
    const [confirmation] = await mailsTo(app, email);
    expect(confirmation?.subject).toMatch(/^تلقّينا طلب الدعم الخاص بك CS-\d{6}$/);
    expect(confirmation?.html).toContain('dir="rtl"');
  });

  it('requires an email from a visitor, naming the field', async () => {
    const res = await visitorCall(app, request());
    expect(res.statusCode).toBe(400);
    expect(res.body.data).toEqual({ errors: { email: 'Email is required' } });
  });

  it('refuses an organisation named by a visitor', async () => {
    const res = await visitorCall(app, request({ email: 'a@example.com', orgId: user.orgId }));
    expect(res.statusCode).toBe(400);
    expect(res.body.data).toEqual({ errors: { orgId: 'Sign in to name an organisation' } });
  });

  it('names each invalid field in its message', async () => {
    const res = await visitorCall(app, {
      topic: 'sales',
      subject: 'Hi',
      message: 'Too short',
      email: 'not-an-email',
      pagePath: 'https://evil.example/',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body.data).toEqual({
      errors: {
        topic: 'Topic must be one of billing, insights, account, bug, other',
        subject: 'Subject must be at least 3 characters long',
        message: 'Message must be at least 10 characters long',
        email: 'Please enter a valid email address',
        pagePath: 'Page path must start with a single /',
      },
    });
    const long = await visitorCall(app, {
      topic: 'bug',
      subject: 'x'.repeat(121),
      message: 'y'.repeat(5001),
      email: 'a@example.com',
    });
    expect(long.body.data).toEqual({
      errors: {
        subject: 'Subject cannot exceed 120 characters',
        message: 'Message cannot exceed 5000 characters',
      },
    });
    const missing = await visitorCall(app, { email: 'a@example.com' });
    expect(missing.body.data).toEqual({
      errors: { topic: 'Topic is required', subject: 'Subject is required', message: 'Message is required' },
    });
  });

  it("sends a signed-in user's request with the account's name and email, not the body's", async () => {
    const res = await call<TSupportRequest>(
      app,
      '/support/create-request',
      request({ topic: 'insights', email: 'someone-else@example.com', name: 'Impostor', orgId: user.orgId }),
      user.token,
    );
    expect(res.statusCode).toBe(201);
    expect(res.body.data).toMatchObject({ email: user.email, orgId: user.orgId, topic: 'insights' });

    const inbox = (await mailsTo(app, SUPPORT_INBOX)).find((m) =>
      m.subject.includes(res.body.data.reference),
    );
    expect(inbox?.text).toContain(`Priya Shah <${user.email}>, signed-in user`);
    expect(inbox?.text).toContain('Organisation: Acme');
    expect(inbox?.text).not.toContain('Impostor');
    expect(await mailsTo(app, 'someone-else@example.com')).toEqual([]);

    const [confirmation] = await mailsTo(app, user.email);
    expect(confirmation?.subject).toBe(`We received your support request ${res.body.data.reference}`);
    expect(confirmation?.text).toContain('Hello Priya Shah,');
    expect(confirmation?.text).toContain('I paid for the Creator plan yesterday');
  });

  it("writes a signed-in user's confirmation in the account's language", async () => {
    const polyglot = await createTestUser(app, { orgName: 'Kyoto' });
    await app.deps.db.update(users).set({ language: 'ja' }).where(eq(users.id, polyglot.userId));
    await call(app, '/support/create-request', request({ language: 'fr' }), polyglot.token);
    const [confirmation] = await mailsTo(app, polyglot.email);
    expect(confirmation?.subject).toMatch(/^サポートへのお問い合わせ CS-\d{6} を受け付けました$/);
  });

  it("refuses a request filed under another organisation's name", async () => {
    const res = await call(app, '/support/create-request', request({ orgId: other.orgId }), user.token);
    expect(res.statusCode).toBe(403);
    const mine = await call<TSupportRequest[]>(app, '/support/get-requests', {}, user.token);
    expect(mine.body.data.every((r) => r.orgId !== other.orgId)).toBe(true);
  });

  it('refuses a bad token instead of treating the caller as a visitor', async () => {
    const res = await visitorCall(app, request({ email: 'a@example.com' }), undefined, {
      authorization: 'Bearer not-a-real-token',
    });
    expect(res.statusCode).toBe(401);
  });

  it("lists only the caller's own requests, newest first", async () => {
    const asker = await createTestUser(app, { orgName: 'Lister' });
    await call(app, '/support/create-request', request({ subject: 'First question' }), asker.token);
    await call(app, '/support/create-request', request({ subject: 'Second question' }), asker.token);
    await call(app, '/support/create-request', request({ subject: 'Not theirs' }), other.token);

    const list = await call<TSupportRequest[]>(app, '/support/get-requests', {}, asker.token);
    expect(list.statusCode).toBe(200);
    expect(list.body.data.map((r) => r.subject)).toEqual(['Second question', 'First question']);
    const one = await call<TSupportRequest[]>(app, '/support/get-requests', { limit: 1 }, asker.token);
    expect(one.body.data.map((r) => r.subject)).toEqual(['Second question']);
  });

  it('refuses to list requests without a signed-in user', async () => {
    const res = await call(app, '/support/get-requests', {});
    expect(res.statusCode).toBe(401);
  });
});

describe('support request rate limit', () => {
  it(`allows a visitor ${VISITOR_REQUESTS_PER_HOUR} requests an hour per address, then answers 429`, async () => {
    const app = await buildTestApp();
    try {
      const codes: number[] = [];
      for (let i = 0; i <= VISITOR_REQUESTS_PER_HOUR; i++) {
        codes.push((await visitorCall(app, request({ email: 'flood@example.com' }), '10.9.9.9')).statusCode);
      }
      expect(codes).toEqual([...Array(VISITOR_REQUESTS_PER_HOUR).fill(201), 429]);
      // Another address, and a signed-in user from the same one, are not held back.
      expect((await visitorCall(app, request({ email: 'b@example.com' }), '10.9.9.10')).statusCode).toBe(201);
      const user = await createTestUser(app);
      const res = await app.inject({
        method: 'POST',
        url: '/api/support/create-request',
        remoteAddress: '10.9.9.9',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
        payload: JSON.stringify(request()),
      });
      expect(res.statusCode).toBe(201);
      const stored = await app.deps.db.select().from(supportRequests);
      expect(stored).toHaveLength(VISITOR_REQUESTS_PER_HOUR + 2);
    } finally {
      await app.close();
    }
  });
});
