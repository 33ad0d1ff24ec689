import {
  NOTIFICATION_REASONS,
  type TNotificationMessage,
  type TNotificationReasonCode,
  type TPayout,
  type TPayoutFailureCode,
  type TPayoutMethodKind,
  type TPlanCurrency,
} from '@creatorscope/contracts';
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import {
  type CreatePayoutInput,
  PayoutRefused,
  type ProviderPayoutState,
} from '../../adapters/payouts/index.js';
import type { Db } from '../../db/client.js';
import { sealerFor } from '../../db/sealed.js';
import type { Deps } from '../../deps.js';
import { AppError, fieldError } from '../../http/errors.js';
import { payingOrgsOf, payOffOwedThen, toMinor } from '../affiliate-ads/index.js';
import { accountKey, balanceOf, balancesOf, lockLedgerAccounts, transfer } from '../ledger/index.js';
import { notify } from '../notifications/index.js';
import { listMyOrganizations } from '../org/index.js';
import { listPublishersWithPayoutDetails, type PublisherPayee } from '../publishers/index.js';
import {
  getPublisherPayee,
  openReviewOf,
  openSelfPaidReviews,
  payableMethod,
  requirePayeeOfUser,
  verifyUncheckedMethods,
} from './methods.js';
import { payoutProviderFor } from './provider.js';
import { payouts } from './tables.js';
import { financialYearOf, tdsFor, tdsRateBps, yearSoFar } from './tds.js';

/*
 * Payouts (marketing.md, "Money", 4): pending → processing → paid | failed. Creating one moves
 * the amount publisher_available → payout_in_transit in the same transaction as its row; the
 * provider is asked after the commit, with the payout's id as its idempotency key, so a retry (a
 * lost answer, a restart) never pays twice; paid moves it on to external:payouts, failed back to
 * the publisher's available money (their debt, if any, paid first) and tells them why.
 *
 * TDS (tds.ts): a payout past the year's threshold withholds it (at the no-PAN rate of section
 * 206AA when the profile has no PAN then), publisher_available →
 * tds_payable in the same transaction; the provider is paid the net (`amount_minor`), and a
 * failure returns both the net and the TDS.
 */

export const PAYOUTS_ON_HOLD_MESSAGE = 'Your payouts are on hold while a person reviews your payout details';
export const METHOD_NOT_VERIFIED_MESSAGE = 'Verify a payout method before you withdraw';
export const INR_ONLY_MESSAGE = 'Payouts are made in INR only';
export const ABOVE_AVAILABLE_MESSAGE = 'amount is more than your available earnings';

type PayoutDeps = Pick<Deps, 'db' | 'config' | 'pubsub' | 'log'>;
type PayoutRow = typeof payouts.$inferSelect;

const modeOf = (kind: TPayoutMethodKind, amountMinor: number) =>
  kind === 'upi' ? 'UPI' : amountMinor <= 50_000_000 ? 'IMPS' : 'NEFT';

export const toPayout = (row: PayoutRow): TPayout => ({
  _id: row.id,
  amount: row.amountMinor / 100,
  grossAmount: row.grossMinor / 100,
  tdsAmount: row.tdsMinor / 100,
  tdsRatePercent: row.tdsRateBps / 100,
  isTdsWithoutPan: row.isTdsWithoutPan,
  statementNumber: row.statementNumber,
  currency: row.currency as TPlanCurrency,
  state: row.state as TPayout['state'],
  origin: row.origin as TPayout['origin'],
  method: { kind: row.methodKind as TPayoutMethodKind, masked: row.methodMasked },
  mode: row.mode as TPayout['mode'],
  failureCode: row.failureCode as TPayoutFailureCode | null,
  failureReason: row.failureReason,
  reference: row.reference,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  paidAt: row.paidAt?.toISOString() ?? null,
});

