import { createHash, randomUUID } from 'node:crypto';
import type { TApiKey, TCreatedApiKey } from '@creatorscope/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import {
  addTestMember,
  buildTestApp,
  call,
  createTestUser,
  createThrowawayDatabase,
  type TestUser,
} from '../../test/app.js';
import { authenticateApiKey } from './index.js';
import { apiKeys } from './tables.js';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('organisation API keys', () => {
  let app: FastifyInstance;
  let admin: TestUser;

  beforeAll(async () => {
    app = await buildTestApp();
    admin = await createTestUser(app, { name: 'Priya Admin' });
  }, 60_000);
  afterAll(() => app.close());

  const create = (
    user: TestUser,
    body: object = { name: 'Shop server', scopes: ['conversions:write'] },
    orgId = user.orgId,
  ) => call<TCreatedApiKey>(app, '/api-keys/create', { orgId, ...body }, user.token);
  const list = (user: TestUser, orgId = user.orgId) =>
    call<TApiKey[]>(app, '/api-keys/list', { orgId }, user.token);
  const revoke = (user: TestUser, id: string, orgId = user.orgId) =>
    call<TApiKey>(app, '/api-keys/revoke', { orgId, id }, user.token);
  const auth = (headers: Record<string, string>, now?: Date) =>
    authenticateApiKey(app.deps, headers, 'conversions:write', now);

  it('shows a new key’s secret once, stores only its SHA-256, and lists it by its prefix', async () => {
    const made = await create(admin);
    expect(made.statusCode).toBe(201);
    const { key, secret } = made.body.data;
    expect(secret).toMatch(/^cs_live_[0-9A-Za-z]{43}$/);
    expect(key).toMatchObject({
      name: 'Shop server',
      prefix: secret.slice(0, 12),
      scopes: ['conversions:write'],
      createdBy: { id: admin.userId, name: 'Priya Admin' },
      lastUsedAt: null,
      revokedAt: null,
    });
    const [row] = await app.deps.db.select().from(apiKeys).where(eq(apiKeys.id, key._id));
    expect(row?.secretHash).toBe(sha256(secret));
    expect(JSON.stringify(row)).not.toContain(secret.slice(12));

    const listed = await list(admin);
    expect(listed.statusCode).toBe(200);
    const found = listed.body.data.find((k) => k._id === key._id);
    expect(found).toEqual(key);
    expect(JSON.stringify(listed.body)).not.toContain(secret);
  });

  it('makes a different secret every time, each of 256 random bits', async () => {
    const secrets = await Promise.all([1, 2, 3].map(async () => (await create(admin)).body.data.secret));
    expect(new Set(secrets).size).toBe(3);
  });

  it('refuses a missing name, a name over 50 characters and an empty or unknown scope list, naming the field', async () => {
    const cases: [object, string][] = [
      [{ name: ' ', scopes: ['conversions:write'] }, 'name'],
      [{ name: 'x'.repeat(51), scopes: ['conversions:write'] }, 'name'],
      [{ name: 'Shop', scopes: [] }, 'scopes'],
      [{ name: 'Shop', scopes: ['everything'] }, 'scopes.0'],
    ];
    for (const [body, field] of cases) {
      const res = await create(admin, body);
      expect(res.statusCode, field).toBe(400);
      expect(Object.keys((res.body.data as unknown as { errors: object }).errors)).toContain(field);
    }
  });

  it('lets only Admins create, list and revoke keys', async () => {
    const { key } = (await create(admin)).body.data;
    for (const permission of ['Write', 'Read'] as const) {
      const member = await addTestMember(app, admin.orgId, permission);
      expect((await create(member)).statusCode).toBe(403);
      expect((await list(member)).statusCode).toBe(403);
      expect((await revoke(member, key._id)).statusCode).toBe(403);
    }
    expect((await call(app, '/api-keys/list', { orgId: admin.orgId })).statusCode).toBe(401);
  });

  it('keeps another organisation’s keys out of reach: not listed, not revocable (404)', async () => {
    const { key } = (await create(admin)).body.data;
    const stranger = await createTestUser(app);
    expect((await list(stranger)).body.data).toEqual([]);
    expect((await revoke(stranger, key._id)).statusCode).toBe(404);
    expect((await list(admin, stranger.orgId)).statusCode).toBe(403);
    expect((await list(admin)).body.data.find((k) => k._id === key._id)?.revokedAt).toBeNull();
  });

  it('answers 404 for an unknown key and revokes idempotently', async () => {
    expect((await revoke(admin, randomUUID())).statusCode).toBe(404);
    const { key } = (await create(admin)).body.data;
    const first = await revoke(admin, key._id);
    expect(first.statusCode).toBe(200);
    expect(first.body.data.revokedAt).not.toBeNull();
    const again = await revoke(admin, key._id);
    expect(again.statusCode).toBe(200);
    expect(again.body.data.revokedAt).toBe(first.body.data.revokedAt);
  });

  it('authenticates a live key sent as a bearer token or as X-Api-Key, for its organisation', async () => {
    const { key, secret } = (await create(admin)).body.data;
    const expected = { orgId: admin.orgId, keyId: key._id };
    expect(await auth({ authorization: `Bearer ${secret}` })).toEqual(expected);
    expect(await auth({ 'x-api-key': secret })).toEqual(expected);
    // A client that also sends a session token still gets its key read.
    expect(await auth({ authorization: `Bearer ${admin.token}`, 'x-api-key': secret })).toEqual(expected);
  });

  it('refuses no key, a user’s session token, a malformed key and an unknown key with 401', async () => {
    const cases: [Record<string, string>, string][] = [
      [{}, 'This call needs an organisation API key'],
      [{ authorization: `Bearer ${admin.token}` }, 'Invalid API key'],
      [{ 'x-api-key': 'cs_live_short' }, 'Invalid API key'],
      [{ 'x-api-key': `cs_live_${'A'.repeat(43)}` }, 'Invalid API key'],
    ];
    for (const [headers, message] of cases) {
      await expect(auth(headers)).rejects.toMatchObject({ statusCode: 401, message });
    }
  });

  it('refuses a revoked key on its very next request, though it was cached', async () => {
    const { key, secret } = (await create(admin)).body.data;
    await auth({ 'x-api-key': secret });
    expect((await revoke(admin, key._id)).statusCode).toBe(200);
    await expect(auth({ 'x-api-key': secret })).rejects.toMatchObject({ statusCode: 401 });
  });

  it('refuses with 403 a live key without the scope the call needs', async () => {
    const secret = `cs_live_${'B'.repeat(43)}`;
    await app.deps.db.insert(apiKeys).values({
      orgId: admin.orgId,
      name: 'Read-only',
      prefix: secret.slice(0, 12),
      secretHash: sha256(secret),
      scopes: [],
    });
    await expect(auth({ 'x-api-key': secret })).rejects.toMatchObject({
      statusCode: 403,
      message: 'This API key may not record conversions',
    });
  });

  it('writes a key’s last use at most once a minute', async () => {
    const { key, secret } = (await create(admin)).body.data;
    const lastUsed = async () =>
      (await app.deps.db.select().from(apiKeys).where(eq(apiKeys.id, key._id)))[0]?.lastUsedAt?.getTime();
    const t0 = new Date(Date.now() + 3_600_000);
    await auth({ 'x-api-key': secret }, t0);
    expect(await lastUsed()).toBe(t0.getTime());
    await auth({ 'x-api-key': secret }, new Date(t0.getTime() + 30_000));
    expect(await lastUsed()).toBe(t0.getTime());
    const later = new Date(t0.getTime() + 61_000);
    await auth({ 'x-api-key': secret }, later);
    expect(await lastUsed()).toBe(later.getTime());
    expect((await list(admin)).body.data.find((k) => k._id === key._id)?.lastUsedAt).toBe(
      later.toISOString(),
    );
  });
});

