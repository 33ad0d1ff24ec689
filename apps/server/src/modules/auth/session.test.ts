import { ZMeData } from '@creatorscope/contracts';
import type { FastifyInstance } from 'fastify';
import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, createTestUser } from '../../test/app.js';
import { newEmail, signUpThroughCode } from '../../test/auth.js';
import { createSession } from './sessions.js';
import { verifySessionToken } from './tokens.js';

describe('sessions', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('revokes the session on sign-out: the token stops working at once', async () => {
    const { token } = await signUpThroughCode(app, newEmail('leaving'));
    expect((await call(app, '/auth/me', {}, token)).statusCode).toBe(200);
    const out = await call(app, '/auth/logout', {}, token);
    expect(out.body).toEqual({ status: 200, message: 'Signed out', data: null });
    const after = await call(app, '/auth/me', {}, token);
    expect(after.statusCode).toBe(401);
    expect(after.body.message).toBe('Your session has ended: please sign in again');
    expect((await call(app, '/auth/logout', {}, token)).statusCode).toBe(401);
  });

  it('signs out only the session that asked', async () => {
    // One user signed in from two browsers: two sessions of the same account.
    const user = await createTestUser(app);
    const { token: otherBrowser } = await createSession(app.deps, user.userId);
    expect((await call(app, '/auth/me', {}, otherBrowser)).statusCode).toBe(200);
    expect((await call(app, '/auth/logout', {}, user.token)).statusCode).toBe(200);
    expect((await call(app, '/auth/me', {}, user.token)).statusCode).toBe(401);
    const stillIn = await call<{ user: { _id: string } }>(app, '/auth/me', {}, otherBrowser);
    expect(stillIn.statusCode).toBe(200);
    expect(stillIn.body.data.user._id).toBe(user.userId);
  });

  it('refuses forged, expired and unsigned session tokens', async () => {
    const { token } = await signUpThroughCode(app, newEmail('victim'));
    const claims = await verifySessionToken(app.deps.config.jwtSecret, token);
    if (!claims) throw new Error('token did not verify');
    const base = () =>
      new SignJWT({ sid: claims.sessionId })
        .setSubject(claims.userId)
        .setIssuer('creatorscope')
        .setAudience('creatorscope-api')
        .setIssuedAt();
    const forged = await base()
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('x'.repeat(48)));
    const expired = await base()
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(app.deps.config.jwtSecret));
    const unsigned = new UnsecuredJWT({ sid: claims.sessionId })
      .setSubject(claims.userId)
      .setIssuer('creatorscope')
      .setAudience('creatorscope-api')
      .setExpirationTime('1h')
      .encode();
    for (const bad of [forged, expired, unsigned]) {
      const res = await call(app, '/auth/me', {}, bad);
      expect(res.statusCode).toBe(401);
      expect(res.body.message).toBe('Invalid token: please sign in again');
    }
  });

  it('answers /auth/me with the user, the current organisation and every organisation', async () => {
    const owner = await createTestUser(app, { name: 'Owner', orgName: 'Acme' });
    const me = await call(app, '/auth/me', {}, owner.token);
    expect(me.statusCode).toBe(200);
    const data = ZMeData.parse(me.body.data);
    expect(data.user).toEqual({
      _id: owner.userId,
      name: 'Owner',
      email: owner.email,
      organization_id: owner.orgId,
      organization_name: 'Acme',
      language: 'en',
    });
    expect(data.org).toMatchObject({ _id: owner.orgId, name: 'Acme', permission: 'Admin', isCurrent: true });
    expect(data.organizations).toHaveLength(1);
  });

  it('answers /auth/config to anyone, with no body', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 200,
      message: 'OK',
      data: { googleClientId: null, extensionId: null },
    });
  });
});