async function payoutByKey(db: Db, key: string): Promise<PayoutRow | null> {
  const [row] = await db.select().from(payouts).where(eq(payouts.idempotencyKey, key)).limit(1);
  return row ?? null;
}

/**
 * A publisher who is a member of an organisation whose ad pays them (a brand Admin registered as
 * its own publisher) is held for an operator's review before any payout: a brand cannot clear it
 * itself, and an operator who cleared that organisation is not asked again.
 */
async function holdSelfPaid(deps: PayoutDeps, payee: PublisherPayee): Promise<void> {
  const paying = await payingOrgsOf(deps.db, payee.publisherId);
  if (paying.length === 0) return;
  const mine = new Set((await listMyOrganizations(deps, payee.userId, null)).map((o) => o._id));
  const own = paying.filter((orgId) => mine.has(orgId));
  if (own.length > 0) await openSelfPaidReviews(deps.db, payee.publisherId, own);
}

/**
 * Makes a payout of a publisher's available INR (all of it, or `amountMinor`) into their verified
 * method: refused while they are under review, without a verified method, beyond what is
 * available or below the minimum. The same key again answers the payout it made. The provider is
 * asked once the row and the ledger entry are committed.
 */
export async function createPayout(
  deps: PayoutDeps,
  payee: PublisherPayee,
  input: {
    amountMinor?: number | undefined;
    kind?: TPayoutMethodKind | undefined;
    key: string;
    origin: 'manual' | 'scheduled';
    /** When it is made (its financial year); now when left out. */
    now?: Date | undefined;
  },
): Promise<{ payout: PayoutRow; isRepeat: boolean }> {
  const key = `${payee.publisherId}:${input.key}`;
  const done = await payoutByKey(deps.db, key);
  if (done) return { payout: done, isRepeat: true };
  await holdSelfPaid(deps, payee);
  if (payee.status === 'flagged' || (await openReviewOf(deps.db, payee.publisherId))) {
    throw new AppError('unprocessable', PAYOUTS_ON_HOLD_MESSAGE);
  }
  const method = await payableMethod(deps, payee, input.kind);
  if (!method)
    throw new AppError('unprocessable', METHOD_NOT_VERIFIED_MESSAGE, {
      errors: { method: METHOD_NOT_VERIFIED_MESSAGE },
    });
  const available = accountKey.publisherAvailable(payee.publisherId);
  const minimum = deps.config.PAYOUT_MINIMUM_MINOR;
  const created = await deps.db.transaction(async (tx) => {
    await lockLedgerAccounts(tx, [available, accountKey.publisherOwed(payee.publisherId)]);
    // A racing request with the same key that got the lock first has made the payout: answer it.
    if (await payoutByKey(tx, key)) return null;
    const balance = await balanceOf(tx, available, 'INR');
    const grossMinor = input.amountMinor ?? balance;
    if (input.amountMinor !== undefined && grossMinor > balance)
      throw fieldError('amount', ABOVE_AVAILABLE_MESSAGE);
    if (grossMinor < minimum) {
      const minimumAmount = (minimum / 100).toFixed(2);
      throw new AppError(
        'unprocessable',
        `You can withdraw once you have at least ${minimumAmount} INR available`,
        { minimumAmount },
      );
    }
    // The publisher's payouts are serialised by the lock on their available account, so the
    // year's sums read here cannot miss a racing payout of theirs.
    const now = input.now ?? new Date();
    const financialYear = financialYearOf(now);
    const year = await yearSoFar(tx, payee.publisherId, financialYear);
    const rateBps = tdsRateBps(deps.config, payee.panMasked !== null);
    const tds = tdsFor({
      grossMinor,
      yearGrossBeforeMinor: year.grossMinor,
      yearBaseBeforeMinor: year.baseMinor,
      thresholdMinor: deps.config.TDS_194H_THRESHOLD_MINOR,
      rateBps,
    });
    const amountMinor = grossMinor - tds.tdsMinor;
    const [row] = await tx
      .insert(payouts)
      .values({
        publisherId: payee.publisherId,
        amountMinor,
        grossMinor,
        tdsMinor: tds.tdsMinor,
        tdsBaseMinor: tds.baseMinor,
        tdsRateBps: tds.tdsMinor > 0 ? rateBps : 0,
        isTdsWithoutPan: tds.tdsMinor > 0 && payee.panMasked === null,
        panMasked: payee.panMasked,
        financialYear,
        createdAt: now,
        updatedAt: now,
        currency: 'INR',
        origin: input.origin,
        methodKind: method.row.kind,
        methodMasked:
          method.destination.kind === 'upi' ? (payee.upi?.masked ?? '') : (payee.bank?.masked ?? ''),
        mode: modeOf(method.row.kind as TPayoutMethodKind, amountMinor),
        idempotencyKey: key,
      })
      .onConflictDoNothing({ target: payouts.idempotencyKey })
      .returning();
    // A racing request with the same key made it first (it waited on the lock): answer that one.
    if (!row) return null;
    await transfer(tx, {
      debit: available,
      credit: accountKey.payoutInTransit(payee.publisherId),
      amountMinor,
      currency: 'INR',
      reason: 'payout',
      sourceId: row.id,
      idempotencyKey: `payout:${row.id}`,
    });
    if (row.tdsMinor > 0) {
      await transfer(tx, {
        debit: available,
        credit: accountKey.tdsPayable,
        amountMinor: row.tdsMinor,
        currency: 'INR',
        reason: 'payout_tds',
        sourceId: row.id,
        idempotencyKey: `payout_tds:${row.id}`,
      });
    }
    return row;
  });
  if (!created) {
    const raced = await payoutByKey(deps.db, key);
    if (!raced) throw new Error(`payout ${key} conflicted but is not there`);
    return { payout: raced, isRepeat: true };
  }
  return { payout: await sendPayout(deps, created.id), isRepeat: false };
}

