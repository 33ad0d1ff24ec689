import { and, eq, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { documentSerials, payouts } from './tables.js';

/*
 * TDS on commissions (section 194H; marketing.md, "Money", 5): once a publisher's gross payouts
 * in an Indian financial year (1 April – 31 March, IST) pass TDS_194H_THRESHOLD_MINOR, the payout
 * that crosses it withholds TDS_194H_RATE_PERCENT of the year's gross so far (itself included) and
 * every later one of that year withholds the rate of its own gross. A failed payout no longer
 * counts, nor does one the bank returned before its TDS was deposited (yearSoFar), so the gross it
 * was taxed on is taxed again by the next payout.
 */

const IST_OFFSET_MS = 330 * 60_000;

/** The calendar day of a moment in India: '2026-11-28'. */
export const istDayOf = (at: Date): string =>
  new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
/** The month of a moment in India: '2026-11'. */
export const istMonthOf = (at: Date): string => istDayOf(at).slice(0, 7);

/** The financial year a moment falls in, in India: `2526` for 1 Apr 2025 – 31 Mar 2026 (IST). */
export function financialYearOf(at: Date): string {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  const start = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  const yy = (year: number) => String(year % 100).padStart(2, '0');
  return `${yy(start)}${yy(start + 1)}`;
}

type RateConfig = Pick<Config, 'TDS_194H_RATE_PERCENT' | 'TDS_NO_PAN_RATE_PERCENT'>;

/**
 * The rate of configuration in basis points (2% = 200) for a payee with a PAN or without one:
 * section 206AA withholds the higher of the no-PAN rate and the section's own.
 */
export const tdsRateBps = (config: RateConfig, hasPan: boolean): number =>
  Math.round(
    (hasPan
      ? config.TDS_194H_RATE_PERCENT
      : Math.max(config.TDS_194H_RATE_PERCENT, config.TDS_NO_PAN_RATE_PERCENT)) * 100,
  );

/**
 * The TDS of a payout of `grossMinor`, given the year's gross and taxed base of the publisher's
 * earlier payouts that did not fail. Nothing until the year's gross (this one included) passes
 * the threshold; then the rate of all the year's gross not taxed yet, rounded to the paisa. A
 * payout is never withheld whole: past `grossMinor − 1` the base is cut, and the rest is taxed by
 * the next payout.
 */
export function tdsFor(input: {
  grossMinor: number;
  yearGrossBeforeMinor: number;
  yearBaseBeforeMinor: number;
  thresholdMinor: number;
  rateBps: number;
}): { tdsMinor: number; baseMinor: number } {
  const yearGross = input.yearGrossBeforeMinor + input.grossMinor;
  if (input.rateBps <= 0 || yearGross <= input.thresholdMinor) return { tdsMinor: 0, baseMinor: 0 };
  let baseMinor = Math.max(0, yearGross - input.yearBaseBeforeMinor);
  let tdsMinor = Math.round((baseMinor * input.rateBps) / 10_000);
  if (tdsMinor >= input.grossMinor) {
    baseMinor = Math.floor(((input.grossMinor - 1) * 10_000) / input.rateBps);
    tdsMinor = Math.round((baseMinor * input.rateBps) / 10_000);
  }
  return { tdsMinor, baseMinor };
}

/**
 * The gross and taxed base of a publisher's payouts of a financial year that did not fail. A
 * payout the bank returned gave its TDS back and counts no more, unless its TDS had already been
 * deposited: then what the publisher was paid is that TDS alone (the net came back), taxed on
 * the whole base, so paying the returned net again withholds nothing more.
 */
export async function yearSoFar(
  db: Db,
  publisherId: string,
  financialYear: string,
): Promise<{ grossMinor: number; baseMinor: number }> {
  const [row] = await db
    .select({
      gross: sql<string>`coalesce(sum(case when ${payouts.state} = 'reversed' then ${payouts.tdsMinor} else ${payouts.grossMinor} end), 0)`,
      base: sql<string>`coalesce(sum(${payouts.tdsBaseMinor}), 0)`,
    })
    .from(payouts)
    .where(
      and(
        eq(payouts.publisherId, publisherId),
        eq(payouts.financialYear, financialYear),
        ne(payouts.state, 'failed'),
        or(ne(payouts.state, 'reversed'), isNotNull(payouts.tdsDepositId)),
      ),
    );
  return { grossMinor: Number(row?.gross ?? 0), baseMinor: Number(row?.base ?? 0) };
}

/** The series of serial numbers, each with its prefix. */
export const SERIAL_SERIES = { payoutStatement: 'PS', taxInvoice: 'INV', creditNote: 'CN' } as const;

/**
 * The next number of a series in a financial year, inside the caller's transaction (the upsert
 * holds the counter's row until it commits, so two callers never get the same number and a
 * rolled-back one is given again). `PS/2526/000001`: at most 16 characters, as GST invoices
 * must be (rule 46(b)), up to 9,999,999 a year.
 */
export async function nextSerial(
  tx: Db,
  series: keyof typeof SERIAL_SERIES,
  financialYear: string,
): Promise<string> {
  const [row] = await tx
    .insert(documentSerials)
    .values({ series, financialYear, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [documentSerials.series, documentSerials.financialYear],
      set: { lastNumber: sql`${documentSerials.lastNumber} + 1` },
    })
    .returning({ lastNumber: documentSerials.lastNumber });
  if (!row) throw new Error(`no serial for ${series} ${financialYear}`);
  const serial = `${SERIAL_SERIES[series]}/${financialYear}/${String(row.lastNumber).padStart(6, '0')}`;
  if (serial.length > 16) throw new Error(`serial ${serial} is longer than 16 characters`);
  return serial;
}
