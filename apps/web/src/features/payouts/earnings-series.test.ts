import { describe, expect, it } from 'vitest';
import { earningsSeries, rangeOfDays, seriesCurrencies } from './earnings-series';

describe('earningsSeries', () => {
  const rows = [
    { day: '2026-03-02', currency: 'INR' as const, earned: 12.5, reversed: 0 },
    { day: '2026-03-04', currency: 'INR' as const, earned: 3, reversed: 1 },
    { day: '2026-03-03', currency: 'USD' as const, earned: 9, reversed: 0 },
  ];

  it('has every day of the range, both ends included, at 0 where nothing was earned', () => {
    expect(earningsSeries(rows, 'INR', '2026-03-01', '2026-03-04')).toEqual([
      { day: '2026-03-01', earned: 0, reversed: 0 },
      { day: '2026-03-02', earned: 12.5, reversed: 0 },
      { day: '2026-03-03', earned: 0, reversed: 0 },
      { day: '2026-03-04', earned: 3, reversed: 1 },
    ]);
  });

  it("keeps to one currency's rows, and crosses a month's end", () => {
    expect(earningsSeries(rows, 'USD', '2026-02-28', '2026-03-03').map((d) => [d.day, d.earned])).toEqual([
      ['2026-02-28', 0],
      ['2026-03-01', 0],
      ['2026-03-02', 0],
      ['2026-03-03', 9],
    ]);
  });

  it('is empty for a range that is not one', () => {
    expect(earningsSeries(rows, 'INR', 'nonsense', '2026-03-04')).toEqual([]);
    expect(earningsSeries(rows, 'INR', '2026-03-05', '2026-03-04')).toEqual([]);
  });
});

describe('seriesCurrencies', () => {
  it('lists the currencies of the totals first, then any only the days have, once each', () => {
    expect(
      seriesCurrencies(
        [{ currency: 'USD' }],
        [{ day: '2026-03-01', currency: 'INR', earned: 1, reversed: 0 }],
      ),
    ).toEqual(['USD', 'INR']);
  });
});

describe('rangeOfDays', () => {
  it('ends today and counts today among its days', () => {
    expect(rangeOfDays('7', '2026-03-04')).toEqual({ from: '2026-02-26', to: '2026-03-04' });
    expect(rangeOfDays('365', '2026-12-31')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
  });
});
