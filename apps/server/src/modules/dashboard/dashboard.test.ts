import type { TDashboardMetrics } from '@creatorscope/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, createTestUser, type TestUser } from '../../test/app.js';
import { bookmarks } from '../bookmarks/tables.js';
import { trackedCreators } from '../creators/tables.js';
import { creators } from '../insights/tables.js';

describe('dashboard metrics', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp({ SOCIAL_DATA_CREATORS: '50' });
  }, 60_000);
  afterAll(() => app.close());

  const metrics = (user: TestUser, orgId = user.orgId) =>
    call<TDashboardMetrics>(
      app,
      '/insights/get-insights-dashboard-metrics',
      { organization_id: orgId },
      user.token,
    );

  it('shows a new organisation its empty counts, its quota, its credits and the opening grant', async () => {
    const user = await createTestUser(app);
    const res = await metrics(user);
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({
      savedPosts: 0,
      trackedCreators: { count: 0, limit: 2 },
      sharedLinks: { active: 0, views: 0 },
      requirements: 0,
    });
    expect(res.body.data.credits.balance).toBeGreaterThan(0);
    expect(res.body.data.recentActivity).toEqual([
      expect.objectContaining({
        kind: 'credits',
        reason: 'plan_grant',
        delta: res.body.data.credits.balance,
      }),
    ]);
  });

  it('counts only its own organisation and merges the activity newest first', async () => {
    const user = await createTestUser(app);
    const other = await createTestUser(app);
    const [creator] = await app.deps.db.select().from(creators).limit(1);
    if (!creator) throw new Error('no creators');
    const later = new Date(Date.now() + 60_000);
    await app.deps.db.insert(bookmarks).values([
      {
        orgId: user.orgId,
        shortcode: 'AAA111',
        type: 'posts',
        creatorHandle: creator.handle,
        createdAt: later,
      },
      { orgId: other.orgId, shortcode: 'BBB222', type: 'reels' },
    ]);
    await app.deps.db.insert(trackedCreators).values({
      orgId: user.orgId,
      creatorId: creator.id,
      createdAt: new Date(Date.now() + 30_000),
    });
    await call(
      app,
      '/creator/create-shared-link',
      { organization_id: user.orgId, title: 'Kit', handles: [creator.handle] },
      user.token,
    );
    const data = (await metrics(user)).body.data;
    expect(data.savedPosts).toBe(1);
    expect(data.trackedCreators.count).toBe(1);
    expect(data.sharedLinks.active).toBe(1);
    expect(data.recentActivity.map((a) => a.kind)).toEqual(['bookmark', 'tracked', 'sharedLink', 'credits']);
    expect((await metrics(other)).body.data.savedPosts).toBe(1);
  });

  it('refuses another organisation', async () => {
    const user = await createTestUser(app);
    const other = await createTestUser(app);
    expect((await metrics(other, user.orgId)).statusCode).toBe(403);
  });
});
