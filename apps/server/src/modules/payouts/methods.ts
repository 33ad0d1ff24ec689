import { createHmac } from 'node:crypto';
import type { TPayoutMethod, TPayoutMethodKind, TPayoutMethods } from '@creatorscope/contracts';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { MethodVerification, PayoutDestination } from '../../adapters/payouts/index.js';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../http/errors.js';
import {
  getPublisherPayee,
  getPublisherPayeeOfUser,
  type PublisherPayee,
  setPublisherStatus,
} from '../publishers/index.js';
import { payoutProviderFor } from './provider.js';
import { payoutMethods, payoutReviews } from './tables.js';
import { tdsRateBps } from './tds.js';

/*
 * A publisher's payout methods (their profile's UPI id and bank account, sealed there): each is
 * verified by the payout provider before the first payout, and fingerprinted (an HMAC keyed with
 * DATA_ENCRYPTION_KEY of the normalised UPI id or IFSC + account number) so that the same account
 * on two publishers flags both for review. The rows follow the profile: details changed since the
 * last look have another fingerprint, and the row starts over unverified.
 */

export const NOT_A_PUBLISHER_MESSAGE = 'Register as a publisher first';
export const NO_SUCH_METHOD_MESSAGE = 'Add this payout method to your publisher profile first';
export const DUPLICATE_METHOD_REASON =
  'The same UPI id or bank account is on another publisher profile: a person will review it before any payout';

type MethodsDeps = Pick<Deps, 'db' | 'config'>;
type MethodRow = typeof payoutMethods.$inferSelect;

/** The HMAC-SHA256 of a method's normalised identity: lower-cased UPI id, or upper-cased IFSC + account digits. */
export function fingerprintOf(key: string, destination: PayoutDestination): string {
  const identity =
    destination.kind === 'upi'
      ? `upi:${destination.upiId.trim().toLowerCase()}`
      : `bank:${destination.ifsc.trim().toUpperCase()}:${destination.accountNumber.replace(/\D/g, '').replace(/^0+/, '')}`;
  return createHmac('sha256', key).update(identity).digest('hex');
}

export function destinationOf(payee: PublisherPayee, kind: TPayoutMethodKind): PayoutDestination | null {
  if (kind === 'upi') return payee.upi ? { kind: 'upi', upiId: payee.upi.upiId, name: payee.name } : null;
  return payee.bank
    ? {
        kind: 'bank',
        accountNumber: payee.bank.accountNumber,
        ifsc: payee.bank.ifsc,
        name: payee.bank.holderName,
      }
    : null;
}

export const maskedOf = (payee: PublisherPayee, kind: TPayoutMethodKind): string =>
  (kind === 'upi' ? payee.upi?.masked : payee.bank?.masked) ?? '';

/**
 * Brings the publisher's method rows in line with their profile: a method that is gone is
 * dropped, one whose fingerprint changed starts over unverified, and a fingerprint another
 * publisher also has opens a review of both (flagged, not paid) unless a person cleared it.
 */
export async function syncPayoutMethods(deps: MethodsDeps, payee: PublisherPayee): Promise<MethodRow[]> {
  const key = deps.config.dataEncryptionKey;
  const wanted = (['upi', 'bank'] as const).flatMap((kind) => {
    const destination = destinationOf(payee, kind);
    return destination ? [{ kind, fingerprint: fingerprintOf(key, destination) }] : [];
  });
  return deps.db.transaction(async (tx) => {
    // One publisher's sync at a time: two saving the same account at once both see each other.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('payout_methods', 0))`);
    await tx.delete(payoutMethods).where(
      and(
        eq(payoutMethods.publisherId, payee.publisherId),
        wanted.length === 0
          ? undefined
          : sql`${payoutMethods.kind} not in (${sql.join(
              wanted.map((w) => sql`${w.kind}`),
              sql`, `,
            )})`,
      ),
    );
    for (const w of wanted) {
      await tx
        .insert(payoutMethods)
        .values({ publisherId: payee.publisherId, kind: w.kind, fingerprint: w.fingerprint })
        .onConflictDoUpdate({
          target: [payoutMethods.publisherId, payoutMethods.kind],
          set: {
            fingerprint: w.fingerprint,
            verification: 'unverified',
            failureReason: null,
            providerAccountId: null,
            providerValidationId: null,
            verifiedAt: null,
            updatedAt: new Date(),
          },
          setWhere: ne(payoutMethods.fingerprint, w.fingerprint),
        });
    }
    if (wanted.length > 0)
      await flagSharedFingerprints(
        tx,
        payee.publisherId,
        wanted.map((w) => w.fingerprint),
      );
    return tx.select().from(payoutMethods).where(eq(payoutMethods.publisherId, payee.publisherId));
  });
}

