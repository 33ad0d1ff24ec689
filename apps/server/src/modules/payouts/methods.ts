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
 * verified by the payout provider before the first payout (the account exists, and the name it is
 * registered to is the publisher's), and fingerprinted (an HMAC keyed with DATA_ENCRYPTION_KEY of
 * the normalised UPI id or IFSC + account number) so that the same account verified on two
 * publishers flags both for review. A method that is not verified is not paid and flags nobody:
 * typing someone else's UPI id into a profile cannot freeze their payouts. The rows follow the
 * profile: details changed since the last look have another fingerprint, and the row starts over
 * unverified; so does a verified row when the publisher's name changes.
 */

export const NOT_A_PUBLISHER_MESSAGE = 'Register as a publisher first';
export const NO_SUCH_METHOD_MESSAGE = 'Add this payout method to your publisher profile first';
export const NO_HOLDER_NAME_MESSAGE = 'The payout provider did not say whose account this is';
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

/** What a row looks like before any verification: what any change of details or name starts over from. */
const UNVERIFIED = {
  verification: 'unverified',
  failureReason: null,
  providerValidationId: null,
  verifiedAt: null,
  checkedName: null,
} as const;

/**
 * Brings the publisher's method rows in line with their profile: a method that is gone is
 * dropped, one whose fingerprint changed starts over unverified (its provider account too), and
 * one checked against another name than the publisher's now starts over as well. Nothing is
 * flagged here: only a verification (saveVerification) may make a duplicate count.
 */
export async function syncPayoutMethods(deps: MethodsDeps, payee: PublisherPayee): Promise<MethodRow[]> {
  const key = deps.config.dataEncryptionKey;
  const wanted = (['upi', 'bank'] as const).flatMap((kind) => {
    const destination = destinationOf(payee, kind);
    return destination ? [{ kind, fingerprint: fingerprintOf(key, destination) }] : [];
  });
  return deps.db.transaction(async (tx) => {
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
          set: { ...UNVERIFIED, fingerprint: w.fingerprint, providerAccountId: null, updatedAt: new Date() },
          setWhere: ne(payoutMethods.fingerprint, w.fingerprint),
        });
    }
    // A name check holds for the name it was made with.
    await tx
      .update(payoutMethods)
      .set({ ...UNVERIFIED, updatedAt: new Date() })
      .where(
        and(
          eq(payoutMethods.publisherId, payee.publisherId),
          inArray(payoutMethods.verification, ['verified', 'mismatch']),
          sql`${payoutMethods.checkedName} is distinct from ${payee.name}`,
        ),
      );
    return tx.select().from(payoutMethods).where(eq(payoutMethods.publisherId, payee.publisherId));
  });
}

/**
 * Opens a review on both sides of `fingerprint` where another publisher holds it verified too,
 * and flags them (a fingerprint cleared for a publisher before does not flag them again).
 */
