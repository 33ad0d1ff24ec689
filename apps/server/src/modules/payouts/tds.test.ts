import { describe, expect, it } from 'vitest';
import { financialYearOf, istDayOf, istMonthOf, tdsFor } from './tds.js';

describe('TDS under section 194H', () => {
  it('names the Indian financial year (1 April – 31 March) in IST', () => {
    expect(financialYearOf(new Date('2025-04-01T00:00:00+05:30'))).toBe('2526');
    // 31 March 23:59 IST is still the old year.
    expect(financialYearOf(new Date('2025-03-31T23:59:00+05:30'))).toBe('2425');
    // 31 March 19:00 UTC is 1 April 00:30 in India: the new year.
    expect(financialYearOf(new Date('2026-03-31T19:00:00Z'))).toBe('2627');
    expect(financialYearOf(new Date('2099-12-31T12:00:00Z'))).toBe('9900');
  });

  it('ends the year at 31 March 23:59:59 IST, which is 18:29:59 UTC, and starts the next at 18:30 UTC', () => {
    expect(financialYearOf(new Date('2027-03-31T18:29:59.999Z'))).toBe('2627');
    expect(financialYearOf(new Date('2027-03-31T18:30:00.000Z'))).toBe('2728');
    // The UTC year's end is no financial year's: 31 December and 1 January share 2627.
    expect(financialYearOf(new Date('2026-12-31T23:59:59Z'))).toBe('2627');
    expect(financialYearOf(new Date('2027-01-01T00:00:00Z'))).toBe('2627');
    // A leap year's February changes nothing: 29 February 2028 is in 2728.
    expect(financialYearOf(new Date('2028-02-29T20:00:00Z'))).toBe('2728');
    expect(financialYearOf(new Date('2028-03-31T18:30:00Z'))).toBe('2829');
  });

  it("names India's day and month, 5:30 ahead of UTC, across a month's and a year's end", () => {
    expect(istDayOf(new Date('2027-01-31T18:29:59Z'))).toBe('2027-01-31');
    expect(istDayOf(new Date('2027-01-31T18:30:00Z'))).toBe('2027-02-01');
    expect(istMonthOf(new Date('2027-01-31T18:30:00Z'))).toBe('2027-02');
    expect(istDayOf(new Date('2028-02-28T18:30:00Z'))).toBe('2028-02-29');
    expect(istDayOf(new Date('2028-02-29T18:30:00Z'))).toBe('2028-03-01');
    expect(istMonthOf(new Date('2026-12-31T18:30:00Z'))).toBe('2027-01');
    expect(istMonthOf(new Date('2026-12-31T18:29:59Z'))).toBe('2026-12');
  });

  const base = { thresholdMinor: 2_000_000, rateBps: 200 };

  it('withholds nothing while the year, this payout included, stays within the threshold', () => {
    expect(
      tdsFor({ ...base, grossMinor: 500_000, yearGrossBeforeMinor: 1_500_000, yearBaseBeforeMinor: 0 }),
    ).toEqual({ tdsMinor: 0, baseMinor: 0 });
  });

  it('taxes the whole year so far on the payout that crosses it, then each later payout alone', () => {
    const crossing = tdsFor({
      ...base,
      grossMinor: 600_000,
      yearGrossBeforeMinor: 1_500_000,
      yearBaseBeforeMinor: 0,
    });
    expect(crossing).toEqual({ tdsMinor: 42_000, baseMinor: 2_100_000 });
    const later = tdsFor({
      ...base,
      grossMinor: 100_050,
      yearGrossBeforeMinor: 2_100_000,
      yearBaseBeforeMinor: 2_100_000,
    });
    expect(later).toEqual({ tdsMinor: 2_001, baseMinor: 100_050 });
  });

  it('never withholds a whole payout: the base is cut and the rest is taxed next time', () => {
    const tiny = tdsFor({
      ...base,
      grossMinor: 1_000,
      yearGrossBeforeMinor: 2_000_000,
      yearBaseBeforeMinor: 0,
    });
    expect(tiny.tdsMinor).toBeLessThan(1_000);
    expect(tiny.baseMinor).toBeLessThan(2_001_000);
    const next = tdsFor({
      ...base,
      grossMinor: 600_000,
      yearGrossBeforeMinor: 2_001_000,
      yearBaseBeforeMinor: tiny.baseMinor,
    });
    expect(next.baseMinor).toBe(2_601_000 - tiny.baseMinor);
  });

  it('withholds nothing at a rate of 0', () => {
    expect(
      tdsFor({ ...base, rateBps: 0, grossMinor: 5_000_000, yearGrossBeforeMinor: 0, yearBaseBeforeMinor: 0 }),
    ).toEqual({ tdsMinor: 0, baseMinor: 0 });
  });
});
