import type {
  TAdPayoutDetail,
  TAdPayoutLine,
  TAdPayoutLinesPage,
  TEarningStatus,
  TEarningsTotals,
  TPayoutAmount,
  TPlanCurrency,
  TPublisherEarnings,
} from '@creatorscope/contracts';
import { EARNINGS_MAX_RANGE_DAYS } from '@creatorscope/contracts';
import type { Deps } from '../../deps.js';
import { fieldError, notFound } from '../../http/errors.js';
import {
  type AdPayoutSums,
  orgAdPayoutEntries,
  orgAdPayoutSums,
  publisherEarningEntries,
  publisherEarningSums,
  publisherEarningsByDay,
  toMajor,
} from '../affiliate-ads/index.js';
import { accountKey, balanceOf, LEDGER_CURRENCIES } from '../ledger/index.js';
import { listPublisherCards } from '../publishers/index.js';
import { openReviewOf, payableMethod, requirePayeeOfUser } from './methods.js';
import { payoutSums } from './payouts.js';

type Reader = Pick<Deps, 'db' | 'config'>;
const DAY_MS = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

export const RANGE_ORDER_MESSAGE = 'to must be on or after from';
export const RANGE_LENGTH_MESSAGE = `A date range can span at most ${EARNINGS_MAX_RANGE_DAYS} days`;

/**
 * /publisher/get-earnings: the caller's money, per currency (pending, held, available with any
 * debt taken off, in transit, paid, reversed), per ad, per day of a range, and a page of entries
 * each saying why it exists.
 */
export async function getPublisherEarnings(
  deps: Reader,
  userId: string,
  input: {
    from?: string | undefined;
    to?: string | undefined;
    status?: TEarningStatus | undefined;
    adId?: string | undefined;
    cursor?: string | undefined;
    pageSize: number;
  },
): Promise<TPublisherEarnings> {
  const payee = await requirePayeeOfUser(deps, userId);
  const to = input.to ? input.to.slice(0, 10) : isoDay(Date.now());
  const from = input.from ? input.from.slice(0, 10) : isoDay(Date.parse(to) - 29 * DAY_MS);
  if (Date.parse(to) < Date.parse(from)) throw fieldError('to', RANGE_ORDER_MESSAGE);
  if ((Date.parse(to) - Date.parse(from)) / DAY_MS + 1 > EARNINGS_MAX_RANGE_DAYS) {
    throw fieldError('from', RANGE_LENGTH_MESSAGE);
  }
  const { byCurrency, byAd } = await publisherEarningSums(deps.db, payee.publisherId);
  const paidOut = await payoutSums(deps.db, payee.publisherId);
  const review = await openReviewOf(deps.db, payee.publisherId);
  const method = review || payee.status === 'flagged' ? null : await payableMethod(deps, payee, undefined);
  const totals: TEarningsTotals[] = [];
  for (const currency of LEDGER_CURRENCIES) {
    const sums = byCurrency.get(currency);
    const payout = paidOut.get(currency);
    const available =
      (await balanceOf(deps.db, accountKey.publisherAvailable(payee.publisherId), currency)) +
      (await balanceOf(deps.db, accountKey.publisherOwed(payee.publisherId), currency));
    // INR converted from USD earnings is money of its own, with no INR earnings behind it.
    if (!sums && !payout && available === 0) continue;
    totals.push({
      currency,
      pending: toMajor(sums?.pending ?? 0, currency),
      held: toMajor(sums?.held ?? 0, currency),
      available: toMajor(available, currency),
      inTransit: toMajor(payout?.inTransit ?? 0, currency),
      paid: toMajor(payout?.paid ?? 0, currency),
      reversed: toMajor(sums?.reversed ?? 0, currency),
      canWithdraw: currency === 'INR' && method !== null && available >= deps.config.PAYOUT_MINIMUM_MINOR,
    });
  }
  const days = await publisherEarningsByDay(deps.db, payee.publisherId, { from, to });
  const entries = await publisherEarningEntries(deps.db, payee.publisherId, input);
  return {
    totals,
    byAd: byAd.map((ad) => ({
      adId: ad.adId,
      campaignName: ad.campaignName,
      brandName: ad.brandName,
      currency: ad.currency,
      holdingDays: ad.holdingDays,
      pending: toMajor(ad.pending, ad.currency),
      held: toMajor(ad.held, ad.currency),
      available: toMajor(ad.available, ad.currency),
      reversed: toMajor(ad.reversed, ad.currency),
      earned: toMajor(ad.pending + ad.held + ad.available, ad.currency),
      availableConverted:
        ad.availableConvertedMinor === null ? null : toMajor(ad.availableConvertedMinor, 'INR'),
    })),
    byDay: days.map((d) => ({
      day: d.day,
      currency: d.currency,
      earned: toMajor(d.earnedMinor, d.currency),
      reversed: toMajor(d.reversedMinor, d.currency),
    })),
    from,
    to,
    entries,
    minimumPayout: deps.config.PAYOUT_MINIMUM_MINOR / 100,
  };
}

