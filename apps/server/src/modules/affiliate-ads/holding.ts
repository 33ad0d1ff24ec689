import { randomUUID } from 'node:crypto';
import { DEFAULT_HOLDING_DAYS } from '@creatorscope/contracts';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { AppError, fieldError, notFound } from '../../http/errors.js';
import {
  accountKey,
  balanceOf,
  isLedgerCurrency,
  type LedgerCurrency,
  lockLedgerAccounts,
  openAccount,
  transfer,
} from '../ledger/index.js';
import { reservedBudgetOf } from './budget-return.js';
import { toMinor, usdMinorToInrMinor } from './money.js';
import { adEarnings, adLinks, adPublisherReports, affiliateAds } from './tables.js';

/*
 * The second half of an earning's life (marketing.md, "Money", 3): pending earnings become the
 * publisher's available money once the ad's holding period has passed (releaseDueEarnings, the
 * periodic job); an earning reversed after its release is taken from what the publisher has
 * available and, beyond it, from their publisher_owed account, which their next releases pay off
 * first (ledger/index.ts); a brand's manual bonus is an earning of kind 'bonus'.
 *
 * Locks: every transaction here takes the ledger locks of the ad budgets it touches and of the
 * publisher's accounts up front, in lockLedgerAccounts' one order, the budget first as the payer
 * (earnings.ts) and a report (reports.ts) do, so it never interleaves with them on the same rows.
 */

const RELEASE_BATCH = 500;

/** The publisher's debt (a positive number) in a currency: what publisher_owed lacks. */
async function owedBy(tx: Db, publisherId: string, currency: LedgerCurrency): Promise<number> {
  return Math.max(0, -(await balanceOf(tx, accountKey.publisherOwed(publisherId), currency)));
}

/**
 * Moves `amountMinor` that arrives for a publisher from `debit` (pending earnings, or a failed
 * payout's money back in available) to their debt first and the rest to `credit`; answers what
 * went to `credit`. Keys: `<key>:owed` for the debt's part, `key` for the rest.
 */
export async function payOffOwedThen(
  tx: Db,
  input: {
    publisherId: string;
    currency: LedgerCurrency;
    debit: string;
    credit: string | null;
    amountMinor: number;
    reason: string;
    sourceId: string;
    idempotencyKey: string;
  },
): Promise<number> {
  const owed = await owedBy(tx, input.publisherId, input.currency);
  const toDebt = Math.min(owed, input.amountMinor);
  if (toDebt > 0) {
    await transfer(tx, {
      debit: input.debit,
      credit: accountKey.publisherOwed(input.publisherId),
      amountMinor: toDebt,
      currency: input.currency,
      reason: `${input.reason}_owed`,
      sourceId: input.sourceId,
      idempotencyKey: `${input.idempotencyKey}:owed`,
    });
  }
  const rest = input.amountMinor - toDebt;
  if (rest > 0 && input.credit) {
    await transfer(tx, {
      debit: input.debit,
      credit: input.credit,
      amountMinor: rest,
      currency: input.currency,
      reason: input.reason,
      sourceId: input.sourceId,
      idempotencyKey: input.idempotencyKey,
    });
  }
  return rest;
}

type DueRow = { event_id: string; ad_id: string; amount_minor: string | number };

/**
 * Pending and past its holding period. A bonus is held at least the default period (30 days)
 * whatever the ad holds: it comes from the brand's hand, not a buyer's refund window, and a
 * 0-day bonus would turn a stolen card's funding into a payout within seconds.
 */
const dueCondition = (now: Date) =>
  sql`e.status = 'pending' and e.occurred_at <= ${now.toISOString()}::timestamptz
    and e.occurred_at + make_interval(days => case when e.kind = 'bonus'
      then greatest(a.holding_days, ${DEFAULT_HOLDING_DAYS}::int) else a.holding_days end)
      <= ${now.toISOString()}::timestamptz`;

/** The accounts a release or a conversion of one publisher's money takes the locks of. */
const publisherAccounts = (publisherId: string) => [
  accountKey.publisherPending(publisherId),
  accountKey.publisherAvailable(publisherId),
  accountKey.publisherOwed(publisherId),
];