/** Opens a review on both sides of each fingerprint another publisher has too, and flags them. */
async function flagSharedFingerprints(tx: Db, publisherId: string, fingerprints: string[]): Promise<void> {
  const others = await tx
    .select({ publisherId: payoutMethods.publisherId, fingerprint: payoutMethods.fingerprint })
    .from(payoutMethods)
    .where(and(inArray(payoutMethods.fingerprint, fingerprints), ne(payoutMethods.publisherId, publisherId)));
  if (others.length === 0) return;
  const pairs = [
    ...others,
    ...[...new Set(others.map((o) => o.fingerprint))].map((fingerprint) => ({ publisherId, fingerprint })),
  ];
  const opened = await tx
    .insert(payoutReviews)
    .values(pairs.map((p) => ({ ...p, reason: DUPLICATE_METHOD_REASON })))
    .onConflictDoNothing()
    .returning({ publisherId: payoutReviews.publisherId });
  for (const id of new Set(opened.map((o) => o.publisherId))) await setPublisherStatus(tx, id, 'flagged');
}

export const SELF_PAID_REASON =
  'You are a member of the organisation whose ad pays you: a person will review it before any payout';

/**
 * Opens a review of a publisher paid by their own organisations' ads, one per organisation (its
 * fingerprint `org:<id>`), and flags them; one an operator cleared stays cleared.
 */
export async function openSelfPaidReviews(db: Db, publisherId: string, orgIds: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    const opened = await tx
      .insert(payoutReviews)
      .values(orgIds.map((orgId) => ({ publisherId, fingerprint: `org:${orgId}`, reason: SELF_PAID_REASON })))
      .onConflictDoNothing()
      .returning({ publisherId: payoutReviews.publisherId });
    if (opened.length > 0) await setPublisherStatus(tx, publisherId, 'flagged');
  });
}

/** The open review of a publisher, if any: they are not paid while one is open. */
export async function openReviewOf(db: Db, publisherId: string): Promise<{ reason: string } | null> {
  const [row] = await db
    .select({ reason: payoutReviews.reason })
    .from(payoutReviews)
    .where(and(eq(payoutReviews.publisherId, publisherId), eq(payoutReviews.status, 'open')))
    .limit(1);
  return row ?? null;
}

/**
 * An operator's decision (the Operations screen, reviews.ts):
 * clears every open review of the publisher, who is active and paid again. The fingerprints
 * cleared no longer flag them. Answers how many reviews it closed.
 */
export async function clearPayoutReview(db: Db, publisherId: string, operator: string): Promise<number> {
  return db.transaction(async (tx) => {
    const closed = await tx
      .update(payoutReviews)
      .set({ status: 'cleared', clearedBy: operator, clearedAt: new Date() })
      .where(and(eq(payoutReviews.publisherId, publisherId), eq(payoutReviews.status, 'open')))
      .returning({ fingerprint: payoutReviews.fingerprint });
    // Nothing open, nothing changed: the caller answers 404.
    if (closed.length > 0) await setPublisherStatus(tx, publisherId, 'active');
    return closed.length;
  });
}

export async function requirePayeeOfUser(deps: MethodsDeps, userId: string): Promise<PublisherPayee> {
  const payee = await getPublisherPayeeOfUser(deps, userId);
  if (!payee) throw new AppError('not_found', NOT_A_PUBLISHER_MESSAGE);
  return payee;
}

export { getPublisherPayee };