/**
 * Two instances of one deployment, one database and one Redis: a key revoked on A is refused by B,
 * which had it cached, once B has heard A's message. In-process pub/sub cannot reach another app.
 */
const redisUrl = process.env.TEST_REDIS_URL;
describe.runIf(process.env.TEST_TARGET === 'pg' && redisUrl)('API keys across two instances', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const database = await createThrowawayDatabase();
    drop = database.drop;
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      JWT_SECRET: 's'.repeat(40),
    });
    const redisPrefix = `creatorscope:${randomUUID()}:`;
    a = await buildApp(config, { redisPrefix });
    b = await buildApp(config, { redisPrefix });
  }, 60_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await drop?.();
  });

  it('refuses on B a key revoked on A', async () => {
    const admin = await createTestUser(a);
    const made = await call<TCreatedApiKey>(
      a,
      '/api-keys/create',
      { orgId: admin.orgId, name: 'Shop', scopes: ['conversions:write'] },
      admin.token,
    );
    const { key, secret } = made.body.data;
    const onB = () => authenticateApiKey(b.deps, { 'x-api-key': secret }, 'conversions:write');
    expect(await onB()).toEqual({ orgId: admin.orgId, keyId: key._id });
    const delivered = new Promise<void>((resolve) => {
      const off = b.deps.pubsub.subscribe('api-keys.key-changed', () => {
        off();
        resolve();
      });
    });
    expect(
      (await call(a, '/api-keys/revoke', { orgId: admin.orgId, id: key._id }, admin.token)).statusCode,
    ).toBe(200);
    await delivered;
    await expect(onB()).rejects.toMatchObject({ statusCode: 401 });
  });
});
