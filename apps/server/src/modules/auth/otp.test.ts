import { createHmac } from 'node:crypto';
import { ZCodeSentData, ZLoginResponseData } from '@creatorscope/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailOutbox } from '../../adapters/mail/tables.js';
import { buildTestApp, call, createTestUser } from '../../test/app.js';
import { ageOtpRows, latestCode, latestMail, newEmail, wrongCode } from '../../test/auth.js';
import { sendCode } from './service/send-code.js';
import { otpCodes, users } from './tables.js';

type Login = {
  token: string;
  data: { _id: string; name: string; email: string; organization_id: string | null };
};
const INVALID = { errors: { otp: 'Invalid or expired code' } };

describe('one-time codes', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    // These prove the per-email limits; the per-client ones have their own tests below.
    app = await buildTestApp({ RATE_LIMIT_MAX: '100000', OTP_SENDS_PER_IP_PER_HOUR: '1000' });
  });
  afterAll(() => app.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  const login = (email: string) => call(app, '/auth/login', { email });
  const verify = (email: string, otp: string, name?: string) =>
    call<Login>(app, '/auth/verify-otp', { email, otp, ...(name ? { name } : {}) });

  it('sends a six-digit code and signs a new user up with it, without an organisation yet', async () => {
    const email = newEmail('asha');
    const sent = await call(app, '/auth/signup', { email, name: 'Asha Rao' });
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toEqual({
      status: 200,
      message: 'We sent a code to your email',
      data: { resendAfterSeconds: 30, expiresInSeconds: 600 },
    });
    expect(ZCodeSentData.parse(sent.body.data)).toBeTruthy();
    const mail = await latestMail(app, email);
    expect(mail.subject).toBe('Your Creatorscope sign-up code');
    const code = await latestCode(app, email);
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.html).toContain(code);

    const verified = await verify(email, code);
    expect(verified.statusCode).toBe(200);
    expect(verified.body.message).toBe('Signed in successfully');
    const data = ZLoginResponseData.parse(verified.body.data);
    expect(data.data).toEqual({
      _id: expect.any(String),
      name: 'Asha Rao',
      email,
      organization_id: null,
      organization_name: null,
    });
    const me = await call<{ user: { email: string } }>(app, '/auth/me', {}, data.token);
    expect(me.statusCode).toBe(200);
    expect(me.body.data.user.email).toBe(email);
    const [row] = await app.deps.db.select().from(users).where(eq(users.email, email));
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
  });

  it('stores only a keyed hash of the code', async () => {
    const email = newEmail();
    await login(email);
    const code = await latestCode(app, email);
    const rows = await app.deps.db.select().from(otpCodes).where(eq(otpCodes.email, email));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(code);
    const expected = createHmac('sha256', app.deps.config.jwtSecret)
      .update(`${email}\n${code}`)
      .digest('hex');
    expect(rows[0]?.codeHash).toBe(expected);
  });

  it('accepts a code once only', async () => {
    const email = newEmail();
    await login(email);
    const code = await latestCode(app, email);
    expect((await verify(email, code)).statusCode).toBe(200);
    const again = await verify(email, code);
    expect(again.statusCode).toBe(400);
    expect(again.body.data).toEqual(INVALID);
  });

  it('accepts only the newest code of an email', async () => {
    const email = newEmail();
    await login(email);
    const first = await latestCode(app, email);
    await ageOtpRows(app, email, 31);
    expect((await login(email)).statusCode).toBe(200);
    const second = await latestCode(app, email);
    if (first !== second) {
      const old = await verify(email, first);
      expect(old.statusCode).toBe(400);
      expect(old.body.data).toEqual(INVALID);
    }
    expect((await verify(email, second)).statusCode).toBe(200);
  });

  it('kills a code after five wrong tries', async () => {
    const email = newEmail();
    await login(email);
    const code = await latestCode(app, email);
    for (let i = 0; i < 5; i++) {
      const wrong = await verify(email, wrongCode(code));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.body).toMatchObject({ message: 'Invalid or expired code', data: INVALID });
    }
    const right = await verify(email, code);
    expect(right.statusCode).toBe(400);
    expect(right.body.data).toEqual(INVALID);
  });

  it('refuses every check after ten failures in an hour, across resends, until the hour has passed', async () => {
    const email = newEmail();
    for (let round = 0; round < 2; round++) {
      await login(email);
      const code = await latestCode(app, email);
      for (let i = 0; i < 5; i++) expect((await verify(email, wrongCode(code))).statusCode).toBe(400);
      await ageOtpRows(app, email, 31);
    }
    expect((await login(email)).statusCode).toBe(200);
    const fresh = await latestCode(app, email);
    const locked = await verify(email, fresh);
    expect(locked.statusCode).toBe(429);
    expect(locked.body.message).toMatch(/^Too many wrong codes for this email: try again in \d+ minutes?$/);
    expect(locked.body.data).toEqual({ retryAfterSeconds: expect.any(Number) });

    await ageOtpRows(app, email, 3600);
    expect((await login(email)).statusCode).toBe(200);
    expect((await verify(email, await latestCode(app, email))).statusCode).toBe(200);
  });

  it('refuses a resend within 30 seconds with 429, naming the wait', async () => {
    const email = newEmail();
    expect((await login(email)).statusCode).toBe(200);
    const again = await login(email);
    expect(again.statusCode).toBe(429);
    expect(again.body.status).toBe(429);
    expect(again.body.message).toMatch(/^A code was just sent: you can ask for a new one in \d+ seconds?$/);
    await ageOtpRows(app, email, 31);
    expect((await login(email)).statusCode).toBe(200);
  });

  it('waits as long as the OTP_RESEND_SECONDS setting says, and tells the client so', async () => {
    // The service with another setting, on the same database: a second app would take seconds to start.
    const deps = { ...app.deps, config: { ...app.deps.config, OTP_RESEND_SECONDS: 5 } };
    const email = newEmail();
    const send = () => sendCode(deps, { purpose: 'login', email });
    expect(await send()).toEqual({ resendAfterSeconds: 5, expiresInSeconds: 600 });
    await expect(send()).rejects.toMatchObject({
      statusCode: 429,
      message: expect.stringMatching(/^A code was just sent: you can ask for a new one in [1-5] seconds?$/),
    });
    // Past 5 seconds, well within the default 30.
    await ageOtpRows(app, email, 6);
    expect(await send()).toEqual({ resendAfterSeconds: 5, expiresInSeconds: 600 });
  });

  it('refuses a sixth code within an hour with 429, then allows one when the hour has passed', async () => {
    const email = newEmail();
    for (let i = 0; i < 5; i++) {
      expect((await login(email)).statusCode).toBe(200);
      await ageOtpRows(app, email, 31);
    }
    const sixth = await call(app, '/auth/signup', { email, name: 'Sixth' });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.body.message).toMatch(
      /^Too many codes were sent to this email in the last hour: try again in \d+ minutes?$/,
    );
    const mails = await app.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(mails).toHaveLength(5);

    await ageOtpRows(app, email, 3600);
    expect((await login(email)).statusCode).toBe(200);
  });

  it('lets a code expire after 10 minutes', async () => {
    const early = newEmail();
    const late = newEmail();
    await login(early);
    await login(late);
    const earlyCode = await latestCode(app, early);
    const lateCode = await latestCode(app, late);
    const sentAt = Date.now();

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(sentAt + 9 * 60_000);
    expect((await verify(early, earlyCode)).statusCode).toBe(200);
    vi.setSystemTime(sentAt + 10 * 60_000 + 1_000);
    const expired = await verify(late, lateCode);
    expect(expired.statusCode).toBe(400);
    expect(expired.body.data).toEqual(INVALID);
  });

  it('answers a sign-in for an unknown email exactly like one for an account; the mail tells the owner', async () => {
    const known = await createTestUser(app, { email: newEmail('known'), name: 'Known Person' });
    const unknown = newEmail('unknown');
    const forKnown = await login(known.email);
    const forUnknown = await login(unknown);
    expect(forUnknown.statusCode).toBe(forKnown.statusCode);
    expect(forUnknown.body).toEqual(forKnown.body);
    expect(forUnknown.headers['content-length']).toBe(forKnown.headers['content-length']);

    expect((await latestMail(app, known.email)).subject).toBe('Your Creatorscope sign-in code');
    const offer = await latestMail(app, unknown);
    expect(offer.subject).toBe('No account uses this address — here is a code to create one');

    // The code creates the account, named after the address when no name is given.
    const created = await verify(unknown, await latestCode(app, unknown));
    expect(created.statusCode).toBe(200);
    expect(created.body.data.data).toMatchObject({ email: unknown, name: unknown.split('@')[0] });
    const signedIn = await verify(known.email, await latestCode(app, known.email));
    expect(signedIn.body.data.data).toMatchObject({ _id: known.userId, organization_id: known.orgId });
  });

  it('answers a sign-up with a taken email exactly like a new one; the mail offers a sign-in code', async () => {
    const owner = await createTestUser(app, { email: newEmail('taken'), name: 'Real Owner' });
    const fresh = newEmail('fresh');
    const forTaken = await call(app, '/auth/signup', { email: owner.email, name: 'Mallory' });
    const forFresh = await call(app, '/auth/signup', { email: fresh, name: 'Mallory' });
    expect(forTaken.statusCode).toBe(forFresh.statusCode);
    expect(forTaken.body).toEqual(forFresh.body);
    expect(forTaken.headers['content-length']).toBe(forFresh.headers['content-length']);

    const mail = await latestMail(app, owner.email);
    expect(mail.subject).toBe('You already have an account — here is a sign-in code');
    // Greeted by the account's own name, never by the name the stranger typed.
    expect(mail.text).toContain('Hello Real Owner,');
    expect(mail.text).not.toContain('Mallory');

    const signedIn = await verify(owner.email, await latestCode(app, owner.email), 'Mallory');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body.data.data).toMatchObject({ _id: owner.userId, name: 'Real Owner' });
  });

  it('writes in the account language, else the browser language, else English', async () => {
    const german = newEmail('de');
    await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { 'content-type': 'application/json', 'accept-language': 'de-CH, de;q=0.9, en;q=0.5' },
      payload: { email: german, name: 'Jonas' },
    });
    expect((await latestMail(app, german)).subject).toBe('Dein Registrierungscode für Creatorscope');

    const arabic = newEmail('ar');
    await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'accept-language': 'ar-AE' },
      payload: { email: arabic },
    });
    const rtl = await latestMail(app, arabic);
    expect(rtl.html).toContain('<html lang="ar" dir="rtl">');
    // The account's language wins over the browser's, and is the one new accounts keep.
    const created = await verify(arabic, await latestCode(app, arabic));
    expect(created.statusCode).toBe(200);
    await ageOtpRows(app, arabic, 31);
    await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'accept-language': 'fr' },
      payload: { email: arabic },
    });
    expect((await latestMail(app, arabic)).subject).toBe('رمز تسجيل الدخول إلى Creatorscope');

    const plain = newEmail('en');
    await login(plain);
    expect((await latestMail(app, plain)).subject).toBe(
      'No account uses this address — here is a code to create one',
    );
  });

  it('refuses a code that is not six digits with the field message', async () => {
    const res = await verify(newEmail(), '12ab');
    expect(res.statusCode).toBe(400);
    expect(res.body.data).toEqual({ errors: { otp: 'otp must be a 6 digit code' } });
  });
});

