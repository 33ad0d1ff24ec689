import type { TEarningEntry, TEarningKind, TEarningStatus, TPlanCurrency } from '@creatorscope/contracts';
import { and, desc, eq, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { decodeCursor, encodeCursor } from '../../http/cursor.js';
import { toMajor } from './money.js';
import { adEarnings, affiliateAds } from './tables.js';

/*
 * What ad_earnings says, for the publisher's earnings page and the brand's payout lines: sums by
 * status (minor units), series by day, and entries each saying why they exist. The payouts
 * module adds the ledger's balances and the payouts.
 */

export type EarningSums = { pending: number; held: number; available: number; reversed: number };
const ZERO_SUMS = (): EarningSums => ({ pending: 0, held: 0, available: 0, reversed: 0 });

const statusSums = {
  pending: sql<string>`coalesce(sum(${adEarnings.amountMinor}) filter (where ${adEarnings.status} = 'pending'), 0)`,
  held: sql<string>`coalesce(sum(${adEarnings.amountMinor}) filter (where ${adEarnings.status} = 'held'), 0)`,
  available: sql<string>`coalesce(sum(${adEarnings.amountMinor}) filter (where ${adEarnings.status} = 'available'), 0)`,
  reversed: sql<string>`coalesce(sum(${adEarnings.amountMinor}) filter (where ${adEarnings.status} = 'reversed'), 0)`,
};
const toSums = (row: Record<keyof EarningSums, string | number>): EarningSums => ({
  pending: Number(row.pending),
  held: Number(row.held),
  available: Number(row.available),
  reversed: Number(row.reversed),
});

export type AdEarningSums = EarningSums & {
  /** The INR (paise) its available earnings were converted to; null when none were. */
  availableConvertedMinor: number | null;
  adId: string;
  campaignName: string;
  brandName: string;
  currency: TPlanCurrency;
  holdingDays: number;
};

/** A publisher's earnings by status, per currency and per ad (minor units). */
export async function publisherEarningSums(
  db: Db,
  publisherId: string,
): Promise<{ byCurrency: Map<TPlanCurrency, EarningSums>; byAd: AdEarningSums[] }> {
  const rows = await db
    .select({
      adId: adEarnings.adId,
      campaignName: affiliateAds.campaignName,
      brandName: affiliateAds.brandName,
      holdingDays: affiliateAds.holdingDays,
      currency: adEarnings.currency,
      ...statusSums,
      availableConverted: sql<
        string | null
      >`sum(${adEarnings.paidAmountMinor}) filter (where ${adEarnings.status} = 'available')`,
    })
    .from(adEarnings)
    .innerJoin(affiliateAds, eq(affiliateAds.id, adEarnings.adId))
    .where(eq(adEarnings.publisherId, publisherId))
    .groupBy(adEarnings.adId, affiliateAds.id, adEarnings.currency)
    .orderBy(affiliateAds.campaignName);
  const byCurrency = new Map<TPlanCurrency, EarningSums>();
  const byAd = rows.map((row) => {
    const sums = toSums(row);
    const currency = row.currency as TPlanCurrency;
    const total = byCurrency.get(currency) ?? ZERO_SUMS();
    for (const key of Object.keys(total) as (keyof EarningSums)[]) total[key] += sums[key];
    byCurrency.set(currency, total);
    return {
      ...sums,
      availableConvertedMinor: row.availableConverted === null ? null : Number(row.availableConverted),
      adId: row.adId,
      campaignName: row.campaignName,
      brandName: row.brandName,
      currency,
      holdingDays: row.holdingDays,
    };
  });
  return { byCurrency, byAd };
}

/** A publisher's earnings by UTC day of their events, in a range of days (inclusive). */
export async function publisherEarningsByDay(
  db: Db,
  publisherId: string,
  range: { from: string; to: string },
): Promise<{ day: string; currency: TPlanCurrency; earnedMinor: number; reversedMinor: number }[]> {
  const day = sql<string>`to_char(${adEarnings.occurredAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      day,
      currency: adEarnings.currency,
      earned: sql<string>`coalesce(sum(${adEarnings.amountMinor}) filter (where ${adEarnings.status} <> 'reversed'), 0)`,
      reversed: statusSums.reversed,
    })
    .from(adEarnings)
    .where(
      and(
        eq(adEarnings.publisherId, publisherId),
        sql`${adEarnings.occurredAt} >= ${range.from}::date`,
        sql`${adEarnings.occurredAt} < ${range.to}::date + 1`,
      ),
    )
    .groupBy(day, adEarnings.currency)
    .orderBy(day);
  return rows.map((row) => ({
    day: row.day,
    currency: row.currency as TPlanCurrency,
    earnedMinor: Number(row.earned),
    reversedMinor: Number(row.reversed),
  }));
}

const entryColumns = {
  eventId: adEarnings.eventId,
  adId: adEarnings.adId,
  campaignName: affiliateAds.campaignName,
  kind: adEarnings.kind,
  occurredAt: adEarnings.occurredAt,
  amountMinor: adEarnings.amountMinor,
  currency: adEarnings.currency,
  status: adEarnings.status,
  note: adEarnings.note,
  holdingDays: affiliateAds.holdingDays,
  paidAmountMinor: adEarnings.paidAmountMinor,
  paidCurrency: adEarnings.paidCurrency,
  exchangeRate: adEarnings.exchangeRate,
};
type EntryRow = {
  eventId: string;
  adId: string;
  campaignName: string;
  kind: string;
  occurredAt: Date;
  amountMinor: number;
  currency: string;
  status: string;
  note: string | null;
  holdingDays: number;
  paidAmountMinor: number | null;
  paidCurrency: string | null;
  exchangeRate: string | null;
};

const DAY_MS = 86_400_000;

const toEntry = (row: EntryRow): TEarningEntry => {
  const currency = row.currency as TPlanCurrency;
  return {
    _id: row.eventId,
    adId: row.adId,
    campaignName: row.campaignName,
    kind: row.kind as TEarningKind,
    occurredAt: row.occurredAt.toISOString(),
    amount: toMajor(row.amountMinor, currency),
    currency,
    status: row.status as TEarningStatus,
    availableFrom: new Date(row.occurredAt.getTime() + row.holdingDays * DAY_MS).toISOString(),
    note: row.note,
    converted: conversionOf(row),
  };
};

/** What a converted earning credited, in which currency and at which rate; null when not converted. */
function conversionOf(row: EntryRow): TEarningEntry['converted'] {
  if (row.paidAmountMinor === null || row.paidCurrency === null || row.exchangeRate === null) return null;
  const currency = row.paidCurrency as TPlanCurrency;
  return { amount: toMajor(row.paidAmountMinor, currency), currency, rate: Number(row.exchangeRate) };
}

/** A page of a publisher's earnings, newest first; `cursor` is the previous page's nextCursor. */
export async function publisherEarningEntries(
  db: Db,
  publisherId: string,
  page: {
    status?: TEarningStatus | undefined;
    adId?: string | undefined;
    cursor?: string | undefined;
    pageSize: number;
  },
): Promise<{ rows: TEarningEntry[]; nextCursor: string | null }> {
  const conditions: SQL[] = [eq(adEarnings.publisherId, publisherId)];
  if (page.status) conditions.push(eq(adEarnings.status, page.status));
  if (page.adId) conditions.push(eq(adEarnings.adId, page.adId));
  if (page.cursor) {
    const { at, id: eventId } = decodeCursor(page.cursor);
    conditions.push(
      or(
        lt(adEarnings.occurredAt, at),
        and(eq(adEarnings.occurredAt, at), lt(adEarnings.eventId, eventId)),
      ) as SQL,
    );
  }
  const rows = await db
    .select(entryColumns)
    .from(adEarnings)
    .innerJoin(affiliateAds, eq(affiliateAds.id, adEarnings.adId))
    .where(and(...conditions))
    .orderBy(desc(adEarnings.occurredAt), desc(adEarnings.eventId))
    .limit(page.pageSize + 1);
  const shown = rows.slice(0, page.pageSize);
  const last = shown[shown.length - 1];
  return {
    rows: shown.map(toEntry),
    nextCursor: rows.length > page.pageSize && last ? encodeCursor(last.occurredAt, last.eventId) : null,
  };
}

export type AdPayoutSums = EarningSums & {
  adId: string;
  campaignName: string;
  publisherId: string;
  currency: TPlanCurrency;
  bonuses: number;
  lastEarnedAt: Date | null;
};

/**
 * What an organisation's ads earned their publishers, one line per ad and publisher (minor
 * units), biggest first; all of them when `page` is left out.
 */
export async function orgAdPayoutSums(
  db: Db,
  orgId: string,
  filter: {
    adId?: string | undefined;
    publisherId?: string | undefined;
    page?: { page: number; pageSize: number };
  },
): Promise<{ rows: AdPayoutSums[]; total: number }> {
  const conditions: SQL[] = [eq(affiliateAds.orgId, orgId)];
  if (filter.adId) conditions.push(eq(adEarnings.adId, filter.adId));
  if (filter.publisherId) conditions.push(eq(adEarnings.publisherId, filter.publisherId));
  const query = db
    .select({
      adId: adEarnings.adId,
      campaignName: affiliateAds.campaignName,
      publisherId: adEarnings.publisherId,
      currency: adEarnings.currency,
      ...statusSums,
      bonuses: sql<string>`coalesce(sum(${adEarnings.amountMinor}) filter (where ${adEarnings.kind} = 'bonus' and ${adEarnings.status} <> 'reversed'), 0)`,
      earned: sql<string>`coalesce(sum(${adEarnings.amountMinor}) filter (where ${adEarnings.status} <> 'reversed'), 0)`,
      lastEarnedAt: sql<Date | null>`max(${adEarnings.occurredAt})`,
      total: sql<string>`count(*) over ()`,
    })
    .from(adEarnings)
    .innerJoin(affiliateAds, eq(affiliateAds.id, adEarnings.adId))
    .where(and(...conditions))
    .groupBy(adEarnings.adId, affiliateAds.id, adEarnings.publisherId, adEarnings.currency)
    .orderBy(
      sql`sum(${adEarnings.amountMinor}) filter (where ${adEarnings.status} <> 'reversed') desc nulls last`,
      adEarnings.adId,
      adEarnings.publisherId,
    );
  const rows = filter.page
    ? await query.limit(filter.page.pageSize).offset((filter.page.page - 1) * filter.page.pageSize)
    : await query;
  return {
    rows: rows.map((row) => ({
      ...toSums(row),
      adId: row.adId,
      campaignName: row.campaignName,
      publisherId: row.publisherId,
      currency: row.currency as TPlanCurrency,
      bonuses: Number(row.bonuses),
      lastEarnedAt: row.lastEarnedAt ? new Date(row.lastEarnedAt) : null,
    })),
    total: Number(rows[0]?.total ?? 0),
  };
}

/** The newest entries of one ad and publisher of the organisation (at most `limit`). */
export async function orgAdPayoutEntries(
  db: Db,
  orgId: string,
  adId: string,
  publisherId: string,
  limit = 100,
): Promise<TEarningEntry[]> {
  const rows = await db
    .select(entryColumns)
    .from(adEarnings)
    .innerJoin(affiliateAds, eq(affiliateAds.id, adEarnings.adId))
    .where(
      and(eq(affiliateAds.orgId, orgId), eq(adEarnings.adId, adId), eq(adEarnings.publisherId, publisherId)),
    )
    .orderBy(desc(adEarnings.occurredAt), desc(adEarnings.eventId))
    .limit(limit);
  return rows.map(toEntry);
}
