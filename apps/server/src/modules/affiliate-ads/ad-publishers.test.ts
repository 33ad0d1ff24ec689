import type {
  TAdInvitation,
  TAdLink,
  TAdPublisher,
  TAdPublisherState,
  TAffiliateAd,
  TInvitePublishersResponse,
} from '@creatorscope/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailOutbox } from '../../adapters/mail/tables.js';
import { addTestMember, buildTestApp, call, createTestUser, type TestUser } from '../../test/app.js';
import { users } from '../auth/tables.js';
import { events } from '../events/tables.js';
import { adInvitations } from './tables.js';

const PUBLIC_URL = 'https://app.creatorscope.test';
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const unique = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 8)}@example.com`;

const adFields = (overrides: object = {}) => ({
  campaignName: 'Diwali sale',
  brandName: 'Acme <Lamps>',
  ad_type: 'image',
  ad_display_type: 'feed',
  schedule_post: inDays(0),
  validity: inDays(30),
  budget: 25_000,
  commission_percent_on_conversion: 10,
  conversion_price_cap: 499.99,
  clicks_base_price: 0.5,
  clicks_threshold: 100,
  website_url: 'https://shop.acme.example/diwali',
  ...overrides,
});

type Errors = { data: { errors: Record<string, string> } };

describe('reaching publishers: invitations, coupons, removal', () => {
  let app: FastifyInstance;
  let brand: TestUser;

  beforeAll(async () => {
    app = await buildTestApp({ PUBLIC_URL });
    brand = await createTestUser(app, { name: 'Mira Marketer', plan: 'enterprise' });
  }, 60_000);
  afterAll(() => app.close());

  async function makeAd(overrides: object = {}, { isActive = true } = {}): Promise<TAffiliateAd> {
    const made = await call<TAffiliateAd>(
      app,
      '/affliate-ad/create',
      { orgId: brand.orgId, ...adFields(overrides) },
      brand.token,
    );
    expect(made.statusCode).toBe(201);
    if (isActive) {
      await call(
        app,
        '/affliate-ad/toggle-status',
        { orgId: brand.orgId, id: made.body.data._id },
        brand.token,
      );
    }
    return made.body.data;
  }

  async function makePublisher(opts: { email?: string; name?: string } = {}): Promise<TestUser> {
    const user = await createTestUser(app, { email: opts.email ?? unique('creator') });
    const res = await call(
      app,
      '/publisher/register',
      {
        name: opts.name ?? 'Asha Rao',
        email: 'contact@example.com',
        whatsup_number: '+91 98765-43210',
        publisherType: 'influencer',
      },
      user.token,
    );
    expect(res.statusCode).toBe(201);
    return user;
  }

  const invite = (id: string, emails: unknown, as: TestUser = brand, orgId = as.orgId) =>
    call<TInvitePublishersResponse>(app, '/affliate-ad/invite-publishers', { orgId, id, emails }, as.token);
  const invitationsOf = (id: string, as: TestUser = brand, orgId = as.orgId) =>
    call<TAdInvitation[]>(app, '/affliate-ad/get-invitations', { orgId, id }, as.token);
  const join = (user: TestUser, publicId: string, inviteToken?: string) =>
    call<TAdLink>(app, '/affliate-ad/join', { publicId, invite: inviteToken }, user.token);
  const publishersOf = (id: string) =>
    call<TAdPublisher[]>(app, '/affliate-ad/get-publishers', { orgId: brand.orgId, id }, brand.token);
  const setCoupon = (id: string, publisherId: string, couponCode: unknown, as: TestUser = brand) =>
    call<TAdPublisherState>(
      app,
      '/affliate-ad/set-coupon',
      { orgId: as.orgId, id, publisherId, couponCode },
      as.token,
    );
  const remove = (id: string, publisherId: string, as: TestUser = brand) =>
    call<TAdPublisherState>(
      app,
      '/affliate-ad/remove-publisher',
      { orgId: as.orgId, id, publisherId },
      as.token,
    );

  async function mailsTo(email: string) {
    return app.deps.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email))
      .orderBy(desc(mailOutbox.createdAt));
  }
  async function tokenMailedTo(email: string, publicId: string): Promise<string> {
    const [mail] = await mailsTo(email);
    const token = new RegExp(`${PUBLIC_URL}/join/${publicId}\\?invite=([\\w-]+)`).exec(mail?.text ?? '')?.[1];
    if (!token) throw new Error(`no invitation link in the mail to ${email}`);
    return token;
  }
  async function joinedPublisher(ad: TAffiliateAd, name = 'Asha Rao') {
    const user = await makePublisher({ name });
    const res = await join(user, ad.publicId);
    expect(res.statusCode).toBe(201);
    const rows = (await publishersOf(ad._id)).body.data;
    const row = rows.find((r) => r.linkId === res.body.data._id);
    if (!row) throw new Error('the joined publisher is not listed');
    return { user, link: res.body.data, publisherId: row.publisherId };
  }

  describe('invite-publishers', () => {
    it('mails each address, lower-cased and once, a pitch and a link to the join page with a token', async () => {
      const ad = await makeAd();
      const a = unique('inv');
      const res = await invite(ad._id, [a.toUpperCase(), ` ${a} `]);
      expect(res.statusCode).toBe(200);
      expect(res.body.data.results).toEqual([{ email: a, outcome: 'sent' }]);
      expect(res.body.message).toBe('1 invitation sent');

      const [mail, ...more] = await mailsTo(a);
      expect(more).toEqual([]);
      expect(mail?.subject).toBe('Acme <Lamps> invites you to promote Diwali sale on Creatorscope');
      expect(mail?.text).toContain('10% of each sale, up to ₹499.99 a sale');
      expect(mail?.text).toContain('₹0.50 per click, past a threshold of 100');
      expect(mail?.text).toMatch(new RegExp(`${PUBLIC_URL}/join/${ad.publicId}\\?invite=[\\w-]{43}\\n`));
      // What the marketer typed is text in the HTML, never markup.
      expect(mail?.html).toContain('Acme &lt;Lamps&gt;');
      expect(mail?.html).not.toContain('<Lamps>');

      const list = await invitationsOf(ad._id);
      expect(list.body.data).toEqual([
        expect.objectContaining({ email: a, status: 'invited', joinedAt: null, sentAt: expect.any(String) }),
      ]);
      // Only the token's hash is kept.
      const token = await tokenMailedTo(a, ad.publicId);
      const [row] = await app.deps.db.select().from(adInvitations).where(eq(adInvitations.email, a));
      expect(JSON.stringify(row)).not.toContain(token);
    });

    it('writes to someone with an account in their own language', async () => {
      const ad = await makeAd();
      const email = unique('fr');
      const user = await createTestUser(app, { email });
      // A French reader: their stored choice.
      await app.deps.db.update(users).set({ language: 'fr' }).where(eq(users.id, user.userId));
      await invite(ad._id, [email]);
      const [mail] = await mailsTo(email);
      expect(mail?.subject).toBe('Acme <Lamps> vous invite à promouvoir Diwali sale sur Creatorscope');
    });

    it('mails an address again only after an hour, on the same row; a used invitation not at all', async () => {
      const ad = await makeAd();
      const email = unique('again');
      await invite(ad._id, [email]);
      const soon = await invite(ad._id, [email]);
      expect(soon.body.data.results).toEqual([{ email, outcome: 'recentlySent' }]);
      expect(soon.body.message).toBe('0 invitations sent');
      expect(await mailsTo(email)).toHaveLength(1);

      // An hour and a bit later.
      await app.deps.db
        .update(adInvitations)
        .set({ sentAt: new Date(Date.now() - 3_700_000) })
        .where(eq(adInvitations.email, email));
      const later = await invite(ad._id, [email]);
      expect(later.body.data.results).toEqual([{ email, outcome: 'sent' }]);
      expect(await mailsTo(email)).toHaveLength(2);
      const rows = await app.deps.db
        .select()
        .from(adInvitations)
        .where(and(eq(adInvitations.adId, ad._id), eq(adInvitations.email, email)));
      expect(rows).toHaveLength(1);

      // The newest mail's link is the one that works; once used, nothing is sent again.
      const publisher = await makePublisher({ email });
      await join(publisher, ad.publicId, await tokenMailedTo(email, ad.publicId));
      await app.deps.db
        .update(adInvitations)
        .set({ sentAt: new Date(Date.now() - 3_700_000) })
        .where(eq(adInvitations.email, email));
      const used = await invite(ad._id, [email]);
      expect(used.body.data.results).toEqual([{ email, outcome: 'alreadyJoined' }]);
      expect(await mailsTo(email)).toHaveLength(2);
    });

    it('sends nothing to someone already on the ad', async () => {
      const ad = await makeAd();
      const email = unique('onboard');
      const publisher = await makePublisher({ email });
      await join(publisher, ad.publicId);
      const res = await invite(ad._id, [email]);
      expect(res.body.data.results).toEqual([{ email, outcome: 'alreadyJoined' }]);
      expect(await mailsTo(email)).toHaveLength(0);
      expect((await invitationsOf(ad._id)).body.data).toEqual([]);
    });

    it('refuses bad input naming the field, and sends nothing', async () => {
      const ad = await makeAd();
      const good = unique('good');
      const bad = await invite(ad._id, [good, 'not-an-email']);
      expect(bad.statusCode).toBe(400);
      expect((bad.body as unknown as Errors).data.errors).toEqual({
        'emails.1': 'Please enter a valid email address',
      });
      const none = await invite(ad._id, []);
      expect((none.body as unknown as Errors).data.errors).toEqual({
        emails: 'Enter at least one email address',
      });
      const many = await invite(
        ad._id,
        Array.from({ length: 51 }, (_, i) => `p${i}@example.com`),
      );
      expect((many.body as unknown as Errors).data.errors).toEqual({
        emails: 'You can invite at most 50 addresses at once',
      });
      const noId = await call(
        app,
        '/affliate-ad/invite-publishers',
        { orgId: brand.orgId, emails: [good] },
        brand.token,
      );
      expect((noId.body as unknown as Errors).data.errors).toEqual({ id: 'id is required' });
      expect(await mailsTo(good)).toHaveLength(0);
    });

    it('refuses an ad that cannot take publishers (a draft, a paused one) with 422', async () => {
      const draft = await makeAd({}, { isActive: false });
      const res = await invite(draft._id, [unique('draft')]);
      expect(res.statusCode).toBe(422);
      expect(res.body.message).toBe(
        'Publishers can be invited once the ad is active and has a website to send visitors to',
      );
      const noSite = await makeAd({ website_url: undefined });
      expect((await invite(noSite._id, [unique('nosite')])).statusCode).toBe(422);
    });

    it('keeps another organisation out (404), a Read member out (403), and answers unknown ads 404', async () => {
      const ad = await makeAd();
      const stranger = await createTestUser(app, { plan: 'enterprise' });
      const email = unique('x');
      const theirs = await invite(ad._id, [email], stranger);
      expect(theirs.statusCode).toBe(404);
      expect(theirs.body.message).toBe('Affiliate ad not found');
      // Naming the brand's organisation without being in it.
      expect((await invite(ad._id, [email], stranger, brand.orgId)).statusCode).toBe(403);
      expect((await invitationsOf(ad._id, stranger)).statusCode).toBe(404);
      const reader = await addTestMember(app, brand.orgId, 'Read');
      expect((await invite(ad._id, [email], reader)).statusCode).toBe(403);
      expect((await invitationsOf(ad._id, reader)).statusCode).toBe(200);
      expect((await invite(crypto.randomUUID(), [email])).statusCode).toBe(404);
      expect(await mailsTo(email)).toHaveLength(0);
    });

    it('gives the hour back when the mail cannot be sent, and says so (503)', async () => {
      const ad = await makeAd();
      const email = unique('fail');
      const send = vi.spyOn(app.deps.mail, 'send').mockRejectedValueOnce(new Error('smtp down'));
      try {
        const res = await invite(ad._id, [email]);
        expect(res.statusCode).toBe(503);
        expect(res.body.message).toBe('The invitation mail could not be sent: please try again');
      } finally {
        send.mockRestore();
      }
      expect((await invitationsOf(ad._id)).body.data).toEqual([]);
      expect((await invite(ad._id, [email])).body.data.results).toEqual([{ email, outcome: 'sent' }]);
    });
  });

  describe('joining through an invitation', () => {
    it('marks the invitation joined when the signed-in user is the invited address', async () => {
      const ad = await makeAd();
      const email = unique('joiner');
      await invite(ad._id, [email]);
      const token = await tokenMailedTo(email, ad.publicId);
      const publisher = await makePublisher({ email });
      const res = await join(publisher, ad.publicId, token);
      expect(res.statusCode).toBe(201);
      const [invitation] = (await invitationsOf(ad._id)).body.data;
      expect(invitation).toMatchObject({ email, status: 'joined', joinedAt: expect.any(String) });
    });

    it('lets someone else join with the link, without marking the invitation (no access control)', async () => {
      const ad = await makeAd();
      const email = unique('invitee');
      await invite(ad._id, [email]);
      const token = await tokenMailedTo(email, ad.publicId);
      const other = await makePublisher();
      const res = await join(other, ad.publicId, token);
      expect(res.statusCode).toBe(201);
      expect((await invitationsOf(ad._id)).body.data[0]?.status).toBe('invited');
      // A made-up token changes nothing and refuses nothing either.
      const third = await makePublisher();
      expect((await join(third, ad.publicId, 'made-up')).statusCode).toBe(201);
      const long = await join(third, ad.publicId, 'x'.repeat(201));
      expect((long.body as unknown as Errors).data.errors).toEqual({
        invite: 'invite cannot exceed 200 characters',
      });
    });

    it('does not mark a revoked invitation; revoking is idempotent, a used one cannot be revoked', async () => {
      const ad = await makeAd();
      const email = unique('revoked');
      await invite(ad._id, [email]);
      const token = await tokenMailedTo(email, ad.publicId);
      const [invitation] = (await invitationsOf(ad._id)).body.data;
      if (!invitation) throw new Error('no invitation');
      const revoke = (as: TestUser = brand, invitationId = invitation._id) =>
        call<TAdInvitation>(
          app,
          '/affliate-ad/revoke-invitation',
          { orgId: as.orgId, id: ad._id, invitationId },
          as.token,
        );
      const stranger = await createTestUser(app, { plan: 'enterprise' });
      expect((await revoke(stranger)).statusCode).toBe(404);
      expect((await revoke(brand, crypto.randomUUID())).statusCode).toBe(404);
      const first = await revoke();
      expect(first.statusCode).toBe(200);
      expect(first.body.data.status).toBe('revoked');
      expect((await revoke()).body.data.status).toBe('revoked');

      const publisher = await makePublisher({ email });
      expect((await join(publisher, ad.publicId, token)).statusCode).toBe(201);
      expect((await invitationsOf(ad._id)).body.data[0]?.status).toBe('revoked');

      // Invited again within the hour: the link already mailed works again, no second mail.
      const ad2 = await makeAd();
      const email2 = unique('back');
      await invite(ad2._id, [email2]);
      const [inv2] = (await invitationsOf(ad2._id)).body.data;
      await call(
        app,
        '/affliate-ad/revoke-invitation',
        { orgId: brand.orgId, id: ad2._id, invitationId: inv2?._id },
        brand.token,
      );
      expect((await invite(ad2._id, [email2])).body.data.results[0]?.outcome).toBe('recentlySent');
      expect((await invitationsOf(ad2._id)).body.data[0]?.status).toBe('invited');
      const publisher2 = await makePublisher({ email: email2 });
      await join(publisher2, ad2.publicId, await tokenMailedTo(email2, ad2.publicId));
      expect((await invitationsOf(ad2._id)).body.data[0]?.status).toBe('joined');
      const used = await call(
        app,
        '/affliate-ad/revoke-invitation',
        { orgId: brand.orgId, id: ad2._id, invitationId: inv2?._id },
        brand.token,
      );
      expect(used.statusCode).toBe(422);
      expect(used.body.message).toBe('This invitation was used already: remove the publisher instead');
    });
  });

  describe('coupons', () => {
    it('sets a coupon upper-cased, shows it to the marketer and the publisher, and removes it with null', async () => {
      const ad = await makeAd();
      const { user, publisherId } = await joinedPublisher(ad);
      const res = await setCoupon(ad._id, publisherId, ' asha-10 ');
      expect(res.statusCode).toBe(200);
      expect(res.body.data).toMatchObject({ publisherId, status: 'joined', couponCode: 'ASHA-10' });
      expect(res.body.message).toBe('Coupon saved');
      expect((await publishersOf(ad._id)).body.data[0]?.couponCode).toBe('ASHA-10');
      const mine = await call<TAdLink[]>(app, '/affliate-ad/my-links', {}, user.token);
      expect(mine.body.data[0]?.couponCode).toBe('ASHA-10');

      const cleared = await setCoupon(ad._id, publisherId, null);
      expect(cleared.body.data.couponCode).toBeNull();
      expect(cleared.body.message).toBe('Coupon removed');
    });

    it('keeps a code to one publisher per ad (409 naming couponCode); another ad may use it', async () => {
      const ad = await makeAd();
      const first = await joinedPublisher(ad, 'First');
      const second = await joinedPublisher(ad, 'Second');
      await setCoupon(ad._id, first.publisherId, 'SAVE10');
      const taken = await setCoupon(ad._id, second.publisherId, 'save10');
      expect(taken.statusCode).toBe(409);
      expect((taken.body as unknown as Errors).data.errors).toEqual({
        couponCode: 'This coupon code is already used on this ad',
      });
      // Setting the same code again on its owner changes nothing.
      expect((await setCoupon(ad._id, first.publisherId, 'SAVE10')).statusCode).toBe(200);
      const otherAd = await makeAd();
      const third = await joinedPublisher(otherAd, 'Third');
      expect((await setCoupon(otherAd._id, third.publisherId, 'SAVE10')).statusCode).toBe(200);
    });

    it('refuses a malformed code naming the field, a stranger (404) and another organisation (404/403)', async () => {
      const ad = await makeAd();
      const { publisherId } = await joinedPublisher(ad);
      for (const bad of ['AB', 'x'.repeat(31), 'SAVE 10', 'SAVE!']) {
        const res = await setCoupon(ad._id, publisherId, bad);
        expect(res.statusCode, bad).toBe(400);
        expect((res.body as unknown as Errors).data.errors).toEqual({
          couponCode: 'A coupon code is 3 to 30 letters, digits, - or _',
        });
      }
      const missing = await call(
        app,
        '/affliate-ad/set-coupon',
        { orgId: brand.orgId, id: ad._id, publisherId },
        brand.token,
      );
      expect((missing.body as unknown as Errors).data.errors).toEqual({
        couponCode: 'couponCode is required',
      });
      const stranger = await setCoupon(ad._id, crypto.randomUUID(), 'GOOD1');
      expect(stranger.statusCode).toBe(404);
      expect(stranger.body.message).toBe('Publisher not found');
      const other = await createTestUser(app, { plan: 'enterprise' });
      expect((await setCoupon(ad._id, publisherId, 'GOOD1', other)).statusCode).toBe(404);
      const foreign = await call(
        app,
        '/affliate-ad/set-coupon',
        { orgId: brand.orgId, id: ad._id, publisherId, couponCode: 'GOOD1' },
        other.token,
      );
      expect(foreign.statusCode).toBe(403);
      expect((await publishersOf(ad._id)).body.data[0]?.couponCode).toBeNull();
    });
  });

  describe('remove-publisher', () => {
    const visit = (code: string) =>
      app.inject({
        method: 'GET',
        url: `/l/${code}`,
        remoteAddress: `203.0.113.${Math.floor(Math.random() * 200) + 1}`,
        headers: {
          'user-agent':
            'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
        },
      });
    const clickOf = async (location: unknown) => {
      const id = new URL(String(location)).searchParams.get('cs_ref') ?? '';
      return (await app.deps.db.select().from(events).where(eq(events.id, id)))[0];
    };

    it('keeps the link redirecting but stores its clicks uncounted (removed), at once', async () => {
      const ad = await makeAd();
      const { user, link, publisherId } = await joinedPublisher(ad);
      // A click first, so the link sits in the redirect's cache when it is removed.
      const before = await visit(link.code);
      expect((await clickOf(before.headers.location))?.counted).toBe(true);

      const res = await remove(ad._id, publisherId);
      expect(res.statusCode).toBe(200);
      expect(res.body.data).toMatchObject({ publisherId, status: 'removed' });
      expect(res.body.message).toBe('Publisher removed');

      const after = await visit(link.code);
      expect(after.statusCode).toBe(302);
      expect(await clickOf(after.headers.location)).toMatchObject({
        counted: false,
        uncountedReason: 'removed',
      });
      expect((await publishersOf(ad._id)).body.data[0]?.status).toBe('removed');
      const mine = await call<TAdLink[]>(app, '/affliate-ad/my-links', {}, user.token);
      expect(mine.body.data[0]?.status).toBe('removed');
      // Removing twice is removing once; a removed publisher gets no coupon.
      expect((await remove(ad._id, publisherId)).body.data.status).toBe('removed');
      const coupon = await setCoupon(ad._id, publisherId, 'LATE10');
      expect(coupon.statusCode).toBe(422);
      expect((coupon.body as unknown as Errors).data.errors).toEqual({
        couponCode: 'A removed publisher cannot get a coupon',
      });
    });

    it('keeps another organisation out and answers unknown ids 404, changing nothing', async () => {
      const ad = await makeAd();
      const { publisherId } = await joinedPublisher(ad);
      const other = await createTestUser(app, { plan: 'enterprise' });
      expect((await remove(ad._id, publisherId, other)).statusCode).toBe(404);
      const foreign = await call(
        app,
        '/affliate-ad/remove-publisher',
        { orgId: brand.orgId, id: ad._id, publisherId },
        other.token,
      );
      expect(foreign.statusCode).toBe(403);
      const writer = await addTestMember(app, brand.orgId, 'Read');
      expect((await remove(ad._id, publisherId, writer)).statusCode).toBe(403);
      expect((await remove(crypto.randomUUID(), publisherId)).body.message).toBe('Affiliate ad not found');
      expect((await remove(ad._id, crypto.randomUUID())).body.message).toBe('Publisher not found');
      const bad = await call(
        app,
        '/affliate-ad/remove-publisher',
        { orgId: brand.orgId, id: ad._id, publisherId: 'x' },
        brand.token,
      );
      expect((bad.body as unknown as Errors).data.errors).toEqual({
        publisherId: 'publisherId must be a valid id',
      });
      expect((await publishersOf(ad._id)).body.data[0]?.status).toBe('joined');
    });
  });
});
