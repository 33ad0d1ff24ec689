import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { claimEventFeed, type FeedEvent } from '../events/index.js';
import {
  accountKey,
  balanceOf,
  isLedgerCurrency,
  type LedgerCurrency,
  lockLedgerAccounts,
  openAccount,
  transfer,
} from '../ledger/index.js';
import { notify } from '../notifications/index.js';
import { reservedBudgetOf } from './budget-return.js';
import { spendRoomOf } from './funding.js';
import { releaseDueEarnings } from './holding.js';
import { adChanged } from './link-cache.js';
import { adEarnings, adPaidVisits, adPublisherReports, adPublisherTallies, affiliateAds } from './tables.js';

/*
 * Spend (marketing.md, "Money", 2): every counted event credited to a publisher is priced by its
 * ad's rules and paid from the ad's budget to the publisher's pending earnings, in the same
 * transaction that takes it off the events feed, so each event is paid exactly once, and never
 * beyond the budget (the ledger's capped transfer, under the budget account's lock). An ad whose
 * budget this spends to zero ends, and its organisation's admins are told. While the brand has an
 * open report on a publisher (reports.ts), what that publisher earns on the ad goes to the
 * report's held account instead of their pending earnings.
 */

/** PLATFORM_FEE_PERCENT in basis points (10 → 1,000; 2.5 → 250), so the fee is integer arithmetic. */
export const feeBasisPointsOf = (config: Pick<Deps['config'], 'PLATFORM_FEE_PERCENT'>): number =>
  Math.round(config.PLATFORM_FEE_PERCENT * 100);

/** What one pass paid. */
export type EarningsPass = { events: number; paidMinor: number; endedAdIds: string[] };

type PricedAd = {
  id: string;
  orgId: string;
  publicId: string;
  campaignName: string;
  currency: LedgerCurrency;
  commissionPercent: number;
  conversionPriceCapMinor: number;
  clicksBasePriceMinor: number | null;
  clicksThreshold: number | null;
  viewsBasePriceMinor: number | null;
  viewsThreshold: number | null;
  holdingDays: number;
  /** The typed budget: the most the ad may spend; null when none was typed. */
  budgetMinor: number | null;
};

/** What may earn: an event of the feed, or a verified post (posts.ts), whose id is its event id. */
type Earning = Pick<FeedEvent, 'eventId' | 'publisherId' | 'occurredAt'> & {
  kind: FeedEvent['kind'] | 'post';
};
type Priced = { event: Earning; amountMinor: number };

const BATCH = 2_000;
const MAX_ROUNDS = 50;

/**
 * A conversion's commission: the percentage of its value, in whole minor units rounded half up,
 * at most the ad's cap. Integer arithmetic on basis points, so 12.5% of 1,005 is 126, not 125.99….
 */
export function commissionOf(valueMinor: number, percent: number, capMinor: number): number {
  if (valueMinor <= 0 || percent <= 0) return 0;
  const basisPoints = Math.round(percent * 100);
  return Math.min(Math.floor((valueMinor * basisPoints + 5_000) / 10_000), capMinor);
}

/**
 * What each event earns before the budget is looked at. `priorCount` is how many events of the
 * event's kind the publisher had counted on the ad before this batch: the clicks (views) whose
 * place is past the threshold earn the base price.
 */
function priceEvents(ad: PricedAd, events: FeedEvent[], prior: { clicks: number; views: number }): Priced[] {
  let clicks = prior.clicks;
  let views = prior.views;
  return events.map((event) => {
    if (event.kind === 'click') {
      clicks += 1;
      const earns = ad.clicksBasePriceMinor !== null && clicks > (ad.clicksThreshold ?? 0);
      return { event, amountMinor: earns ? (ad.clicksBasePriceMinor ?? 0) : 0 };
    }
    if (event.kind === 'pageview') {
      views += 1;
      const earns = ad.viewsBasePriceMinor !== null && views > (ad.viewsThreshold ?? 0);
      return { event, amountMinor: earns ? (ad.viewsBasePriceMinor ?? 0) : 0 };
    }
    const isAdCurrency = event.currency === null || event.currency === ad.currency;
    const amountMinor = isAdCurrency
      ? commissionOf(event.valueMinor ?? 0, ad.commissionPercent, ad.conversionPriceCapMinor)
      : 0;
    return { event, amountMinor };
  });
}

const pairKey = (adId: string, publisherId: string) => `${adId}|${publisherId}`;

function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

