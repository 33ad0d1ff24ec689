import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { adEarnings, affiliateAds } from './tables.js';

/**
 * A publisher's released INR earnings that stand (status available: released and not reversed),
 * per ad and day they became available, oldest first (minor units): what the payout statement
 * spreads a payout's gross over, first released first paid.
 */
export async function releasedEarningsByAd(
  db: Db,
  publisherId: string,
): Promise<{ adId: string; campaignName: string; day: string; amountMinor: number }[]> {
  const day = sql<string>`to_char((${adEarnings.occurredAt} + make_interval(days => ${affiliateAds.holdingDays})) at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      adId: adEarnings.adId,
      campaignName: affiliateAds.campaignName,
      day,
      amount: sql<string>`sum(${adEarnings.amountMinor})`,
    })
    .from(adEarnings)
    .innerJoin(affiliateAds, eq(affiliateAds.id, adEarnings.adId))
    .where(
      and(
        eq(adEarnings.publisherId, publisherId),
        eq(adEarnings.status, 'available'),
        eq(adEarnings.currency, 'INR'),
      ),
    )
    .groupBy(adEarnings.adId, affiliateAds.campaignName, day)
    .orderBy(day, adEarnings.adId);
  return rows.map((r) => ({ ...r, amountMinor: Number(r.amount) }));
}