/** /publisher/withdraw. */
export async function withdraw(
  deps: PayoutDeps,
  userId: string,
  input: {
    amount?: number | undefined;
    currency: TPlanCurrency;
    method?: TPayoutMethodKind | undefined;
    idempotencyKey: string;
  },
): Promise<{ payout: TPayout; isRepeat: boolean }> {
  if (input.currency !== 'INR') throw fieldError('currency', INR_ONLY_MESSAGE);
  const payee = await requirePayeeOfUser(deps, userId);
  const { payout, isRepeat } = await createPayout(deps, payee, {
    amountMinor: input.amount === undefined ? undefined : toMinor('amount', input.amount, 'INR'),
    kind: input.method,
    key: input.idempotencyKey,
    origin: 'manual',
  });
  return { payout: toPayout(payout), isRepeat };
}

async function getRow(db: Db, id: string): Promise<PayoutRow> {
  const [row] = await db.select().from(payouts).where(eq(payouts.id, id)).limit(1);
  if (!row) throw new Error(`payout ${id} is not there`);
  return row;
}

const openRequest = (deps: PayoutDeps, sealed: string): CreatePayoutInput =>
  JSON.parse(sealerFor(deps.config.dataEncryptionKey).open(sealed)) as CreatePayoutInput;

/**
 * What to ask the provider for a pending payout: the request its first attempt sent, when there was
 * one (the provider may hold that payout already, answer lost; asking for anything else under the
 * same id could pay twice), else one to the publisher's verified method of its kind, if any.
 */