/**
 * `usdMinor` that left the publisher's side for the exchange account (its entry already made)
 * arrives as `inrMinor` INR: exchange (INR) → their debt first, then publisher_available.
 * The exchange account may go negative, so nothing here checks or locks it (ledger/accounts.ts).
 */
async function creditConverted(
  tx: Db,
  publisherId: string,
  inrMinor: number,
  key: string,
  reason: string,
): Promise<void> {
  if (inrMinor <= 0) return;
  await payOffOwedThen(tx, {
    publisherId,
    currency: 'INR',
    debit: accountKey.exchange,
    credit: accountKey.publisherAvailable(publisherId),
    amountMinor: inrMinor,
    reason,
    sourceId: publisherId,
    idempotencyKey: `${key}:inr`,
  });
}

/**
 * USD a publisher had from before conversion existed (released in USD, which no payout pays):
 * their USD available becomes INR, and a USD debt becomes an INR one, at `rate`; the rows
 * released in USD are marked converted so a later reversal takes INR. Inside the caller's
 * transaction, with the publisher's accounts locked. Answers the USD converted.
 */
async function convertLegacyUsd(tx: Db, publisherId: string, rate: string): Promise<number> {
  const rows = await tx
    .select({ eventId: adEarnings.eventId, amountMinor: adEarnings.amountMinor })
    .from(adEarnings)
    .where(
      and(
        eq(adEarnings.publisherId, publisherId),
        eq(adEarnings.currency, 'USD'),
        eq(adEarnings.status, 'available'),
        isNull(adEarnings.paidCurrency),
      ),
    )
    .orderBy(adEarnings.eventId)
    .for('update');
  const available = await balanceOf(tx, accountKey.publisherAvailable(publisherId), 'USD');
  const debt = Math.max(0, -(await balanceOf(tx, accountKey.publisherOwed(publisherId), 'USD')));
  const key = `exchange:legacy:${publisherId}`;
  if (debt > 0) {
    // The USD debt is settled by the exchange and owed again in INR, at the same rate.
    await transfer(tx, {
      debit: accountKey.exchange,
      credit: accountKey.publisherOwed(publisherId),
      amountMinor: debt,
      currency: 'USD',
      reason: 'exchange_legacy_owed',
      sourceId: publisherId,
      idempotencyKey: `${key}:owed`,
    });
    await transfer(tx, {
      debit: accountKey.publisherOwed(publisherId),
      credit: accountKey.exchange,
      amountMinor: usdMinorToInrMinor(debt, rate),
      currency: 'INR',
      reason: 'exchange_legacy_owed',
      sourceId: publisherId,
      idempotencyKey: `${key}:owed:inr`,
    });
  }
  if (available > 0) {
    await transfer(tx, {
      debit: accountKey.publisherAvailable(publisherId),
      credit: accountKey.exchange,
      amountMinor: available,
      currency: 'USD',
      reason: 'exchange_legacy',
      sourceId: publisherId,
      idempotencyKey: key,
    });
    const perRow = rows.reduce((sum, r) => sum + usdMinorToInrMinor(r.amountMinor, rate), 0);
    const rowsUsd = rows.reduce((sum, r) => sum + r.amountMinor, 0);
    // Usually the balance is these rows; when a USD debt took part of them, the balance is converted.
    const inr = available === rowsUsd ? perRow : usdMinorToInrMinor(available, rate);
    await creditConverted(tx, publisherId, inr, key, 'exchange_legacy');
  }
  for (const row of rows) {
    await tx
      .update(adEarnings)
      .set({
        paidAmountMinor: usdMinorToInrMinor(row.amountMinor, rate),
        paidCurrency: 'INR',
        exchangeRate: rate,
      })
      .where(eq(adEarnings.eventId, row.eventId));
  }
  return available + debt;
}

