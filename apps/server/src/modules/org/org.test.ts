import { ZMeData, ZOrganization } from '@creatorscope/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTestMember, buildTestApp, call, createTestUser } from '../../test/app.js';
import { newEmail, signUpThroughCode } from '../../test/auth.js';
import { notifications } from '../notifications/tables.js';
import { openOrganization } from '../onboarding/index.js';
import { memberships } from './tables.js';

type Org = { _id: string; name: string; trendsRole: string | null };
type AddOrgAnswer = { status: number; message: string; data: { org: Org }; org: Org };

const creator = {
  country: 'IN',
  trendsRole: 'creator',
  instagram_handle: '@Asha.Creates',
  contact_info: '+91 98765 43210',
  isTrends: true,
};

describe('organisations and onboarding', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const addOrg = async (token: string, body: object) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/add-org',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      payload: body,
    });
    return { statusCode: res.statusCode, body: res.json<AddOrgAnswer>() };
  };

  it('creates the organisation of a new user, with them as Admin, current, and a verified successfully notification', async () => {
    const { token, data: user } = await signUpThroughCode(app, newEmail('newcomer'), 'Asha Rao');
    expect(user.organization_id).toBeNull();

    const res = await addOrg(token, { ...creator, name: 'Asha Studio', otp: '123456', email: 'x@y.z' });
    expect(res.statusCode).toBe(201);
    const org = ZOrganization.parse(res.body.org);
    expect(res.body).toEqual({ status: 201, message: 'Organisation created', data: { org }, org });
    expect(org).toMatchObject({
      name: 'Asha Studio',
      trendsRole: 'creator',
      country: 'IN',
      instagram_handle: 'asha.creates',
      website_url: null,
      contact_info: '+91 98765 43210',
    });

    const [membership] = await app.deps.db
      .select()
      .from(memberships)
      .where(and(eq(memberships.orgId, org._id), eq(memberships.userId, user._id)));
    expect(membership).toMatchObject({ permission: 'Admin', isActive: true });

    const rows = await app.deps.db.select().from(notifications).where(eq(notifications.orgId, org._id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userId: user._id,
      title: 'Asha Studio verified successfully',
      path: '/',
    });

    const me = ZMeData.parse((await call(app, '/auth/me', {}, token)).body.data);
    expect(me.user).toMatchObject({ organization_id: org._id, organization_name: 'Asha Studio' });
    expect(me.org?._id).toBe(org._id);
  });

  it('names the organisation after the Instagram handle or the website when no name is given', async () => {
    const a = await signUpThroughCode(app, newEmail('handle'));
    const byHandle = await addOrg(a.token, creator);
    expect(byHandle.body.org.name).toBe('asha.creates');

    const b = await signUpThroughCode(app, newEmail('brand'));
    const byHost = await addOrg(b.token, {
      country: 'US',
      trendsRole: 'brand',
      website_url: 'https://www.shop.example.com/about',
      contact_info: '+1 555 123 4567',
    });
    expect(byHost.statusCode).toBe(201);
    expect(byHost.body.org).toMatchObject({
      name: 'shop.example.com',
      trendsRole: 'brand',
      instagram_handle: null,
    });
  });

  it('refuses an incomplete profile with the field messages of the spec', async () => {
    const { token } = await signUpThroughCode(app, newEmail('incomplete'));
    const noRole = await addOrg(token, { country: 'IN', contact_info: '+91 98765 43210' });
    expect(noRole.statusCode).toBe(400);
    expect(noRole.body.data).toMatchObject({ errors: { trendsRole: 'Role Is Required' } });
    const noHandle = await addOrg(token, { ...creator, instagram_handle: '' });
    expect(noHandle.body.data).toMatchObject({
      errors: { instagram_handle: 'Instagram handle is required' },
    });
  });

  it('takes the profile without a contact number, as the spec asks only for the role and handle', async () => {
    const { token } = await signUpThroughCode(app, newEmail('no-phone'));
    const { contact_info: _left, ...withoutPhone } = creator;
    const res = await addOrg(token, withoutPhone);
    expect(res.statusCode).toBe(201);
    const badPhone = await addOrg(token, { ...creator, contact_info: 'call me' });
    expect(badPhone.body.data).toMatchObject({
      errors: { contact_info: 'Contact number can only contain digits, spaces, +, - and parentheses' },
    });
  });

  it('completes the profile of an existing organisation its Admin names, once announcing it', async () => {
    const owner = await createTestUser(app, { orgName: 'Old Name Ltd' });
    const res = await addOrg(owner.token, {
      ...creator,
      name: 'Person Name',
      isExisiting: true,
      orgId: owner.orgId,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({ status: 200, message: 'Profile saved' });
    // The organisation keeps its name: the client sends the person's name here.
    expect(res.body.org).toMatchObject({ _id: owner.orgId, name: 'Old Name Ltd', trendsRole: 'creator' });
    const again = await addOrg(owner.token, { ...creator, isExisiting: true, orgId: owner.orgId });
    expect(again.statusCode).toBe(200);
    const rows = await app.deps.db.select().from(notifications).where(eq(notifications.orgId, owner.orgId));
    expect(rows.map((r) => r.title)).toEqual(['Old Name Ltd verified successfully']);
  });

  it('refuses to complete the profile of an organisation the user does not administer', async () => {
    const owner = await createTestUser(app);
    const writer = await addTestMember(app, owner.orgId, 'Write');
    const outsider = await createTestUser(app);
    for (const token of [writer.token, outsider.token]) {
      const res = await addOrg(token, { ...creator, isExisiting: true, orgId: owner.orgId });
      expect(res.statusCode).toBe(403);
      expect(res.body.message).toBe('Only an Admin of this organisation can complete its profile');
    }
  });

  it('gets an organisation for its members only', async () => {
    const owner = await createTestUser(app, { orgName: 'Members Only' });
    const reader = await addTestMember(app, owner.orgId, 'Read');
    const outsider = await createTestUser(app);
    const mine = await call<Org>(app, '/auth/get-org', { id: owner.orgId }, reader.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.body.data).toMatchObject({ _id: owner.orgId, name: 'Members Only', trendsRole: null });
    const foreign = await call(app, '/auth/get-org', { id: owner.orgId }, outsider.token);
    expect(foreign.statusCode).toBe(403);
  });

  it('switches between the user organisations and refuses a foreign one', async () => {
    const user = await createTestUser(app, { orgName: 'First' });
    const second = await openOrganization(app.deps, { name: 'Second', ownerId: user.userId });
    const outsider = await createTestUser(app, { orgName: 'Foreign' });

    const switched = await call(app, '/auth/switch-org', { orgId: second.id }, user.token);
    expect(switched.statusCode).toBe(200);
    const me = ZMeData.parse(switched.body.data);
    expect(me.user).toMatchObject({ organization_id: second.id, organization_name: 'Second' });
    expect(me.organizations.map((o) => [o.name, o.isCurrent])).toEqual([
      ['First', false],
      ['Second', true],
    ]);

    const foreign = await call(app, '/auth/switch-org', { orgId: outsider.orgId }, user.token);
    expect(foreign.statusCode).toBe(403);
    const after = ZMeData.parse((await call(app, '/auth/me', {}, user.token)).body.data);
    expect(after.user.organization_id).toBe(second.id);
  });

  it('falls back to another organisation when the member is deactivated in the current one', async () => {
    const owner = await createTestUser(app, { orgName: 'Team' });
    const member = await addTestMember(app, owner.orgId, 'Write');
    await call(app, '/auth/switch-org', { orgId: owner.orgId }, member.token);
    await app.deps.db
      .update(memberships)
      .set({ isActive: false })
      .where(and(eq(memberships.orgId, owner.orgId), eq(memberships.userId, member.userId)));
    await app.deps.memberships.changed(member.userId, owner.orgId);
    const me = ZMeData.parse((await call(app, '/auth/me', {}, member.token)).body.data);
    expect(me.user.organization_name).toBe('Own Org');
    expect(me.organizations.map((o) => o.name)).toEqual(['Own Org']);
  });
});

describe('organisations per person', () => {
  it('lets one person create MAX_ORGS_PER_USER organisations, refuses the next, even asked at once', async () => {
    const app = await buildTestApp({ MAX_ORGS_PER_USER: '3' });
    try {
      const { token } = await signUpThroughCode(app, newEmail('farmer'));
      const add = () => call<AddOrgAnswer['data']>(app, '/auth/add-org', creator, token);
      // Five asked together: the lock on the person lets exactly three through.
      const answers = await Promise.all([add(), add(), add(), add(), add()]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 201, 422, 422]);
      const refused = answers.find((a) => a.statusCode === 422);
      expect(refused?.body.message).toBe(
        'You have created 3 organisations, the most one person can: ask to join a team instead',
      );
      // Joining someone else's team is still open.
      const me = await call<{ organizations: unknown[] }>(app, '/auth/me', {}, token);
      expect(me.body.data.organizations).toHaveLength(3);
    } finally {
      await app.close();
    }
  });
});
