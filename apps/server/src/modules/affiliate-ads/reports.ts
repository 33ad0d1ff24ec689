import type {
  TAdReport,
  TAdReportReason,
  TPlanCurrency,
  TReportPublisherRequest,
  TResolveAdReportRequest,
} from '@creatorscope/contracts';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { AppError, isAppError, notFound } from '../../http/errors.js';
import { accountKey, isLedgerCurrency, lockLedgerAccounts, transfer } from '../ledger/index.js';
import { listPublisherCards } from '../publishers/index.js';
import { toMajor } from './money.js';
import { adEarnings, adLinks, adPublisherReports, affiliateAds } from './tables.js';

/*
 * A brand's report of a publisher on one of its ads (marketing.md: "a brand reports a fraudulent
 * publisher: their events stop paying, pending earnings are held for review"). Filing it moves the
 * publisher's pending earnings from the ad to a held account of the ad and publisher, and what
 * they earn while it is open goes there too (earnings.ts). Confirming it returns the held money to
 * the ad's budget (the earnings are reversed); dismissing it gives it back to the publisher's
 * pending earnings. Every move is a ledger transfer with the report's idempotency key.
 */

export const ALREADY_REPORTED_MESSAGE = 'This publisher already has an open report on this ad';
export const REPORT_CLOSED_MESSAGE = 'This report has already been resolved';

type Reader = Pick<Deps, 'db'>;
type Row = typeof adPublisherReports.$inferSelect;

async function adOf(db: Db, orgId: string, adId: string) {
  const [ad] = await db
    .select({ id: affiliateAds.id, currency: affiliateAds.currency })
    .from(affiliateAds)
    .where(and(eq(affiliateAds.id, adId), eq(affiliateAds.orgId, orgId)))
    .limit(1);
  if (!ad || !isLedgerCurrency(ad.currency)) throw notFound('Affiliate ad');
  return { id: ad.id, currency: ad.currency };
}

async function toReports(deps: Reader, rows: Row[], currency: TPlanCurrency): Promise<TAdReport[]> {
  const cards = await listPublisherCards(deps, [...new Set(rows.map((r) => r.publisherId))]);
  const nameOf = new Map(cards.map((card) => [card.id, card.name]));
  return rows.map((row) => ({
    _id: row.id,
    adId: row.adId,
    publisherId: row.publisherId,
    publisherName: nameOf.get(row.publisherId) ?? '',
    reason: row.reason as TAdReportReason,
    details: row.details,
    status: row.status as TAdReport['status'],
    held: toMajor(row.heldMinor, currency),
    currency,
    createdAt: row.createdAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
  }));
}

/**
 * /script/report-publisher: files an open report on a publisher who joined the organisation's ad
 * (another organisation's ad, or a publisher not on it, is not found; a second open report is a
 * conflict) and holds their pending earnings from the ad, all in one transaction.
 */
export async function reportPublisher(
  deps: Reader,
  orgId: string,
  userId: string,
  input: Omit<TReportPublisherRequest, 'orgId'>,
): Promise<TAdReport> {
  const ad = await adOf(deps.db, orgId, input.adId);
  const row = await openReport(deps.db, orgId, ad, { ...input, reportedBy: userId });
  if (!row) throw new AppError('conflict', ALREADY_REPORTED_MESSAGE);
  const [answer] = await toReports(deps, [row], ad.currency);
  return answer as TAdReport;
}

/**
 * The platform's own report, when the events show a pattern (one address sending a link many user
 * agents within the hour): the publisher is held for the brand's review as if the brand had filed
 * it (reportedBy null). Nothing when a report is open already or the publisher is not on the ad.
 */
export async function holdPublisherForReview(
  deps: Reader,
  input: { orgId: string; adId: string; publisherId: string; reason: TAdReportReason; details: string },
): Promise<void> {
  const ad = await adOf(deps.db, input.orgId, input.adId);
  try {
    await openReport(deps.db, input.orgId, ad, { ...input, reportedBy: null });
  } catch (error) {
    if (!isAppError(error) || error.statusCode !== 404) throw error;
  }
}

/**
 * Opens a report and holds the publisher's pending earnings from the ad, in one transaction.
 * Answers null when one is open already; 404 for a publisher not on the ad.
 */