async function payoutRequestOf(deps: PayoutDeps, row: PayoutRow): Promise<CreatePayoutInput | null> {
  if (row.sentRequestSealed) return openRequest(deps, row.sentRequestSealed);
  const payee = await getPublisherPayee(deps, row.publisherId);
  const method = payee ? await payableMethod(deps, payee, row.methodKind as TPayoutMethodKind) : null;
  if (!payee || !method) return null;
  return {
    payoutId: row.id,
    amountMinor: row.amountMinor,
    currency: 'INR',
    mode: row.mode as 'UPI' | 'IMPS' | 'NEFT',
    providerAccountId: method.row.providerAccountId,
    beneficiary: {
      publisherId: payee.publisherId,
      name: payee.name,
      email: payee.email,
      phone: payee.whatsappNumber,
    },
    destination: method.destination,
    narration: 'Creatorscope payout',
  };
}

/**
 * Asks the provider to send a pending payout (again, after a lost answer: the same id and the same
 * request are the same payout there). A payout never sent whose method is no longer payable fails
 * (method_changed); a refusal fails it unless the provider holds it after all (settleRefusal);
 * an error leaves it pending for the resume job. Answers the row.
 */
export async function sendPayout(deps: PayoutDeps, payoutId: string): Promise<PayoutRow> {
  const row = await getRow(deps.db, payoutId);
  if (row.state !== 'pending') return row;
  const request = await payoutRequestOf(deps, row);
  if (!request) {
    if (row.attempts > 0) {
      // Sent before this record of requests existed, its answer lost: only a person, asking the
      // provider, can tell whether it was paid.
      deps.log.error({ payoutId: row.id }, 'a payout sent before, its method since changed: needs a person');
      return row;
    }
    return settlePayout(deps, row.id, {
      status: 'failed',
      providerPayoutId: '',
      reference: null,
      failureReason: null,
      failureCode: 'method_changed',
    });
  }
  const sealed =
    row.sentRequestSealed ?? sealerFor(deps.config.dataEncryptionKey).seal(JSON.stringify(request));
  // The first request recorded wins: a second sender racing this one sends what the first did.
  const [sending] = await deps.db
    .update(payouts)
    .set({
      attempts: sql`${payouts.attempts} + 1`,
      sentRequestSealed: sql`coalesce(${payouts.sentRequestSealed}, ${sealed})`,
      updatedAt: new Date(),
    })
    .where(eq(payouts.id, row.id))
    .returning({ sentRequestSealed: payouts.sentRequestSealed });
  const recorded = sending?.sentRequestSealed ?? sealed;
  const sent = recorded === sealed ? request : openRequest(deps, recorded);
  try {
    const state = await payoutProviderFor(deps).createPayout(sent);
    return settlePayout(deps, row.id, state);
  } catch (err) {
    if (err instanceof PayoutRefused) return settleRefusal(deps, row.id, err.reason);
    deps.log.error(
      { err, payoutId: row.id },
      'the payout provider did not answer; the resume job will ask again',
    );
    return getRow(deps.db, row.id);
  }
}

/**
 * A refusal (a 4xx) may answer a retry whose first send the provider took, its answer lost:
 * failing it then would return money the bank may already have paid. So the provider is asked
 * for a payout under our id (its reference) first; one it holds is adopted as it stands, and only
 * a payout it does not hold fails. No answer to that question leaves it pending for the resume job.
 */
async function settleRefusal(deps: PayoutDeps, payoutId: string, reason: string): Promise<PayoutRow> {
  let held: ProviderPayoutState | null;
  try {
    held = await payoutProviderFor(deps).findPayoutByReference(payoutId);
  } catch (err) {
    deps.log.error(
      { err, payoutId },
      'a refused payout could not be looked up; the resume job will ask again',
    );
    return getRow(deps.db, payoutId);
  }
  if (held) {
    deps.log.warn({ payoutId, refusal: reason }, 'the provider refused a payout it already holds: adopted');
    return settlePayout(deps, payoutId, held);
  }
  return settlePayout(deps, payoutId, {
    status: 'failed',
    providerPayoutId: '',
    reference: null,
    failureReason: reason,
  });
}

