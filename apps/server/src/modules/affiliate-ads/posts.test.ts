import type { TAdPost, TAdReport, TAffiliateAd } from '@creatorscope/contracts';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SocialMedia } from '../../adapters/social-data/index.js';
import { addTestMember, buildTestApp, call, createTestUser, type TestUser } from '../../test/app.js';
import { fundAd } from '../../test/payouts.js';
import { creators } from '../insights/tables.js';
import { accountKey, balanceOf, trialBalance } from '../ledger/index.js';
import { publishers } from '../publishers/tables.js';
import { captionOpening, hasDisclosure } from './disclosure.js';
import { adEarnings, affiliateAds } from './tables.js';

/*
 * Paid posts (issue #41) against the synthetic social-data source: about one post in five of a
 * synthetic creator is sponsored and opens with its disclosure, so each test picks real posts
 * with and without one from the handle's media.
 */

const PUBLIC_URL = 'https://app.creatorscope.test';
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const FEE_PERCENT = 10;
/** post_price 150.00 in paise, and the publisher's part of it after the 10% fee. */
const PRICE = 15_000;
const NET = PRICE - Math.floor((PRICE * FEE_PERCENT) / 100);

describe('the disclosure check', () => {
  it('finds #ad, #sponsored, #collab and "paid partnership" in the first lines, as whole tags', () => {
    expect(hasDisclosure('New drop #ad\n\n#style')).toBe(true);
    expect(hasDisclosure('#Sponsored by my favourite brand')).toBe(true);
    expect(hasDisclosure('Loving this #collab!')).toBe(true);
    expect(hasDisclosure('Paid  partnership with Acme')).toBe(true);
    expect(hasDisclosure('#adventure time #adidas #collaboration')).toBe(false);
    expect(hasDisclosure('Weekend plans\n\n#travel')).toBe(false);
  });

  it('does not count a disclosure buried below the fold', () => {
    expect(hasDisclosure('one\ntwo\nthree\nfour #ad')).toBe(false);
    expect(hasDisclosure(`${'a'.repeat(130)} #ad`)).toBe(false);
    expect(captionOpening('one\ntwo\nthree\nfour')).toBe('one\ntwo\nthree');
  });
});