/** One publisher's due earnings in one currency, released in one transaction. Answers the money moved. */
async function releaseFor(
  db: Db,
  publisherId: string,
  currency: LedgerCurrency,
  now: Date,
  rate: string,
): Promise<number> {
  return db.transaction(async (tx) => {
    const ads = (await tx.execute(sql`
      select distinct e.ad_id from ${adEarnings} e join ${affiliateAds} a on a.id = e.ad_id
      where e.publisher_id = ${publisherId} and e.currency = ${currency} and ${dueCondition(now)}`)) as unknown as {
      rows: { ad_id: string }[];
    };
    const adIds = ads.rows.map((r) => r.ad_id);
    if (adIds.length === 0) return 0;
    await lockLedgerAccounts(tx, [...adIds.map(accountKey.adBudget), ...publisherAccounts(publisherId)]);
    // Under the locks: another instance that released them first has marked them available.
    const due = (await tx.execute(sql`
      select e.event_id, e.ad_id, e.amount_minor from ${adEarnings} e join ${affiliateAds} a on a.id = e.ad_id
      where e.publisher_id = ${publisherId} and e.currency = ${currency}
        and e.ad_id in (${sql.join(
          adIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}) and ${dueCondition(now)}
      order by e.event_id
      for update of e`)) as unknown as { rows: DueRow[] };
    if (due.rows.length === 0) return 0;
    const total = due.rows.reduce((sum, r) => sum + Number(r.amount_minor), 0);
    const key = `release:${(due.rows[0] as DueRow).event_id}`;
    const eventIds = due.rows.map((r) => r.event_id);
    if (currency === 'INR') {
      await payOffOwedThen(tx, {
        publisherId,
        currency,
        debit: accountKey.publisherPending(publisherId),
        credit: accountKey.publisherAvailable(publisherId),
        amountMinor: total,
        reason: 'release',
        sourceId: publisherId,
        idempotencyKey: key,
      });
      await tx
        .update(adEarnings)
        .set({ status: 'available', releaseKey: key })
        .where(inArray(adEarnings.eventId, eventIds));
      return total;
    }
    // Payouts are INR only: a USD earning is converted as it becomes available (ledger/index.ts).
    await convertLegacyUsd(tx, publisherId, rate);
    await transfer(tx, {
      debit: accountKey.publisherPending(publisherId),
      credit: accountKey.exchange,
      amountMinor: total,
      currency,
      reason: 'release_exchange',
      sourceId: publisherId,
      idempotencyKey: key,
    });
    // Each row converted on its own, so the rows' INR adds up to what the publisher was credited.
    const inrOf = due.rows.map((r) => usdMinorToInrMinor(Number(r.amount_minor), rate));
    await creditConverted(
      tx,
      publisherId,
      inrOf.reduce((sum, inr) => sum + inr, 0),
      key,
      'release',
    );
    for (const [i, row] of due.rows.entries()) {
      await tx
        .update(adEarnings)
        .set({
          status: 'available',
          releaseKey: key,
          paidAmountMinor: inrOf[i],
          paidCurrency: 'INR',
          exchangeRate: rate,
        })
        .where(eq(adEarnings.eventId, row.event_id));
    }
    return total;
  });
}

/** Publishers with USD released before conversion existed, each converted in a transaction of its own. */
async function convertLegacyBalances(db: Db, rate: string): Promise<number> {
  const found = await db
    .selectDistinct({ publisherId: adEarnings.publisherId })
    .from(adEarnings)
    .where(
      and(
        eq(adEarnings.currency, 'USD'),
        eq(adEarnings.status, 'available'),
        isNull(adEarnings.paidCurrency),
      ),
    )
    .limit(RELEASE_BATCH);
  let count = 0;
  for (const { publisherId } of found) {
    await db.transaction(async (tx) => {
      await lockLedgerAccounts(tx, publisherAccounts(publisherId));
      await convertLegacyUsd(tx, publisherId, rate);
    });
    count += 1;
  }
  return count;
}

