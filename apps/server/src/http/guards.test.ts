import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authenticateToken, revokeSession } from '../modules/auth/index.js';
import { subscriptions } from '../modules/entitlements/tables.js';
import { memberships } from '../modules/org/tables.js';
import { addTestMember, buildTestApp, call, createTestUser, type TestUser } from '../test/app.js';
import { requireOrg } from './access.js';
import { requireFeature } from './guards.js';
import { DOCS_PREFIX } from './openapi.js';

/** The routes in Fastify's printed route tree (`├── /segment (POST)`, nested by indentation), with full paths. */
function routerPaths(tree: string): { url: string; methods: string[] }[] {
  const stack: string[] = [];
  const routes: { url: string; methods: string[] }[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (.+?)(?: \(([^)]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const url = (stack[depth - 1] ?? '') + match[2];
    stack[depth] = url;
    stack.length = depth + 1;
    if (match[3]) routes.push({ url, methods: match[3].split(', ') });
  }
  return routes;
}

describe('auth hook and org guard', () => {
  let app: FastifyInstance;
  let owner: TestUser;

  beforeAll(async () => {
    app = await buildTestApp();
    owner = await createTestUser(app);
  });
  afterAll(() => app.close());

  const getLabels = (token: string, orgId = owner.orgId) => call(app, '/label/get-labels', { orgId }, token);

  it('refuses a malformed authorization header', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/label/get-labels',
      headers: { authorization: 'Token abc', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a session token once the session is revoked, at once', async () => {
    const user = await createTestUser(app);
    expect((await getLabels(user.token, user.orgId)).statusCode).toBe(200);
    const { sessionId } = await authenticateToken(app.deps, user.token);
    await revokeSession(app.deps, sessionId);
    const after = await getLabels(user.token, user.orgId);
    expect(after.statusCode).toBe(401);
    expect(after.body.message).toBe('Your session has ended: please sign in again');
  });

  it('applies a permission change and a deactivation on the next request', async () => {
    const member = await addTestMember(app, owner.orgId, 'Write');
    const write = () =>
      call(
        app,
        '/label/create-label',
        { orgId: owner.orgId, name: crypto.randomUUID().slice(0, 8) },
        member.token,
      );
    expect((await write()).statusCode).toBe(201);

    await app.deps.db
      .update(memberships)
      .set({ permission: 'Read' })
      .where(eq(memberships.userId, member.userId));
    await app.deps.memberships.changed(member.userId, owner.orgId);
    expect((await write()).statusCode).toBe(403);

    await app.deps.db
      .update(memberships)
      .set({ isActive: false })
      .where(eq(memberships.userId, member.userId));
    await app.deps.memberships.changed(member.userId, owner.orgId);
    const read = await getLabels(member.token);
    expect(read.statusCode).toBe(403);
    expect(read.body.message).toBe('You are not an active member of this organisation');
  });

  it('refuses a removed member at once however they spell the organisation id', async () => {
    const member = await addTestMember(app, owner.orgId, 'Admin');
    const shouted = owner.orgId.toUpperCase();
    // Known to the guard's cache under the spelling the member chose.
    expect((await getLabels(member.token, shouted)).statusCode).toBe(200);
    const removed = await call(
      app,
      '/onboard/delete-member',
      { orgId: owner.orgId, id: member.userId },
      owner.token,
    );
    expect(removed.statusCode).toBe(200);
    for (const orgId of [owner.orgId, shouted]) {
      expect((await getLabels(member.token, orgId)).statusCode).toBe(403);
      const key = await call(
        app,
        '/api-keys/create',
        { orgId, name: 'after', scopes: ['conversions:write'] },
        member.token,
      );
      expect(key.statusCode).toBe(403);
    }
  });
});

/**
 * Walks every route the app declares. Each organisation-scoped route must refuse an anonymous
 * caller, a member of another organisation and (for writes) a Read member, before its handler
 * runs; each user route must refuse an anonymous caller. A new route is covered without edits.
 */
describe('authorisation sweep over the route table', () => {
  let app: FastifyInstance;
  let owner: TestUser;
  let outsider: TestUser;
  let reader: TestUser;

  beforeAll(async () => {
    app = await buildTestApp({ RATE_LIMIT_MAX: '100000' });
    await app.ready();
    // Custom unlocks every feature, so a 403 here is about membership or permission, never the plan.
    owner = await createTestUser(app, { plan: 'custom' });
    outsider = await createTestUser(app, { plan: 'custom' });
    reader = await addTestMember(app, owner.orgId, 'Read');
  });
  afterAll(() => app.close());

  it('checks every /api route the router holds, and finds the organisation routes among them', () => {
    // Read from Fastify's router, independently of the table: a route the table missed is a route
    // the sweep below would never check.
    const routed = routerPaths(app.printRoutes({ commonPrefix: false }))
      .filter((r) => r.url.startsWith('/api/') && !r.url.startsWith(DOCS_PREFIX))
      .flatMap((r) => r.methods.map((m) => `${m} ${r.url}`))
      .sort();
    const swept = app.accessTable.map((r) => `${r.method} ${r.url}`).sort();
    expect(swept).toEqual(routed);
    expect(app.accessTable.filter((r) => r.access.kind === 'org').length).toBeGreaterThan(40);
  });

  it('refuses anonymous callers, made-up tokens, other organisations and Read members on writes', async () => {
    const failures: string[] = [];
    for (const route of app.accessTable) {
      if (route.method !== 'POST' || route.access.kind === 'public') continue;
      const path = route.url.replace(/^\/api/, '');
      const body = route.access.kind === 'org' ? { [route.access.field]: owner.orgId } : {};

      // One answer to a bad token everywhere, routes open to visitors included.
      const madeUp = await call(app, path, body, 'not-a-session');
      if (madeUp.statusCode !== 401) failures.push(`${route.url} made-up token → ${madeUp.statusCode}`);
      if (route.access.kind === 'optionalUser') continue;

      const anonymous = await call(app, path, body);
      if (anonymous.statusCode !== 401) failures.push(`${route.url} anonymous → ${anonymous.statusCode}`);

      if (route.access.kind !== 'org') continue;
      const foreign = await call(app, path, body, outsider.token);
      if (foreign.statusCode !== 403)
        failures.push(`${route.url} other organisation → ${foreign.statusCode}`);

      const asReader = await call(app, path, body, reader.token);
      const readerAllowed = route.access.permission === 'Read';
      if (readerAllowed ? asReader.statusCode === 403 : asReader.statusCode !== 403) {
        failures.push(`${route.url} Read member → ${asReader.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('requireFeature', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp();
    app.post(
      '/api/test/affiliate-only',
      { config: { ...requireOrg('Read', 'organization_id'), ...requireFeature('Affiliate') } },
      async () => ({ status: 200, message: 'OK', data: null }),
    );
  });
  afterAll(() => app.close());

  it('refuses a Free organisation, naming the plan that unlocks the feature', async () => {
    const user = await createTestUser(app);
    const res = await call(app, '/test/affiliate-only', { organization_id: user.orgId }, user.token);
    expect(res.statusCode).toBe(403);
    expect(res.body.message).toBe(
      'Your plan does not include this feature: upgrade to the Enterprise plan to unlock it',
    );
    expect(res.body.data).toEqual({ feature: 'Affiliate', requiredPlans: ['enterprise', 'custom'] });
  });

  it('lets an Enterprise organisation through', async () => {
    const user = await createTestUser(app);
    await app.deps.db.insert(subscriptions).values({
      orgId: user.orgId,
      planId: 'enterprise',
      period: 'Monthly',
      status: 'active',
      currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000),
    });
    const res = await call(app, '/test/affiliate-only', { organization_id: user.orgId }, user.token);
    expect(res.statusCode).toBe(200);
  });
});