/**
 * Applies what the provider says about a payout, exactly once per outcome: processing records its
 * id; paid moves payout_in_transit → external:payouts; failed moves it back to available (the
 * publisher's debt first) and tells them why. reversed before the payout was paid is a failure;
 * after, the bank sent the money back: external:payouts → available, the payout is 'reversed',
 * and the publisher is told. A payout already settled so is left as it is. `failureCode` is a
 * reason of the app's own, where the provider was never asked.
 */
export async function settlePayout(
  deps: PayoutDeps,
  payoutId: string,
  state: ProviderPayoutState & { failureCode?: TPayoutFailureCode },
): Promise<PayoutRow> {
  const providerId = state.providerPayoutId || null;
  if (state.status === 'processing') {
    await deps.db
      .update(payouts)
      .set({
        state: 'processing',
        ...(providerId ? { providerPayoutId: providerId } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(payouts.id, payoutId), inArray(payouts.state, ['pending', 'processing'])));
    return getRow(deps.db, payoutId);
  }
  const returned = await deps.db.transaction(async (tx) => {
    const now = new Date();
    const isReversal = state.status === 'reversed';
    // Locked: a paid and a reversed answer racing must not both read 'processing'.
    const [before] = await tx
      .select({ state: payouts.state })
      .from(payouts)
      .where(eq(payouts.id, payoutId))
      .for('update');
    // Reversed before it was paid: the money never left, as with any failure.
    const wasPaid = before?.state === 'paid';
    const outcome = state.status === 'paid' ? 'paid' : isReversal && wasPaid ? 'reversed' : 'failed';
    const [row] = await tx
      .update(payouts)
      .set({
        state: outcome,
        ...(providerId ? { providerPayoutId: providerId } : {}),
        ...(outcome === 'reversed'
          ? {}
          : { reference: state.reference, paidAt: outcome === 'paid' ? now : null }),
        failureCode: outcome === 'paid' ? null : (state.failureCode ?? null),
        failureReason: outcome === 'paid' ? null : state.failureReason,
        updatedAt: now,
      })
      .where(
        and(
          eq(payouts.id, payoutId),
          inArray(payouts.state, outcome === 'reversed' ? ['paid'] : ['pending', 'processing']),
        ),
      )
      .returning();
    if (!row) return null;
    const inTransit = accountKey.payoutInTransit(row.publisherId);
    if (outcome === 'paid') {
      await transfer(tx, {
        debit: inTransit,
        credit: accountKey.externalPayouts,
        amountMinor: row.amountMinor,
        currency: 'INR',
        reason: 'payout_paid',
        sourceId: row.id,
        idempotencyKey: `payout_paid:${row.id}`,
      });
      return null;
    }
    // Where the net is now: still in transit, or (reversed) already counted as paid out.
    const from = outcome === 'reversed' ? accountKey.externalPayouts : inTransit;
    const isTdsReturned = row.tdsMinor > 0 && row.tdsDepositId === null;
    await lockLedgerAccounts(tx, [
      from,
      accountKey.publisherAvailable(row.publisherId),
      accountKey.publisherOwed(row.publisherId),
      ...(isTdsReturned ? [accountKey.tdsPayable] : []),
    ]);
    if (isTdsReturned) {
      // The TDS of a payout that did not reach the publisher goes back with it: the next payout
      // is taxed on that gross again (yearSoFar leaves failed and reversed ones out). Once
      // deposited it stays with the government, credited to the publisher's PAN.
      await payOffOwedThen(tx, {
        publisherId: row.publisherId,
        currency: 'INR',
        debit: accountKey.tdsPayable,
        credit: accountKey.publisherAvailable(row.publisherId),
        amountMinor: row.tdsMinor,
        reason: 'payout_tds_returned',
        sourceId: row.id,
        idempotencyKey: `payout_tds_returned:${row.id}`,
      });
    }
    await payOffOwedThen(tx, {
      publisherId: row.publisherId,
      currency: 'INR',
      debit: from,
      credit: accountKey.publisherAvailable(row.publisherId),
      amountMinor: row.amountMinor,
      reason: outcome === 'reversed' ? 'payout_reversed' : 'payout_failed',
      sourceId: row.id,
      idempotencyKey: `${outcome === 'reversed' ? 'payout_reversed' : 'payout_failed'}:${row.id}`,
    });
    return row;
  });
  if (returned) await tellPublisherOfReturn(deps, returned);
  return getRow(deps.db, payoutId);
}

async function tellPublisherOfReturn(deps: PayoutDeps, row: PayoutRow): Promise<void> {
  const isReturned = row.state === 'reversed';
  // The provider's words as they are; a reason of ours as a code too, for the app to translate.
  const reasonCode: TNotificationReasonCode | null = row.failureReason
    ? null
    : ((row.failureCode as TPayoutFailureCode | null) ?? (isReturned ? 'bank_returned' : 'payout_failed'));
  await tellPublisher(deps, row.publisherId, {
    message: {
      key: isReturned ? 'payoutReturned' : 'payoutFailed',
      params: {
        amount: row.amountMinor / 100,
        currency: row.currency,
        reason: row.failureReason ?? NOTIFICATION_REASONS[reasonCode ?? 'payout_failed'],
        ...(reasonCode ? { reasonCode } : {}),
      },
    },
    path: '/creator-hub/payouts',
  });
}

/**
 * Tells a publisher something about their payouts, in the organisation their app opens to
 * (notifications live in one). Never fails its caller: what it reports has happened already.
 */
export async function tellPublisher(
  deps: PayoutDeps,
  publisherId: string,
  notification: { message: TNotificationMessage; path: string },
): Promise<void> {
  try {
    const payee = await getPublisherPayee(deps, publisherId);
    if (!payee) return;
    const [org] = await listMyOrganizations(deps, payee.userId, null);
    if (!org) return;
    await notify(deps, org._id, { userIds: [payee.userId] }, notification);
  } catch (err) {
    deps.log.error(
      { err, publisherId, notification: notification.message.key },
      'could not tell a publisher',
    );
  }
}

/**
 * The resume job: payouts left pending (the provider never answered) are sent again with the same
 * key; those processing are asked about. Only those untouched for `olderThanMs`, so a payout being
 * sent right now is not sent twice at once (and the provider's idempotency covers a race anyway).
 */
export async function resumePayouts(
  deps: PayoutDeps,
  options: { olderThanMs?: number; limit?: number } = {},
): Promise<{ asked: number }> {
  const before = new Date(Date.now() - (options.olderThanMs ?? 30_000));
  const rows = await deps.db
    .select()
    .from(payouts)
    .where(and(inArray(payouts.state, ['pending', 'processing']), lt(payouts.updatedAt, before)))
    .orderBy(payouts.updatedAt)
    .limit(options.limit ?? 200);
  const provider = payoutProviderFor(deps);
  for (const row of rows) {
    try {
      if (row.state === 'pending' || !row.providerPayoutId) await sendPayout(deps, row.id);
      else await settlePayout(deps, row.id, await provider.getPayout(row.providerPayoutId));
    } catch (err) {
      deps.log.error({ err, payoutId: row.id }, 'could not resume a payout');
    }
  }
  return { asked: rows.length };
}

/** The period a scheduled run pays for, or null when today is not a pay day. */
export function payPeriodOf(schedule: 'off' | 'weekly' | 'monthly', now: Date): string | null {
  if (schedule === 'weekly' && now.getUTCDay() === 1) return `week-${now.toISOString().slice(0, 10)}`;
  if (schedule === 'monthly' && now.getUTCDate() === 1) return `month-${now.toISOString().slice(0, 7)}`;
  return null;
}

/**
 * The scheduled run (PAYOUT_SCHEDULE): on a pay day, every publisher with a verified method and
 * at least the minimum available is paid all of it, once per period (the period is the payout's
 * key, so the job's hourly passes and several instances make one payout each). Methods not
 * checked yet (or still pending) are verified on the way, so that a publisher whose method was
 * never name-checked is paid once it passes.
 */
export async function runScheduledPayouts(
  deps: PayoutDeps,
  options: { now?: Date } = {},
): Promise<{ paid: number }> {
  const period = payPeriodOf(deps.config.PAYOUT_SCHEDULE, options.now ?? new Date());
  if (!period) return { paid: 0 };
  const ids = await listPublishersWithPayoutDetails(deps.db);
  const balances = await balancesOf(deps.db, ids.map(accountKey.publisherAvailable), 'INR');
  let paid = 0;
  for (const publisherId of ids) {
    if ((balances.get(accountKey.publisherAvailable(publisherId)) ?? 0) < deps.config.PAYOUT_MINIMUM_MINOR)
      continue;
    try {
      const payee = await getPublisherPayee(deps, publisherId);
      if (!payee) continue;
      await verifyUncheckedMethods(deps, payee);
      // A mismatch or a failure waits for the publisher: nothing to try, nothing to log.
      if (!(await payableMethod(deps, payee, undefined))) continue;
      const { isRepeat } = await createPayout(deps, payee, {
        key: `scheduled:${period}`,
        origin: 'scheduled',
      });
      if (!isRepeat) paid += 1;
    } catch (err) {
      deps.log.warn({ err, publisherId }, 'a scheduled payout was not made');
    }
  }
  return { paid };
}

/** /publisher/get-payouts: the caller's payouts, newest first. */
export async function listPayouts(
  deps: Pick<Deps, 'db' | 'config'>,
  userId: string,
  page: { page: number; pageSize: number },
): Promise<{ rows: TPayout[]; total: number; page: number; pageSize: number }> {
  const payee = await requirePayeeOfUser(deps, userId);
  const rows = await deps.db
    .select({ row: payouts, total: sql<string>`count(*) over ()` })
    .from(payouts)
    .where(eq(payouts.publisherId, payee.publisherId))
    .orderBy(desc(payouts.createdAt), desc(payouts.id))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  return {
    rows: rows.map((r) => toPayout(r.row)),
    total: Number(rows[0]?.total ?? 0),
    page: page.page,
    pageSize: page.pageSize,
  };
}

/**
 * What a publisher was paid and has in transit, per currency (minor units): gross, TDS included
 * (withheld for them, it left their available money as much as the net did).
 */
export async function payoutSums(
  db: Db,
  publisherId: string,
): Promise<Map<string, { paid: number; inTransit: number }>> {
  const rows = await db
    .select({
      currency: payouts.currency,
      paid: sql<string>`coalesce(sum(${payouts.grossMinor}) filter (where ${payouts.state} = 'paid'), 0)`,
      inTransit: sql<string>`coalesce(sum(${payouts.grossMinor}) filter (where ${payouts.state} in ('pending', 'processing')), 0)`,
    })
    .from(payouts)
    .where(eq(payouts.publisherId, publisherId))
    .groupBy(payouts.currency);
  return new Map(rows.map((r) => [r.currency, { paid: Number(r.paid), inTransit: Number(r.inTransit) }]));
}

/** A provider's webhook, verified: applies the payout's new state. */
export async function receivePayoutWebhook(
  deps: PayoutDeps,
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
): Promise<{ applied: boolean }> {
  const event = payoutProviderFor(deps).verifyWebhook(rawBody, headers);
  if (!event?.payoutId || !/^[0-9a-f-]{36}$/.test(event.payoutId)) return { applied: false };
  const [row] = await deps.db
    .select({ id: payouts.id })
    .from(payouts)
    .where(eq(payouts.id, event.payoutId))
    .limit(1);
  if (!row) return { applied: false };
  await settlePayout(deps, row.id, event.state);
  return { applied: true };
}