/**
 * Releases every pending earning whose ad's holding period has passed (occurred_at + holding
 * days ≤ now): per publisher and currency, one transaction moves the sum publisher_pending →
 * publisher_available (its debt paid first) and marks the rows available with the entry's key.
 * USD earnings arrive as INR at USD_INR_RATE, through the exchange account; USD released before
 * conversion existed is converted first. Held earnings (an open report) are not pending and stay.
 * Safe on several instances at once.
 */
export async function releaseDueEarnings(
  deps: Pick<Deps, 'db' | 'config'>,
  options: { now?: Date } = {},
): Promise<{ publishers: number; releasedMinor: number }> {
  const now = options.now ?? new Date();
  const rate = deps.config.USD_INR_RATE;
  await convertLegacyBalances(deps.db, rate);
  let released = 0;
  let count = 0;
  for (let round = 0; round < 20; round += 1) {
    const groups = (await deps.db.execute(sql`
      select distinct e.publisher_id, e.currency from ${adEarnings} e join ${affiliateAds} a on a.id = e.ad_id
      where ${dueCondition(now)} limit ${RELEASE_BATCH}`)) as unknown as {
      rows: { publisher_id: string; currency: string }[];
    };
    for (const group of groups.rows) {
      if (!isLedgerCurrency(group.currency)) continue;
      released += await releaseFor(deps.db, group.publisher_id, group.currency, now, rate);
      count += 1;
    }
    if (groups.rows.length < RELEASE_BATCH) break;
  }
  return { publishers: count, releasedMinor: released };
}

/**
 * Takes `amountMinor` of released money back from a publisher into `credit`: from their available
 * money first and, past what they have there (already paid out), from publisher_owed, a debt their
 * next releases pay off. Keys: `key` for the available part, `<key>:owed` for the debt's.
 */
async function takeBackReleased(
  tx: Db,
  input: { publisherId: string; credit: string; amountMinor: number; currency: LedgerCurrency },
  reason: string,
  sourceId: string,
  key: string,
): Promise<void> {
  const fromAvailable = await transfer(tx, {
    debit: accountKey.publisherAvailable(input.publisherId),
    credit: input.credit,
    amountMinor: input.amountMinor,
    currency: input.currency,
    reason,
    sourceId,
    idempotencyKey: key,
    cap: 'debit_balance',
  });
  const rest = input.amountMinor - fromAvailable.movedMinor;
  if (rest > 0) {
    await transfer(tx, {
      debit: accountKey.publisherOwed(input.publisherId),
      credit: input.credit,
      amountMinor: rest,
      currency: input.currency,
      reason: `${reason}_owed`,
      sourceId,
      idempotencyKey: `${key}:owed`,
    });
  }
}

type EarningRow = typeof adEarnings.$inferSelect;
type ConvertedRow = EarningRow & { currency: LedgerCurrency; paidAmountMinor: number };

/**
 * A converted earning reversed after its release: the INR it credited comes back from the
 * publisher's available money and, past it, their debt, into the exchange account, which gives
 * the ad's budget back its USD. The budget never pays for a rate that moved since.
 */
async function reverseConverted(tx: Db, row: ConvertedRow, reason: string, key: string): Promise<void> {
  await takeBackReleased(
    tx,
    {
      publisherId: row.publisherId,
      credit: accountKey.exchange,
      amountMinor: row.paidAmountMinor,
      currency: 'INR',
    },
    reason,
    row.eventId,
    key,
  );
  await transfer(tx, {
    debit: accountKey.exchange,
    credit: accountKey.adBudget(row.adId),
    amountMinor: row.amountMinor,
    currency: row.currency,
    reason: `${reason}_exchange`,
    sourceId: row.eventId,
    idempotencyKey: `${key}:exchange`,
  });
}

/**
 * Reverses earnings (a refunded or fraudulent conversion, after the fact): each goes back to its
 * ad's budget. A pending one leaves the publisher's pending earnings, as a report's confirmation
 * does; an available one leaves their available money and, past what they have there (already
 * paid out), their publisher_owed account, a debt their next releases pay off. Held earnings are
 * left to their report; reversed ones are not reversed twice.
 */
