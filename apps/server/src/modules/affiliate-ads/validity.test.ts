import { describe, expect, it } from 'vitest';
import { endOfValidity, statusOf } from './service.js';

const at = (iso: string) => new Date(iso);

describe("an ad's validity runs to the end of its last day (UTC), then the ad reads as ended", () => {
  it('ends a date-only validity at midnight after its day: a month end, a leap day, a year end', () => {
    expect(endOfValidity('2027-01-31').toISOString()).toBe('2027-02-01T00:00:00.000Z');
    expect(endOfValidity('2027-02-28').toISOString()).toBe('2027-03-01T00:00:00.000Z');
    expect(endOfValidity('2028-02-28').toISOString()).toBe('2028-02-29T00:00:00.000Z');
    expect(endOfValidity('2028-02-29').toISOString()).toBe('2028-03-01T00:00:00.000Z');
    expect(endOfValidity('2026-12-31').toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });

  it('ends a date-time validity at that instant', () => {
    expect(endOfValidity('2027-03-31T23:59:00+05:30').toISOString()).toBe('2027-03-31T18:29:00.000Z');
  });

  it('keeps the ad running through the last millisecond of its last day, and ended from midnight', () => {
    const row = { status: 'active', endsAt: endOfValidity('2028-02-29') };
    expect(statusOf(row, at('2028-02-29T00:00:00Z'))).toBe('active');
    expect(statusOf(row, at('2028-02-29T23:59:59.999Z'))).toBe('active');
    expect(statusOf(row, at('2028-03-01T00:00:00Z'))).toBe('ended');
    expect(statusOf(row, at('2029-01-01T00:00:00Z'))).toBe('ended');
  });

  it('keeps a paused ad paused until its validity passes, and an ad without validity as it is', () => {
    expect(
      statusOf({ status: 'paused', endsAt: endOfValidity('2026-12-31') }, at('2026-12-31T23:59:59Z')),
    ).toBe('paused');
    expect(
      statusOf({ status: 'paused', endsAt: endOfValidity('2026-12-31') }, at('2027-01-01T00:00:00Z')),
    ).toBe('ended');
    expect(statusOf({ status: 'active', endsAt: null }, at('2099-12-31T23:59:59Z'))).toBe('active');
  });
});
