import type { TTrackCreatorResult, TTrackedCreatorsPage, TTrackLimitData } from '@creatorscope/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SocialDataProvider, SocialMedia } from '../../adapters/social-data/index.js';
import { buildTestApp, call, createTestUser, type TestUser } from '../../test/app.js';
import { changeCredits, getCreditBalance, listCreditLedger } from '../credits/index.js';
import { subscriptions } from '../entitlements/tables.js';
import { notifications } from '../notifications/tables.js';
import { refreshTrackedCreators } from './service/refresh-tracked.js';
import { trackedCreators } from './tables.js';

const DAY = 86_400_000;

describe('tracked creators', () => {
  let app: FastifyInstance;
  let handles: string[];
  beforeAll(async () => {
    app = await buildTestApp({ SOCIAL_DATA_CREATORS: '300' });
    const rows = await app.deps.db.execute(sql`select handle from creators order by handle limit 40`);
    handles = (rows as unknown as { rows: { handle: string }[] }).rows.map((r) => r.handle);
  }, 60_000);
  afterAll(() => app.close());

  /** A fresh handle of the universe for each test, so tests never share a creator. */
  let next = 0;
  const freshHandle = () => {
    const handle = handles[next++];
    if (!handle) throw new Error('the test universe ran out of handles');
    return handle;
  };

  const track = (user: TestUser, handle: string, orgId = user.orgId) =>
    call<TTrackCreatorResult>(
      app,
      '/creator/track-influencer',
      { organization_id: orgId, handle },
      user.token,
    );
  const list = (user: TestUser, body: Record<string, unknown> = {}, orgId = user.orgId) =>
    call<TTrackedCreatorsPage>(
      app,
      '/creator/get-tracked-influencers',
      { organization_id: orgId, ...body },
      user.token,
    );

  it('tracks a pasted handle or profile URL for one handle of the quota and one credit', async () => {
    const owner = await createTestUser(app);
    const [a, b] = [freshHandle(), freshHandle()];
    const first = await track(owner, `@${a.toUpperCase()}`);
    expect(first.statusCode).toBe(201);
    expect(first.body.data).toMatchObject({
      tracked: { handle: a, creator: { handle: a } },
      charged: true,
      quota: { handlesUsed: 1, handlesLimit: 2, creditsBalance: 1 },
    });
    expect(first.body.data.tracked.lastRefreshAt).not.toBeNull();
    const second = await track(owner, `https://www.instagram.com/${b}/`);
    expect(second.statusCode).toBe(201);
    expect(second.body.data.quota).toEqual({ handlesUsed: 2, handlesLimit: 2, creditsBalance: 0 });
    const ledger = await listCreditLedger(app.deps, owner.orgId);
    expect(ledger.slice(0, 2).map((e) => [e.reason, e.delta, e.note])).toEqual([
      ['analysis', -1, `@${b}`],
      ['analysis', -1, `@${a}`],
    ]);
  });

  it('tracking an already tracked handle costs nothing', async () => {
    const owner = await createTestUser(app);
    const handle = freshHandle();
    await track(owner, handle);
    const again = await track(owner, `@${handle}`);
    expect(again.statusCode).toBe(200);
    expect(again.body.data).toMatchObject({ charged: false, quota: { handlesUsed: 1, creditsBalance: 1 } });
    expect(await getCreditBalance(app.deps, owner.orgId)).toBe(1);
  });

  it('refuses a handle past the plan quota with a 422 pointing to plans, taking no credit', async () => {
    const owner = await createTestUser(app);
    await changeCredits(app.deps, owner.orgId, { delta: 5, reason: 'purchase' });
    await track(owner, freshHandle());
    await track(owner, freshHandle());
    const refused = await track(owner, freshHandle());
    expect(refused.statusCode).toBe(422);
    expect(refused.body.message).toMatch(/2 of the 2 handles your plan allows.*Plans and billing/);
    expect(refused.body.data).toEqual({
      limit: 'quota',
      handlesUsed: 2,
      handlesLimit: 2,
      creditsBalance: 5,
      upgradePath: '/insights/plans-and-billing',
    } satisfies TTrackLimitData);
    expect(await getCreditBalance(app.deps, owner.orgId)).toBe(5);
  });

  it('refuses when the credits ran out and charges or tracks nothing at all', async () => {
    const owner = await createTestUser(app);
    await changeCredits(app.deps, owner.orgId, { delta: -2, reason: 'analysis' });
    const ledgerBefore = await listCreditLedger(app.deps, owner.orgId);
    const refused = await track(owner, freshHandle());
    expect(refused.statusCode).toBe(422);
    expect(refused.body.data).toMatchObject({ limit: 'credits', creditsBalance: 0, handlesUsed: 0 });
    expect(refused.body.message).toMatch(/no insight credits left/);
    expect(await listCreditLedger(app.deps, owner.orgId)).toEqual(ledgerBefore);
    expect((await list(owner)).body.data.total).toBe(0);
  });

  it('charges nothing for a handle the source does not know', async () => {
    const owner = await createTestUser(app);
    const res = await track(owner, 'no_such_creator_anywhere');
    expect(res.statusCode).toBe(404);
    expect(await getCreditBalance(app.deps, owner.orgId)).toBe(2);
    expect((await list(owner)).body.data.total).toBe(0);
  });

  it('tracks exactly as many as the quota allows when five handles arrive at once', async () => {
    const owner = await createTestUser(app);
    await changeCredits(app.deps, owner.orgId, { delta: 10, reason: 'purchase' });
    const five = Array.from({ length: 5 }, freshHandle);
    const answers = await Promise.all(five.map((h) => track(owner, h)));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(2);
    expect(answers.filter((a) => a.statusCode === 422)).toHaveLength(3);
    expect((await list(owner)).body.data.total).toBe(2);
    expect(await getCreditBalance(app.deps, owner.orgId)).toBe(10);
  });

  it('a downgraded organisation keeps its tracked creators but cannot add beyond the smaller quota', async () => {
    const owner = await createTestUser(app);
    await changeCredits(app.deps, owner.orgId, { delta: 10, reason: 'purchase' });
    await app.deps.db.insert(subscriptions).values({
      orgId: owner.orgId,
      planId: 'creator',
      period: 'Monthly',
      status: 'active',
      currentPeriodEnd: new Date(Date.now() + 20 * DAY),
    });
    for (const h of [freshHandle(), freshHandle(), freshHandle()]) {
      expect((await track(owner, h)).statusCode).toBe(201);
    }
    await app.deps.db
      .update(subscriptions)
      .set({ planId: 'free', period: null, currentPeriodEnd: null })
      .where(eq(subscriptions.orgId, owner.orgId));
    const page = await list(owner);
    expect(page.body.data.total).toBe(3);
    expect(page.body.data.quota).toMatchObject({ handlesUsed: 3, handlesLimit: 2 });
    const refused = await track(owner, freshHandle());
    expect(refused.statusCode).toBe(422);
    expect(refused.body.data).toMatchObject({ limit: 'quota', handlesUsed: 3, handlesLimit: 2 });
  });

  it('lists tracked creators with summary metrics, sorted and paged, and billing counts the handles used', async () => {
    const owner = await createTestUser(app);
    await changeCredits(app.deps, owner.orgId, { delta: 10, reason: 'purchase' });
    await app.deps.db.insert(subscriptions).values({
      orgId: owner.orgId,
      planId: 'creator',
      period: 'Monthly',
      currentPeriodEnd: new Date(Date.now() + 20 * DAY),
    });
    for (const h of [freshHandle(), freshHandle(), freshHandle()]) await track(owner, h);
    const all = await list(owner, { sortBy: 'followers', sortDir: 'desc' });
    const followers = all.body.data.rows.map((r) => r.creator.followers);
    expect(followers).toEqual([...followers].sort((x, y) => y - x));
    expect(all.body.data.rows[0]?.creator).toHaveProperty('engagementRate');
    const paged = await list(owner, { sortBy: 'followers', sortDir: 'desc', page: 2, pageSize: 2 });
    expect(paged.body.data).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(paged.body.data.rows.map((r) => r._id)).toEqual([all.body.data.rows[2]?._id]);
    const bad = await list(owner, { sortBy: 'price' });
    expect(bad.statusCode).toBe(400);
    const sub = await call<{ handlesUsed: number }>(
      app,
      '/billing/get-subscription',
      { organization_id: owner.orgId },
      owner.token,
    );
    expect(sub.body.data.handlesUsed).toBe(3);
  });

  it('removing a tracked creator frees its handle, and the bulk call removes several', async () => {
    const owner = await createTestUser(app);
    await changeCredits(app.deps, owner.orgId, { delta: 10, reason: 'purchase' });
    const [a, b] = [freshHandle(), freshHandle()];
    const tracked = await Promise.all([track(owner, a), track(owner, b)]);
    const [idA, idB] = tracked.map((t) => t.body.data.tracked._id);
    const removed = await call(
      app,
      '/creator/delete-tracked-influencer',
      { organization_id: owner.orgId, id: idA },
      owner.token,
    );
    expect(removed.statusCode).toBe(200);
    expect((await track(owner, freshHandle())).statusCode).toBe(201);
    const page = await list(owner);
    const bulk = await call<{ deleted: number }>(
      app,
      '/creator/delete-creator-from-influencer',
      { organization_id: owner.orgId, ids: page.body.data.rows.map((r) => r._id) },
      owner.token,
    );
    expect(bulk.body.data).toEqual({ deleted: 2 });
    expect((await list(owner)).body.data.total).toBe(0);
    const gone = await call(
      app,
      '/creator/delete-tracked-influencer',
      { organization_id: owner.orgId, id: idB },
      owner.token,
    );
    expect(gone.statusCode).toBe(404);
  });

  it('another organisation can never list or delete your tracked creators', async () => {
    const owner = await createTestUser(app);
    const outsider = await createTestUser(app);
    const mine = await track(owner, freshHandle());
    const id = mine.body.data.tracked._id;

    expect((await list(outsider, {}, owner.orgId)).statusCode).toBe(403);
    expect((await list(outsider)).body.data.rows).toEqual([]);
    expect((await track(outsider, freshHandle(), owner.orgId)).statusCode).toBe(403);
    const viaOwn = await call(
      app,
      '/creator/delete-tracked-influencer',
      { organization_id: outsider.orgId, id },
      outsider.token,
    );
    expect(viaOwn.statusCode).toBe(404);
    const bulkViaOwn = await call<{ deleted: number }>(
      app,
      '/creator/delete-creator-from-influencer',
      { organization_id: outsider.orgId, ids: [id] },
      outsider.token,
    );
    expect(bulkViaOwn.body.data).toEqual({ deleted: 0 });
    const direct = await call(
      app,
      '/creator/delete-creator-from-influencer',
      { organization_id: owner.orgId, ids: [id] },
      outsider.token,
    );
    expect(direct.statusCode).toBe(403);
    expect((await list(owner)).body.data.total).toBe(1);
  });

  describe('daily refresh', () => {
    /** The synthetic source, plus posts of our own at the top of a creator's newest page. */
    const withExtraPosts = (handle: string, extra: SocialMedia[]): SocialDataProvider => {
      const base = app.deps.social;
      return {
        source: base.source,
        fetchProfile: (h) => base.fetchProfile(h),
        fetchMedia: async (h, options) => {
          const page = await base.fetchMedia(h, options);
          return h === handle && !options.after ? { ...page, items: [...extra, ...page.items] } : page;
        },
        fetchPost: (h, code) => base.fetchPost(h, code),
        fetchFollowerHistory: (h, days) => base.fetchFollowerHistory(h, days),
        fetchAudience: (h) => base.fetchAudience(h),
      };
    };
    const post = (shortcode: string, engagement: number, postedAt: Date): SocialMedia => ({
      id: shortcode,
      shortcode,
      type: 'post',
      caption: 'test post',
      likes: engagement,
      comments: 0,
      views: null,
      permalink: `https://www.instagram.com/p/${shortcode}/`,
      postedAt,
    });
    const alertsOf = async (orgId: string) =>
      app.deps.db.select().from(notifications).where(eq(notifications.orgId, orgId));

    it('refreshes creators not refreshed for a day and alerts once for a post far above their usual', async () => {
      const owner = await createTestUser(app);
      const handle = freshHandle();
      await track(owner, handle);
      const usualPage = await app.deps.social.fetchMedia(handle, { limit: 12 });
      const usual = usualPage.items.map((p) => p.likes + p.comments).sort((x, y) => x - y)[6] ?? 1;

      const later = new Date(Date.now() + DAY + 60_000);
      const suffix = owner.orgId.slice(0, 8);
      const social = withExtraPosts(handle, [
        post(`standout${suffix}`, usual * 10, new Date(later.getTime() - 3_600_000)),
        post(`ordinary${suffix}`, usual, new Date(later.getTime() - 7_200_000)),
      ]);
      const deps = { ...app.deps, social };

      // Not yet due an hour after tracking: nothing is refreshed.
      expect(await refreshTrackedCreators(deps, new Date(Date.now() + 3_600_000))).toMatchObject({
        refreshed: 0,
      });
      const first = await refreshTrackedCreators(deps, later);
      expect(first.refreshed).toBeGreaterThanOrEqual(1);
      const alerts = await alertsOf(owner.orgId);
      expect(alerts).toHaveLength(1);
      expect(alerts[0]).toMatchObject({ path: `/insights/creator/${handle}` });
      expect(alerts[0]?.title).toContain(`@${handle}`);
      const [row] = await app.deps.db
        .select()
        .from(trackedCreators)
        .where(eq(trackedCreators.orgId, owner.orgId));
      expect(row?.checkedAt.getTime()).toBe(later.getTime());

      // The next day's pass sees the same post again and stays quiet.
      await refreshTrackedCreators(deps, new Date(later.getTime() + DAY + 60_000));
      expect(await alertsOf(owner.orgId)).toHaveLength(1);
    });

    it('two passes running at once never refresh the same tracking twice', async () => {
      const owners = await Promise.all([createTestUser(app), createTestUser(app), createTestUser(app)]);
      for (const o of owners) await track(o, freshHandle());
      const at = new Date(Date.now() + 5 * DAY);
      const outcomes = await Promise.all([
        refreshTrackedCreators(app.deps, at, { batchSize: 2 }),
        refreshTrackedCreators(app.deps, at, { batchSize: 2 }),
      ]);
      const due = await app.deps.db.select().from(trackedCreators);
      const distinctCreators = new Set(due.map((r) => r.creatorId)).size;
      expect(outcomes.reduce((n, o) => n + o.refreshed, 0)).toBe(distinctCreators);
      expect(due.every((r) => r.checkedAt.getTime() === at.getTime())).toBe(true);
    });
  });
});
