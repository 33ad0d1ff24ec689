import type { TCreatorReport } from '@creatorscope/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, createTestUser, type TestUser } from '../../test/app.js';
import { searchCreators } from './service/search-creators.js';
import { creators } from './tables.js';

describe("an organisation's budget of fetches from the source", () => {
  let app: FastifyInstance;
  let handles: string[];
  const report = (user: TestUser, handle: string) =>
    call<TCreatorReport>(
      app,
      '/insights/get-creator-report',
      { organization_id: user.orgId, handle },
      user.token,
    );

  beforeAll(async () => {
    app = await buildTestApp({ SOCIAL_DATA_CREATORS: '50', SOCIAL_REFRESHES_PER_ORG_PER_HOUR: '2' });
    const page = await searchCreators(app.deps, {
      sortBy: 'followers',
      sortDir: 'desc',
      page: 1,
      pageSize: 4,
    });
    handles = page.rows.map((row) => row.handle);
  });
  afterAll(() => app.close());

  it('charges fetches, not reads: past the budget a new creator waits, stored ones still answer', async () => {
    const spender = await createTestUser(app);
    const [a = '', b = '', c = ''] = handles;
    expect((await report(spender, a)).statusCode).toBe(200);
    expect((await report(spender, b)).statusCode).toBe(200);
    const refused = await report(spender, c);
    expect(refused.statusCode).toBe(429);
    expect(refused.body.message).toMatch(/^Too many requests: try again in \d+ minutes?$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Stored within its day: free. Another organisation has its own budget.
    expect((await report(spender, a)).statusCode).toBe(200);
    expect((await report(await createTestUser(app), c)).statusCode).toBe(200);
    // A stale stored report is answered as it is rather than refused.
    await app.deps.db
      .update(creators)
      .set({ reportAt: sql`now() - interval '2 days'` })
      .where(eq(creators.handle, b));
    expect((await report(spender, b)).statusCode).toBe(200);
    const [row] = await app.deps.db
      .select({ reportAt: creators.reportAt })
      .from(creators)
      .where(eq(creators.handle, b));
    expect(row?.reportAt?.getTime()).toBeLessThan(Date.now() - 86_400_000);
  });

  it('charges tracking and comparing the same way', async () => {
    const spender = await createTestUser(app, { plan: 'creator' });
    const [, , c = '', d = ''] = handles;
    const track = await call(
      app,
      '/creator/track-influencer',
      { organization_id: spender.orgId, handle: d },
      spender.token,
    );
    expect(track.statusCode).toBe(201);
    await app.deps.db.update(creators).set({ reportAt: sql`now() - interval '2 days'` });
    // Budget 2: the track spent one, comparing spends the second on c and answers d as stored.
    const compare = await call(
      app,
      '/insights/comparision-insta-metrics',
      { organization_id: spender.orgId, handles: [c, d] },
      spender.token,
    );
    expect(compare.statusCode).toBe(200);
    const third = handles[0] ?? '';
    expect((await report(spender, third)).statusCode).toBe(200); // stale, answered from storage
    const tracked = await call(
      app,
      '/creator/track-influencer',
      { organization_id: spender.orgId, handle: 'brand.new.handle.zz' },
      spender.token,
    );
    expect(tracked.statusCode).toBe(429);
  });
});
