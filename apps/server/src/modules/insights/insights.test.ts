import {
  AUDIENCE_AGE_BANDS,
  CONTENT_CATEGORIES,
  DISCOVERY_SORT_FIELDS,
  DISCOVERY_TOTAL_CAP,
  type TCategoryCount,
  type TComparison,
  type TCreatorReport,
  type TDiscoveryPage,
  ZDiscoveryQuery,
} from '@creatorscope/contracts';
import { count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTestMember, buildTestApp, call, createTestUser, type TestUser } from '../../test/app.js';
import { findPostByShortcode } from './service/find-post.js';
import { searchCreators } from './service/search-creators.js';
import { ensureSyntheticIndex } from './service/synthetic-index.js';
import { creatorPosts, creatorSnapshots, creators } from './tables.js';

const UNIVERSE = 500;

describe('insights: discovery, creator reports and comparison', () => {
  let app: FastifyInstance;
  let owner: TestUser;
  let outsider: TestUser;
  const table = (body: Record<string, unknown>) =>
    call<TDiscoveryPage>(
      app,
      '/insights/get-inf-table',
      { organization_id: owner.orgId, ...body },
      owner.token,
    );
  const all = async (body: Record<string, unknown>) => (await table({ pageSize: 100, ...body })).body.data;

  beforeAll(async () => {
    app = await buildTestApp({ SOCIAL_DATA_CREATORS: String(UNIVERSE) });
    owner = await createTestUser(app, { orgName: 'Brand', plan: 'enterprise' });
    outsider = await createTestUser(app, { orgName: 'Rival', plan: 'enterprise' });
  });
  afterAll(() => app.close());

  it('writes the synthetic index at start, once', async () => {
    const [before] = await app.deps.db.select({ n: count() }).from(creators);
    expect(before?.n).toBe(UNIVERSE);
    expect(await ensureSyntheticIndex(app.deps)).toEqual({ written: 0, skipped: true });
    const [after] = await app.deps.db.select({ n: count() }).from(creators);
    expect(after?.n).toBe(UNIVERSE);
  });

  it('lists the 23 categories with their creator counts', async () => {
    const res = await call<TCategoryCount[]>(
      app,
      '/insights/get-all-categories',
      { organization_id: owner.orgId },
      owner.token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.body.data.map((c) => c.category)).toEqual([...CONTENT_CATEGORIES]);
    expect(res.body.data.reduce((s, c) => s + c.creators, 0)).toBe(UNIVERSE);
  });

  it('pages through the table without overlap and reports the exact total below the cap', async () => {
    const first = await table({ page: 1, pageSize: 20 });
    expect(first.statusCode).toBe(200);
    expect(first.body.data).toMatchObject({ total: UNIVERSE, totalIsCapped: false, page: 1, pageSize: 20 });
    const second = await table({ page: 2, pageSize: 20 });
    const ids = new Set([...first.body.data.rows, ...second.body.data.rows].map((r) => r._id));
    expect(ids.size).toBe(40);
    const last = await table({ page: 25, pageSize: 20 });
    expect(last.body.data.rows).toHaveLength(20);
    expect((await table({ page: 26, pageSize: 20 })).body.data.rows).toHaveLength(0);
  });

  it('sorts by each field in both directions', async () => {
    const key = {
      followers: 'followers',
      engagement: 'engagementRate',
      growth: 'growth30d',
      quality: 'qualityScore',
      price: 'estimatedPrice',
    } as const;
    for (const [sortBy, field] of Object.entries(key)) {
      for (const sortDir of ['asc', 'desc'] as const) {
        const rows = (await table({ sortBy, sortDir, pageSize: 50 })).body.data.rows;
        const values = rows.map((r) => Number(r[field]));
        const sorted = [...values].sort((a, b) => (sortDir === 'asc' ? a - b : b - a));
        expect(values, `${sortBy} ${sortDir}`).toEqual(sorted);
      }
    }
  });

  it('gives the same pages whether the matches were counted to the end or capped', async () => {
    // Below the cap a page is sorted from the counted matches; above it, by walking the sort's
    // index. A tiny cap sends the same queries down the second road.
    const queries = DISCOVERY_SORT_FIELDS.flatMap((sortBy) =>
      (['asc', 'desc'] as const).flatMap((sortDir) => [
        { sortBy, sortDir },
        { sortBy, sortDir, categories: ['Lifestyle', 'Sports', 'Travel and Tourism'], followersMin: 20_000 },
      ]),
    );
    for (const body of queries) {
      const query = ZDiscoveryQuery.parse({ ...body, page: 2, pageSize: 20 });
      const exact = await searchCreators(app.deps, query);
      const capped = await searchCreators(app.deps, query, { totalCap: 10 });
      expect(exact.totalIsCapped).toBe(false);
      expect(capped).toMatchObject({ total: 10, totalIsCapped: true });
      expect(
        capped.rows.map((r) => r._id),
        JSON.stringify(body),
      ).toEqual(exact.rows.map((r) => r._id));
    }
  });

  it('filters by category, tier and country', async () => {
    const byCategory = await all({ categories: ['Lifestyle', 'Sports'] });
    expect(byCategory.rows.length).toBeGreaterThan(0);
    expect(byCategory.rows.every((r) => r.category === 'Lifestyle' || r.category === 'Sports')).toBe(true);
    const byTier = await all({ tiers: ['micro'] });
    expect(byTier.rows.length).toBeGreaterThan(0);
    expect(
      byTier.rows.every((r) => r.tier === 'micro' && r.followers >= 10_000 && r.followers < 20_000),
    ).toBe(true);
    const byCountry = await all({ countries: ['IN'] });
    expect(byCountry.rows.length).toBeGreaterThan(0);
    expect(byCountry.rows.every((r) => r.country === 'IN')).toBe(true);
    expect(byCountry.total).toBeLessThan(UNIVERSE);
  });

  it('filters by engagement range, followers range and quality', async () => {
    const eng = await all({ engagementMin: 2, engagementMax: 4 });
    expect(eng.rows.length).toBeGreaterThan(0);
    expect(eng.rows.every((r) => r.engagementRate >= 2 && r.engagementRate <= 4)).toBe(true);
    const fol = await all({ followersMin: 20_000, followersMax: 50_000 });
    expect(fol.rows.length).toBeGreaterThan(0);
    expect(fol.rows.every((r) => r.followers >= 20_000 && r.followers <= 50_000)).toBe(true);
    const q = await all({ qualityMin: 80 });
    expect(q.rows.length).toBeGreaterThan(0);
    expect(q.rows.every((r) => r.qualityScore >= 80)).toBe(true);
    expect(q.total).toBeLessThan(UNIVERSE);
  });

  it('filters by the audience main age band and majority gender', async () => {
    for (const band of AUDIENCE_AGE_BANDS.map((b) => b.id)) {
      const page = await all({ audienceAgeBand: band });
      expect(page.rows.every((r) => r.audienceAgeBand === band)).toBe(true);
    }
    expect((await all({ audienceAgeBand: '18-24' })).total).toBeGreaterThan(0);
    const female = await all({ audienceGender: 'female' });
    const male = await all({ audienceGender: 'male' });
    expect(female.rows.every((r) => (r.audienceFemaleShare ?? 0) > 0.5)).toBe(true);
    expect(male.rows.every((r) => (r.audienceFemaleShare ?? 1) < 0.5)).toBe(true);
    expect(female.total + male.total).toBeLessThanOrEqual(UNIVERSE);
    expect(female.total).toBeGreaterThan(0);
    expect(male.total).toBeGreaterThan(0);
  });

  it('searches handles and names case-insensitively, treating % and _ literally', async () => {
    const someone = (await table({ pageSize: 1 })).body.data.rows[0];
    if (!someone) throw new Error('empty index');
    const byName = await all({ search: someone.name.split(' ')[1]?.toUpperCase() });
    expect(byName.rows.map((r) => r._id)).toContain(someone._id);
    const byHandle = await all({ search: `@${someone.handle}` });
    expect(byHandle.rows[0]?._id).toBe(someone._id);
    expect((await all({ search: '%' })).total).toBe(0);
  });

  it('refuses a bad page size or an inverted range, naming the field', async () => {
    const big = await table({ pageSize: 101 });
    expect(big.statusCode).toBe(400);
    expect(big.body.data).toEqual({ errors: { pageSize: 'pageSize cannot exceed 100' } });
    const inverted = await table({ engagementMin: 5, engagementMax: 1 });
    expect(inverted.statusCode).toBe(400);
    expect(inverted.body.data).toEqual({
      errors: { engagementMax: 'engagementMax must be at least engagementMin' },
    });
    const badTier = await table({ tiers: ['giant'] });
    expect(badTier.statusCode).toBe(400);
  });

  it('builds a creator report that agrees with the index row and stores posts, history and a snapshot', async () => {
    const row = (await table({ sortBy: 'followers', sortDir: 'desc', pageSize: 3 })).body.data.rows[2];
    if (!row) throw new Error('empty index');
    const res = await call<TCreatorReport>(
      app,
      '/insights/get-creator-report',
      { organization_id: owner.orgId, handle: `@${row.handle.toUpperCase()}` },
      owner.token,
    );
    expect(res.statusCode).toBe(200);
    const report = res.body.data;
    expect(report.creator.handle).toBe(row.handle);
    expect(report.metrics.followers.value).toBe(row.followers);
    expect(report.metrics.engagementRate.value).toBe(row.engagementRate);
    expect(report.metrics.avgLikes.value).toBe(row.avgLikes);
    expect(report.metrics.growth30d.value).toBe(row.growth30d);
    expect(report.metrics.qualityScore.value).toBe(row.qualityScore);
    expect(report.metrics.engagementRate.formula).toContain('likes + comments');
    expect(report.followerHistory.points).toHaveLength(180);
    expect(report.posts.recent).toHaveLength(12);
    expect(report.posts.top.length).toBeGreaterThan(0);
    expect(report.heatmap.cells.length).toBeGreaterThan(0);
    expect(report.audience?.ageBands).toHaveLength(4);
    expect(report.audienceUnavailableReason).toBeNull();
    expect(report.quality.components.map((c) => c.id)).toEqual(['authenticity', 'engagement', 'consistency']);
    expect(report.source).toBe('synthetic');

    const [stored] = await app.deps.db.select().from(creators).where(eq(creators.handle, row.handle));
    expect(stored?.reportAt).not.toBeNull();
    const [posts] = await app.deps.db
      .select({ n: count() })
      .from(creatorPosts)
      .where(eq(creatorPosts.creatorId, row._id));
    expect(posts?.n).toBeGreaterThanOrEqual(12);

    // A stored post tells bookmarks its caption, type and creator.
    const first = report.posts.recent[0];
    const post = await findPostByShortcode(app.deps, first?.shortcode ?? '');
    expect(post).toMatchObject({
      type: first?.type,
      caption: first?.caption,
      creator: { handle: row.handle },
    });
    expect(await findPostByShortcode(app.deps, 'NoSuchCode1')).toBeNull();
  });

  it('answers a fresh report from storage and fetches again once it is older than a day', async () => {
    const row = (await table({ sortBy: 'quality', pageSize: 1 })).body.data.rows[0];
    if (!row) throw new Error('empty index');
    const ask = () =>
      call<TCreatorReport>(
        app,
        '/insights/get-creator-report',
        { organization_id: owner.orgId, handle: row.handle },
        owner.token,
      );
    const first = await ask();
    const again = await ask();
    expect(again.body.data.snapshotAt).toBe(first.body.data.snapshotAt);
    const snapshots = async () =>
      (
        await app.deps.db
          .select({ n: count() })
          .from(creatorSnapshots)
          .where(eq(creatorSnapshots.creatorId, row._id))
      )[0]?.n;
    expect(await snapshots()).toBe(1);
    await app.deps.db
      .update(creators)
      .set({ reportAt: sql`now() - interval '25 hours'` })
      .where(eq(creators.id, row._id));
    const refreshed = await ask();
    expect(refreshed.body.data.snapshotAt).not.toBe(first.body.data.snapshotAt);
    expect(await snapshots()).toBe(2);
  });

  it('answers 404 for a handle outside the universe and 400 for an invalid one', async () => {
    const missing = await call(
      app,
      '/insights/get-creator-report',
      { organization_id: owner.orgId, handle: 'no.such.creator' },
      owner.token,
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.body.message).toBe('No Instagram creator named @no.such.creator was found');
    const invalid = await call(
      app,
      '/insights/get-creator-report',
      { organization_id: owner.orgId, handle: 'bad handle!' },
      owner.token,
    );
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys((invalid.body.data as { errors: object }).errors)).toEqual(['handle']);
  });

  it('compares two to four creators side by side', async () => {
    const rows = (await table({ pageSize: 3, sortBy: 'engagement' })).body.data.rows;
    const handles = rows.map((r) => r.handle);
    const res = await call<TComparison>(
      app,
      '/insights/comparision-insta-metrics',
      { organization_id: owner.orgId, handles },
      owner.token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.body.data.creators.map((c) => c.creator.handle)).toEqual(handles);
    for (const entry of res.body.data.creators) {
      expect(entry.followerHistory.points.length).toBe(180);
      expect(entry.metrics.engagementRate.value).toBe(entry.creator.engagementRate);
    }
  });

  it('refuses fewer than 2, more than 4, repeated or unknown creators with a field error', async () => {
    const [a, b, c, d, e] = (await table({ pageSize: 5 })).body.data.rows.map((r) => r.handle);
    const compare = (handles: unknown) =>
      call(
        app,
        '/insights/comparision-insta-metrics',
        { organization_id: owner.orgId, handles },
        owner.token,
      );
    expect((await compare([a])).body.data).toEqual({
      errors: { handles: 'Choose 2 to 4 creators to compare' },
    });
    expect((await compare([a, b, c, d, e])).body.data).toEqual({
      errors: { handles: 'Choose 2 to 4 creators to compare' },
    });
    expect((await compare([a, a])).body.data).toEqual({
      errors: { handles: 'Each creator can be compared only once' },
    });
    const unknown = await compare([a, 'ghost.account']);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body.data).toEqual({
      errors: { 'handles.1': 'No Instagram creator named @ghost.account was found' },
    });
  });

  it('refuses every insights call naming an organisation the caller is not a member of', async () => {
    const calls: [string, Record<string, unknown>][] = [
      ['/insights/get-all-categories', {}],
      ['/insights/get-inf-table', {}],
      ['/insights/get-creator-report', { handle: 'anyone' }],
      ['/insights/comparision-insta-metrics', { handles: ['a.one', 'b.two'] }],
    ];
    for (const [path, body] of calls) {
      const foreign = await call(app, path, { organization_id: owner.orgId, ...body }, outsider.token);
      expect(foreign.statusCode, path).toBe(403);
      const anonymous = await call(app, path, { organization_id: owner.orgId, ...body });
      expect(anonymous.statusCode, path).toBe(401);
    }
  });

  it('serves pages within the first matches the index counts, naming the page past them', async () => {
    const last = await table({ page: DISCOVERY_TOTAL_CAP / 100, pageSize: 100 });
    expect(last.statusCode).toBe(200);
    const past = await table({ page: 1_000_000, pageSize: 100 });
    expect(past.statusCode).toBe(400);
    expect(past.body.data).toEqual({
      errors: {
        page: `Discovery shows the first ${DISCOVERY_TOTAL_CAP} matches: narrow the filters to see others`,
      },
    });
  });

  it('lets a Read member of the organisation use discovery', async () => {
    const reader = await addTestMember(app, owner.orgId, 'Read');
    const res = await call<TDiscoveryPage>(
      app,
      '/insights/get-inf-table',
      { organization_id: owner.orgId },
      reader.token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.body.data.rows).toHaveLength(20);
  });

  it('keeps discovery and comparison from a plan without them, naming the plans that unlock them', async () => {
    const free = await createTestUser(app, { orgName: 'Free Brand' });
    const creatorPlan = await createTestUser(app, { orgName: 'Creator Brand', plan: 'creator' });
    const [a, b] = (await all({ pageSize: 2 })).rows;
    const handles = [a?.handle, b?.handle];
    const discover = (user: TestUser) =>
      call(app, '/insights/get-inf-table', { organization_id: user.orgId }, user.token);
    const compare = (user: TestUser) =>
      call(app, '/insights/comparision-insta-metrics', { organization_id: user.orgId, handles }, user.token);

    for (const user of [free, creatorPlan]) {
      const res = await discover(user);
      expect(res.statusCode).toBe(403);
      expect(res.body).toMatchObject({
        message: 'Your plan does not include this feature: upgrade to the Enterprise plan to unlock it',
        data: { feature: 'influencerDiscovery', requiredPlans: ['enterprise', 'custom'] },
      });
    }
    const refused = await compare(free);
    expect(refused.statusCode).toBe(403);
    expect(refused.body.data).toEqual({
      feature: 'insightsPremium',
      requiredPlans: ['creator', 'enterprise', 'custom'],
    });
    expect((await compare(creatorPlan)).statusCode).toBe(200);
    // Validation waits behind the plan: a refused caller learns nothing of the input's rules.
    const junk = await call(
      app,
      '/insights/get-inf-table',
      { organization_id: free.orgId, pageSize: -1 },
      free.token,
    );
    expect(junk.statusCode).toBe(403);
  });

  it("withholds a report's audience from a plan without premium insights, and says so", async () => {
    const free = await createTestUser(app, { orgName: 'Free Reader' });
    const [row] = (await all({ pageSize: 1, sortBy: 'followers', sortDir: 'desc' })).rows;
    const report = (user: TestUser) =>
      call<TCreatorReport>(
        app,
        '/insights/get-creator-report',
        { organization_id: user.orgId, handle: row?.handle },
        user.token,
      );
    const full = await report(owner);
    expect(full.body.data.audience).not.toBeNull();
    expect(full.body.data.audienceLocked).toBe(false);
    const locked = await report(free);
    expect(locked.statusCode).toBe(200);
    expect(locked.body.data).toMatchObject({
      audience: null,
      audienceLocked: true,
      audienceUnavailableReason: null,
    });
    expect(locked.body.data.metrics).toEqual(full.body.data.metrics);
  });
});