/**
 * The events that may earn: for page views only the first of each visit (click ref), so a visitor
 * reading ten pages is one paid view.
 */
async function eligibleEvents(tx: Db, feed: FeedEvent[]): Promise<FeedEvent[]> {
  const valid = feed.filter((e) => e.kind !== 'pageview' || e.clickRef);
  const visits = [
    ...new Map(
      valid.filter((e) => e.kind === 'pageview').map((e) => [`${e.adId}|${e.clickRef}`, e] as const),
    ).values(),
  ];
  if (visits.length === 0) return valid;
  const firsts = await tx
    .insert(adPaidVisits)
    .values(visits.map((e) => ({ adId: e.adId, clickRef: e.clickRef as string })))
    .onConflictDoNothing()
    .returning({ adId: adPaidVisits.adId, clickRef: adPaidVisits.clickRef });
  const firstOf = new Set(firsts.map((r) => `${r.adId}|${r.clickRef}`));
  const taken = new Set<string>();
  return valid.filter((e) => {
    if (e.kind !== 'pageview') return true;
    const key = `${e.adId}|${e.clickRef}`;
    if (!firstOf.has(key) || taken.has(key)) return false;
    taken.add(key);
    return true;
  });
}

/**
 * The open reports on these ads, by ad and publisher: what such a publisher earns is held with the
 * report. Read after the ads' budgets are locked, which reportPublisher locks too, so a report
 * and a payment never miss each other.
 */
async function openReports(tx: Db, adIds: string[]): Promise<Map<string, string>> {
  const rows = await tx
    .select({
      id: adPublisherReports.id,
      adId: adPublisherReports.adId,
      publisherId: adPublisherReports.publisherId,
    })
    .from(adPublisherReports)
    .where(and(inArray(adPublisherReports.adId, adIds), eq(adPublisherReports.status, 'open')));
  return new Map(rows.map((r) => [pairKey(r.adId, r.publisherId), r.id]));
}

/** Adds the batch's counts to each publisher's tallies and answers the counts before the batch. */
async function countTallies(
  tx: Db,
  groups: Map<string, FeedEvent[]>,
): Promise<Map<string, { clicks: number; views: number }>> {
  const rows = [...groups.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([, events]) => {
      const first = events[0] as FeedEvent;
      const count = (kind: FeedEvent['kind']) => events.filter((e) => e.kind === kind).length;
      return {
        adId: first.adId,
        publisherId: first.publisherId,
        clicks: count('click'),
        views: count('pageview'),
        conversions: count('conversion'),
      };
    });
  if (rows.length === 0) return new Map();
  const after = await tx
    .insert(adPublisherTallies)
    .values(rows)
    .onConflictDoUpdate({
      target: [adPublisherTallies.adId, adPublisherTallies.publisherId],
      set: {
        clicks: sql`${adPublisherTallies.clicks} + excluded.clicks`,
        views: sql`${adPublisherTallies.views} + excluded.views`,
        conversions: sql`${adPublisherTallies.conversions} + excluded.conversions`,
      },
    })
    .returning();
  const added = new Map(rows.map((r) => [pairKey(r.adId, r.publisherId), r]));
  return new Map(
    after.map((row) => {
      const key = pairKey(row.adId, row.publisherId);
      const batch = added.get(key);
      return [key, { clicks: row.clicks - (batch?.clicks ?? 0), views: row.views - (batch?.views ?? 0) }];
    }),
  );
}

async function loadAds(tx: Db, adIds: string[]): Promise<Map<string, PricedAd>> {
  const rows = await tx
    .select({
      id: affiliateAds.id,
      orgId: affiliateAds.orgId,
      publicId: affiliateAds.publicId,
      campaignName: affiliateAds.campaignName,
      currency: affiliateAds.currency,
      commissionPercent: affiliateAds.commissionPercent,
      conversionPriceCapMinor: affiliateAds.conversionPriceCapMinor,
      clicksBasePriceMinor: affiliateAds.clicksBasePriceMinor,
      clicksThreshold: affiliateAds.clicksThreshold,
      viewsBasePriceMinor: affiliateAds.viewsBasePriceMinor,
      viewsThreshold: affiliateAds.viewsThreshold,
      holdingDays: affiliateAds.holdingDays,
      budgetMinor: affiliateAds.budgetMinor,
    })
    .from(affiliateAds)
    .where(inArray(affiliateAds.id, adIds));
  return new Map(
    rows.flatMap((row) =>
      isLedgerCurrency(row.currency) ? [[row.id, { ...row, currency: row.currency }] as const] : [],
    ),
  );
}