async function flagSharedFingerprint(tx: Db, publisherId: string, fingerprint: string): Promise<void> {
  const others = await tx
    .select({ publisherId: payoutMethods.publisherId, fingerprint: payoutMethods.fingerprint })
    .from(payoutMethods)
    .where(
      and(
        eq(payoutMethods.fingerprint, fingerprint),
        eq(payoutMethods.verification, 'verified'),
        ne(payoutMethods.publisherId, publisherId),
      ),
    );
  if (others.length === 0) return;
  const opened = await tx
    .insert(payoutReviews)
    .values([...others, { publisherId, fingerprint }].map((p) => ({ ...p, reason: DUPLICATE_METHOD_REASON })))
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
  failureReason: row.verification === 'failed' ? row.failureReason : null,
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

/** Folds case, accents, punctuation and a title: `Dr. ASHA  RÁO.` and `Asha Rao` are one name. */
const nameWords = (name: string): string[] =>
  name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .trim()
    .replace(/^(mr|mrs|ms|miss|dr|shri|smt|kumari)\.?\s+/u, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/**
 * Whether the name an account is registered to is the publisher's: every word of one name is in
 * the other (an initial stands for a word it begins), and at least two whole words agree unless
 * both names are one word. So `ASHA K RAO` is `Asha Rao`; `Asha` alone is not `Asha Rao`, and
 * `Ravi Rao` is not.
 */
export function isSameHolder(registeredName: string, publisherName: string): boolean {
  const a = nameWords(registeredName);
  const b = nameWords(publisherName);
  if (a.length === 0 || b.length === 0) return false;
  const covers = (words: string[], other: string[]) =>
    words.every((w) => (w.length > 1 ? other.includes(w) : other.some((o) => o.startsWith(w))));
  if (!covers(a, b) && !covers(b, a)) return false;
  if (a.length === 1 && b.length === 1) return a[0] === b[0];
  return new Set(a.filter((w) => w.length > 1 && b.includes(w))).size >= 2;
}

type Judged = Omit<MethodVerification, 'status' | 'registeredName'> & {
  status: 'pending' | 'verified' | 'mismatch' | 'failed';
};

/** The provider's answer with the holder's name judged: an account of another name is a mismatch. */
function judged(result: MethodVerification, publisherName: string): Judged {
  const { registeredName, ...rest } = result;
  if (result.status !== 'verified') return rest;
  if (!registeredName) return { ...rest, status: 'failed', failureReason: NO_HOLDER_NAME_MESSAGE };
  // The registered name may be a stranger's (someone typed their UPI id): it is neither kept nor shown.
  return isSameHolder(registeredName, publisherName) ? rest : { ...rest, status: 'mismatch' };
}

/**
 * Records a verification's outcome on the details that were verified (a change meanwhile has
 * started over) and, once verified, flags the publishers holding the same account verified.
 * Under one lock for all publishers: two verifying the same account at once see each other.
 */
async function saveVerification(
  db: Db,
  payee: PublisherPayee,
  row: MethodRow,
  result: Judged,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('payout_methods', 0))`);
    const [saved] = await tx
      .update(payoutMethods)
      .set({
        verification: result.status,
        failureReason: result.failureReason,
        ...(result.providerAccountId ? { providerAccountId: result.providerAccountId } : {}),
        providerValidationId: result.providerValidationId,
        verifiedAt: result.status === 'verified' ? new Date() : null,
        checkedName: payee.name,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(payoutMethods.publisherId, payee.publisherId),
          eq(payoutMethods.kind, row.kind),
          eq(payoutMethods.fingerprint, row.fingerprint),
        ),
      )
      .returning();
    if (saved?.verification === 'verified')
      await flagSharedFingerprint(tx, payee.publisherId, saved.fingerprint);
  });
}

/**
 * Asks the provider about one method row that is not verified: a pending one again, any other
 * afresh (the sandbox answers at once; RazorpayX validates the fund account, possibly answering
 * pending, and a later call asks again).
 */
async function checkMethod(deps: MethodsDeps, payee: PublisherPayee, row: MethodRow): Promise<void> {
  const destination = destinationOf(payee, row.kind as TPayoutMethodKind);
  if (!destination || row.verification === 'verified') return;
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
  await saveVerification(deps.db, payee, row, judged(result, payee.name));
}

/**
 * /publisher/verify-payout-method: asks the provider to check one of the caller's methods, again
 * after a mismatch, a failure or while pending. A verified method is not checked again until it
 * or the publisher's name changes.
 */
export async function verifyPayoutMethod(
  deps: MethodsDeps,
  userId: string,
  kind: TPayoutMethodKind,
): Promise<TPayoutMethods> {
  const payee = await requirePayeeOfUser(deps, userId);
  const rows = await syncPayoutMethods(deps, payee);
  const row = rows.find((r) => r.kind === kind);
  if (!row || !destinationOf(payee, kind))
    throw new AppError('not_found', NO_SUCH_METHOD_MESSAGE, { field: 'method' });
  await checkMethod(deps, payee, row);
  return getPayoutMethods(deps, userId);
}

/**
 * The scheduled run's lazy check: methods never checked (those verified before the name check
 * existed were set back to unverified, and any the publisher did not verify) and pending ones
 * are asked about once per run; a mismatch or a failure waits for the publisher to retry.
 */
export async function verifyUncheckedMethods(deps: MethodsDeps, payee: PublisherPayee): Promise<void> {
  const rows = await syncPayoutMethods(deps, payee);
  for (const row of rows) {
    if (row.verification === 'unverified' || row.verification === 'pending')
      await checkMethod(deps, payee, row);
  }
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
