import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { adEarnings, affiliateAds } from './tables.js';

/** A USD chunk converted to INR at its release: what it was in USD and at which rate. */
export type ReleasedConversion = { fromMinor: number; fromCurrency: string; rate: string };

/**
 * A publisher's released INR earnings that stand (status available: released and not reversed),
 * per ad and day they became available, oldest first (minor units): what the payout statement
 * spreads a payout's gross over, first released first paid. A USD earning converted at its
 * release counts as the INR it credited, its USD and rate alongside.
 */
export async function releasedEarningsByAd(
  db: Db,
  publisherId: string,
): Promise<
  {
    adId: string;
    campaignName: string;
    day: string;
    amountMinor: number;
    converted: ReleasedConversion | null;
  }[]
> {
  const day = sql<string>`to_char((${adEarnings.occurredAt} + make_interval(days => ${affiliateAds.holdingDays})) at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      adId: adEarnings.adId,
      campaignName: affiliateAds.campaignName,
      day,
      currency: adEarnings.currency,
      rate: adEarnings.exchangeRate,
      amount: sql<string>`sum(coalesce(${adEarnings.paidAmountMinor}, ${adEarnings.amountMinor}))`,
      from: sql<string>`sum(${adEarnings.amountMinor})`,
    })
    .from(adEarnings)
    .innerJoin(affiliateAds, eq(affiliateAds.id, adEarnings.adId))
    .where(
      and(
        eq(adEarnings.publisherId, publisherId),
        eq(adEarnings.status, 'available'),
        sql`coalesce(${adEarnings.paidCurrency}, ${adEarnings.currency}) = 'INR'`,
      ),
    )
    .groupBy(adEarnings.adId, affiliateAds.campaignName, day, adEarnings.currency, adEarnings.exchangeRate)
    .orderBy(day, adEarnings.adId, adEarnings.exchangeRate);
  return rows.map((r) => ({
    adId: r.adId,
    campaignName: r.campaignName,
    day: r.day,
    amountMinor: Number(r.amount),
    converted:
      r.rate !== null && r.currency !== 'INR'
        ? { fromMinor: Number(r.from), fromCurrency: r.currency, rate: r.rate }
        : null,
  }));
}
