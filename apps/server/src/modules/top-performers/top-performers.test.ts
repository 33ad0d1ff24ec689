import type { TRequirement, TRequirementResult } from '@creatorscope/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, createTestUser, type TestUser } from '../../test/app.js';
import { scoreCreator } from './ranking.js';

describe('top performers', () => {
  let app: FastifyInstance;
  let owner: TestUser;

  beforeAll(async () => {
    app = await buildTestApp({ SOCIAL_DATA_CREATORS: '300' });
    owner = await createTestUser(app, { plan: 'enterprise' });
  }, 60_000);
  afterAll(() => app.close());

  const createReq = (user: TestUser, body: object) =>
    call<TRequirement>(
      app,
      '/top-trending/create-requirement',
      { organization_id: user.orgId, ...body },
      user.token,
    );
  const getReq = (user: TestUser, id: string, orgId = user.orgId) =>
    call<TRequirementResult>(
      app,
      '/top-trending/get-requirement',
      { organization_id: orgId, id },
      user.token,
    );

  it('ranks matching creators by score, each within the filters and the budget slack, with reasons', async () => {
    const made = await createReq(owner, {
      name: 'Summer launch',
      tiers: ['micro', 'mid-tier', 'macro'],
      budgetPerPost: 200_000,
      goal: 'engagement',
    });
    expect(made.statusCode).toBe(201);
    expect(made.body.data).toMatchObject({ name: 'Summer launch', categories: [], goal: 'engagement' });
    const result = await getReq(owner, made.body.data._id);
    expect(result.statusCode).toBe(200);
    const { ranked } = result.body.data;
    expect(ranked.length).toBeGreaterThan(0);
    expect(ranked.map((r) => r.rank)).toEqual(ranked.map((_, i) => i + 1));
    for (let i = 1; i < ranked.length; i++) {
      expect(ranked[i - 1]?.score).toBeGreaterThanOrEqual(ranked[i]?.score ?? 0);
    }
    for (const entry of ranked) {
      expect(['micro', 'mid-tier', 'macro']).toContain(entry.creator.tier);
      expect(entry.creator.estimatedPrice).toBeLessThanOrEqual(250_000);
      const codes = entry.reasons.map((r) => r.code);
      expect(codes).toContain('engagementVsTier');
      expect(codes.some((c) => c === 'priceWithinBudget' || c === 'priceOverBudget')).toBe(true);
    }
  });

  it('explains audience matches when the requirement asks for an audience', async () => {
    const made = await createReq(owner, {
      name: 'Women 18-24',
      audienceAgeBand: '18-24',
      audienceGender: 'female',
      budgetPerPost: 10_000_000,
      goal: 'awareness',
    });
    const { ranked } = (await getReq(owner, made.body.data._id)).body.data;
    for (const entry of ranked) {
      expect(entry.creator.audienceAgeBand).toBe('18-24');
      expect(entry.reasons).toContainEqual({ code: 'audienceAge', band: '18-24' });
      const gender = entry.reasons.find((r) => r.code === 'audienceGender');
      expect(gender && 'share' in gender && gender.share).toBeGreaterThan(0.5);
    }
  });

  it('scores a creator with engagement far above its tier higher for an engagement goal', () => {
    const base = {
      tierMedian: 2,
      budget: 20_000,
      goal: 'engagement' as const,
      audienceAgeBand: null,
      audienceGender: null,
    };
    const creator = (engagementRate: number) =>
      ({
        followers: 50_000,
        engagementRate,
        qualityScore: 70,
        estimatedPrice: 10_000,
        audienceFemaleShare: 0.5,
      }) as never;
    const high = scoreCreator({ ...base, creator: creator(6) });
    const low = scoreCreator({ ...base, creator: creator(1) });
    expect(high.score).toBeGreaterThan(low.score);
    expect(high.reasons[0]).toEqual({ code: 'engagementVsTier', engagementRate: 6, tierMedian: 2, ratio: 3 });
  });

  it('refuses a requirement without a budget or with an unknown goal, naming the fields', async () => {
    const res = await createReq(owner, { name: 'x', goal: 'fame' });
    expect(res.statusCode).toBe(400);
    expect(res.body.data).toEqual({
      errors: {
        budgetPerPost: 'budgetPerPost is required',
        goal: 'goal must be awareness, engagement or conversions',
      },
    });
  });

  it('never lets another organisation list or read your requirements', async () => {
    const made = await createReq(owner, { name: 'Secret', budgetPerPost: 5_000, goal: 'conversions' });
    const other = await createTestUser(app, { plan: 'enterprise' });
    expect((await getReq(other, made.body.data._id)).statusCode).toBe(404);
    expect((await getReq(other, made.body.data._id, owner.orgId)).statusCode).toBe(403);
    const theirs = await call<TRequirement[]>(
      app,
      '/top-trending/get-requirements',
      { organization_id: other.orgId },
      other.token,
    );
    expect(theirs.body.data).toEqual([]);
    const mine = await call<TRequirement[]>(
      app,
      '/top-trending/get-requirements',
      { organization_id: owner.orgId },
      owner.token,
    );
    expect(mine.body.data.map((r) => r.name)).toContain('Secret');
  });

  it('belongs to influencer discovery: a plan without it can neither rank nor read requirements', async () => {
    const made = await createReq(owner, { name: 'Kept', budgetPerPost: 5_000, goal: 'awareness' });
    const free = await createTestUser(app);
    const refused = await createReq(free, { name: 'Nope', budgetPerPost: 5_000, goal: 'awareness' });
    expect(refused.statusCode).toBe(403);
    expect(refused.body.data).toEqual({
      feature: 'influencerDiscovery',
      requiredPlans: ['enterprise', 'custom'],
    });
    const listed = await call(
      app,
      '/top-trending/get-requirements',
      { organization_id: free.orgId },
      free.token,
    );
    expect(listed.statusCode).toBe(403);
    expect((await getReq(owner, made.body.data._id)).statusCode).toBe(200);
  });
});
