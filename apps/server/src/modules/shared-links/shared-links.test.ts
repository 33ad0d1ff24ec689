import type { TSharedLink, TSharedReport } from '@creatorscope/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addTestMember,
  buildTestApp,
  call,
  createTestUser,
  putOnPlan,
  type TestUser,
} from '../../test/app.js';
import { searchCreators } from '../insights/index.js';
import { sharedLinks } from './tables.js';

describe('shared links', () => {
  let app: FastifyInstance;
  let owner: TestUser;
  let handles: string[];

  beforeAll(async () => {
    app = await buildTestApp({ SOCIAL_DATA_CREATORS: '300' });
    owner = await createTestUser(app);
    const page = await searchCreators(app.deps, {
      sortBy: 'followers',
      sortDir: 'desc',
      page: 1,
      pageSize: 5,
    });
    handles = page.rows.map((row) => row.handle);
  }, 60_000);
  afterAll(() => app.close());

  const create = (user: TestUser, body: object) =>
    call<TSharedLink>(
      app,
      '/creator/create-shared-link',
      { organization_id: user.orgId, ...body },
      user.token,
    );
  const list = (user: TestUser, orgId = user.orgId) =>
    call<TSharedLink[]>(app, '/creator/get-link-shared-influencers', { organization_id: orgId }, user.token);
  const open = async (slug: string, token?: string) => {
    const res = await app.inject({
      method: 'GET',
      url: `/share/${slug}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return { statusCode: res.statusCode, headers: res.headers, body: res.json() as { data: TSharedReport } };
  };

  it('shares one creator as a full report that a visitor can open, counting the view', async () => {
    const made = await create(owner, { title: 'Media kit', handles: [`@${handles[0]}`] });
    expect(made.statusCode).toBe(201);
    expect(made.body.data).toMatchObject({
      kind: 'creator',
      status: 'active',
      views: 0,
      handles: [handles[0]],
    });
    expect(made.body.data.slug).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(made.body.data.path).toBe(`/r/${made.body.data.slug}`);

    const visit = await open(made.body.data.slug);
    expect(visit.statusCode).toBe(200);
    expect(visit.headers['x-robots-tag']).toContain('noindex');
    expect(visit.body.data.title).toBe('Media kit');
    expect(visit.body.data.report?.creator.handle).toBe(handles[0]);
    expect(visit.body.data.creators.map((c) => c.handle)).toEqual([handles[0]]);

    const [row] = await list(owner).then((res) => res.body.data.filter((l) => l._id === made.body.data._id));
    expect(row?.views).toBe(1);
    expect(row?.lastViewedAt).toEqual(expect.any(String));
  });

  it('does not count views by members of the owning organisation, but counts other signed-in people', async () => {
    const made = await create(owner, { title: 'Shortlist', handles: handles.slice(0, 3) });
    expect(made.body.data.kind).toBe('shortlist');
    const self = await open(made.body.data.slug, owner.token);
    expect(self.statusCode).toBe(200);
    expect(self.body.data.report).toBeNull();
    expect(self.body.data.creators.map((c) => c.handle)).toEqual(handles.slice(0, 3));
    const stranger = await createTestUser(app);
    await open(made.body.data.slug, stranger.token);
    await open(made.body.data.slug);
    // A token that names no session is refused as on every call, not taken for a visitor.
    expect((await open(made.body.data.slug, 'not-a-token')).statusCode).toBe(401);
    const [row] = await app.deps.db.select().from(sharedLinks).where(eq(sharedLinks.id, made.body.data._id));
    expect(row?.views).toBe(2);
  });

  it('answers 404 for a revoked link, an expired link and an unknown slug alike', async () => {
    const made = await create(owner, { title: 'To revoke', handles: handles.slice(0, 2) });
    const revoked = await call<TSharedLink>(
      app,
      '/creator/revoke-shared-link',
      { organization_id: owner.orgId, id: made.body.data._id },
      owner.token,
    );
    expect(revoked.statusCode).toBe(200);
    expect(revoked.body.data.status).toBe('revoked');
    expect((await open(made.body.data.slug)).statusCode).toBe(404);

    const expiring = await create(owner, {
      title: 'Short lived',
      handles: handles.slice(0, 2),
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
    });
    expect((await open(expiring.body.data.slug)).statusCode).toBe(200);
    await app.deps.db
      .update(sharedLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sharedLinks.id, expiring.body.data._id));
    const gone = await open(expiring.body.data.slug);
    expect(gone.statusCode).toBe(404);
    expect((await list(owner)).body.data.find((l) => l._id === expiring.body.data._id)?.status).toBe(
      'expired',
    );
    expect((await open('AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
    // The view that met an expired link was not counted.
    const [row] = await app.deps.db
      .select()
      .from(sharedLinks)
      .where(eq(sharedLinks.id, expiring.body.data._id));
    expect(row?.views).toBe(1);
  });

  it('refuses unknown creators, duplicates, more than 20 and a past expiry, naming the field', async () => {
    const unknown = await create(owner, { title: 'x', handles: [handles[0], 'nobody_here_42'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body.data).toEqual({ errors: { 'handles.1': 'No creator @nobody_here_42 was found' } });
    const dup = await create(owner, { title: 'x', handles: [handles[0], handles[0]] });
    expect(dup.body.data).toEqual({ errors: { handles: 'Each creator can be listed only once' } });
    const many = await create(owner, { title: 'x', handles: Array.from({ length: 21 }, (_, i) => `h${i}`) });
    expect(many.body.data).toEqual({ errors: { handles: 'A link can hold at most 20 creators' } });
    const past = await create(owner, {
      title: 'x',
      handles: handles.slice(0, 2),
      expiresAt: '2000-01-01T00:00:00Z',
    });
    expect(past.body.data).toEqual({ errors: { expiresAt: 'expiresAt must be in the future' } });
  });

  it('never lets another organisation list or revoke your links', async () => {
    const made = await create(owner, { title: 'Private', handles: handles.slice(0, 2) });
    const other = await createTestUser(app);
    expect((await list(other, owner.orgId)).statusCode).toBe(403);
    expect((await list(other)).body.data).toEqual([]);
    const revoke = await call(
      app,
      '/creator/revoke-shared-link',
      { organization_id: other.orgId, id: made.body.data._id },
      other.token,
    );
    expect(revoke.statusCode).toBe(404);
    expect((await open(made.body.data.slug)).statusCode).toBe(200);
  });

  it('lets Read members list links but not create or revoke them', async () => {
    const reader = await addTestMember(app, owner.orgId, 'Read');
    expect((await list(reader)).statusCode).toBe(200);
    expect((await create(reader, { title: 'x', handles: handles.slice(0, 2) })).statusCode).toBe(403);
  });

  it("shows a shared report's audience only while the sharing organisation's plan has premium insights", async () => {
    const sharer = await createTestUser(app);
    const made = await create(sharer, { title: 'Audience check', handles: [handles[0]] });
    const before = (await open(made.body.data.slug)).body.data.report;
    expect(before).toMatchObject({ audience: null, audienceLocked: true });
    await putOnPlan(app, sharer.orgId, 'creator');
    const after = (await open(made.body.data.slug)).body.data.report;
    expect(after?.audienceLocked).toBe(false);
    expect(after?.audience).not.toBeNull();
  });
});
