import type {
  TAffiliateAd,
  TBrandPublisherRequest,
  TIncomingPublisherRequest,
  TIncomingPublisherRequestsPage,
  TInviteDirectoryPublishersResponse,
  TPublisherDetails,
  TPublisherProfile,
  TPublishersPage,
} from '@creatorscope/contracts';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../adapters/mail/tables.js';
import { addTestMember, buildTestApp, call, createTestUser, type TestUser } from '../../test/app.js';
import { creators } from '../insights/tables.js';
import { notifications } from '../notifications/tables.js';
import { refreshPublisherFollowers } from '../publishers/index.js';
import { publishers } from '../publishers/tables.js';
import { PUBLISHER_REQUESTS_PER_DAY } from './requests.js';
import { publisherRequests } from './tables.js';

const PUBLIC_URL = 'https://app.creatorscope.test';
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
// Every publisher of a file gets this in their name, so that searches here find only this file's.
const run = crypto.randomUUID().slice(0, 6);

type Errors = { data: { errors: Record<string, string> } };

describe('the publisher directory', () => {
  let app: FastifyInstance;
  let brand: TestUser;
  let rival: TestUser;

  beforeAll(async () => {
    app = await buildTestApp({ PUBLIC_URL, SOCIAL_DATA_CREATORS: '20' });
    brand = await createTestUser(app, { orgName: 'Acme Lamps', plan: 'enterprise' });
    rival = await createTestUser(app, { orgName: 'Rival Co', plan: 'enterprise' });
  }, 60_000);
  afterAll(() => app.close());

  type PublisherFields = Partial<{
    name: string;
    publisherType: string;
    categories: string[];
    preferred_language: string[];
    place: string;
    profession: string;
    instagramProfile: string;
    min: number;
    max: number;
  }>;

  async function makePublisher(fields: PublisherFields = {}): Promise<TestUser & { publisherId: string }> {
    const user = await createTestUser(app);
    const res = await call<TPublisherProfile>(
      app,
      '/publisher/register',
      {
        name: `Asha ${run}`,
        email: `contact-${crypto.randomUUID().slice(0, 6)}@asha.example`,
        whatsup_number: '+91 98765-43210',
        publisherType: 'influencer',
        upi_id: 'asharao@okaxis',
        bank_account_details: { account_number: '123456789012', ifsc_code: 'HDFC0001234' },
        ...fields,
      },
      user.token,
    );
    expect(res.statusCode).toBe(201);
    return { ...user, publisherId: res.body.data._id };
  }

  async function makeAd(campaignName: string, website_url: string) {
    const made = await call<TAffiliateAd>(
      app,
      '/affliate-ad/create',
      {
        orgId: brand.orgId,
        campaignName,
        brandName: 'Acme',
        ad_type: 'image',
        ad_display_type: 'feed',
        schedule_post: inDays(0),
        validity: inDays(30),
        budget: 25_000,
        commission_percent_on_conversion: 10,
        conversion_price_cap: 499.99,
        clicks_base_price: 0.5,
        clicks_threshold: 100,
        website_url,
      },
      brand.token,
    );
    expect(made.statusCode, JSON.stringify(made.body)).toBe(201);
    return made;
  }

  const setFollowers = (publisherId: string, followers: number | null) =>
    app.deps.db
      .update(publishers)
      .set({ followers, followersCheckedAt: new Date(Date.now() + 60_000) })
      .where(eq(publishers.id, publisherId));

  const directory = (query: object, as: TestUser = brand) =>
    call<TPublishersPage>(app, '/publisher/get-all-publishers', { orgId: as.orgId, ...query }, as.token);
  const details = (publisherId: string, as: TestUser = brand, orgId = as.orgId) =>
    call<TPublisherDetails>(app, '/publisher/get-inflencer-details', { orgId, publisherId }, as.token);
  const askContact = (publisherId: string, as: TestUser = brand, extra: object = {}) =>
    call<TBrandPublisherRequest>(
      app,
      '/publisher/request-contact',
      { orgId: as.orgId, publisherId, ...extra },
      as.token,
    );
  const askCollaboration = (publisherId: string, as: TestUser = brand, extra: object = {}) =>
    call<TBrandPublisherRequest>(
      app,
      '/publisher/request-influencer',
      { orgId: as.orgId, publisherId, ...extra },
      as.token,
    );
  const requestsOf = (user: TestUser) =>
    call<TIncomingPublisherRequestsPage>(app, '/publisher/get-requests', {}, user.token);
  const answer = (user: TestUser, requestId: string, verdict: string) =>
    call<TIncomingPublisherRequest>(
      app,
      '/publisher/answer-request',
      { requestId, answer: verdict },
      user.token,
    );
  const mailsTo = (email: string) =>
    app.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.createdAt));

  it('filters by search, category, language, type, place and follower range, and pages', async () => {
    const tag = crypto.randomUUID().slice(0, 6);
    const a = await makePublisher({
      name: `Meera ${tag}`,
      categories: ['Fashion and Style'],
      preferred_language: ['hi', 'en'],
      place: 'Mumbai',
      profession: 'Stylist',
    });
    const b = await makePublisher({
      name: `Kabir ${tag}`,
      publisherType: 'youtuber',
      categories: ['Technology and Gadgets'],
      preferred_language: ['ta'],
      place: 'Chennai',
    });
    const c = await makePublisher({ name: `Zoya ${tag}`, place: 'Mumbai Suburban', profession: 'Chef' });
    await setFollowers(a.publisherId, 12_000);
    await setFollowers(b.publisherId, 250_000);
    await setFollowers(c.publisherId, null);

    const ids = (page: TPublishersPage) => page.rows.map((row) => row._id);
    expect(ids((await directory({ search: tag, sortBy: 'name' })).body.data)).toEqual([
      b.publisherId,
      a.publisherId,
      c.publisherId,
    ]);
    // Search reads the profession and the place too.
    expect(ids((await directory({ search: `stylist` })).body.data)).toContain(a.publisherId);
    expect(ids((await directory({ search: tag, category: 'Technology and Gadgets' })).body.data)).toEqual([
      b.publisherId,
    ]);
    expect(ids((await directory({ search: tag, language: 'hi' })).body.data)).toEqual([a.publisherId]);
    expect(ids((await directory({ search: tag, publisherType: 'youtuber' })).body.data)).toEqual([
      b.publisherId,
    ]);
    expect(ids((await directory({ search: tag, place: 'mumbai', sortBy: 'name' })).body.data)).toEqual([
      a.publisherId,
      c.publisherId,
    ]);
    // A follower bound leaves out unknown counts: an unknown is not a small audience.
    expect(
      ids((await directory({ search: tag, minFollowers: 10_000, maxFollowers: 100_000 })).body.data),
    ).toEqual([a.publisherId]);
    expect(ids((await directory({ search: tag, sortBy: 'followers' })).body.data)).toEqual([
      b.publisherId,
      a.publisherId,
      c.publisherId,
    ]);

    const first = await directory({ search: tag, sortBy: 'name', pageSize: 2 });
    const second = await directory({ search: tag, sortBy: 'name', pageSize: 2, page: 2 });
    expect(first.body.data).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(ids(first.body.data)).toEqual([b.publisherId, a.publisherId]);
    expect(ids(second.body.data)).toEqual([c.publisherId]);
  });

  it('shows public fields only: never an email, a WhatsApp number or payout details', async () => {
    const p = await makePublisher({ name: `Private ${run}` });
    const page = await directory({ search: `Private ${run}` });
    const one = await details(p.publisherId);
    for (const body of [page.body, one.body]) {
      const text = JSON.stringify(body);
      expect(text).not.toContain('asha.example');
      expect(text).not.toContain('98765');
      expect(text).not.toContain('okaxis');
      expect(text).not.toContain('9012');
    }
    expect(Object.keys(page.body.data.rows[0] ?? {}).sort()).toEqual(
      [
        '_id',
        'categories',
        'collobrationOptions',
        'createdAt',
        'followers',
        'instagramProfile',
        'max',
        'min',
        'name',
        'place',
        'preferred_language',
        'profession',
        'publisherType',
        'youtubeProfile',
      ].sort(),
    );
    expect(one.body.data.contact).toBeNull();
  });

  it('lists no flagged publisher and opens none', async () => {
    const p = await makePublisher({ name: `Flagged ${run}` });
    await app.deps.db.update(publishers).set({ status: 'flagged' }).where(eq(publishers.id, p.publisherId));
    expect((await directory({ search: `Flagged ${run}` })).body.data.total).toBe(0);
    expect((await details(p.publisherId)).statusCode).toBe(404);
    expect((await askContact(p.publisherId)).statusCode).toBe(404);
  });

  it('shows contact details only after the publisher says yes, to the org that asked only', async () => {
    const p = await makePublisher({ name: `Contact ${run}` });
    const asked = await askContact(p.publisherId, brand, { message: 'We make lamps <b>bright</b>' });
    expect(asked.statusCode).toBe(201);
    expect(asked.body.data).toMatchObject({
      kind: 'contact',
      status: 'pending',
      message: 'We make lamps <b>bright</b>',
    });

    // Asked by mail (the note escaped) and in the app.
    const [mail] = await mailsTo(p.email);
    expect(mail?.subject).toBe('Acme Lamps asks for your contact details on Creatorscope');
    expect(mail?.html).toContain('&lt;b&gt;bright&lt;/b&gt;');
    expect(mail?.text).toContain(`${PUBLIC_URL}/creator-hub/requests`);
    const told = await app.deps.db.select().from(notifications).where(eq(notifications.userId, p.userId));
    expect(told.map((n) => n.title)).toContain('Acme Lamps asks for your contact details');

    // A repeat answers the open request: no second row, no second mail.
    const again = await askContact(p.publisherId);
    expect(again.statusCode).toBe(200);
    expect(again.body.data._id).toBe(asked.body.data._id);
    expect(await mailsTo(p.email)).toHaveLength(1);

    const pending = await details(p.publisherId);
    expect(pending.body.data.contactRequest?.status).toBe('pending');
    expect(pending.body.data.contact).toBeNull();

    const incoming = await requestsOf(p);
    expect(incoming.body.data.rows).toHaveLength(1);
    expect(incoming.body.data).toMatchObject({ nextCursor: null });
    expect(incoming.body.data.rows[0]).toMatchObject({
      kind: 'contact',
      orgName: 'Acme Lamps',
      status: 'pending',
    });
    const yes = await answer(p, asked.body.data._id, 'accepted');
    expect(yes.statusCode).toBe(200);
    expect(yes.body.data.status).toBe('accepted');

    const shown = await details(p.publisherId);
    expect(shown.body.data.contact).toEqual({
      email: expect.stringMatching(/@asha\.example$/),
      whatsup_number: '+919876543210',
    });
    // The brand hears the answer.
    const brandTold = await app.deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, brand.userId));
    expect(brandTold.map((n) => n.title)).toContain(`Contact ${run} accepted your contact request`);

    // Another organisation sees neither the request nor the details.
    const theirs = await details(p.publisherId, rival);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.body.data.contactRequest).toBeNull();
    expect(theirs.body.data.contact).toBeNull();
    expect(JSON.stringify(theirs.body)).not.toContain('asha.example');
    // Nor may it read through this org's id.
    expect((await details(p.publisherId, rival, brand.orgId)).statusCode).toBe(403);
  });

  it('shows nothing after a no, and a repeat within the cooldown answers that no', async () => {
    const p = await makePublisher({ name: `Declines ${run}` });
    const asked = await askContact(p.publisherId);
    expect((await answer(p, asked.body.data._id, 'declined')).body.data.status).toBe('declined');
    const after = await details(p.publisherId);
    expect(after.body.data.contact).toBeNull();
    expect(after.body.data.contactRequest?.status).toBe('declined');
    const again = await askContact(p.publisherId);
    expect(again.statusCode).toBe(200);
    expect(again.body.data.status).toBe('declined');
    // A no cannot be turned into a yes behind the brand's back, nor a yes into a no.
    expect((await answer(p, asked.body.data._id, 'accepted')).statusCode).toBe(422);
    expect((await answer(p, asked.body.data._id, 'declined')).statusCode).toBe(200);
  });

  it('lets a publisher answer only their own requests', async () => {
    const p = await makePublisher({ name: `Owner ${run}` });
    const other = await makePublisher({ name: `Other ${run}` });
    const stranger = await createTestUser(app);
    const asked = await askCollaboration(p.publisherId);
    expect((await answer(other, asked.body.data._id, 'accepted')).statusCode).toBe(404);
    expect((await answer(stranger, asked.body.data._id, 'accepted')).statusCode).toBe(404);
    expect((await requestsOf(other)).body.data).toEqual({ rows: [], nextCursor: null });
    expect((await call(app, '/publisher/get-requests', {})).statusCode).toBe(401);
    const [row] = await app.deps.db
      .select()
      .from(publisherRequests)
      .where(eq(publisherRequests.id, asked.body.data._id));
    expect(row?.status).toBe('pending');
  });

  it('asks for a collaboration about one of the org’s own ads, and no other org’s', async () => {
    const p = await makePublisher({ name: `Collab ${run}` });
    const made = await makeAd('Diwali glow', 'https://shop.acme.example/diwali');
    const adId = made.body.data._id;
    expect((await askCollaboration(p.publisherId, rival, { adId })).statusCode).toBe(404);
    const asked = await askCollaboration(p.publisherId, brand, { adId, message: 'Reels for Diwali?' });
    expect(asked.statusCode).toBe(201);
    expect(asked.body.data).toMatchObject({ kind: 'collaboration', adId, adName: 'Diwali glow' });
    const [mail] = await mailsTo(p.email);
    expect(mail?.text).toContain('It is about their ad Diwali glow.');
    expect(mail?.text).toContain('Reels for Diwali?');
  });

  it('invites directory publishers to an active ad without showing the brand their address', async () => {
    const joinedAlready = await makePublisher({ name: `Joined ${run}` });
    const fresh = await makePublisher({ name: `Fresh ${run}` });
    const made = await makeAd('Winter lamps', 'https://shop.acme.example/winter');
    const ad = made.body.data;
    const invite = (publisherIds: unknown, as: TestUser = brand) =>
      call<TInviteDirectoryPublishersResponse>(
        app,
        '/publisher/send-initial-invite-to-publishers',
        { orgId: as.orgId, id: ad._id, publisherIds },
        as.token,
      );
    // A draft takes no invitations.
    expect((await invite([fresh.publisherId])).statusCode).toBe(422);
    await call(app, '/affliate-ad/toggle-status', { orgId: brand.orgId, id: ad._id }, brand.token);
    expect(
      (await call(app, '/affliate-ad/join', { publicId: ad.publicId }, joinedAlready.token)).statusCode,
    ).toBe(201);

    const unknown = crypto.randomUUID();
    const sent = await invite([fresh.publisherId, joinedAlready.publisherId, unknown]);
    expect(sent.statusCode).toBe(200);
    expect(sent.body.message).toBe('1 invitation sent');
    expect(sent.body.data.results).toEqual([
      { publisherId: fresh.publisherId, outcome: 'sent' },
      { publisherId: joinedAlready.publisherId, outcome: 'alreadyJoined' },
      { publisherId: unknown, outcome: 'notFound' },
    ]);
    expect(JSON.stringify(sent.body)).not.toContain('@');
    const [mail] = await mailsTo(fresh.email);
    expect(mail?.text).toContain(`${PUBLIC_URL}/join/${ad.publicId}`);
    const incoming = await requestsOf(fresh);
    expect(incoming.body.data.rows[0]).toMatchObject({
      kind: 'invite',
      adName: 'Winter lamps',
      joinPath: `/join/${ad.publicId}`,
    });

    // Asked again while open: not mailed again. Another org cannot invite to this ad.
    expect((await invite([fresh.publisherId])).body.data.results[0]?.outcome).toBe('recentlySent');
    expect(await mailsTo(fresh.email)).toHaveLength(1);
    expect((await invite([fresh.publisherId], rival)).statusCode).toBe(404);
    // A Read member cannot invite.
    const reader = await addTestMember(app, brand.orgId, 'Read');
    expect((await invite([fresh.publisherId], reader)).statusCode).toBe(403);
  });

  it('refuses bad input with 400 naming the field, and changes nothing', async () => {
    const p = await makePublisher({ name: `Bad ${run}` });
    const bad = async (path: string, body: object, field: string) => {
      const res = await call(app, path, { orgId: brand.orgId, ...body }, brand.token);
      expect(res.statusCode, `${path} ${field}`).toBe(400);
      expect(Object.keys((res.body as Errors).data.errors), path).toContain(field);
    };
    await bad('/publisher/get-all-publishers', { category: 'Nope' }, 'category');
    await bad('/publisher/get-all-publishers', { language: 'xx' }, 'language');
    await bad('/publisher/get-all-publishers', { minFollowers: -1 }, 'minFollowers');
    await bad('/publisher/get-all-publishers', { minFollowers: 100, maxFollowers: 10 }, 'maxFollowers');
    await bad('/publisher/get-all-publishers', { pageSize: 500 }, 'pageSize');
    await bad('/publisher/get-all-publishers', { sortBy: 'random' }, 'sortBy');
    await bad('/publisher/get-inflencer-details', { publisherId: 'nope' }, 'publisherId');
    await bad(
      '/publisher/request-contact',
      { publisherId: p.publisherId, message: 'x'.repeat(1001) },
      'message',
    );
    await bad('/publisher/request-influencer', { publisherId: p.publisherId, adId: 'x' }, 'adId');
    await bad(
      '/publisher/send-initial-invite-to-publishers',
      { id: crypto.randomUUID(), publisherIds: [] },
      'publisherIds',
    );
    const answered = await call(
      app,
      '/publisher/answer-request',
      { requestId: crypto.randomUUID(), answer: 'maybe' },
      p.token,
    );
    expect(Object.keys((answered.body as Errors).data.errors)).toEqual(['answer']);
    const rows = await app.deps.db
      .select()
      .from(publisherRequests)
      .where(eq(publisherRequests.publisherId, p.publisherId));
    expect(rows).toEqual([]);
  });

  it("pages a publisher's requests newest first, every one once, ties included", async () => {
    const p = await makePublisher({ name: `Busy ${run}` });
    const base = Date.parse('2026-06-01T10:00:00.000Z');
    // 45 requests, three to a moment: the cursor must tell rows of the same time apart.
    await app.deps.db.insert(publisherRequests).values(
      Array.from({ length: 45 }, (_, i) => ({
        orgId: brand.orgId,
        publisherId: p.publisherId,
        kind: 'contact',
        openKey: `paged-${run}-${i}`,
        status: 'declined',
        createdAt: new Date(base + Math.floor(i / 3) * 60_000),
      })),
    );
    const seen: TIncomingPublisherRequest[] = [];
    let cursor: string | null | undefined;
    const sizes: number[] = [];
    do {
      const page = await call<TIncomingPublisherRequestsPage>(
        app,
        '/publisher/get-requests',
        cursor ? { cursor } : {},
        p.token,
      );
      expect(page.statusCode).toBe(200);
      sizes.push(page.body.data.rows.length);
      seen.push(...page.body.data.rows);
      cursor = page.body.data.nextCursor;
    } while (cursor);
    expect(sizes).toEqual([20, 20, 5]);
    expect(new Set(seen.map((r) => r._id)).size).toBe(45);
    const times = seen.map((r) => Date.parse(r.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const junk = await call(app, '/publisher/get-requests', { cursor: 'not-a-cursor' }, p.token);
    expect(junk.statusCode).toBe(400);
    expect((junk.body as Errors).data.errors.cursor).toBe('cursor is not valid');
  });

  it('stops an organisation at its daily number of requests', async () => {
    const spammer = await createTestUser(app, { orgName: 'Spam Inc', plan: 'enterprise' });
    const targets = await Promise.all([makePublisher(), makePublisher()]);
    const [first, second] = targets;
    if (!first || !second) throw new Error('no publishers');
    await app.deps.db.insert(publisherRequests).values(
      Array.from({ length: PUBLISHER_REQUESTS_PER_DAY - 1 }, (_, i) => ({
        orgId: spammer.orgId,
        publisherId: first.publisherId,
        kind: 'collaboration',
        openKey: `old-${i}`,
        status: 'declined',
      })),
    );
    expect((await askContact(first.publisherId, spammer)).statusCode).toBe(201);
    const refused = await askContact(second.publisherId, spammer);
    expect(refused.statusCode).toBe(429);
    expect(await mailsTo(second.email)).toHaveLength(0);
  });

  it('reads follower counts from the social-data source, and keeps unknown ones unknown', async () => {
    const [known] = await app.deps.db
      .select({ handle: creators.handle })
      .from(creators)
      .where(isNotNull(creators.syntheticSeed))
      .limit(1);
    if (!known) throw new Error('the synthetic universe has no creator');
    const withHandle = await makePublisher({
      name: `Followed ${run}`,
      instagramProfile: `https://instagram.com/${known.handle}/`,
    });
    const unknownHandle = await makePublisher({
      name: `Unknown ${run}`,
      instagramProfile: '@no.such.creator.here',
    });
    const noHandle = await makePublisher({ name: `Nohandle ${run}` });
    while ((await refreshPublisherFollowers(app.deps)) > 0) {
      // Every due row is checked, a batch at a time.
    }
    const expected = (await app.deps.social.fetchProfile(known.handle)).followers;
    const followersOf = async (publisherId: string) => (await details(publisherId)).body.data.followers;
    expect(await followersOf(withHandle.publisherId)).toBe(expected);
    expect(await followersOf(unknownHandle.publisherId)).toBeNull();
    expect(await followersOf(noHandle.publisherId)).toBeNull();
    const [row] = await app.deps.db
      .select()
      .from(publishers)
      .where(and(eq(publishers.id, noHandle.publisherId), isNotNull(publishers.followersCheckedAt)));
    expect(row).toBeDefined();
  });
});
