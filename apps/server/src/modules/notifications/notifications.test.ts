import type { TNotification } from '@creatorscope/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTestMember, buildTestApp, call, createTestUser, type TestUser } from '../../test/app.js';
import { memberships } from '../org/tables.js';
import { notify } from './service.js';
import { notifications } from './tables.js';

describe('notifications', () => {
  let app: FastifyInstance;
  let owner: TestUser;
  let colleague: TestUser;

  beforeAll(async () => {
    app = await buildTestApp();
    owner = await createTestUser(app);
    colleague = await addTestMember(app, owner.orgId, 'Read');
  });
  afterAll(() => app.close());

  const unread = async (user: TestUser, orgId = owner.orgId) =>
    call<TNotification[]>(app, '/profile/get-notifications', { organization_id: orgId }, user.token);

  it('lists only the caller’s own unread notifications in that organisation, newest first', async () => {
    // A member of two organisations: their own, and the owner's.
    const user = await createTestUser(app);
    await app.deps.db
      .insert(memberships)
      .values({ orgId: owner.orgId, userId: user.userId, permission: 'Read', role: 'Member' });
    await notify(app.deps, owner.orgId, { userIds: [user.userId] }, { title: 'First' });
    await new Promise((r) => setTimeout(r, 5));
    await notify(app.deps, owner.orgId, { userIds: [user.userId] }, { title: 'Second', path: '/apps/team' });
    await notify(app.deps, owner.orgId, { userIds: [colleague.userId] }, { title: 'Not yours' });
    // Their own organisation's notifications stay there.
    await notify(app.deps, user.orgId, { userIds: [user.userId] }, { title: 'Other org' });

    const res = await unread(user);
    expect(res.statusCode).toBe(200);
    expect(res.body.data.map((n) => n.title)).toEqual(['Second', 'First']);
    expect(res.body.data[0]).toMatchObject({ path: '/apps/team', description: '' });
    expect((await unread(user, user.orgId)).body.data.map((n) => n.title)).toEqual(['Other org']);
  });

  it('stores a message with its values beside its English text, so the app can show it in the reader’s language', async () => {
    const user = await createTestUser(app);
    const [sent] = await notify(
      app.deps,
      user.orgId,
      { userIds: [user.userId] },
      {
        message: {
          key: 'payoutFailed',
          params: { amount: 1200.5, currency: 'INR', reason: 'IFSC not valid' },
        },
        path: '/creator-hub/payouts',
      },
    );
    const expected = {
      title: 'Your payout of ₹1,200.50 failed',
      description: 'IFSC not valid. The money is back in your available earnings.',
      message: { key: 'payoutFailed', params: { amount: 1200.5, currency: 'INR', reason: 'IFSC not valid' } },
    };
    expect(sent).toMatchObject(expected);
    const [listed] = (await unread(user, user.orgId)).body.data;
    expect(listed).toMatchObject(expected);
    // A text of its own has no message: the app shows it as it is.
    await notify(app.deps, user.orgId, { userIds: [user.userId] }, { title: 'Plain' });
    expect((await unread(user, user.orgId)).body.data[0]).toMatchObject({ title: 'Plain', message: null });
  });

  it('answers at most 50', async () => {
    const user = await addTestMember(app, owner.orgId, 'Read');
    await app.deps.db
      .insert(notifications)
      .values(
        Array.from({ length: 60 }, (_, i) => ({ orgId: owner.orgId, userId: user.userId, title: `n${i}` })),
      );
    expect((await unread(user)).body.data).toHaveLength(50);
  });

  it('marks the caller’s own notifications read and no one else’s', async () => {
    const user = await addTestMember(app, owner.orgId, 'Read');
    const [mine] = await notify(app.deps, owner.orgId, { userIds: [user.userId] }, { title: 'Mine' });
    const [theirs] = await notify(
      app.deps,
      owner.orgId,
      { userIds: [colleague.userId] },
      { title: 'Theirs' },
    );
    if (!mine || !theirs) throw new Error('notify stored nothing');

    const res = await call(
      app,
      '/profile/read-notifications',
      { organization_id: owner.orgId, notificationIds: [mine._id, theirs._id] },
      user.token,
    );
    expect(res.body).toEqual({ status: 200, message: 'Notifications marked read', data: { updated: 1 } });
    expect((await unread(user)).body.data.find((n) => n._id === mine._id)).toBeUndefined();

    const rows = await app.deps.db
      .select({ id: notifications.id, readAt: notifications.readAt })
      .from(notifications)
      .where(inArray(notifications.id, [mine._id, theirs._id]));
    expect(rows.find((r) => r.id === theirs._id)?.readAt).toBeNull();
    expect((await unread(colleague)).body.data.map((n) => n._id)).toContain(theirs._id);
  });

  it('refuses to read another user’s notification through their own organisation', async () => {
    const [theirs] = await notify(
      app.deps,
      owner.orgId,
      { userIds: [owner.userId] },
      { title: 'Owner only' },
    );
    if (!theirs) throw new Error('notify stored nothing');
    const outsider = await createTestUser(app);
    const viaOwn = await call<{ updated: number }>(
      app,
      '/profile/read-notifications',
      { organization_id: outsider.orgId, notificationIds: [theirs._id] },
      outsider.token,
    );
    expect(viaOwn.body.data.updated).toBe(0);
    const viaTheirs = await call(
      app,
      '/profile/read-notifications',
      { organization_id: owner.orgId, notificationIds: [theirs._id] },
      outsider.token,
    );
    expect(viaTheirs.statusCode).toBe(403);
    const [row] = await app.deps.db.select().from(notifications).where(eq(notifications.id, theirs._id));
    expect(row?.readAt).toBeNull();
  });

  it('refuses a malformed list of ids per field', async () => {
    const res = await call(
      app,
      '/profile/read-notifications',
      { organization_id: owner.orgId, notificationIds: [] },
      owner.token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.body.data).toEqual({
      errors: { notificationIds: 'notificationIds must have at least one entry' },
    });
  });

  it('stores a notification for each active member when told all, and only Admins when told admins', async () => {
    const team = await createTestUser(app);
    const reader = await addTestMember(app, team.orgId, 'Read');
    const all = await notify(app.deps, team.orgId, 'all', { title: 'Everyone' });
    expect(all).toHaveLength(2);
    const admins = await notify(app.deps, team.orgId, 'admins', { title: 'Admins' });
    expect(admins).toHaveLength(1);
    expect((await unread(reader, team.orgId)).body.data.map((n) => n.title)).toEqual(['Everyone']);
  });
});
