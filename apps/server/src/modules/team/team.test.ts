import type { TTeamMember } from '@creatorscope/contracts';
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

const member = (email: string, extra: Record<string, unknown> = {}) => ({
  name: 'Team Mate',
  email,
  permission: 'Read',
  role: 'Analyst',
  ...extra,
});

describe('team management', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const list = async (user: TestUser, orgId = user.orgId) =>
    (await call<TTeamMember[]>(app, '/onboard/get-all-member', { orgId }, user.token)).body.data;
  const rowOf = async (user: TestUser, id: string, orgId = user.orgId) =>
    (await list(user, orgId)).find((m) => m.id === id);
  const labels = (user: TestUser, orgId: string) => call(app, '/label/get-labels', { orgId }, user.token);
  const write = (user: TestUser, orgId: string) =>
    call(app, '/label/create-label', { orgId, name: crypto.randomUUID().slice(0, 8) }, user.token);

  it('lists the caller first, then Admins, then everyone by name, invitations included', async () => {
    const owner = await createTestUser(app, { name: 'Zed Owner', plan: 'enterprise' });
    const admin = await addTestMember(app, owner.orgId, 'Admin');
    const reader = await addTestMember(app, owner.orgId, 'Read');
    await call(
      app,
      '/onboard/add-member',
      { orgId: owner.orgId, ...member('aaron@example.com', { name: 'Aaron Invitee' }) },
      owner.token,
    );

    const rows = await list(reader, owner.orgId);
    expect(rows[0]).toMatchObject({ id: reader.userId, isYou: true, status: 'accepted' });
    expect(rows.slice(1, 3).map((r) => r.permission)).toEqual(['Admin', 'Admin']);
    expect(
      rows
        .slice(1, 3)
        .map((r) => r.id)
        .sort(),
    ).toEqual([owner.userId, admin.userId].sort());
    expect(rows[3]).toMatchObject({ status: 'invited', name: 'Aaron Invitee', email: 'aaron@example.com' });
    expect(rows.filter((r) => r.isYou)).toHaveLength(1);
  });

  it('lets only Admins manage the team', async () => {
    const owner = await createTestUser(app);
    const writer = await addTestMember(app, owner.orgId, 'Write');
    const reader = await addTestMember(app, owner.orgId, 'Read');
    for (const user of [writer, reader]) {
      const calls = [
        call(app, '/onboard/add-member', { orgId: owner.orgId, ...member('x@example.com') }, user.token),
        call(
          app,
          '/onboard/update-member',
          { orgId: owner.orgId, id: owner.userId, ...member(owner.email) },
          user.token,
        ),
        call(app, '/onboard/delete-member', { orgId: owner.orgId, id: owner.userId }, user.token),
        call(app, '/onboard/toggle-status', { orgId: owner.orgId, id: owner.userId }, user.token),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.statusCode).toBe(403);
        expect(res.body.message).toContain('Admin is needed');
      }
      expect((await list(user, owner.orgId)).length).toBe(3);
    }
  });

  it('never leaves an organisation without an active Admin', async () => {
    const owner = await createTestUser(app);
    const orgId = owner.orgId;
    const demote = await call(
      app,
      '/onboard/update-member',
      { orgId, id: owner.userId, ...member(owner.email, { permission: 'Write' }) },
      owner.token,
    );
    expect(demote.statusCode).toBe(422);
    expect(demote.body.message).toBe('An organisation needs at least one Admin');
    const remove = await call(app, '/onboard/delete-member', { orgId, id: owner.userId }, owner.token);
    expect(remove.statusCode).toBe(422);
    expect(remove.body.message).toBe('An organisation needs at least one Admin');
    const off = await call(app, '/onboard/toggle-status', { orgId, id: owner.userId }, owner.token);
    expect(off.statusCode).toBe(422);

    // An inactive Admin does not count: the owner is still the only one who can manage.
    const second = await addTestMember(app, orgId, 'Admin');
    await call(app, '/onboard/toggle-status', { orgId, id: second.userId }, owner.token);
    const stillLast = await call(app, '/onboard/delete-member', { orgId, id: owner.userId }, owner.token);
    expect(stillLast.statusCode).toBe(422);

    // With another active Admin, the owner may step down and leave.
    await call(app, '/onboard/toggle-status', { orgId, id: second.userId }, owner.token);
    const leave = await call(app, '/onboard/delete-member', { orgId, id: owner.userId }, owner.token);
    expect(leave.body.message).toBe('Team member removed');
    expect((await labels(owner, orgId)).statusCode).toBe(403);
  });

  it('keeps one Admin when two Admins demote each other at the same moment', async () => {
    // Several rounds, because one pair of requests does not always overlap.
    for (let round = 0; round < 5; round++) {
      const owner = await createTestUser(app);
      const other = await addTestMember(app, owner.orgId, 'Admin');
      const demote = (actor: TestUser, target: TestUser) =>
        call(
          app,
          '/onboard/update-member',
          { orgId: owner.orgId, id: target.userId, ...member(target.email) },
          actor.token,
        );
      const results = await Promise.all([demote(owner, other), demote(other, owner)]);
      // The loser is refused by the rule (422) or, if the winner committed before its guard ran,
      // by the guard (403: it is no longer an Admin). Either way one Admin remains.
      const codes = results.map((r) => r.statusCode).sort();
      expect(codes[0]).toBe(200);
      expect([403, 422]).toContain(codes[1]);
      const admins = (await list(owner, owner.orgId)).filter((m) => m.permission === 'Admin' && m.isActive);
      expect(admins).toHaveLength(1);
    }
  });

  it('applies a demotion on the member’s next request', async () => {
    const owner = await createTestUser(app);
    const writer = await addTestMember(app, owner.orgId, 'Write');
    expect((await write(writer, owner.orgId)).statusCode).toBe(201);
    const res = await call<TTeamMember>(
      app,
      '/onboard/update-member',
      {
        orgId: owner.orgId,
        id: writer.userId,
        ...member(writer.email, { role: 'Viewer', organization_name: 'Agency X' }),
      },
      owner.token,
    );
    expect(res.body.data).toMatchObject({
      permission: 'Read',
      role: 'Viewer',
      organization_name: 'Agency X',
    });
    expect((await write(writer, owner.orgId)).statusCode).toBe(403);
    expect((await labels(writer, owner.orgId)).statusCode).toBe(200);
  });

  it('applies a deactivation and a removal on the member’s next request', async () => {
    const owner = await createTestUser(app);
    const writer = await addTestMember(app, owner.orgId, 'Write');
    expect((await labels(writer, owner.orgId)).statusCode).toBe(200);

    const off = await call<TTeamMember>(
      app,
      '/onboard/toggle-status',
      { orgId: owner.orgId, id: writer.userId },
      owner.token,
    );
    expect(off.body).toMatchObject({ message: 'Team member switched off', data: { isActive: false } });
    const refused = await labels(writer, owner.orgId);
    expect(refused.statusCode).toBe(403);
    expect(refused.body.message).toBe('You are not an active member of this organisation');

    await call(app, '/onboard/toggle-status', { orgId: owner.orgId, id: writer.userId }, owner.token);
    expect((await labels(writer, owner.orgId)).statusCode).toBe(200);

    await call(app, '/onboard/delete-member', { orgId: owner.orgId, id: writer.userId }, owner.token);
    expect((await labels(writer, owner.orgId)).statusCode).toBe(403);
    expect(await rowOf(owner, writer.userId)).toBeUndefined();
  });

  it('edits an invitation, switches it off, and keeps the email of a member', async () => {
    const owner = await createTestUser(app);
    const invited = await call<TTeamMember>(
      app,
      '/onboard/add-member',
      { orgId: owner.orgId, ...member('edit-me@example.com') },
      owner.token,
    );
    const id = invited.body.data.id;
    const edited = await call<TTeamMember>(
      app,
      '/onboard/update-member',
      { orgId: owner.orgId, id, ...member('edit-me@example.com', { name: 'Renamed', permission: 'Admin' }) },
      owner.token,
    );
    expect(edited.body.data).toMatchObject({ id, status: 'invited', name: 'Renamed', permission: 'Admin' });
    const off = await call<TTeamMember>(
      app,
      '/onboard/toggle-status',
      { orgId: owner.orgId, id },
      owner.token,
    );
    expect(off.body.data.isActive).toBe(false);

    const moved = await call(
      app,
      '/onboard/update-member',
      { orgId: owner.orgId, id, ...member('other@example.com') },
      owner.token,
    );
    expect(moved.statusCode).toBe(422);
    expect(moved.body.data).toEqual({
      errors: { email: 'To invite another address, remove this invitation and invite the new one' },
    });
    const reader = await addTestMember(app, owner.orgId, 'Read');
    const memberEmail = await call(
      app,
      '/onboard/update-member',
      { orgId: owner.orgId, id: reader.userId, ...member('new@example.com') },
      owner.token,
    );
    expect(memberEmail.statusCode).toBe(422);
  });

  it('answers 404 for a member or invitation of another organisation', async () => {
    const owner = await createTestUser(app);
    const rival = await createTestUser(app, { plan: 'enterprise' });
    const rivalMember = await addTestMember(app, rival.orgId, 'Write');
    const rivalInvite = await call<TTeamMember>(
      app,
      '/onboard/add-member',
      { orgId: rival.orgId, ...member('rival-invitee@example.com') },
      rival.token,
    );
    for (const id of [rival.userId, rivalMember.userId, rivalInvite.body.data.id]) {
      const body = { orgId: owner.orgId, id };
      const results = await Promise.all([
        call(app, '/onboard/update-member', { ...body, ...member('rival@example.com') }, owner.token),
        call(app, '/onboard/delete-member', body, owner.token),
        call(app, '/onboard/toggle-status', body, owner.token),
      ]);
      expect(results.map((r) => r.statusCode)).toEqual([404, 404, 404]);
      expect(results[0]?.body.message).toBe('Team member not found');
    }
    expect((await write(rivalMember, rival.orgId)).statusCode).toBe(201);
    expect((await rowOf(rival, rivalInvite.body.data.id))?.isActive).toBe(true);
  });

  it('refuses to list another organisation’s team', async () => {
    const owner = await createTestUser(app);
    const rival = await createTestUser(app);
    const res = await call(app, '/onboard/get-all-member', { orgId: rival.orgId }, owner.token);
    expect(res.statusCode).toBe(403);
  });

  it('fills no more seats than the plan has, counting pending invitations, until it is upgraded', async () => {
    const owner = await createTestUser(app);
    const invite = (email: string) =>
      call<TTeamMember>(app, '/onboard/add-member', { orgId: owner.orgId, ...member(email) }, owner.token);
    const toggle = (id: string) =>
      call<TTeamMember>(app, '/onboard/toggle-status', { orgId: owner.orgId, id }, owner.token);

    const first = await invite('seat-one@example.com');
    expect(first.statusCode).toBe(201);
    const full = await invite('seat-two@example.com');
    expect(full.statusCode).toBe(403);
    expect(full.body).toMatchObject({
      message: 'All 2 team seats of your plan are taken: switch someone off or upgrade to the Creator plan',
      data: { limit: 'teamSeats', seats: 2, requiredPlans: ['creator', 'enterprise', 'custom'] },
    });
    expect((await list(owner)).map((m) => m.email)).not.toContain('seat-two@example.com');

    // A switched-off invitation gives its seat back, and cannot take it again while the team is full.
    expect((await toggle(first.body.data.id)).statusCode).toBe(200);
    expect((await invite('seat-two@example.com')).statusCode).toBe(201);
    const again = await toggle(first.body.data.id);
    expect(again.statusCode).toBe(403);
    expect((await rowOf(owner, first.body.data.id))?.isActive).toBe(false);

    await putOnPlan(app, owner.orgId, 'creator');
    expect((await toggle(first.body.data.id)).statusCode).toBe(200);
    expect((await invite('seat-three@example.com')).statusCode).toBe(403);
  });
});
