import { describe, expect, it } from 'vitest';
import { monthsBegun } from './service.js';

const at = (iso: string) => new Date(iso);

describe("a yearly plan's months begin on the same day of each month, or the month's last day", () => {
  it('begins month 2 of a plan bought on 31 January on 28 February, and month 3 on 31 March', () => {
    const start = at('2027-01-31T10:00:00Z');
    expect(monthsBegun(start, at('2027-02-28T09:59:59Z'))).toBe(0);
    expect(monthsBegun(start, at('2027-02-28T10:00:00Z'))).toBe(1);
    // The short month does not move the later ones: 31 March, not 28 March.
    expect(monthsBegun(start, at('2027-03-30T23:59:59Z'))).toBe(1);
    expect(monthsBegun(start, at('2027-03-31T10:00:00Z'))).toBe(2);
    expect(monthsBegun(start, at('2027-04-30T10:00:00Z'))).toBe(3);
  });

  it('begins it on 29 February in a leap year', () => {
    const start = at('2028-01-31T00:00:00Z');
    expect(monthsBegun(start, at('2028-02-28T23:59:59Z'))).toBe(0);
    expect(monthsBegun(start, at('2028-02-29T00:00:00Z'))).toBe(1);
  });

  it('counts the months of a plan bought on the leap day on the 29th, and on 28 February a year on', () => {
    const start = at('2028-02-29T12:00:00Z');
    expect(monthsBegun(start, at('2028-03-29T11:59:59Z'))).toBe(0);
    expect(monthsBegun(start, at('2028-03-29T12:00:00Z'))).toBe(1);
    expect(monthsBegun(start, at('2029-01-29T12:00:00Z'))).toBe(11);
  });

  it('crosses the year end: bought on 31 December, month 2 begins on 31 January, not 3 March', () => {
    const start = at('2026-12-31T12:00:00Z');
    expect(monthsBegun(start, at('2027-01-31T11:59:59Z'))).toBe(0);
    expect(monthsBegun(start, at('2027-01-31T12:00:00Z'))).toBe(1);
    // 61 days after 31 December is 2 March: only two month starts (31 Jan, 28 Feb) have passed.
    expect(monthsBegun(start, at('2027-03-02T12:00:00Z'))).toBe(2);
  });

  it('grants no thirteenth month however long after the start', () => {
    expect(monthsBegun(at('2026-01-15T00:00:00Z'), at('2030-01-01T00:00:00Z'))).toBe(11);
    expect(monthsBegun(at('2026-01-15T00:00:00Z'), at('2026-12-15T00:00:00Z'))).toBe(11);
    expect(monthsBegun(at('2026-01-15T00:00:00Z'), at('2026-12-14T23:59:59Z'))).toBe(10);
  });

  it('counts nothing before the start', () => {
    expect(monthsBegun(at('2026-05-01T00:00:00Z'), at('2026-04-01T00:00:00Z'))).toBe(0);
  });
});
