import type { TInvitationPreview, TNotification, TTeamMember } from '@creatorscope/contracts';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../adapters/mail/tables.js';
import { buildTestApp, call, createTestUser, type TestUser } from '../../test/app.js';
import { users } from '../auth/tables.js';
import { hashInvitationToken } from './invitation-token.js';
import { invitations } from './tables.js';

const invitee = (email: string, extra: Record<string, unknown> = {}) => ({
  name: 'Priya Sharma',
  email,
  permission: 'Write',
  role: 'Campaign manager',
  ...extra,
});

describe('team invitations', () => {
  let app: FastifyInstance;
  let owner: TestUser;

  beforeAll(async () => {
    app = await buildTestApp({ PUBLIC_URL: 'https://app.creatorscope.test' });
    // Custom has no seat limit: these tests invite many people; seats are tested in team.test.ts.
    owner = await createTestUser(app, { name: 'Olivia Owner', orgName: 'Acme Media', plan: 'custom' });
  });
  afterAll(() => app.close());

  const uniqueEmail = () => `invitee-${crypto.randomUUID().slice(0, 8)}@example.com`;

  /** Invites `email` and returns the token from the link in the mail it received. */
  async function invite(email: string, extra: Record<string, unknown> = {}) {
    const res = await call<TTeamMember>(
      app,
      '/onboard/add-member',
      { orgId: owner.orgId, ...invitee(email, extra) },
      owner.token,
    );
    expect(res.statusCode).toBe(201);
    const [mail] = await app.deps.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    if (!mail) throw new Error(`no mail to ${email}`);
    const token = /\/invitations\/accept\?token=([\w-]+)/.exec(mail.text)?.[1];
    if (!token) throw new Error('no link in the mail');
    return { member: res.body.data, mail, token };
  }

  it('mails a link whose token makes the invitee a member with the chosen permission', async () => {
    const email = uniqueEmail();
    const { member, mail, token } = await invite(email, { organization_name: 'Freelance Co' });
    expect(member).toMatchObject({
      status: 'invited',
      email,
      permission: 'Write',
      isActive: true,
      isYou: false,
    });
    expect(mail.subject).toBe('Olivia Owner invited you to join Acme Media on Creatorscope');
    expect(mail.html).toContain(`https://app.creatorscope.test/invitations/accept?token=${token}`);
    expect(mail.html).toContain('Creatorscope');
    expect(mail.text).toContain('Your permission will be Write');

    // Only the hash is kept.
    const [row] = await app.deps.db.select().from(invitations).where(eq(invitations.id, member.id));
    expect(row?.tokenHash).toBe(hashInvitationToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    const week = row ? row.expiresAt.getTime() - row.createdAt.getTime() : 0;
    expect(Math.abs(week - 7 * 86_400_000)).toBeLessThan(60_000);

    const preview = await call<TInvitationPreview>(app, '/onboard/get-invitation', { token });
    expect(preview.body.data).toEqual({
      email,
      name: 'Priya Sharma',
      organization_name: 'Acme Media',
      invitedBy: 'Olivia Owner',
      permission: 'Write',
      role: 'Campaign manager',
      state: 'pending',
    });

    const joiner = await createTestUser(app, { email: email.toUpperCase(), name: 'Priya' });
    const accepted = await call<{ orgId: string }>(
      app,
      '/onboard/accept-invitation',
      { token },
      joiner.token,
    );
    expect(accepted.body).toEqual({
      status: 200,
      message: 'Welcome to the team',
      data: { orgId: owner.orgId },
    });

    const labels = await call(
      app,
      '/label/create-label',
      { orgId: owner.orgId, name: 'Joined' },
      joiner.token,
    );
    expect(labels.statusCode).toBe(201);
    const [user] = await app.deps.db.select().from(users).where(eq(users.id, joiner.userId));
    expect(user?.currentOrgId).toBe(owner.orgId);

    const team = await call<TTeamMember[]>(
      app,
      '/onboard/get-all-member',
      { orgId: owner.orgId },
      joiner.token,
    );
    const me = team.body.data.find((m) => m.isYou);
    expect(me).toMatchObject({ id: joiner.userId, status: 'accepted', permission: 'Write' });
    expect(me?.organization_name).toBe('Freelance Co');
    expect(team.body.data.some((m) => m.status === 'invited' && m.email === email)).toBe(false);

    const again = await call(app, '/onboard/accept-invitation', { token }, joiner.token);
    expect(again.statusCode).toBe(200);
    const after = await call<TInvitationPreview>(app, '/onboard/get-invitation', { token });
    expect(after.body.data.state).toBe('accepted');
  });

  it("writes in the invitee's language when they have an account, else in the inviter's", async () => {
    const known = uniqueEmail();
    await app.deps.db.insert(users).values({ email: known, name: 'Fatima', language: 'fr' });
    expect((await invite(known)).mail.subject).toBe(
      'Olivia Owner vous invite à rejoindre Acme Media sur Creatorscope',
    );

    await app.deps.db.update(users).set({ language: 'de' }).where(eq(users.id, owner.userId));
    try {
      expect((await invite(uniqueEmail())).mail.subject).toBe(
        'Olivia Owner hat dich eingeladen, Acme Media auf Creatorscope beizutreten',
      );
    } finally {
      await app.deps.db.update(users).set({ language: 'en' }).where(eq(users.id, owner.userId));
    }
  });

  it('tells the Admins that someone joined', async () => {
    const email = uniqueEmail();
    const { token } = await invite(email);
    const joiner = await createTestUser(app, { email, name: 'Newcomer Nia' });
    await call(app, '/onboard/accept-invitation', { token }, joiner.token);
    const list = await call<TNotification[]>(
      app,
      '/profile/get-notifications',
      { organization_id: owner.orgId },
      owner.token,
    );
    expect(list.body.data.map((n) => n.title)).toContain('Newcomer Nia joined your team');
  });

  it('joins switched off when the Admin switched the invitation off', async () => {
    const email = uniqueEmail();
    const { member, token } = await invite(email);
    await call(app, '/onboard/toggle-status', { orgId: owner.orgId, id: member.id }, owner.token);
    const joiner = await createTestUser(app, { email });
    const accepted = await call(app, '/onboard/accept-invitation', { token }, joiner.token);
    expect(accepted.statusCode).toBe(200);
    const refused = await call(app, '/label/get-labels', { orgId: owner.orgId }, joiner.token);
    expect(refused.body.message).toBe('You are not an active member of this organisation');
    const [user] = await app.deps.db.select().from(users).where(eq(users.id, joiner.userId));
    expect(user?.currentOrgId).not.toBe(owner.orgId);

    await call(app, '/onboard/toggle-status', { orgId: owner.orgId, id: joiner.userId }, owner.token);
    expect((await call(app, '/label/get-labels', { orgId: owner.orgId }, joiner.token)).statusCode).toBe(200);
  });

  it('refuses an invitation accepted by a different email', async () => {
    const email = uniqueEmail();
    const { token } = await invite(email);
    const stranger = await createTestUser(app);
    const res = await call(app, '/onboard/accept-invitation', { token }, stranger.token);
    expect(res.statusCode).toBe(403);
    expect(res.body.message).toBe(
      `This invitation was sent to ${email}: sign in with that address to accept it`,
    );
    const probe = await call(app, '/label/get-labels', { orgId: owner.orgId }, stranger.token);
    expect(probe.statusCode).toBe(403);
  });

  it('refuses an expired invitation, and lets the Admin invite the address again', async () => {
    const email = uniqueEmail();
    const { member, token } = await invite(email);
    await app.deps.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, member.id));
    const joiner = await createTestUser(app, { email });
    const res = await call(app, '/onboard/accept-invitation', { token }, joiner.token);
    expect(res.statusCode).toBe(422);
    expect(res.body.message).toBe('This invitation has expired');
    const preview = await call<TInvitationPreview>(app, '/onboard/get-invitation', { token });
    expect(preview.body.data.state).toBe('expired');

    const second = await invite(email);
    const ok = await call(app, '/onboard/accept-invitation', { token: second.token }, joiner.token);
    expect(ok.statusCode).toBe(200);
  });

  it('refuses a withdrawn invitation', async () => {
    const email = uniqueEmail();
    const { member, token } = await invite(email);
    const gone = await call(
      app,
      '/onboard/delete-member',
      { orgId: owner.orgId, id: member.id },
      owner.token,
    );
    expect(gone.body.message).toBe('Invitation withdrawn');
    const joiner = await createTestUser(app, { email });
    const res = await call(app, '/onboard/accept-invitation', { token }, joiner.token);
    expect(res.statusCode).toBe(422);
    expect(res.body.message).toBe('This invitation has been withdrawn');
  });

  it('answers 404 for a token it did not issue, and 401 to accept without signing in', async () => {
    const token = 'x'.repeat(43);
    const preview = await call(app, '/onboard/get-invitation', { token });
    expect(preview.statusCode).toBe(404);
    const anon = await call(app, '/onboard/accept-invitation', { token });
    expect(anon.statusCode).toBe(401);
  });

  it('refuses an address that is already a member or already invited', async () => {
    const dupMember = await call(
      app,
      '/onboard/add-member',
      { orgId: owner.orgId, ...invitee(owner.email.toUpperCase()) },
      owner.token,
    );
    expect(dupMember.statusCode).toBe(409);
    expect(dupMember.body.message).toBe(`${owner.email} is already a member of this team`);

    const email = uniqueEmail();
    await invite(email);
    const dupInvite = await call(
      app,
      '/onboard/add-member',
      { orgId: owner.orgId, ...invitee(email) },
      owner.token,
    );
    expect(dupInvite.statusCode).toBe(409);
    expect(dupInvite.body.data).toEqual({ errors: { email: `${email} already has a pending invitation` } });
  });

  it('answers the section 5 messages per field', async () => {
    const add = (extra: Record<string, unknown>) =>
      call(app, '/onboard/add-member', { orgId: owner.orgId, ...invitee(uniqueEmail(), extra) }, owner.token);
    const short = await add({ name: 'Ab' });
    expect(short.statusCode).toBe(400);
    expect(short.body.data).toEqual({ errors: { name: 'Name must be at least 3 characters long.' } });
    const long = await add({ name: 'x'.repeat(51) });
    expect(long.body.data).toEqual({ errors: { name: 'Name cannot exceed 50 characters.' } });
    const bad = await add({ email: 'not-an-email', role: '', permission: 'Owner' });
    expect(bad.body.data).toEqual({
      errors: {
        email: 'Please enter a valid email address',
        role: 'Role is required',
        permission: 'Permission must be one of Admin, Read, Write',
      },
    });
  });
});
