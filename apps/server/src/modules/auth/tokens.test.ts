import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { signSessionToken, verifySessionToken } from './tokens.js';

const secret = 'a'.repeat(48);
const key = new TextEncoder().encode(secret);
const claims = {
  sessionId: '8a0f1f7e-9c7b-4a55-9a57-0f0d1d0b7c11',
  userId: 'c7f5f0a4-2f50-4b1e-8f4a-1d2c3b4a5e6f',
};
const inAnHour = new Date(Date.now() + 3_600_000);

const base = () =>
  new SignJWT({ sid: claims.sessionId })
    .setSubject(claims.userId)
    .setIssuer('creatorscope')
    .setAudience('creatorscope-api')
    .setIssuedAt();

describe('session tokens', () => {
  it('accepts a token it signed', async () => {
    const token = await signSessionToken(secret, claims, inAnHour);
    await expect(verifySessionToken(secret, token)).resolves.toEqual(claims);
  });

  it('refuses a token signed with another secret', async () => {
    const token = await signSessionToken('b'.repeat(48), claims, inAnHour);
    await expect(verifySessionToken(secret, token)).resolves.toBeNull();
  });

  it('refuses an expired token', async () => {
    const token = await base().setProtectedHeader({ alg: 'HS256' }).setExpirationTime('-1m').sign(key);
    await expect(verifySessionToken(secret, token)).resolves.toBeNull();
  });

  it('refuses alg none', async () => {
    const token = new UnsecuredJWT({ sid: claims.sessionId })
      .setSubject(claims.userId)
      .setIssuer('creatorscope')
      .setAudience('creatorscope-api')
      .setExpirationTime('1h')
      .encode();
    await expect(verifySessionToken(secret, token)).resolves.toBeNull();
  });

  it('refuses an algorithm outside the allow-list even with the right key', async () => {
    const token = await base().setProtectedHeader({ alg: 'HS512' }).setExpirationTime('1h').sign(key);
    await expect(verifySessionToken(secret, token)).resolves.toBeNull();
  });

  it('refuses a token for another audience or issuer', async () => {
    const aud = await base()
      .setAudience('other')
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(key);
    await expect(verifySessionToken(secret, aud)).resolves.toBeNull();
    const iss = await base()
      .setIssuer('evil')
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(key);
    await expect(verifySessionToken(secret, iss)).resolves.toBeNull();
  });

  it('refuses a token without a session id, and garbage', async () => {
    const token = await new SignJWT({})
      .setSubject(claims.userId)
      .setIssuer('creatorscope')
      .setAudience('creatorscope-api')
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(key);
    await expect(verifySessionToken(secret, token)).resolves.toBeNull();
    await expect(verifySessionToken(secret, 'not.a.jwt')).resolves.toBeNull();
  });
});