async function toLines(deps: Reader, rows: AdPayoutSums[]): Promise<TAdPayoutLine[]> {
  const cards = await listPublisherCards(
    deps,
    rows.map((r) => r.publisherId),
  );
  const nameOf = new Map(cards.map((c) => [c.id, c.name]));
  return rows.map((r) => {
    const money = (minor: number) => toMajor(minor, r.currency as TPlanCurrency);
    return {
      _id: `${r.adId}_${r.publisherId}`,
      adId: r.adId,
      campaignName: r.campaignName,
      publisherId: r.publisherId,
      publisherName: nameOf.get(r.publisherId) ?? '',
      currency: r.currency,
      pending: money(r.pending),
      held: money(r.held),
      available: money(r.available),
      reversed: money(r.reversed),
      bonuses: money(r.bonuses),
      earned: money(r.pending + r.held + r.available),
      lastEarnedAt: r.lastEarnedAt?.toISOString() ?? null,
    };
  });
}

/** /payout/get-all-payout: the organisation's ads' lines, one per ad and publisher, biggest first. */
export async function listAdPayoutLines(
  deps: Reader,
  orgId: string,
  input: { adId?: string | undefined; page: number; pageSize: number },
): Promise<TAdPayoutLinesPage> {
  const { rows, total } = await orgAdPayoutSums(deps.db, orgId, {
    adId: input.adId,
    page: { page: input.page, pageSize: input.pageSize },
  });
  return { rows: await toLines(deps, rows), total, page: input.page, pageSize: input.pageSize };
}

/** /payout/get-payout: one ad and publisher of the organisation, with its newest entries. */
export async function getAdPayoutLine(
  deps: Reader,
  orgId: string,
  input: { adId: string; publisherId: string },
): Promise<TAdPayoutDetail> {
  const { rows } = await orgAdPayoutSums(deps.db, orgId, input);
  const [line] = await toLines(deps, rows);
  if (!line) throw notFound('Payout');
  return { line, entries: await orgAdPayoutEntries(deps.db, orgId, input.adId, input.publisherId) };
}

/**
 * /payout/get-payout-amount: what the organisation owes its publishers (earned, not released:
 * pending and held) and has paid (released to them), per ad and publisher and in total.
 */
export async function getPayoutAmount(
  deps: Reader,
  orgId: string,
  input: { adId?: string | undefined },
): Promise<TPayoutAmount> {
  const { rows } = await orgAdPayoutSums(deps.db, orgId, { adId: input.adId });
  const lines = await toLines(deps, rows);
  const totals = new Map<TPlanCurrency, { owed: number; paid: number }>();
  const out = rows.map((r, i) => {
    const total = totals.get(r.currency) ?? { owed: 0, paid: 0 };
    total.owed += r.pending + r.held;
    total.paid += r.available;
    totals.set(r.currency, total);
    return {
      adId: r.adId,
      campaignName: r.campaignName,
      publisherId: r.publisherId,
      publisherName: lines[i]?.publisherName ?? '',
      currency: r.currency,
      owed: toMajor(r.pending + r.held, r.currency),
      paid: toMajor(r.available, r.currency),
    };
  });
  return {
    totals: [...totals.entries()].map(([currency, t]) => ({
      currency,
      owed: toMajor(t.owed, currency),
      paid: toMajor(t.paid, currency),
    })),
    lines: out,
  };
}