const toMethod = (payee: PublisherPayee, row: MethodRow): TPayoutMethod => ({
  kind: row.kind as TPayoutMethodKind,
  masked: maskedOf(payee, row.kind as TPayoutMethodKind),
  accountHolderName: row.kind === 'bank' ? (payee.bank?.holderName ?? null) : null,
  ifsc: row.kind === 'bank' ? (payee.bank?.ifsc ?? null) : null,
  verification: row.verification as TPayoutMethod['verification'],
  failureReason: row.failureReason,
  verifiedAt: row.verifiedAt?.toISOString() ?? null,
});

/** /publisher/get-payout-methods: the caller's methods, masked, with their verification and any review. */
export async function getPayoutMethods(deps: MethodsDeps, userId: string): Promise<TPayoutMethods> {
  const payee = await requirePayeeOfUser(deps, userId);
  const rows = await syncPayoutMethods(deps, payee);
  const review = await openReviewOf(deps.db, payee.publisherId);
  return {
    methods: rows
      .sort((a, b) => (a.kind === 'upi' ? -1 : b.kind === 'upi' ? 1 : 0))
      .map((r) => toMethod(payee, r)),
    isFlagged: review !== null,
    flagReason: review?.reason ?? null,
    minimumPayout: deps.config.PAYOUT_MINIMUM_MINOR / 100,
    tax: {
      pan: payee.panMasked,
      ratePercent: tdsRateBps(deps.config, true) / 100,
      noPanRatePercent: tdsRateBps(deps.config, false) / 100,
      thresholdAmount: deps.config.TDS_194H_THRESHOLD_MINOR / 100,
    },
  };
}

async function saveVerification(
  db: Db,
  publisherId: string,
  kind: string,
  fingerprint: string,
  result: MethodVerification,
) {
  const [row] = await db
    .update(payoutMethods)
    .set({
      verification: result.status,
      failureReason: result.failureReason,
      ...(result.providerAccountId ? { providerAccountId: result.providerAccountId } : {}),
      providerValidationId: result.providerValidationId,
      verifiedAt: result.status === 'verified' ? new Date() : null,
      updatedAt: new Date(),
    })
    // Only the details that were verified: a change meanwhile has started over.
    .where(
      and(
        eq(payoutMethods.publisherId, publisherId),
        eq(payoutMethods.kind, kind),
        eq(payoutMethods.fingerprint, fingerprint),
      ),
    )
    .returning();
  return row;
}

/**
 * /publisher/verify-payout-method: asks the provider to check one of the caller's methods (the
 * sandbox answers at once; RazorpayX validates the fund account, possibly answering pending, and
 * a later call asks again). A verified method is not checked again until it changes.
 */
export async function verifyPayoutMethod(
  deps: MethodsDeps,
  userId: string,
  kind: TPayoutMethodKind,
): Promise<TPayoutMethods> {
  const payee = await requirePayeeOfUser(deps, userId);
  const rows = await syncPayoutMethods(deps, payee);
  const row = rows.find((r) => r.kind === kind);
  const destination = destinationOf(payee, kind);
  if (!row || !destination) throw new AppError('not_found', NO_SUCH_METHOD_MESSAGE, { field: 'method' });
  if (row.verification !== 'verified') {
    const provider = payoutProviderFor(deps);
    const result =
      row.verification === 'pending' && row.providerValidationId
        ? await provider.checkVerification(row.providerValidationId)
        : await provider.verifyMethod({
            beneficiary: {
              publisherId: payee.publisherId,
              name: payee.name,
              email: payee.email,
              phone: payee.whatsappNumber,
            },
            destination,
            providerAccountId: row.providerAccountId,
          });
    await saveVerification(deps.db, payee.publisherId, kind, row.fingerprint, result);
  }
  return getPayoutMethods(deps, userId);
}

/** The method a payout goes to: the one asked for, else the verified UPI id, else the verified account. */
export async function payableMethod(
  deps: MethodsDeps,
  payee: PublisherPayee,
  kind: TPayoutMethodKind | undefined,
): Promise<{ row: MethodRow; destination: PayoutDestination } | null> {
  const rows = await syncPayoutMethods(deps, payee);
  const order: TPayoutMethodKind[] = kind ? [kind] : ['upi', 'bank'];
  for (const k of order) {
    const row = rows.find((r) => r.kind === k && r.verification === 'verified');
    const destination = destinationOf(payee, k);
    if (row && destination) return { row, destination };
  }
  return null;
}