/**
 * The platform's fee on an earning of `minor`: `basisPoints` (PLATFORM_FEE_PERCENT × 100) of it,
 * rounded down to a whole minor unit (the publisher keeps the fraction), so that fee + the
 * publisher's part is always exactly the earning.
 */
export const feeOf = (minor: number, basisPoints: number): number =>
  Math.floor((minor * basisPoints) / 10_000);

/**
 * Moves one publisher's batch from the ad's budget, capped at what the budget holds and at
 * `roomMinor` (what the typed budget still allows; null: no typed budget), and files the moved
 * money event by event, oldest first: when the budget runs out mid-batch, the later events earn
 * the rest or nothing. Each event's price is split into the platform's fee (platform_fee) and
 * the publisher's part (their pending, or the report's held, account). Runs under the budget's
 * lock (payOneBatch). Answers the money moved out of the budget.
 */
async function payPublisher(
  tx: Db,
  ad: PricedAd,
  priced: Priced[],
  reportId: string | null,
  roomMinor: number | null,
  feeBasisPoints: number,
  reservedMinor: number,
): Promise<number> {
  const earning = priced.filter((p) => p.amountMinor > 0);
  const asked = earning.reduce((sum, p) => sum + p.amountMinor, 0);
  const budgetKey = accountKey.adBudget(ad.id);
  const balance = (await balanceOf(tx, budgetKey, ad.currency)) - reservedMinor;
  const moving = Math.min(asked, balance, roomMinor ?? asked);
  if (moving <= 0) return 0;
  const first = earning[0] as Priced;
  const { publisherId } = first.event;
  const ledgerKey = `ad_earning:${first.event.eventId}`;
  let left = moving;
  const rows = earning.flatMap(({ event, amountMinor }) => {
    const paid = Math.min(amountMinor, left);
    left -= paid;
    if (paid === 0) return [];
    const feeMinor = feeOf(paid, feeBasisPoints);
    return [
      {
        eventId: event.eventId,
        adId: ad.id,
        publisherId,
        kind: event.kind,
        occurredAt: event.occurredAt,
        amountMinor: paid - feeMinor,
        feeMinor,
        currency: ad.currency,
        status: reportId ? 'held' : 'pending',
        ledgerKey,
      },
    ];
  });
  const toPublisher = rows.reduce((sum, r) => sum + r.amountMinor, 0);
  const fee = rows.reduce((sum, r) => sum + r.feeMinor, 0);
  const common = { debit: budgetKey, currency: ad.currency, sourceId: ad.id } as const;
  await transfer(tx, {
    ...common,
    credit: reportId
      ? accountKey.publisherHeld(ad.id, publisherId)
      : accountKey.publisherPending(publisherId),
    amountMinor: toPublisher,
    reason: 'ad_earning',
    idempotencyKey: ledgerKey,
  });
  if (fee > 0) {
    await transfer(tx, {
      ...common,
      credit: accountKey.platformFee,
      amountMinor: fee,
      reason: 'platform_fee',
      idempotencyKey: `${ledgerKey}:fee`,
    });
  }
  await tx.insert(adEarnings).values(rows).onConflictDoNothing();
  if (reportId) {
    await tx
      .update(adPublisherReports)
      .set({ heldMinor: sql`${adPublisherReports.heldMinor} + ${toPublisher}` })
      .where(eq(adPublisherReports.id, reportId));
  }
  return moving;
}

type BatchPass = EarningsPass & {
  ended: PricedAd[];
  /** It paid an ad that holds nothing (0 days): its earnings are due at once. */
  isDueNow: boolean;
};

/** One transaction: up to `limit` events off the feed, priced, paid, and the ads they spent out ended. */
async function payOneBatch(db: Db, limit: number, feeBasisPoints: number): Promise<BatchPass> {
  return db.transaction(async (tx) => {
    const feed = await claimEventFeed(tx, limit);
    if (feed.length === 0) return { events: 0, paidMinor: 0, endedAdIds: [], ended: [], isDueNow: false };
    const adIds = [...new Set(feed.map((e) => e.adId))].sort();
    // Every budget this transaction may debit, locked up front in one order: two instances paying
    // the same ads cannot wait on each other in a circle, and a report filed meanwhile is seen.
    await lockLedgerAccounts(tx, adIds.map(accountKey.adBudget));
    const ads = await loadAds(tx, adIds);
    const reports = await openReports(tx, adIds);
    const eligible = (await eligibleEvents(tx, feed)).filter((e) => ads.has(e.adId));
    const groups = groupBy(eligible, (e) => pairKey(e.adId, e.publisherId));
    const before = await countTallies(tx, groups);

    const payable = [...groups.entries()].map(([key, events]) => {
      const ad = ads.get((events[0] as FeedEvent).adId) as PricedAd;
      return { ad, priced: priceEvents(ad, events, before.get(key) ?? { clicks: 0, views: 0 }) };
    });
    const paid = await payPriced(tx, payable, reports, feeBasisPoints);
    return { events: feed.length, endedAdIds: paid.ended.map((a) => a.id), ...paid };
  });
}

