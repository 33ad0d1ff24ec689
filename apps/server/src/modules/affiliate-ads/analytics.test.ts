import type {
  TAdGrowth,
  TAdLinkAnalytics,
  TAdPublisher,
  TAdScriptAnalytics,
  TAffiliateAd,
  TOrgAdAnalytics,
} from '@creatorscope/contracts';
import { and, eq, gte, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTestMember, buildTestApp, call, createTestUser, type TestUser } from '../../test/app.js';
import type { EventInput } from '../events/index.js';
import { events } from '../events/tables.js';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const INSTAGRAM = 'https://www.instagram.com/p/abc';
const PREVIEW = 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
/** A day of March 2031, at 10:00 UTC: a range of whole days, far from any other test's events. */
const march = (day: number, hour = 10) => new Date(Date.UTC(2031, 2, day, hour));
const RANGE = { from: '2031-03-01', to: '2031-03-03' };

describe('affiliate ad analytics', () => {
  let app: FastifyInstance;
  let brand: TestUser;
  let ad: TAffiliateAd;
  let draft: TAffiliateAd;
  let asha: TAdPublisher;
  let ravi: TAdPublisher;

  async function makeAd(campaignName: string): Promise<TAffiliateAd> {
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
        website_url: 'https://shop.acme.example/diwali',
        script_target_event: ['purchase', 'sign_up'],
      },
      brand.token,
    );
    expect(made.statusCode).toBe(201);
    return made.body.data;
  }

  async function join(name: string): Promise<void> {
    const user = await createTestUser(app);
    const registered = await call(
      app,
      '/publisher/register',
      { name, email: 'creator@example.com', whatsup_number: '+91 98765-43210', publisherType: 'influencer' },
      user.token,
    );
    expect(registered.statusCode).toBe(201);
    const joined = await call(app, '/affliate-ad/join', { publicId: ad.publicId }, user.token);
    expect(joined.statusCode).toBe(201);
  }

  beforeAll(async () => {
    app = await buildTestApp();
    brand = await createTestUser(app, { plan: 'enterprise' });
    ad = await makeAd('Diwali sale');
    draft = await makeAd('Holi teaser');
    expect(
      (await call(app, '/affliate-ad/toggle-status', { orgId: brand.orgId, id: ad._id }, brand.token))
        .statusCode,
    ).toBe(200);
    await join('Asha Rao');
    await join('Ravi Kumar');
    const publishers = await call<TAdPublisher[]>(
      app,
      '/affliate-ad/get-publishers',
      { orgId: brand.orgId, id: ad._id },
      brand.token,
    );
    const byName = (name: string) => {
      const found = publishers.body.data.find((p) => p.name === name);
      if (!found) throw new Error(`${name} did not join`);
      return found;
    };
    asha = byName('Asha Rao');
    ravi = byName('Ravi Kumar');

    const base = { orgId: brand.orgId, adId: ad._id };
    const click = (p: TAdPublisher, at: Date, ip: string, userAgent = CHROME, referrer?: string) => ({
      ...base,
      kind: 'click' as const,
      publisherId: p.publisherId,
      linkId: p.linkId,
      ip,
      userAgent,
      referrer,
      occurredAt: at,
    });
    const site = (kind: 'pageview' | 'custom', at: Date, ip: string, name?: string) => ({
      ...base,
      kind,
      ip,
      userAgent: CHROME,
      page: '/diwali',
      name,
      occurredAt: at,
    });
    const conversion = (at: Date, orderId: string, valueMinor: number) => ({
      ...base,
      kind: 'conversion' as const,
      orderId,
      valueMinor,
      currency: 'INR',
      isServerToServer: true,
      occurredAt: at,
    });
    const recorded: EventInput[] = [
      // The previous period (26–28 February): one click, one page view, no conversion.
      click(asha, new Date(Date.UTC(2031, 1, 27, 9)), '9.9.9.9'),
      site('pageview', new Date(Date.UTC(2031, 1, 27, 9)), '9.9.9.9'),
      // 1 March. Asha's visitor clicks at 10:00, again ten minutes on (a repeat within the hour:
      // stored, not counted) and at 11:30 (counted); a link preview never counts.
      click(asha, march(1), '8.8.8.8', CHROME, INSTAGRAM),
      click(asha, new Date(march(1).getTime() + 10 * 60_000), '8.8.8.8', CHROME, INSTAGRAM),
      click(asha, new Date(march(1, 11).getTime() + 30 * 60_000), '8.8.8.8', CHROME, INSTAGRAM),
      click(asha, march(1), '8.8.4.4', PREVIEW),
      click(ravi, march(1), '1.1.1.1', IPHONE, 'https://www.youtube.com/watch?v=x'),
      site('pageview', march(1), '8.8.8.8'),
      site('pageview', march(1), '1.1.1.1'),
      site('custom', march(1), '8.8.8.8', 'purchase'),
      site('custom', march(1), '8.8.8.8', 'newsletter'),
      conversion(march(1), 'order-1', 49_999),
      // 3 March
      click(ravi, march(3), '81.2.69.142'),
      site('pageview', march(3), '81.2.69.142'),
      conversion(march(3), 'order-2', 1_000),
      conversion(march(3), 'order-1', 49_999), // the same order again: stored, not counted
      // After the range.
      click(ravi, march(5), '81.2.69.142'),
    ];
    // One at a time, in time order: whether a click repeats another depends on which came first.
    for (const event of recorded) await app.deps.events.record(event);
  }, 90_000);
  afterAll(() => app.close());

  const post = <T>(path: string, body: object, user: TestUser = brand) =>
    call<T>(app, path, { orgId: user.orgId, ...body }, user.token);

  /** The raw events of the ad in the range, as the raw log holds them: what every number must equal. */
  async function rawEvents(from = RANGE.from, to = RANGE.to) {
    const end = new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000);
    return app.deps.db
      .select()
      .from(events)
      .where(
        and(
          eq(events.adId, ad._id),
          gte(events.occurredAt, new Date(`${from}T00:00:00Z`)),
          lt(events.occurredAt, end),
        ),
      );
  }

  it('counts the clicks of the ad’s links by day, publisher, country, device and referrer, as the raw events are', async () => {
    const res = await post<TAdLinkAnalytics>('/affliate-ad/ad-link-analytics', { id: ad._id, ...RANGE });
    expect(res.statusCode).toBe(200);
    const data = res.body.data;
    // Counted: Asha at 10:00 and 11:30 on 1 March, Ravi on 1 and 3 March. Not counted: Asha's
    // repeat ten minutes on, the link preview.
    // Events recorded straight into the floor are not paid (no feed pass ran): nothing earned.
    expect(data.totals).toEqual({ clicks: 4, uncountedClicks: 2, earned: 0, fee: 0 });
    expect(data.currency).toBe('INR');
    expect(data.byDay).toEqual([
      { day: '2031-03-01', clicks: 3, uncountedClicks: 2 },
      { day: '2031-03-02', clicks: 0, uncountedClicks: 0 },
      { day: '2031-03-03', clicks: 1, uncountedClicks: 0 },
    ]);
    expect(data.byPublisher).toEqual([
      {
        linkId: asha.linkId,
        publisherId: asha.publisherId,
        name: 'Asha Rao',
        code: asha.code,
        clicks: 2,
        uncountedClicks: 2,
        earned: 0,
      },
      {
        linkId: ravi.linkId,
        publisherId: ravi.publisherId,
        name: 'Ravi Kumar',
        code: ravi.code,
        clicks: 2,
        uncountedClicks: 0,
        earned: 0,
      },
    ]);
    expect(data.byReferrer).toEqual([
      { key: 'instagram.com', clicks: 2, uncountedClicks: 1 },
      { key: null, clicks: 1, uncountedClicks: 1 },
      { key: 'youtube.com', clicks: 1, uncountedClicks: 0 },
    ]);

    // Each dimension, summed from the raw rows, is what the answer says.
    const clicks = (await rawEvents()).filter((e) => e.kind === 'click');
    const tally = (pick: (e: (typeof clicks)[number]) => string | null) => {
      const groups = new Map<string | null, { clicks: number; uncountedClicks: number }>();
      for (const e of clicks) {
        const group = groups.get(pick(e)) ?? { clicks: 0, uncountedClicks: 0 };
        if (e.counted) group.clicks++;
        else group.uncountedClicks++;
        groups.set(pick(e), group);
      }
      return [...groups].map(([key, counts]) => ({ key, ...counts }));
    };
    const sorted = <T extends { key: string | null }>(rows: T[]) =>
      [...rows].sort((a, b) => String(a.key).localeCompare(String(b.key)));
    expect(clicks.filter((e) => e.counted)).toHaveLength(data.totals.clicks);
    expect(clicks.filter((e) => !e.counted)).toHaveLength(data.totals.uncountedClicks);
    expect(sorted(data.byCountry)).toEqual(sorted(tally((e) => e.country)));
    expect(sorted(data.byDevice)).toEqual(sorted(tally((e) => e.device)));
    expect(sorted(data.byReferrer)).toEqual(sorted(tally((e) => e.referrerHost)));
    expect(sorted(data.byPublisher.map(({ earned: _earned, ...p }) => ({ ...p, key: p.linkId })))).toEqual(
      sorted(
        tally((e) => e.linkId).map((t) => {
          const p = t.key === asha.linkId ? asha : ravi;
          return { ...t, linkId: p.linkId, publisherId: p.publisherId, name: p.name, code: p.code };
        }),
      ),
    );
  });

  it('counts page views, custom events by name (the ad’s targets even at 0) and conversions with their value', async () => {
    const res = await post<TAdScriptAnalytics>('/affliate-ad/ad-script-analytics', { id: ad._id, ...RANGE });
    expect(res.statusCode).toBe(200);
    const data = res.body.data;
    expect(data.currency).toBe('INR');
    expect(data.targetEvents).toEqual(['purchase', 'sign_up']);
    expect(data.totals).toEqual({ pageviews: 3, customEvents: 2, conversions: 2, value: 509.99 });
    expect(data.byDay).toEqual([
      { day: '2031-03-01', pageviews: 2, customEvents: 2, conversions: 1, value: 499.99 },
      { day: '2031-03-02', pageviews: 0, customEvents: 0, conversions: 0, value: 0 },
      { day: '2031-03-03', pageviews: 1, customEvents: 0, conversions: 1, value: 10 },
    ]);
    expect(data.byName).toEqual([
      { name: 'purchase', isTarget: true, count: 1 },
      { name: 'newsletter', isTarget: false, count: 1 },
      { name: 'sign_up', isTarget: true, count: 0 },
    ]);

    const raw = (await rawEvents()).filter((e) => e.counted);
    const ofKind = (kind: string) => raw.filter((e) => e.kind === kind);
    expect(ofKind('pageview')).toHaveLength(data.totals.pageviews);
    expect(ofKind('custom')).toHaveLength(data.totals.customEvents);
    expect(ofKind('conversion')).toHaveLength(data.totals.conversions);
    expect(ofKind('conversion').reduce((sum, e) => sum + (e.valueMinor ?? 0), 0) / 100).toBe(
      data.totals.value,
    );
  });

  it('sets the range against the as-long range before it, with no percentage where there was nothing before', async () => {
    const res = await post<TAdGrowth>('/affliate-ad/ad-growth', { id: ad._id, ...RANGE });
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toEqual({
      ...RANGE,
      previousFrom: '2031-02-26',
      previousTo: '2031-02-28',
      currency: 'INR',
      clicks: { value: 4, previous: 1, change: 300 },
      pageviews: { value: 3, previous: 1, change: 200 },
      conversions: { value: 2, previous: 0, change: null },
      value: { value: 509.99, previous: 0, change: null },
    });
    const before = (await rawEvents('2031-02-26', '2031-02-28')).filter((e) => e.counted);
    expect(before.filter((e) => e.kind === 'click')).toHaveLength(1);
    expect(before.filter((e) => e.kind === 'pageview')).toHaveLength(1);

    const fall = await post<TAdGrowth>('/affliate-ad/ad-growth', {
      id: ad._id,
      from: '2031-03-04',
      to: '2031-03-06',
    });
    expect(fall.body.data.clicks).toEqual({ value: 1, previous: 4, change: -75 });
  });

  it('lists every ad of the organisation with its figures, and the organisation’s days', async () => {
    const res = await post<TOrgAdAnalytics>('/analytics/ad-analytics', RANGE);
    expect(res.statusCode).toBe(200);
    const data = res.body.data;
    expect(data.currency).toBe('INR');
    expect(data.ads).toEqual([
      {
        id: ad._id,
        name: 'Diwali sale',
        status: 'active',
        currency: 'INR',
        clicks: 4,
        pageviews: 3,
        conversions: 2,
        value: 509.99,
      },
      {
        id: draft._id,
        name: 'Holi teaser',
        status: 'draft',
        currency: 'INR',
        clicks: 0,
        pageviews: 0,
        conversions: 0,
        value: 0,
      },
    ]);
    expect(data.totals).toEqual({ clicks: 4, pageviews: 3, conversions: 2, value: 509.99 });
    expect(data.byDay).toEqual([
      { day: '2031-03-01', clicks: 3, pageviews: 2, conversions: 1, value: 499.99 },
      { day: '2031-03-02', clicks: 0, pageviews: 0, conversions: 0, value: 0 },
      { day: '2031-03-03', clicks: 1, pageviews: 1, conversions: 1, value: 10 },
    ]);
  });

  it('lets a Read member see them', async () => {
    const reader = await addTestMember(app, brand.orgId, 'Read');
    for (const path of [
      '/affliate-ad/ad-link-analytics',
      '/affliate-ad/ad-script-analytics',
      '/affliate-ad/ad-growth',
    ]) {
      expect((await post(path, { id: ad._id, ...RANGE }, reader)).statusCode).toBe(200);
    }
    expect((await post('/analytics/ad-analytics', RANGE, reader)).statusCode).toBe(200);
  });

  it('refuses another organisation: its own orgId finds no such ad (404), the brand’s is not its to name (403)', async () => {
    const other = await createTestUser(app, { plan: 'enterprise' });
    for (const path of [
      '/affliate-ad/ad-link-analytics',
      '/affliate-ad/ad-script-analytics',
      '/affliate-ad/ad-growth',
    ]) {
      const own = await post(path, { id: ad._id, ...RANGE }, other);
      expect(own.statusCode).toBe(404);
      expect(own.body.message).toBe('Affiliate ad not found');
      const theirs = await call(app, path, { orgId: brand.orgId, id: ad._id, ...RANGE }, other.token);
      expect(theirs.statusCode).toBe(403);
    }
    const mine = await post<TOrgAdAnalytics>('/analytics/ad-analytics', RANGE, other);
    expect(mine.statusCode).toBe(200);
    expect(mine.body.data.ads).toEqual([]);
    expect(mine.body.data.totals).toEqual({ clicks: 0, pageviews: 0, conversions: 0, value: 0 });
    const theirs = await call(app, '/analytics/ad-analytics', { orgId: brand.orgId, ...RANGE }, other.token);
    expect(theirs.statusCode).toBe(403);
  });

  it('refuses an organisation whose plan has no affiliate ads', async () => {
    const free = await createTestUser(app);
    const res = await post('/analytics/ad-analytics', RANGE, free);
    expect(res.statusCode).toBe(403);
  });

  it('answers a bad range with a 400 naming the field', async () => {
    const cases: [object, string, string][] = [
      [{ to: RANGE.to }, 'from', 'from is required'],
      [{ from: 'yesterday', to: RANGE.to }, 'from', 'from must be a valid date'],
      [{ from: RANGE.from, to: '2031-02-30' }, 'to', 'to must be a valid date'],
      [{ from: '2031-03-03', to: '2031-03-01' }, 'to', 'The end date cannot be before the start date'],
      [{ from: '2029-01-01', to: '2031-03-01' }, 'to', 'A date range can span at most 731 days'],
    ];
    for (const [range, field, message] of cases) {
      for (const [path, body] of [
        ['/affliate-ad/ad-link-analytics', { id: ad._id, ...range }],
        ['/affliate-ad/ad-script-analytics', { id: ad._id, ...range }],
        ['/affliate-ad/ad-growth', { id: ad._id, ...range }],
        ['/analytics/ad-analytics', range],
      ] as const) {
        const res = await post<{ errors: Record<string, string> }>(path, body);
        expect(res.statusCode, `${path} ${JSON.stringify(range)}`).toBe(400);
        expect(res.body.data.errors).toEqual({ [field]: message });
      }
    }
  });
});
