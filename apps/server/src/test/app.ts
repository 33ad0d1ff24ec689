import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { TPlanId } from '@creatorscope/contracts';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { type BuildOptions, buildApp } from '../app.js';
import { type Env, loadConfig } from '../config.js';
import { createSession } from '../modules/auth/index.js';
import { users } from '../modules/auth/tables.js';
import { activatePlan } from '../modules/entitlements/index.js';
import { openOrganization } from '../modules/onboarding/index.js';
import { memberships } from '../modules/org/tables.js';

/** `pg` when the suite runs again against real PostgreSQL and Redis (vitest project server-pg). */
export const testTarget = process.env.TEST_TARGET === 'pg' ? 'pg' : 'memory';

type EnvOverrides = Partial<Record<keyof Env, string>>;

/**
 * A fresh app: in-memory PGlite by default; with TEST_TARGET=pg a throwaway database of its own
 * on TEST_DATABASE_URL (dropped on close) and the shared TEST_REDIS_URL under a unique prefix.
 */
export async function buildTestApp(
  env: EnvOverrides = {},
  options: Pick<BuildOptions, 'logStream'> = {},
): Promise<FastifyInstance> {
  const base: EnvOverrides = { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: 'memory://', ...env };
  let dropDatabase: (() => Promise<void>) | undefined;
  if (testTarget === 'pg' && base.DATABASE_URL === 'memory://') {
    const created = await createThrowawayDatabase();
    base.DATABASE_URL = created.url;
    dropDatabase = created.drop;
    if (process.env.TEST_REDIS_URL) base.REDIS_URL ??= process.env.TEST_REDIS_URL;
  }
  const isMemory = base.DATABASE_URL === 'memory://';
  try {
    const app = await buildApp(loadConfig(base), {
      ...options,
      ...(isMemory ? { pgliteTemplate: await pgliteTemplate() } : {}),
    });
    if (dropDatabase) app.addHook('onClose', dropDatabase);
    return app;
  } catch (error) {
    // An app that refused to start (a test of a bad configuration) leaves no database behind.
    await dropDatabase?.();
    throw error;
  }
}

/** What test/global-setup.ts made for this run. Imported late: crash-writer.ts runs outside Vitest. */
const provided = async () => (await import('vitest')).inject;

let pgliteTemplateBlob: Blob | undefined;
/** The run's migrated PGlite, read once per test file. */
async function pgliteTemplate(): Promise<Blob> {
  pgliteTemplateBlob ??= new Blob([readFileSync((await provided())('pgliteTemplatePath'))]);
  return pgliteTemplateBlob;
}

/** Starts `app` on a free loopback port, for tests that need a real socket: its base URL. */
export async function listening(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the test app has no port');
  return `http://127.0.0.1:${address.port}`;
}

export async function createThrowawayDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_TARGET=pg needs TEST_DATABASE_URL');
  const name = `cs_test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  // A copy of the run's migrated template (test/global-setup.ts), so no migration runs again.
  const template = (await provided())('postgresTemplate');
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export type TestUser = { userId: string; orgId: string; token: string; email: string };

/**
 * A signed-in user who owns a new organisation. Sign-up itself is tested through its own
 * routes; other suites only need someone to act as.
 */
export async function createTestUser(
  app: FastifyInstance,
  opts: { email?: string; name?: string; orgName?: string; plan?: TPlanId } = {},
): Promise<TestUser> {
  const email = opts.email ?? `user-${randomUUID().slice(0, 8)}@example.com`;
  const [user] = await app.deps.db
    .insert(users)
    .values({ email, name: opts.name ?? 'Test User' })
    .returning({ id: users.id });
  if (!user) throw new Error('could not create test user');
  const org = await openOrganization(app.deps, { name: opts.orgName ?? 'Test Org', ownerId: user.id });
  const { token } = await createSession(app.deps, user.id);
  if (opts.plan && opts.plan !== 'free') await putOnPlan(app, org.id, opts.plan);
  return { userId: user.id, orgId: org.id, token, email };
}

/** Puts an organisation on a paid plan for a year, as a fulfilled checkout would. */
export async function putOnPlan(app: FastifyInstance, orgId: string, planId: TPlanId): Promise<void> {
  await activatePlan(app.deps.db, orgId, {
    planId,
    period: 'Yearly',
    periodEnd: new Date(Date.now() + 365 * 24 * 60 * 60 * 1000),
    provider: 'sandbox',
    providerSubscriptionId: null,
    paymentId: randomUUID(),
  });
}

/** Adds a signed-in user to an existing organisation with the given team permission. */
export async function addTestMember(
  app: FastifyInstance,
  orgId: string,
  permission: 'Admin' | 'Write' | 'Read',
): Promise<TestUser> {
  const member = await createTestUser(app, { orgName: 'Own Org' });
  await app.deps.db.insert(memberships).values({ orgId, userId: member.userId, permission, role: 'Member' });
  return { ...member, orgId };
}

export type CallResult<T = unknown> = {
  statusCode: number;
  body: { status: number; message: string; data: T };
  headers: Record<string, unknown>;
};

/** POSTs JSON to an /api path the way the web app does. */
export async function call<T = unknown>(
  app: FastifyInstance,
  path: string,
  body: unknown,
  token?: string,
): Promise<CallResult<T>> {
  const res = await app.inject({
    method: 'POST',
    url: `/api${path}`,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: JSON.stringify(body),
  });
  return { statusCode: res.statusCode, body: res.json(), headers: res.headers };
}