export async function reverseEarnings(
  deps: Pick<Deps, 'db'>,
  eventIds: readonly string[],
  reason = 'earning_reversed',
): Promise<{ reversed: number; reversedMinor: number }> {
  if (eventIds.length === 0) return { reversed: 0, reversedMinor: 0 };
  const found = await deps.db
    .select({ adId: adEarnings.adId, publisherId: adEarnings.publisherId })
    .from(adEarnings)
    .where(inArray(adEarnings.eventId, [...eventIds]));
  const publisherIds = [...new Set(found.map((r) => r.publisherId))];
  let reversed = 0;
  let reversedMinor = 0;
  for (const publisherId of publisherIds) {
    const adIds = [...new Set(found.filter((r) => r.publisherId === publisherId).map((r) => r.adId))];
    const moved = await deps.db.transaction(async (tx) => {
      await lockLedgerAccounts(tx, [
        ...adIds.map(accountKey.adBudget),
        accountKey.publisherPending(publisherId),
        accountKey.publisherAvailable(publisherId),
        accountKey.publisherOwed(publisherId),
        accountKey.platformFee,
      ]);
      const rows: EarningRow[] = await tx
        .select()
        .from(adEarnings)
        .where(
          and(
            inArray(adEarnings.eventId, [...eventIds]),
            eq(adEarnings.publisherId, publisherId),
            inArray(adEarnings.status, ['pending', 'available']),
          ),
        )
        .for('update');
      let minor = 0;
      for (const row of rows) {
        if (!isLedgerCurrency(row.currency)) continue;
        const key = `reverse:${row.eventId}`;
        const budget = accountKey.adBudget(row.adId);
        if (row.status === 'pending') {
          await transfer(tx, {
            debit: accountKey.publisherPending(publisherId),
            credit: budget,
            amountMinor: row.amountMinor,
            currency: row.currency,
            reason,
            sourceId: row.eventId,
            idempotencyKey: key,
          });
        } else if (row.paidCurrency === 'INR' && row.paidAmountMinor !== null && row.currency !== 'INR') {
          await reverseConverted(tx, row as ConvertedRow, reason, key);
        } else {
          const { amountMinor, currency } = row;
          await takeBackReleased(
            tx,
            { publisherId, credit: budget, amountMinor, currency },
            reason,
            row.eventId,
            key,
          );
        }
        // The event never earned: the platform's fee on it goes back to the budget with it.
        if (row.feeMinor > 0) {
          await transfer(tx, {
            debit: accountKey.platformFee,
            credit: budget,
            amountMinor: row.feeMinor,
            currency: row.currency,
            reason: `${reason}_fee`,
            sourceId: row.eventId,
            idempotencyKey: `${key}:fee`,
          });
        }
        await tx
          .update(adEarnings)
          .set({ status: 'reversed', reversalKey: key })
          .where(eq(adEarnings.eventId, row.eventId));
        minor += row.amountMinor + row.feeMinor;
      }
      return { count: rows.length, minor };
    });
    reversed += moved.count;
    reversedMinor += moved.minor;
  }
  return { reversed, reversedMinor };
}

export const BONUS_NOT_JOINED_MESSAGE = 'This publisher has not joined this ad';
export const BONUS_CURRENCY_MESSAGE = 'currency must be the ad currency';
export const BONUS_DURING_RETURN_MESSAGE =
  "This ad's remaining budget is being returned to you: no bonus can be paid from it now";

/**
 * /payout/add-affliate-payout: a brand's manual bonus or adjustment to a publisher who joined its
 * ad, from the ad's budget (refused, 422, beyond what the budget holds). It is an earning of kind
 * 'bonus' with the brand's reason, pending for the ad's holding period and at least the default
 * one (held, while a report on the publisher is open). The same idempotency key again answers the first bonus.
 */