async function openReport(
  db: Db,
  orgId: string,
  ad: { id: string; currency: TPlanCurrency },
  input: {
    publisherId: string;
    reason: TAdReportReason;
    details?: string | null | undefined;
    reportedBy: string | null;
  },
): Promise<Row | null> {
  return db.transaction(async (tx) => {
    const [link] = await tx
      .select({ id: adLinks.id })
      .from(adLinks)
      .where(and(eq(adLinks.adId, ad.id), eq(adLinks.publisherId, input.publisherId)))
      .limit(1);
    if (!link) throw notFound('Publisher');
    // The lock the ad's payer takes first (earnings.ts): no earning is paid between the sum below
    // and the report's row, and none after it misses the report.
    await lockLedgerAccounts(tx, [accountKey.adBudget(ad.id)]);
    const [report] = await tx
      .insert(adPublisherReports)
      .values({
        orgId,
        adId: ad.id,
        publisherId: input.publisherId,
        reason: input.reason,
        details: input.details ?? null,
        reportedBy: input.reportedBy,
      })
      .onConflictDoNothing()
      .returning();
    if (!report) return null;
    const pending = await tx
      .select({ eventId: adEarnings.eventId, amountMinor: adEarnings.amountMinor })
      .from(adEarnings)
      .where(
        and(
          eq(adEarnings.adId, ad.id),
          eq(adEarnings.publisherId, input.publisherId),
          eq(adEarnings.status, 'pending'),
        ),
      );
    const wanted = pending.reduce((sum, e) => sum + e.amountMinor, 0);
    if (wanted === 0) return report;
    const { movedMinor } = await transfer(tx, {
      debit: accountKey.publisherPending(input.publisherId),
      credit: accountKey.publisherHeld(ad.id, input.publisherId),
      amountMinor: wanted,
      currency: ad.currency,
      reason: 'report_hold',
      sourceId: report.id,
      idempotencyKey: `report_hold:${report.id}`,
      // Pending earnings already released to the publisher cannot be held back (holding, #18).
      cap: 'debit_balance',
    });
    await tx
      .update(adEarnings)
      .set({ status: 'held' })
      .where(
        inArray(
          adEarnings.eventId,
          pending.map((e) => e.eventId),
        ),
      );
    const [held] = await tx
      .update(adPublisherReports)
      .set({ heldMinor: movedMinor })
      .where(eq(adPublisherReports.id, report.id))
      .returning();
    return held ?? report;
  });
}

/**
 * /affliate-ad/resolve-report: confirmed returns what the report holds to the ad's budget (the
 * held earnings are reversed); dismissed gives it back to the publisher's pending earnings. Only
 * an open report can be resolved, once (a second decision is a conflict).
 */
export async function resolveAdReport(
  deps: Reader,
  orgId: string,
  userId: string,
  input: Omit<TResolveAdReportRequest, 'orgId'>,
): Promise<TAdReport> {
  const [found] = await deps.db
    .select()
    .from(adPublisherReports)
    .where(and(eq(adPublisherReports.id, input.id), eq(adPublisherReports.orgId, orgId)))
    .limit(1);
  if (!found) throw notFound('Report');
  const ad = await adOf(deps.db, orgId, found.adId);
  const row = await deps.db.transaction(async (tx) => {
    await lockLedgerAccounts(tx, [accountKey.adBudget(ad.id)]);
    const [report] = await tx
      .update(adPublisherReports)
      .set({ status: input.outcome, resolvedAt: new Date(), resolvedBy: userId })
      .where(and(eq(adPublisherReports.id, found.id), eq(adPublisherReports.status, 'open')))
      .returning();
    if (!report) throw new AppError('conflict', REPORT_CLOSED_MESSAGE);
    const isConfirmed = input.outcome === 'confirmed';
    const held = accountKey.publisherHeld(ad.id, report.publisherId);
    if (report.heldMinor > 0) {
      await transfer(tx, {
        debit: held,
        credit: isConfirmed ? accountKey.adBudget(ad.id) : accountKey.publisherPending(report.publisherId),
        amountMinor: report.heldMinor,
        currency: ad.currency,
        reason: isConfirmed ? 'report_reverse' : 'report_release',
        sourceId: report.id,
        idempotencyKey: `report_${input.outcome}:${report.id}`,
      });
    }
    const settled = await tx
      .update(adEarnings)
      .set({ status: isConfirmed ? 'reversed' : 'pending' })
      .where(
        and(
          eq(adEarnings.adId, ad.id),
          eq(adEarnings.publisherId, report.publisherId),
          eq(adEarnings.status, 'held'),
        ),
      )
      .returning({ feeMinor: adEarnings.feeMinor });
    // Confirmed, the earnings never were: the platform's fee on them goes back to the budget too.
    const feeMinor = settled.reduce((sum, e) => sum + e.feeMinor, 0);
    if (isConfirmed && feeMinor > 0) {
      await transfer(tx, {
        debit: accountKey.platformFee,
        credit: accountKey.adBudget(ad.id),
        amountMinor: feeMinor,
        currency: ad.currency,
        reason: 'platform_fee_reversed',
        sourceId: report.id,
        idempotencyKey: `report_confirmed:${report.id}:fee`,
      });
    }
    return report;
  });
  const [answer] = await toReports(deps, [row], ad.currency);
  return answer as TAdReport;
}

/** /affliate-ad/get-reports: one of the organisation's ads' reports, newest first. */
export async function listAdReports(deps: Reader, orgId: string, adId: string): Promise<TAdReport[]> {
  const ad = await adOf(deps.db, orgId, adId);
  const rows = await deps.db
    .select()
    .from(adPublisherReports)
    .where(eq(adPublisherReports.adId, ad.id))
    .orderBy(desc(adPublisherReports.createdAt), desc(adPublisherReports.id));
  return toReports(deps, rows, ad.currency);
}
