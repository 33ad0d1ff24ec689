import { describe, expect, it } from 'vitest';
import { addMonths, addPeriod, toOrgPlan } from './service.js';

const at = (iso: string) => new Date(iso);
const iso = (d: Date) => d.toISOString();

describe('a plan period is whole calendar months, on the last day of a shorter month', () => {
  it('ends a monthly plan bought on 31 January on 28 February, or 29 in a leap year, not in March', () => {
    expect(iso(addPeriod(at('2027-01-31T10:00:00Z'), 'Monthly'))).toBe('2027-02-28T10:00:00.000Z');
    expect(iso(addPeriod(at('2028-01-31T10:00:00Z'), 'Monthly'))).toBe('2028-02-29T10:00:00.000Z');
    expect(iso(addPeriod(at('2027-03-31T23:59:59Z'), 'Monthly'))).toBe('2027-04-30T23:59:59.000Z');
  });

  it('crosses the year end: 31 December plus a month is 31 January', () => {
    expect(iso(addPeriod(at('2026-12-31T18:30:00Z'), 'Monthly'))).toBe('2027-01-31T18:30:00.000Z');
  });

  it('ends a yearly plan a year on, on 28 February for one bought on the leap day', () => {
    expect(iso(addPeriod(at('2027-03-31T18:30:00Z'), 'Yearly'))).toBe('2028-03-31T18:30:00.000Z');
    expect(iso(addPeriod(at('2028-02-29T12:00:00Z'), 'Yearly'))).toBe('2029-02-28T12:00:00.000Z');
  });

  it('counts months back as well as forward, from the day bought and not from the month before', () => {
    expect(iso(addMonths(at('2027-03-31T00:00:00Z'), -1))).toBe('2027-02-28T00:00:00.000Z');
    expect(iso(addMonths(at('2027-01-31T00:00:00Z'), 11))).toBe('2027-12-31T00:00:00.000Z');
    expect(iso(addMonths(at('2027-01-31T00:00:00Z'), 13))).toBe('2028-02-29T00:00:00.000Z');
  });
});

type Row = Parameters<typeof toOrgPlan>[0] & object;
const row = (over: Partial<Row>): Row => ({
  orgId: 'o',
  planId: 'creator',
  period: 'Monthly',
  status: 'active',
  currentPeriodStart: at('2027-01-31T10:00:00Z'),
  currentPeriodEnd: addPeriod(at('2027-01-31T10:00:00Z'), 'Monthly'),
  cancelAtPeriodEnd: false,
  provider: 'sandbox',
  providerSubscriptionId: 'sub',
  providerCustomerId: null,
  paymentId: null,
  premiumInsightsUntil: null,
  updatedAt: at('2027-01-31T10:00:00Z'),
  ...over,
});

describe('the plan in force at the end of a period ending on a month end', () => {
  it('keeps a cancelled plan until its last moment (28 February), then reads Free', () => {
    const cancelled = row({ cancelAtPeriodEnd: true });
    expect(toOrgPlan(cancelled, at('2027-02-28T09:59:59Z')).plan).toBe('creator');
    expect(toOrgPlan(cancelled, at('2027-02-28T10:00:00Z')).plan).toBe('free');
  });

  it('keeps a plan whose renewal is due three days longer, into March, then reads Free', () => {
    expect(toOrgPlan(row({}), at('2027-03-03T09:59:59Z')).plan).toBe('creator');
    expect(toOrgPlan(row({}), at('2027-03-03T10:00:00Z')).plan).toBe('free');
  });

  it('ends a premium pass at its moment, whatever day it is', () => {
    const pass = row({ planId: 'free', period: null, premiumInsightsUntil: at('2028-02-29T23:59:59Z') });
    expect(toOrgPlan(pass, at('2028-02-29T23:59:58Z')).premiumInsightsUntil).toBe('2028-02-29T23:59:59.000Z');
    expect(toOrgPlan(pass, at('2028-02-29T23:59:59Z')).premiumInsightsUntil).toBeNull();
  });
});