export async function addAdBonus(
  deps: Pick<Deps, 'db'>,
  orgId: string,
  input: {
    adId: string;
    publisherId: string;
    amount: number;
    currency?: string | undefined;
    reason: string;
    idempotencyKey?: string | undefined;
  },
): Promise<{ eventId: string; amountMinor: number; currency: LedgerCurrency; isRepeat: boolean }> {
  const [ad] = await deps.db
    .select({ id: affiliateAds.id, currency: affiliateAds.currency })
    .from(affiliateAds)
    .where(and(eq(affiliateAds.id, input.adId), eq(affiliateAds.orgId, orgId)))
    .limit(1);
  if (!ad || !isLedgerCurrency(ad.currency)) throw notFound('Affiliate ad');
  const currency = ad.currency;
  if (input.currency !== undefined && input.currency !== currency) {
    throw fieldError('currency', BONUS_CURRENCY_MESSAGE);
  }
  const amountMinor = toMinor('amount', input.amount, currency);
  const ledgerKey = `bonus:${orgId}:${input.idempotencyKey ?? randomUUID()}`;
  return deps.db.transaction(async (tx) => {
    const [link] = await tx
      .select({ id: adLinks.id })
      .from(adLinks)
      .where(and(eq(adLinks.adId, ad.id), eq(adLinks.publisherId, input.publisherId)))
      .limit(1);
    if (!link) throw new AppError('not_found', BONUS_NOT_JOINED_MESSAGE);
    await lockLedgerAccounts(tx, [accountKey.adBudget(ad.id)]);
    const [done] = await tx.select().from(adEarnings).where(eq(adEarnings.ledgerKey, ledgerKey)).limit(1);
    if (done) {
      if (done.adId !== ad.id || done.publisherId !== input.publisherId || done.amountMinor !== amountMinor) {
        const { idempotencyKey } = input;
        throw new AppError(
          'conflict',
          `Idempotency key ${idempotencyKey} was already used for another bonus`,
          {
            idempotencyKey,
          },
        );
      }
      return { eventId: done.eventId, amountMinor, currency, isRepeat: true };
    }
    // Money a return of the remaining budget promised the brand cannot also pay a bonus.
    if (((await reservedBudgetOf(tx, [ad.id])).get(ad.id) ?? 0) > 0) {
      throw new AppError('conflict', BONUS_DURING_RETURN_MESSAGE);
    }
    const [report] = await tx
      .select({ id: adPublisherReports.id })
      .from(adPublisherReports)
      .where(
        and(
          eq(adPublisherReports.adId, ad.id),
          eq(adPublisherReports.publisherId, input.publisherId),
          eq(adPublisherReports.status, 'open'),
        ),
      )
      .limit(1);
    await openAccount(tx, { key: accountKey.adBudget(ad.id), orgId, currency });
    await transfer(tx, {
      debit: accountKey.adBudget(ad.id),
      credit: report
        ? accountKey.publisherHeld(ad.id, input.publisherId)
        : accountKey.publisherPending(input.publisherId),
      amountMinor,
      currency,
      reason: 'ad_bonus',
      sourceId: ad.id,
      idempotencyKey: ledgerKey,
    });
    const eventId = randomUUID();
    await tx.insert(adEarnings).values({
      eventId,
      adId: ad.id,
      publisherId: input.publisherId,
      kind: 'bonus',
      occurredAt: new Date(),
      amountMinor,
      currency,
      status: report ? 'held' : 'pending',
      ledgerKey,
      note: input.reason,
    });
    if (report) {
      await tx
        .update(adPublisherReports)
        .set({ heldMinor: sql`${adPublisherReports.heldMinor} + ${amountMinor}` })
        .where(eq(adPublisherReports.id, report.id));
    }
    return { eventId, amountMinor, currency, isRepeat: false };
  });
}

/**
 * The organisations whose ads pay a publisher (any earning not reversed): the payouts module
 * holds for review a publisher who is a member of one (marketing.md, "Money", 7: a brand paying
 * itself through its own ad).
 */
export async function payingOrgsOf(db: Db, publisherId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ orgId: affiliateAds.orgId })
    .from(adEarnings)
    .innerJoin(affiliateAds, eq(affiliateAds.id, adEarnings.adId))
    .where(and(eq(adEarnings.publisherId, publisherId), sql`${adEarnings.status} <> 'reversed'`));
  return rows.map((r) => r.orgId);
}