describe('limits on codes per client and for everyone', () => {
  const from = (app: FastifyInstance, remoteAddress: string, url: string, body: object) =>
    app.inject({ method: 'POST', url: `/api/auth/${url}`, remoteAddress, payload: body });

  it('stops one client mailing many addresses, with the wait, while others still get codes', async () => {
    const app = await buildTestApp({ OTP_SENDS_PER_IP_PER_HOUR: '2', OTP_SENDS_PER_HOUR: '4' });
    try {
      expect((await from(app, '198.51.100.1', 'login', { email: newEmail('a') })).statusCode).toBe(200);
      expect(
        (await from(app, '198.51.100.1', 'signup', { email: newEmail('b'), name: 'B' })).statusCode,
      ).toBe(200);
      const third = await from(app, '198.51.100.1', 'login', { email: newEmail('c') });
      expect(third.statusCode).toBe(429);
      expect(third.json().message).toMatch(/^Too many requests: try again in \d+ minutes$/);
      expect(third.json().data.retryAfterSeconds).toBeGreaterThan(3000);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(3000);
      expect(await app.deps.db.select().from(mailOutbox)).toHaveLength(2);

      // Everyone together: two more from elsewhere reach the hour's cap of four.
      expect((await from(app, '198.51.100.2', 'login', { email: newEmail('d') })).statusCode).toBe(200);
      expect((await from(app, '198.51.100.3', 'login', { email: newEmail('e') })).statusCode).toBe(200);
      expect((await from(app, '198.51.100.4', 'login', { email: newEmail('f') })).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });

  it('stops one client guessing codes spread over many addresses', async () => {
    const app = await buildTestApp({ OTP_CHECKS_PER_IP_PER_HOUR: '3', OTP_CHECKS_PER_HOUR: '5' });
    try {
      const guess = (ip: string) => from(app, ip, 'verify-otp', { email: newEmail('guess'), otp: '123456' });
      for (let i = 0; i < 3; i++) expect((await guess('198.51.100.9')).statusCode).toBe(400);
      const blocked = await guess('198.51.100.9');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers['retry-after']).toBeDefined();
      expect((await guess('198.51.100.10')).statusCode).toBe(400);
      expect((await guess('198.51.100.11')).statusCode).toBe(400);
      expect((await guess('198.51.100.12')).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });
});
