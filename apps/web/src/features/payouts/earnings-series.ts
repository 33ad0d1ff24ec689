import type { TEarningsByDay, TPlanCurrency } from '@creatorscope/contracts';

export type EarningsDay = { day: string; earned: number; reversed: number };

const DAY_MS = 86_400_000;

/**
 * One row per day from `from` to `to` (UTC days, both included) for one currency, the days the
 * server has no row for at 0, so the chart's axis and the table beside it show the whole range.
 */
export function earningsSeries(
  rows: readonly TEarningsByDay[],
  currency: TPlanCurrency,
  from: string,
  to: string,
): EarningsDay[] {
  const byDay = new Map(rows.filter((row) => row.currency === currency).map((row) => [row.day, row]));
  const start = Date.parse(`${from.slice(0, 10)}T00:00:00Z`);
  const end = Date.parse(`${to.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(start) || Number.isNaN(end)) return [];
  const series: EarningsDay[] = [];
  for (let time = start; time <= end; time += DAY_MS) {
    const day = new Date(time).toISOString().slice(0, 10);
    const row = byDay.get(day);
    series.push({ day, earned: row?.earned ?? 0, reversed: row?.reversed ?? 0 });
  }
  return series;
}

/** The currencies the series has, the ones with totals first, in their order. */
export function seriesCurrencies(
  totals: readonly { currency: TPlanCurrency }[],
  rows: readonly TEarningsByDay[],
): TPlanCurrency[] {
  return [...new Set([...totals.map((total) => total.currency), ...rows.map((row) => row.currency)])];
}

/** The ranges the by-day chart offers: the last 7, 30, 90 or 365 days (the server allows 366). */
export const EARNINGS_RANGES = ['7', '30', '90', '365'] as const;
export type EarningsRange = (typeof EARNINGS_RANGES)[number];

/** The last `days` UTC days up to `today`, today included. */
export function rangeOfDays(days: EarningsRange, today: string): { from: string; to: string } {
  const end = Date.parse(`${today}T00:00:00Z`);
  const from = new Date(end - (Number(days) - 1) * DAY_MS).toISOString().slice(0, 10);
  return { from, to: today };
}
