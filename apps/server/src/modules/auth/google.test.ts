import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ZLoginResponseData } from '@creatorscope/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { exportJWK, generateKeyPair, type JWK, SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, createTestUser } from '../../test/app.js';
import { newEmail } from '../../test/auth.js';
import { authIdentities, googleNonces } from './tables.js';

const CLIENT_ID = 'creatorscope-test.apps.googleusercontent.com';
const KID = 'test-key';
type Keys = Awaited<ReturnType<typeof generateKeyPair>>;
type Login = { token: string; data: { _id: string; email: string; name: string } };

/** Google's side, played on loopback: a JWKS endpoint with our test key. */
async function startJwksServer(jwk: JWK): Promise<{ server: Server; url: string }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}/oauth2/v3/certs` };
}

describe('Google sign-in', () => {
  let app: FastifyInstance;
  let jwks: { server: Server; url: string };
  let keys: Keys;
  let otherKeys: Keys;

  beforeAll(async () => {
    keys = await generateKeyPair('RS256');
    otherKeys = await generateKeyPair('RS256');
    jwks = await startJwksServer({
      ...(await exportJWK(keys.publicKey)),
      kid: KID,
      alg: 'RS256',
      use: 'sig',
    });
    app = await buildTestApp({ GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: jwks.url });
  });
  afterAll(async () => {
    await app.close();
    await new Promise((resolve) => jwks.server.close(resolve));
  });

  type Claims = { email?: string; email_verified?: unknown; name?: string; sub?: string; nonce?: string };
  type Credential = { idToken: string; nonce: string };
  const newNonce = async () => (await call<{ nonce: string }>(app, '/auth/google-nonce', {})).body.data.nonce;
  /** A sign-in attempt as the web app makes it: a nonce from us, signed into Google's token. */
  const idToken = async (
    claims: Claims,
    opts: { key?: Keys['privateKey']; aud?: string; iss?: string; exp?: string | number } = {},
  ): Promise<Credential> => {
    const nonce = await newNonce();
    const token = await new SignJWT({ email_verified: true, name: 'Google Person', nonce, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: KID })
      .setIssuer(opts.iss ?? 'https://accounts.google.com')
      .setAudience(opts.aud ?? CLIENT_ID)
      .setSubject(claims.sub ?? `sub-${crypto.randomUUID()}`)
      .setIssuedAt()
      .setExpirationTime(opts.exp ?? '10m')
      .sign(opts.key ?? keys.privateKey);
    return { idToken: token, nonce };
  };
  const googleLogin = (credential: Credential) => call<Login>(app, '/auth/login-google', credential);

  it('creates an account from a valid token and signs the same Google account into it again', async () => {
    const email = newEmail('google');
    const sub = `sub-${crypto.randomUUID()}`;
    const first = await googleLogin(await idToken({ email, sub }));
    expect(first.statusCode).toBe(200);
    const data = ZLoginResponseData.parse(first.body.data);
    expect(data.data).toMatchObject({ email, name: 'Google Person', organization_id: null });
    expect((await call(app, '/auth/me', {}, data.token)).statusCode).toBe(200);

    // Keyed on issuer + subject: a changed Gmail address still reaches the same account.
    const again = await googleLogin(await idToken({ email: newEmail('renamed'), sub, name: 'Other' }));
    expect(again.statusCode).toBe(200);
    expect(again.body.data.data._id).toBe(data.data._id);
  });

  it('accepts the issuer spelled without https, as Google also signs it', async () => {
    const res = await googleLogin(await idToken({ email: newEmail() }, { iss: 'accounts.google.com' }));
    expect(res.statusCode).toBe(200);
  });

  it('links to the account that already uses the verified email', async () => {
    const existing = await createTestUser(app, { email: newEmail('existing'), name: 'Code User' });
    const sub = `sub-${crypto.randomUUID()}`;
    const res = await googleLogin(await idToken({ email: existing.email, sub }));
    expect(res.statusCode).toBe(200);
    expect(res.body.data.data).toMatchObject({ _id: existing.userId, name: 'Code User' });
    const [identity] = await app.deps.db
      .select()
      .from(authIdentities)
      .where(and(eq(authIdentities.issuer, 'https://accounts.google.com'), eq(authIdentities.subject, sub)));
    expect(identity?.userId).toBe(existing.userId);
  });

  it('refuses a token signed by another key', async () => {
    const res = await googleLogin(await idToken({ email: newEmail() }, { key: otherKeys.privateKey }));
    expect(res.statusCode).toBe(401);
    expect(res.body.message).toBe('Google sign-in failed: the Google token is not valid');
  });

  it('refuses an expired token', async () => {
    const res = await googleLogin(
      await idToken({ email: newEmail() }, { exp: Math.floor(Date.now() / 1000) - 60 }),
    );
    expect(res.statusCode).toBe(401);
    expect(res.body.message).toBe('Google sign-in failed: the Google token has expired, please try again');
  });

  it('refuses a token for another client id', async () => {
    const res = await googleLogin(
      await idToken({ email: newEmail() }, { aud: 'someone-else.apps.googleusercontent.com' }),
    );
    expect(res.statusCode).toBe(401);
  });

  it('refuses a token from another issuer', async () => {
    const res = await googleLogin(await idToken({ email: newEmail() }, { iss: 'https://evil.example.com' }));
    expect(res.statusCode).toBe(401);
  });

  it('refuses an unsigned token (alg none)', async () => {
    const token = new UnsecuredJWT({ email: newEmail(), email_verified: true })
      .setIssuer('https://accounts.google.com')
      .setAudience(CLIENT_ID)
      .setSubject('sub-none')
      .setIssuedAt()
      .setExpirationTime('10m')
      .encode();
    const res = await googleLogin({ idToken: token, nonce: await newNonce() });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a token signed with HS256 using the public key as the secret', async () => {
    const publicJwk = await exportJWK(keys.publicKey);
    const secret = new TextEncoder().encode(JSON.stringify(publicJwk));
    const token = await new SignJWT({ email: newEmail(), email_verified: true })
      .setProtectedHeader({ alg: 'HS256', kid: KID })
      .setIssuer('https://accounts.google.com')
      .setAudience(CLIENT_ID)
      .setSubject('sub-hs256')
      .setExpirationTime('10m')
      .sign(secret);
    expect((await googleLogin({ idToken: token, nonce: await newNonce() })).statusCode).toBe(401);
  });

  it('refuses a token whose email Google has not verified', async () => {
    for (const email_verified of [false, 'true', undefined]) {
      const res = await googleLogin(await idToken({ email: newEmail(), email_verified }));
      expect(res.statusCode).toBe(401);
      expect(res.body.message).toBe(
        'Google sign-in failed: Google has not verified this email address, sign in with an email code instead',
      );
    }
  });

  it('refuses garbage with 401 and a missing token with 400', async () => {
    expect((await googleLogin({ idToken: 'not-a-jwt', nonce: await newNonce() })).statusCode).toBe(401);
    const missing = await call(app, '/auth/login-google', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.body.data).toEqual({
      errors: { idToken: 'idToken is required', nonce: 'nonce is required' },
    });
  });

  it('refuses a token played a second time: its sign-in attempt is used up', async () => {
    const credential = await idToken({ email: newEmail('replay') });
    expect((await googleLogin(credential)).statusCode).toBe(200);
    const replay = await googleLogin(credential);
    expect(replay.statusCode).toBe(401);
    expect(replay.body.message).toBe(
      'Google sign-in failed: this sign-in attempt has expired or was already used, please try again',
    );
  });

  it("refuses a token made for another attempt, or with no nonce, and keeps the attempt's nonce", async () => {
    const theirs = await idToken({ email: newEmail('other-attempt') });
    const ours = await newNonce();
    const mismatched = await googleLogin({ idToken: theirs.idToken, nonce: ours });
    expect(mismatched.statusCode).toBe(401);
    expect(mismatched.body.message).toBe(
      'Google sign-in failed: the Google token was not made for this sign-in, please try again',
    );
    const bare = await new SignJWT({ email: newEmail('bare'), email_verified: true })
      .setProtectedHeader({ alg: 'RS256', kid: KID })
      .setIssuer('https://accounts.google.com')
      .setAudience(CLIENT_ID)
      .setSubject(`sub-${crypto.randomUUID()}`)
      .setExpirationTime('10m')
      .sign(keys.privateKey);
    expect((await googleLogin({ idToken: bare, nonce: ours })).statusCode).toBe(401);
    // Refusals spent nothing: the rightful token still signs in with its nonce.
    expect((await googleLogin(theirs)).statusCode).toBe(200);
  });

  it('refuses an attempt older than ten minutes', async () => {
    const credential = await idToken({ email: newEmail('slow') });
    await app.deps.db.update(googleNonces).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await googleLogin(credential)).statusCode).toBe(401);
  });

  it('tells the web app the client id through /auth/config', async () => {
    const res = await call(app, '/auth/config', {});
    expect(res.body).toEqual({
      status: 200,
      message: 'OK',
      data: { googleClientId: CLIENT_ID, extensionId: null },
    });
  });
});

describe('Google sign-in without GOOGLE_CLIENT_ID', () => {
  it('answers 501 and hides the button through /auth/config', async () => {
    const app = await buildTestApp({ EXTENSION_ID: 'abcdefghijklmnopabcdefghijklmnop' });
    try {
      const res = await call(app, '/auth/login-google', { idToken: 'x.y.z', nonce: 'any' });
      expect(res.statusCode).toBe(501);
      expect(res.body).toEqual({
        status: 501,
        message: 'Google sign-in is not configured on this server',
        data: null,
      });
      const config = await call(app, '/auth/config', {});
      expect(config.body.data).toEqual({
        googleClientId: null,
        extensionId: 'abcdefghijklmnopabcdefghijklmnop',
      });
    } finally {
      await app.close();
    }
  });
});

describe('Google sign-in while Google keys cannot be fetched', () => {
  it('answers 503, not a refusal of the user token', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const app = await buildTestApp({
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/certs`,
    });
    try {
      const { privateKey } = await generateKeyPair('RS256');
      const token = await new SignJWT({ email: newEmail(), email_verified: true })
        .setProtectedHeader({ alg: 'RS256', kid: KID })
        .setIssuer('https://accounts.google.com')
        .setAudience(CLIENT_ID)
        .setSubject('sub-offline')
        .setExpirationTime('10m')
        .sign(privateKey);
      const res = await call(app, '/auth/login-google', { idToken: token, nonce: 'any' });
      expect(res.statusCode).toBe(503);
      expect(res.body.message).toBe(
        'Google sign-in is unavailable right now: please try again or use an email code',
      );
    } finally {
      await app.close();
    }
  });
});