type Paid = { paidMinor: number; ended: PricedAd[]; isDueNow: boolean };

/**
 * Pays priced earnings, grouped by ad and publisher, from their ads' budgets (each at most its
 * room and its balance), and ends the ads this spends out. The caller holds the budgets' locks
 * and has read the open reports under them.
 */
async function payPriced(
  tx: Db,
  payable: { ad: PricedAd; priced: Priced[] }[],
  reports: Map<string, string>,
  feeBasisPoints: number,
): Promise<Paid> {
  const spending = payable.filter((p) => p.priced.some((e) => e.amountMinor > 0));
  const spendingAds = [...new Map(spending.map((p) => [p.ad.id, p.ad])).values()];
  for (const ad of spendingAds) {
    await openAccount(tx, { key: accountKey.adBudget(ad.id), orgId: ad.orgId, currency: ad.currency });
  }

  // Read under the budgets' locks: two passes at once cannot both spend the last of the room.
  const rooms = await spendRoomOf(tx, spendingAds);
  // What a return of the remaining budget promised the brand is not publishers' to earn.
  const reserved = await reservedBudgetOf(
    tx,
    spendingAds.map((ad) => ad.id),
  );
  let paidMinor = 0;
  const movedByAd = new Map<string, number>();
  for (const { ad, priced } of spending) {
    const { publisherId } = (priced[0] as Priced).event;
    const room = rooms.get(ad.id) ?? null;
    const reportId = reports.get(pairKey(ad.id, publisherId)) ?? null;
    const moved = await payPublisher(
      tx,
      ad,
      priced,
      reportId,
      room,
      feeBasisPoints,
      reserved.get(ad.id) ?? 0,
    );
    if (room !== null) rooms.set(ad.id, room - moved);
    paidMinor += moved;
    movedByAd.set(ad.id, (movedByAd.get(ad.id) ?? 0) + moved);
  }

  const ended: PricedAd[] = [];
  for (const ad of spendingAds) {
    if ((movedByAd.get(ad.id) ?? 0) === 0) continue;
    const isBudgetReached = rooms.get(ad.id) === 0;
    if (!isBudgetReached && (await balanceOf(tx, accountKey.adBudget(ad.id), ad.currency)) > 0) continue;
    const [row] = await tx
      .update(affiliateAds)
      .set({ status: 'ended', endedReason: 'budget_spent', updatedAt: new Date() })
      .where(and(eq(affiliateAds.id, ad.id), inArray(affiliateAds.status, ['active', 'paused'])))
      .returning({ id: affiliateAds.id });
    if (row) ended.push(ad);
  }
  const isDueNow = spendingAds.some((ad) => ad.holdingDays === 0 && (movedByAd.get(ad.id) ?? 0) > 0);
  return { paidMinor, ended, isDueNow };
}

/** What paying one post did: the money that left the budget for it, and what to announce after the commit. */
export type PostPay = Paid;

/**
 * Pays one verified post of `publisherId` on the ad `adId` its `amountMinor` (the ad's post_price)
 * as an earning of kind 'post' whose event id is the post's id, through the same path as the
 * feed's events: at most the budget's room and balance, the platform's fee split off, held while
 * a report on the publisher is open, pending for the ad's holding period, and the ad ended when
 * this spends it out. Runs in the caller's transaction, which must hold the ad budget's lock
 * (lockLedgerAccounts) since before it counted the publisher's paid posts. Call
 * announcePostPay after the commit.
 */
export async function payPostInTransaction(
  tx: Db,
  input: { adId: string; publisherId: string; postId: string; amountMinor: number; occurredAt: Date },
  feeBasisPoints: number,
): Promise<PostPay> {
  const ad = (await loadAds(tx, [input.adId])).get(input.adId);
  if (!ad || input.amountMinor <= 0) return { paidMinor: 0, ended: [], isDueNow: false };
  const reports = await openReports(tx, [ad.id]);
  const event: Earning = {
    eventId: input.postId,
    publisherId: input.publisherId,
    occurredAt: input.occurredAt,
    kind: 'post',
  };
  return payPriced(
    tx,
    [{ ad, priced: [{ event, amountMinor: input.amountMinor }] }],
    reports,
    feeBasisPoints,
  );
}

