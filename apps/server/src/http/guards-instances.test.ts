import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { memberships } from '../modules/org/tables.js';
import { addTestMember, call, createTestUser, createThrowawayDatabase, type TestUser } from '../test/app.js';

/**
 * Two instances of one deployment: one database, one Redis. The guard's caches on instance B must
 * drop a session or a membership that instance A changed. Delivery over Redis is asynchronous, so
 * each check waits until B has heard A's message (B's stores subscribed first, so they have run
 * by then) and then requires B's very next request to be refused. In-process pub/sub cannot
 * reach another app, hence the PostgreSQL + Redis run only.
 */
const redisUrl = process.env.TEST_REDIS_URL;
describe.runIf(process.env.TEST_TARGET === 'pg' && redisUrl)('guard caches across two instances', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  let drop: () => Promise<void>;
  let owner: TestUser;

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
    owner = await createTestUser(a);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await drop?.();
  });

  /** Resolves once `app` has received a message on `channel`. */
  const heard = (app: FastifyInstance, channel: string) =>
    new Promise<void>((resolve) => {
      const off = app.deps.pubsub.subscribe(channel, () => {
        off();
        resolve();
      });
    });

  it('refuses on B a session signed out on A', async () => {
    const user = await createTestUser(a);
    expect((await call(b, '/label/get-labels', { orgId: user.orgId }, user.token)).statusCode).toBe(200);
    const delivered = heard(b, 'auth.session-revoked');
    expect((await call(a, '/auth/logout', {}, user.token)).statusCode).toBe(200);
    await delivered;
    const after = await call(b, '/label/get-labels', { orgId: user.orgId }, user.token);
    expect(after.statusCode).toBe(401);
  });

  it('applies on B a permission lowered and a membership removed on A', async () => {
    const member = await addTestMember(a, owner.orgId, 'Write');
    const write = (app: FastifyInstance) =>
      call(app, '/label/create-label', { orgId: owner.orgId, name: randomUUID().slice(0, 8) }, member.token);
    expect((await write(b)).statusCode).toBe(201);

    await a.deps.db
      .update(memberships)
      .set({ permission: 'Read' })
      .where(eq(memberships.userId, member.userId));
    let delivered = heard(b, 'org.membership-changed');
    await a.deps.memberships.changed(member.userId, owner.orgId);
    await delivered;
    expect((await write(b)).statusCode).toBe(403);
    expect((await call(b, '/label/get-labels', { orgId: owner.orgId }, member.token)).statusCode).toBe(200);

    await a.deps.db
      .delete(memberships)
      .where(and(eq(memberships.userId, member.userId), eq(memberships.orgId, owner.orgId)));
    delivered = heard(b, 'org.membership-changed');
    await a.deps.memberships.changed(member.userId, owner.orgId);
    await delivered;
    const read = await call(b, '/label/get-labels', { orgId: owner.orgId }, member.token);
    expect(read.statusCode).toBe(403);
  });

  it('shows on B the labels created, renamed and deleted on A', async () => {
    const user = await createTestUser(a);
    const names = async () =>
      (
        await call<{ name: string }[]>(b, '/label/get-labels', { orgId: user.orgId }, user.token)
      ).body.data.map((label) => label.name);
    const before = await names();
    let delivered = heard(b, 'labels.changed');
    const created = await call<{ _id: string }>(
      a,
      '/label/create-label',
      { orgId: user.orgId, name: 'Summer' },
      user.token,
    );
    await delivered;
    expect(await names()).toContain('Summer');
    const id = created.body.data._id;
    delivered = heard(b, 'labels.changed');
    await call(a, '/label/update-label', { orgId: user.orgId, id, name: 'Winter' }, user.token);
    await delivered;
    expect(await names()).toContain('Winter');
    delivered = heard(b, 'labels.changed');
    await call(a, '/label/delete-label', { orgId: user.orgId, id }, user.token);
    await delivered;
    expect(await names()).toEqual(before);
  });
});
