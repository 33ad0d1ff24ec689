import type { TPayoutMethodKind, TPayoutReview, TPayoutReviews } from '@creatorscope/contracts';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { AppError } from '../../http/errors.js';
import { accountKey, balancesOf } from '../ledger/index.js';
import { getPublisherPayee, type PublisherPayee } from '../publishers/index.js';
import { clearPayoutReview, maskedOf } from './methods.js';
import { tellPublisher } from './payouts.js';
import { payoutMethods, payoutReviews } from './tables.js';

/*
 * The operators' side of payout-method reviews (marketing.md, "Money", 4): a UPI id or bank
 * account verified on two publishers (each its holder by name) flags both, and neither is paid until a person clears it. An operator
 * sees each flagged publisher with the methods they share and with whom, and clears them when the
 * sharing is legitimate (a family account, an agency paying its creators).
 */

type ReviewDeps = Pick<Deps, 'db' | 'config' | 'pubsub' | 'log'>;
type ReviewRow = typeof payoutReviews.$inferSelect;

export const NO_OPEN_REVIEW_MESSAGE = 'This publisher has no open payout review';
const CLEARED_SHOWN = 20;

/** /operations/get-payout-reviews: every open review by publisher, and the latest cleared ones. */
export async function listPayoutReviews(deps: ReviewDeps): Promise<TPayoutReviews> {
  const openRows = await deps.db
    .select()
    .from(payoutReviews)
    .where(eq(payoutReviews.status, 'open'))
    .orderBy(payoutReviews.createdAt);
  const clearedRows = await deps.db
    .select()
    .from(payoutReviews)
    .where(eq(payoutReviews.status, 'cleared'))
    .orderBy(desc(payoutReviews.clearedAt))
    .limit(CLEARED_SHOWN * 2);
  const reviewOf = await reviewBuilder(deps, [...openRows, ...clearedRows], openRows);
  return {
    open: byPublisher(openRows, reviewOf),
    cleared: byPublisher(clearedRows, reviewOf).slice(0, CLEARED_SHOWN),
  };
}

type ReviewOf = (publisherId: string, group: ReviewRow[]) => TPayoutReview | null;

/** The rows grouped by publisher, in the order each first appears, as reviews. */
function byPublisher(rows: ReviewRow[], reviewOf: ReviewOf): TPayoutReview[] {
  const map = new Map<string, ReviewRow[]>();
  for (const row of rows) map.set(row.publisherId, [...(map.get(row.publisherId) ?? []), row]);
  return [...map].flatMap(([id, reviews]) => reviewOf(id, reviews) ?? []);
}

/**
 * What a review shows, for the publishers of `rows`: who else holds each shared fingerprint (now
 * on a method, or when it was flagged), the masked methods, and the available money of the
 * publishers of `heldRows` (the open ones: what their review holds back).
 */
async function reviewBuilder(deps: ReviewDeps, rows: ReviewRow[], heldRows: ReviewRow[]): Promise<ReviewOf> {
  const fingerprints = [...new Set(rows.map((r) => r.fingerprint))];
  const methodRows =
    fingerprints.length === 0
      ? []
      : await deps.db
          .select({
            publisherId: payoutMethods.publisherId,
            kind: payoutMethods.kind,
            fingerprint: payoutMethods.fingerprint,
            verification: payoutMethods.verification,
          })
          .from(payoutMethods)
          .where(inArray(payoutMethods.fingerprint, fingerprints));
  // Everyone else with one of these fingerprints, now verified (methods) or when flagged (reviews):
  // one who only typed it in holds nothing.
  const holders =
    fingerprints.length === 0
      ? []
      : [
          ...methodRows.filter((m) => m.verification === 'verified'),
          ...(await deps.db
            .select({ publisherId: payoutReviews.publisherId, fingerprint: payoutReviews.fingerprint })
            .from(payoutReviews)
            .where(inArray(payoutReviews.fingerprint, fingerprints))),
        ];

  const payees = new Map<string, PublisherPayee>();
  for (const id of new Set([...rows.map((r) => r.publisherId), ...holders.map((h) => h.publisherId)])) {
    const payee = await getPublisherPayee(deps, id);
    if (payee) payees.set(id, payee);
  }
  const balances = await balancesOf(
    deps.db,
    [...new Set(heldRows.map((r) => accountKey.publisherAvailable(r.publisherId)))],
    'INR',
  );

  return (publisherId: string, group: ReviewRow[]): TPayoutReview | null => {
    const payee = payees.get(publisherId);
    const first = group[0];
    if (!payee || !first) return null;
    const prints = new Set(group.map((r) => r.fingerprint));
    const others = [
      ...new Set(
        holders
          .filter((h) => prints.has(h.fingerprint) && h.publisherId !== publisherId)
          .map((h) => h.publisherId),
      ),
    ].flatMap((id) => {
      const other = payees.get(id);
      return other ? [{ publisherId: id, name: other.name, email: other.email }] : [];
    });
    const methods = methodRows
      .filter((m) => m.publisherId === publisherId && prints.has(m.fingerprint))
      .map((m) => ({
        kind: m.kind as TPayoutMethodKind,
        masked: maskedOf(payee, m.kind as TPayoutMethodKind),
      }));
    const cleared = group.find((r) => r.clearedAt);
    return {
      publisherId,
      name: payee.name,
      email: payee.email,
      status: first.status === 'open' ? 'open' : 'cleared',
      reason: first.reason,
      openedAt: first.createdAt.toISOString(),
      methods,
      sharedWith: others,
      available: (balances.get(accountKey.publisherAvailable(publisherId)) ?? 0) / 100,
      clearedBy: cleared?.clearedBy ?? null,
      clearedAt: cleared?.clearedAt?.toISOString() ?? null,
    };
  };
}

/**
 * /operations/clear-payout-review: closes the publisher's open reviews in the operator's name; the
 * publisher is told, and may withdraw again. 404 when there is nothing open to clear.
 */
export async function clearReview(
  deps: ReviewDeps,
  operatorEmail: string,
  publisherId: string,
): Promise<TPayoutReview> {
  const closed = await clearPayoutReview(deps.db, publisherId, operatorEmail);
  if (closed === 0) throw new AppError('not_found', NO_OPEN_REVIEW_MESSAGE);
  await tellPublisher(deps, publisherId, {
    message: { key: 'payoutMethodsReviewed', params: {} },
    path: '/creator-hub/payouts',
  });
  // What it was, as the cleared tab shows it: this publisher's cleared reviews, latest first.
  const rows = await deps.db
    .select()
    .from(payoutReviews)
    .where(and(eq(payoutReviews.publisherId, publisherId), eq(payoutReviews.status, 'cleared')))
    .orderBy(desc(payoutReviews.clearedAt));
  const review = (await reviewBuilder(deps, rows, []))(publisherId, rows);
  if (!review) throw new AppError('not_found', NO_OPEN_REVIEW_MESSAGE);
  return review;
}