describe('paid posts on affiliate ads', () => {
  let app: FastifyInstance;
  let brand: TestUser;
  /** Synthetic handles, each with its posts split by disclosure. */
  const feeds: { handle: string; disclosed: SocialMedia[]; plain: SocialMedia[] }[] = [];

  beforeAll(async () => {
    app = await buildTestApp({
      PUBLIC_URL,
      RATE_LIMIT_MAX: '100000',
      LOG_LEVEL: 'error',
      SOCIAL_DATA_CREATORS: '30',
      PLATFORM_FEE_PERCENT: String(FEE_PERCENT),
    });
    brand = await createTestUser(app, { plan: 'enterprise' });
    const rows = await app.deps.db
      .select({ handle: creators.handle })
      .from(creators)
      .where(isNotNull(creators.syntheticSeed))
      .orderBy(creators.handle);
    for (const { handle } of rows) {
      const media: SocialMedia[] = [];
      let after: string | null = null;
      do {
        const page = await app.deps.social.fetchMedia(handle, { limit: 50, after });
        media.push(...page.items);
        after = page.nextCursor;
      } while (after);
      const disclosed = media.filter((m) => hasDisclosure(m.caption));
      const plain = media.filter((m) => !hasDisclosure(m.caption));
      if (disclosed.length >= 12 && plain.length >= 8) feeds.push({ handle, disclosed, plain });
      if (feeds.length === 4) break;
    }
    expect(feeds).toHaveLength(4);
  }, 120_000);
  afterAll(() => app.close());

  let feedIndex = 0;
  /** A publisher on the ad with the next synthetic handle (or the one given). */
  async function publisherOn(
    ad: TAffiliateAd,
    options: { handle?: string | null; join?: boolean } = {},
  ): Promise<{ user: TestUser; feed: (typeof feeds)[number]; publisherId: string }> {
    const feed = feeds[feedIndex++ % feeds.length] as (typeof feeds)[number];
    const handle = options.handle === undefined ? feed.handle : options.handle;
    const user = await createTestUser(app);
    const registered = await call(
      app,
      '/publisher/register',
      {
        name: 'Asha Rao',
        email: 'creator@example.com',
        whatsup_number: '+91 98765-43210',
        publisherType: 'influencer',
        ...(handle ? { instagramProfile: `https://www.instagram.com/${handle}/` } : {}),
      },
      user.token,
    );
    expect(registered.statusCode, JSON.stringify(registered.body)).toBe(201);
    if (options.join !== false) {
      const joined = await call(app, '/affliate-ad/join', { publicId: ad.publicId }, user.token);
      expect(joined.statusCode).toBe(201);
    }
    const [row] = await app.deps.db.select().from(publishers).where(eq(publishers.userId, user.userId));
    // One post is paid once per brand: each publisher is given the posts no test has submitted yet.
    const fresh = (posts: SocialMedia[]) => posts.filter((p) => !submitted.has(p.shortcode));
    return {
      user,
      feed: { handle: handle ?? feed.handle, disclosed: fresh(feed.disclosed), plain: fresh(feed.plain) },
      publisherId: row?.id as string,
    };
  }

  async function makeAd(overrides: object = {}, options: { fundMinor?: number } = {}): Promise<TAffiliateAd> {
    const made = await call<TAffiliateAd>(
      app,
      '/affliate-ad/create',
      {
        orgId: brand.orgId,
        campaignName: 'Festive looks',
        brandName: 'Acme',
        ad_type: 'image',
        ad_display_type: 'feed',
        schedule_post: inDays(0),
        validity: inDays(30),
        commission_percent_on_conversion: 10,
        conversion_price_cap: 50,
        website_url: 'https://shop.acme.example/festive',
        post_price: PRICE / 100,
        post_limit: 2,
        ...overrides,
      },
      brand.token,
    );
    expect(made.statusCode, JSON.stringify(made.body)).toBe(201);
    await call(
      app,
      '/affliate-ad/toggle-status',
      { orgId: brand.orgId, id: made.body.data._id },
      brand.token,
    );
    if (options.fundMinor !== 0)
      await fundAd(app, made.body.data, brand.orgId, options.fundMinor ?? 1_000_000);
    return made.body.data;
  }

  const submitted = new Set<string>();
  const submit = (user: TestUser, ad: TAffiliateAd, url: string) => {
    const code = url.match(/\/(?:p|reel)\/([^/?]+)/)?.[1];
    if (code) submitted.add(code);
    return call<TAdPost>(app, '/affliate-ad/submit-post', { publicId: ad.publicId, url }, user.token);
  };
  const postsOf = (user: TestUser, ad: TAffiliateAd, orgId = user.orgId) =>
    call<TAdPost[]>(app, '/affliate-ad/get-posts', { orgId, id: ad._id }, user.token);
  const approve = (user: TestUser, id: string) =>
    call<TAdPost>(app, '/affliate-ad/approve-post', { orgId: user.orgId, id }, user.token);
  const reject = (user: TestUser, id: string, reason = 'The post does not show the product') =>
    call<TAdPost>(app, '/affliate-ad/reject-post', { orgId: user.orgId, id, reason }, user.token);
  const earningsOf = (adId: string) =>
    app.deps.db
      .select()
      .from(adEarnings)
      .where(and(eq(adEarnings.adId, adId), eq(adEarnings.kind, 'post')));
  const pending = (publisherId: string) =>
    balanceOf(app.deps.db, accountKey.publisherPending(publisherId), 'INR');

  it('pays a verified post with a disclosure its post_price once, less the fee, pending for the holding period', async () => {
    const ad = await makeAd();
    const { user, feed, publisherId } = await publisherOn(ad);
    const post = feed.disclosed[0] as SocialMedia;

    const res = await submit(user, ad, post.permalink);
    expect(res.statusCode, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({
      status: 'verified',
      hasDisclosure: true,
      shortcode: post.shortcode,
      paid: PRICE / 100,
      unpaidReason: null,
      url: `https://www.instagram.com/${post.type === 'reel' ? 'reel' : 'p'}/${post.shortcode}/`,
    });
    const earnings = await earningsOf(ad._id);
    expect(earnings).toHaveLength(1);
    expect(earnings[0]).toMatchObject({
      eventId: res.body.data._id,
      publisherId,
      amountMinor: NET,
      feeMinor: PRICE - NET,
      status: 'pending',
    });
    expect(await pending(publisherId)).toBe(NET);
    expect(await balanceOf(app.deps.db, accountKey.adBudget(ad._id), 'INR')).toBe(1_000_000 - PRICE);

    // The same post again, in another form of its link: the first answer, nothing paid twice.
    const again = await submit(user, ad, `instagram.com/p/${post.shortcode}?igsh=abc123`);
    expect(again.statusCode).toBe(200);
    expect(again.body.data._id).toBe(res.body.data._id);
    expect(await earningsOf(ad._id)).toHaveLength(1);
    expect(await pending(publisherId)).toBe(NET);

    const mine = await call<TAdPost[]>(app, '/affliate-ad/my-posts', { publicId: ad.publicId }, user.token);
    expect(mine.body.data.map((p) => p._id)).toEqual([res.body.data._id]);
    expect((await trialBalance(app.deps.db)).isBalanced).toBe(true);
  });

  it('pays at most post_limit posts per publisher; the next is recorded, not paid; another publisher has their own limit', async () => {
    const ad = await makeAd({ post_limit: 2 });
    const first = await publisherOn(ad);
    const answers: TAdPost[] = [];
    for (const post of first.feed.disclosed.slice(0, 3)) {
      const res = await submit(first.user, ad, post.permalink);
      expect(res.statusCode).toBe(201);
      answers.push(res.body.data);
    }
    expect(answers.map((a) => [a.status, a.paid, a.unpaidReason])).toEqual([
      ['verified', PRICE / 100, null],
      ['verified', PRICE / 100, null],
      ['verified', null, 'post_limit'],
    ]);
    expect(await pending(first.publisherId)).toBe(2 * NET);

    const second = await publisherOn(ad);
    const theirs = await submit(second.user, ad, (second.feed.disclosed[0] as SocialMedia).permalink);
    expect(theirs.body.data).toMatchObject({ status: 'verified', paid: PRICE / 100 });
    expect((await trialBalance(app.deps.db)).isBalanced).toBe(true);
  });

  it('never pays past the limit when submissions race', async () => {
    const ad = await makeAd({ post_limit: 2 });
    const { user, feed, publisherId } = await publisherOn(ad);
    const results = await Promise.all(
      feed.disclosed.slice(0, 6).map((post) => submit(user, ad, post.permalink)),
    );
    expect(results.every((r) => r.statusCode === 201)).toBe(true);
    expect(results.filter((r) => r.body.data.paid !== null)).toHaveLength(2);
    expect(await earningsOf(ad._id)).toHaveLength(2);
    expect(await pending(publisherId)).toBe(2 * NET);
    expect((await trialBalance(app.deps.db)).isBalanced).toBe(true);
  });

  it('stops exactly at the budget: the last of it pays part of a post, the ad ends and takes no more posts', async () => {
    const ad = await makeAd({ post_limit: undefined }, { fundMinor: PRICE + PRICE / 2 });
    const { user, feed, publisherId } = await publisherOn(ad);
    const one = await submit(user, ad, (feed.disclosed[0] as SocialMedia).permalink);
    const two = await submit(user, ad, (feed.disclosed[1] as SocialMedia).permalink);
    expect(one.body.data.paid).toBe(PRICE / 100);
    expect(two.body.data.paid).toBe(PRICE / 200);
    expect(await balanceOf(app.deps.db, accountKey.adBudget(ad._id), 'INR')).toBe(0);
    const [row] = await app.deps.db.select().from(affiliateAds).where(eq(affiliateAds.id, ad._id));
    expect(row).toMatchObject({ status: 'ended', endedReason: 'budget_spent' });
    const three = await submit(user, ad, (feed.disclosed[2] as SocialMedia).permalink);
    expect(three.statusCode).toBe(422);
    const [sums] = await app.deps.db
      .select({ paid: sql<number>`sum(${adEarnings.amountMinor} + ${adEarnings.feeMinor})::int` })
      .from(adEarnings)
      .where(eq(adEarnings.adId, ad._id));
    expect(sums?.paid).toBe(PRICE + PRICE / 2);
    const earned = (await earningsOf(ad._id)).reduce((sum, e) => sum + e.amountMinor, 0);
    expect(await pending(publisherId)).toBe(earned);
    expect((await trialBalance(app.deps.db)).isBalanced).toBe(true);
  });

  it('never spends past the budget when several publishers race for its last posts', async () => {
    const ad = await makeAd({ post_limit: undefined }, { fundMinor: 2 * PRICE + PRICE / 2 });
    const racers = [await publisherOn(ad), await publisherOn(ad), await publisherOn(ad)];
    const results = await Promise.all(
      racers.flatMap(({ user, feed }) =>
        feed.disclosed.slice(0, 2).map((post) => submit(user, ad, post.permalink)),
      ),
    );
    // Once the budget is spent the ad ends: a submission that came after is refused as inactive.
    expect(results.every((r) => r.statusCode === 201 || r.statusCode === 422)).toBe(true);
    const paid = results.reduce((sum, r) => sum + (r.body.data?.paid ?? 0), 0);
    expect(paid).toBe((2 * PRICE + PRICE / 2) / 100);
    expect(await balanceOf(app.deps.db, accountKey.adBudget(ad._id), 'INR')).toBe(0);
    expect((await trialBalance(app.deps.db)).isBalanced).toBe(true);
  });

  it('records a verified post on an ad with an empty budget as unpaid for the budget', async () => {
    const ad = await makeAd({}, { fundMinor: 0 });
    const { user, feed } = await publisherOn(ad);
    const res = await submit(user, ad, (feed.disclosed[0] as SocialMedia).permalink);
    expect(res.body.data).toMatchObject({ status: 'verified', paid: null, unpaidReason: 'budget' });
    expect(await earningsOf(ad._id)).toHaveLength(0);
  });

  it('flags a post without a disclosure: paid only once the brand approves it, and approved once', async () => {
    const ad = await makeAd();
    const { user, feed, publisherId } = await publisherOn(ad);
    const res = await submit(user, ad, (feed.plain[0] as SocialMedia).permalink);
    expect(res.statusCode).toBe(201);
    expect(res.body.message).toContain('brand reviews it');
    expect(res.body.data).toMatchObject({ status: 'flagged', hasDisclosure: false, paid: null });
    expect(await earningsOf(ad._id)).toHaveLength(0);
    expect(await pending(publisherId)).toBe(0);

    const listed = await postsOf(brand, ad);
    expect(listed.body.data.map((p) => [p._id, p.status])).toEqual([[res.body.data._id, 'flagged']]);

    const approved = await approve(brand, res.body.data._id);
    expect(approved.statusCode).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 'verified', paid: PRICE / 100 });
    expect(await pending(publisherId)).toBe(NET);
    expect((await approve(brand, res.body.data._id)).statusCode).toBe(409);
    expect((await reject(brand, res.body.data._id)).statusCode).toBe(409);
    expect(await pending(publisherId)).toBe(NET);
    expect((await trialBalance(app.deps.db)).isBalanced).toBe(true);
  });

  it('never pays a rejected post, and tells the publisher why', async () => {
    const ad = await makeAd();
    const { user, feed, publisherId } = await publisherOn(ad);
    const res = await submit(user, ad, (feed.plain[0] as SocialMedia).permalink);
    expect((await reject(brand, res.body.data._id, '')).statusCode).toBe(400);
    const rejected = await reject(brand, res.body.data._id, 'No disclosure: please repost with #ad');
    expect(rejected.body.data).toMatchObject({
      status: 'rejected',
      rejectionReason: 'No disclosure: please repost with #ad',
      paid: null,
    });
    expect((await approve(brand, res.body.data._id)).statusCode).toBe(409);
    const again = await submit(user, ad, (feed.plain[0] as SocialMedia).permalink);
    expect(again.body.data.status).toBe('rejected');
    const mine = await call<TAdPost[]>(app, '/affliate-ad/my-posts', { publicId: ad.publicId }, user.token);
    expect(mine.body.data[0]?.rejectionReason).toBe('No disclosure: please repost with #ad');
    expect(await earningsOf(ad._id)).toHaveLength(0);
    expect(await pending(publisherId)).toBe(0);
  });

  it('lets a Read member list the posts, and only Write members decide', async () => {
    const ad = await makeAd();
    const { user, feed } = await publisherOn(ad);
    const res = await submit(user, ad, (feed.plain[0] as SocialMedia).permalink);
    const reader = await addTestMember(app, brand.orgId, 'Read');
    expect((await postsOf(reader, ad)).statusCode).toBe(200);
    expect((await approve(reader, res.body.data._id)).statusCode).toBe(403);
    expect((await reject(reader, res.body.data._id)).statusCode).toBe(403);
  });

  it("keeps another organisation out: it cannot list, approve or reject the brand's posts", async () => {
    const ad = await makeAd();
    const { user, feed, publisherId } = await publisherOn(ad);
    const res = await submit(user, ad, (feed.plain[0] as SocialMedia).permalink);
    const other = await createTestUser(app, { plan: 'enterprise' });
    expect((await postsOf(other, ad)).statusCode).toBe(404);
    expect((await postsOf(other, ad, brand.orgId)).statusCode).toBe(403);
    expect((await approve(other, res.body.data._id)).statusCode).toBe(404);
    expect((await reject(other, res.body.data._id)).statusCode).toBe(404);
    expect(await pending(publisherId)).toBe(0);
    expect((await postsOf(brand, ad)).body.data[0]?.status).toBe('flagged');
  });

  it('refuses a post of another handle, and one the source does not know (deleted), naming url', async () => {
    const ad = await makeAd();
    const { user, feed } = await publisherOn(ad);
    const someoneElse = feeds.find((f) => f.handle !== feed.handle) as (typeof feeds)[number];
    const theirs = await submit(user, ad, (someoneElse.disclosed[0] as SocialMedia).permalink);
    expect(theirs.statusCode).toBe(400);
    expect(theirs.body.data).toMatchObject({ errors: { url: expect.stringContaining(`@${feed.handle}`) } });
    const gone = await submit(user, ad, 'https://www.instagram.com/p/Deleted12345/');
    expect(gone.statusCode).toBe(400);
    expect(gone.body.data).toMatchObject({ errors: { url: expect.any(String) } });
    expect(await earningsOf(ad._id)).toHaveLength(0);
  });

  it('refuses links that are not an Instagram post or reel, naming url', async () => {
    const ad = await makeAd();
    const { user } = await publisherOn(ad);
    for (const url of [
      'https://www.instagram.com/stories/asha/123456/',
      'https://example.com/p/Cabcdef123/',
      'https://www.instagram.com/asha.rao/',
      '',
    ]) {
      const res = await submit(user, ad, url);
      expect(res.statusCode, url).toBe(400);
      expect(res.body.data, url).toMatchObject({ errors: { url: expect.any(String) } });
    }
  });

  it('refuses a publisher who has not joined, an ad that is paused, an ad without post_price and a profile without a handle', async () => {
    const ad = await makeAd();
    const outsider = await publisherOn(ad, { join: false });
    const url = (outsider.feed.disclosed[0] as SocialMedia).permalink;
    expect((await submit(outsider.user, ad, url)).statusCode).toBe(403);

    const paused = await makeAd();
    const onPaused = await publisherOn(paused);
    await call(app, '/affliate-ad/toggle-status', { orgId: brand.orgId, id: paused._id }, brand.token);
    const pausedRes = await submit(
      onPaused.user,
      paused,
      (onPaused.feed.disclosed[0] as SocialMedia).permalink,
    );
    expect(pausedRes.statusCode).toBe(422);

    const noPrice = await makeAd({ post_price: undefined, post_limit: undefined });
    const onNoPrice = await publisherOn(noPrice);
    const noPriceRes = await submit(
      onNoPrice.user,
      noPrice,
      (onNoPrice.feed.disclosed[0] as SocialMedia).permalink,
    );
    expect(noPriceRes.statusCode).toBe(422);

    const noHandle = await publisherOn(ad, { handle: null });
    expect((await submit(noHandle.user, ad, url)).statusCode).toBe(422);
    expect(await earningsOf(ad._id)).toHaveLength(0);
  });

  it('pays one post once per brand: not by a second publisher claiming the handle, not on a second ad of the brand', async () => {
    const ad = await makeAd();
    const owner = await publisherOn(ad);
    const post = owner.feed.disclosed[0] as SocialMedia;
    expect((await submit(owner.user, ad, post.permalink)).statusCode).toBe(201);

    const impostor = await publisherOn(ad, { handle: owner.feed.handle });
    const stolen = await submit(impostor.user, ad, post.permalink);
    expect(stolen.statusCode).toBe(409);
    expect(stolen.body.data).toMatchObject({
      errors: { url: 'This post was already submitted for this ad' },
    });

    const otherAd = await makeAd();
    const joinedOther = await call(
      app,
      '/affliate-ad/join',
      { publicId: otherAd.publicId },
      owner.user.token,
    );
    expect(joinedOther.statusCode).toBe(201);
    const twice = await submit(owner.user, otherAd, post.permalink);
    expect(twice.statusCode).toBe(409);
    expect(twice.body.data).toMatchObject({
      errors: { url: 'This post was already submitted for another ad of this brand' },
    });
    expect(await earningsOf(otherAd._id)).toHaveLength(0);
    expect(await pending(impostor.publisherId)).toBe(0);
  });

  it('holds what a post earns while the brand has an open report on the publisher', async () => {
    const ad = await makeAd();
    const { user, feed, publisherId } = await publisherOn(ad);
    const report = await call<TAdReport>(
      app,
      '/script/report-publisher',
      { orgId: brand.orgId, adId: ad._id, publisherId, reason: 'other' },
      brand.token,
    );
    expect(report.statusCode).toBe(201);
    const res = await submit(user, ad, (feed.disclosed[0] as SocialMedia).permalink);
    expect(res.body.data.paid).toBe(PRICE / 100);
    expect((await earningsOf(ad._id))[0]?.status).toBe('held');
    expect(await pending(publisherId)).toBe(0);
    expect(await balanceOf(app.deps.db, accountKey.publisherHeld(ad._id, publisherId), 'INR')).toBe(NET);
    expect((await trialBalance(app.deps.db)).isBalanced).toBe(true);
  });
});