/** After a post's pay is committed: what payEarnings does after each pass (an ad spent out, earnings due at once). */
export async function announcePostPay(
  deps: Pick<Deps, 'db' | 'pubsub' | 'log' | 'config'>,
  paid: PostPay,
): Promise<void> {
  for (const ad of paid.ended) await announceSpent(deps, ad);
  if (paid.isDueNow) await releaseDueNow(deps);
}

/**
 * Pays what waits on the events feed, batch after batch, until it is empty (or a bound of rounds,
 * so a flood cannot hold one pass forever: the next nudge or tick goes on). The module's job and
 * the writer's nudge call it; tests call it to settle what they recorded.
 */
export async function payEarnings(
  deps: Pick<Deps, 'db' | 'pubsub' | 'log' | 'config'>,
  options: { limit?: number } = {},
): Promise<EarningsPass> {
  const limit = options.limit ?? BATCH;
  const total: EarningsPass = { events: 0, paidMinor: 0, endedAdIds: [] };
  let isDueNow = false;
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const pass = await payOneBatch(deps.db, limit, feeBasisPointsOf(deps.config));
    total.events += pass.events;
    total.paidMinor += pass.paidMinor;
    total.endedAdIds.push(...pass.endedAdIds);
    isDueNow ||= pass.isDueNow;
    for (const ad of pass.ended) await announceSpent(deps, ad);
    if (pass.events < limit) break;
  }
  if (isDueNow) await releaseDueNow(deps);
  return total;
}

/**
 * An ad that holds nothing pays publishers' available money now, not at the release job's next
 * pass (minutes away); the job still releases whatever this misses.
 */
async function releaseDueNow(deps: Pick<Deps, 'db' | 'log' | 'config'>): Promise<void> {
  try {
    await releaseDueEarnings(deps);
  } catch (err) {
    deps.log.error({ err }, 'could not release earnings due at once; the release job will');
  }
}

/** After the commit: the redirect and the tracker stop counting the ad, and its admins hear why. */
async function announceSpent(deps: Pick<Deps, 'db' | 'pubsub' | 'log'>, ad: PricedAd): Promise<void> {
  await adChanged(deps, ad);
  try {
    await notify(deps, ad.orgId, 'admins', {
      message: { key: 'adBudgetSpent', params: { campaign: ad.campaignName } },
      path: `/marketing/affiliate-ads/${ad.id}`,
    });
  } catch (err) {
    deps.log.error({ err, adId: ad.id }, 'could not notify admins that an ad spent its budget');
  }
}

/**
 * What each publisher earned on an ad for the events of a range of UTC days (inclusive), in minor
 * units, less what confirmed reports reversed: held earnings count (they may yet be paid).
 */
export async function earnedByPublisher(
  db: Db,
  adId: string,
  range: { from: string; to: string },
): Promise<Map<string, number>> {
  const rows = await db
    .select({
      publisherId: adEarnings.publisherId,
      total: sql<number>`sum(${adEarnings.amountMinor})`.mapWith(Number),
    })
    .from(adEarnings)
    .where(
      and(
        eq(adEarnings.adId, adId),
        sql`${adEarnings.status} <> 'reversed'`,
        sql`${adEarnings.occurredAt} >= ${range.from}::date`,
        sql`${adEarnings.occurredAt} < ${range.to}::date + 1`,
      ),
    )
    .groupBy(adEarnings.publisherId);
  return new Map(rows.map((row) => [row.publisherId, row.total]));
}

/** The platform's fee on an ad's earnings for the events of a range of UTC days, in minor units, as earnedByPublisher counts them. */
export async function feeOfAd(db: Db, adId: string, range: { from: string; to: string }): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${adEarnings.feeMinor}), 0)`.mapWith(Number) })
    .from(adEarnings)
    .where(
      and(
        eq(adEarnings.adId, adId),
        sql`${adEarnings.status} <> 'reversed'`,
        sql`${adEarnings.occurredAt} >= ${range.from}::date`,
        sql`${adEarnings.occurredAt} < ${range.to}::date + 1`,
      ),
    );
  return row?.total ?? 0;
}
