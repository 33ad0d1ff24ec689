import type { TEarningsTotals, TPayoutMethod, TPayoutMethods } from '@creatorscope/contracts';
import { describe, expect, it } from 'vitest';
import { newWithdrawalKey, payableMethods, withdrawBlockers, withdrawFormSchema } from './withdrawal';

const totals = (over: Partial<TEarningsTotals> = {}): TEarningsTotals => ({
  currency: 'INR',
  pending: 0,
  held: 0,
  available: 800,
  inTransit: 0,
  paid: 0,
  reversed: 0,
  canWithdraw: false,
  ...over,
});

const method = (over: Partial<TPayoutMethod> = {}): TPayoutMethod => ({
  kind: 'upi',
  masked: 'me•••@okaxis',
  accountHolderName: null,
  ifsc: null,
  verification: 'verified',
  failureReason: null,
  verifiedAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

const methods = (list: TPayoutMethod[], isFlagged = false): TPayoutMethods => ({
  methods: list,
  isFlagged,
  flagReason: isFlagged ? 'Same UPI id on another profile' : null,
  minimumPayout: 500,
  tax: { pan: '••••••234K', ratePercent: 2, noPanRatePercent: 20, thresholdAmount: 20_000 },
});

describe('withdrawBlockers', () => {
  it('has none when the server says the publisher may withdraw', () => {
    expect(withdrawBlockers(totals({ canWithdraw: true }), methods([method()]), 500)).toEqual([]);
  });

  it('names every reason that applies: under review, no verified method, below the minimum', () => {
    const unverified = methods([method({ verification: 'failed' })], true);
    expect(withdrawBlockers(totals({ available: 120 }), unverified, 500)).toEqual([
      'review',
      'noVerifiedMethod',
      'belowMinimum',
    ]);
  });

  it('says below the minimum alone when a verified method is there', () => {
    expect(withdrawBlockers(totals({ available: 499.99 }), methods([method()]), 500)).toEqual([
      'belowMinimum',
    ]);
  });

  it('says no verified method when the methods have not loaded or none is verified', () => {
    expect(withdrawBlockers(totals(), undefined, 500)).toEqual(['noVerifiedMethod']);
    expect(withdrawBlockers(totals(), methods([method({ verification: 'pending' })]), 500)).toEqual([
      'noVerifiedMethod',
    ]);
  });

  it('says only that payouts are in rupees for another currency', () => {
    expect(withdrawBlockers(totals({ currency: 'USD', available: 9000 }), methods([]), 500)).toEqual([
      'currency',
    ]);
  });
});

describe('payableMethods', () => {
  it('offers only verified methods, the UPI id first', () => {
    const list = methods([
      method({ kind: 'bank', masked: 'HDFC0001234 ••••9012' }),
      method({ kind: 'upi', verification: 'unverified' }),
    ]);
    expect(payableMethods(list)).toEqual(['bank']);
    expect(payableMethods(methods([method({ kind: 'bank' }), method({ kind: 'upi' })]))).toEqual([
      'upi',
      'bank',
    ]);
    expect(payableMethods(undefined)).toEqual([]);
  });
});

describe('the Withdraw form', () => {
  const schema = withdrawFormSchema({
    available: 812.5,
    minimum: 500,
    aboveAvailable: 'more than available',
    belowMinimum: 'below minimum',
  });
  const messageOf = (input: unknown) => {
    const result = schema.safeParse(input);
    return result.success ? null : result.error.issues.map((issue) => issue.message);
  };

  it('takes an amount from the minimum up to everything available, to the paisa', () => {
    expect(messageOf({ amount: 812.5, method: 'upi' })).toBeNull();
    expect(messageOf({ amount: 500, method: 'bank' })).toBeNull();
  });

  it('refuses more than available, less than the minimum, three decimals and no method', () => {
    expect(messageOf({ amount: 812.51, method: 'upi' })).toEqual(['more than available']);
    expect(messageOf({ amount: 499.99, method: 'upi' })).toEqual(['below minimum']);
    expect(messageOf({ amount: 600.125, method: 'upi' })).toEqual([
      'amount can have at most 2 decimal places',
    ]);
    expect(messageOf({ amount: 600 })).toEqual(['method is required']);
  });
});

describe('newWithdrawalKey', () => {
  it('is a key the contract accepts, different for each dialog', () => {
    const first = newWithdrawalKey();
    expect(first).toMatch(/^[A-Za-z0-9_.:-]{8,100}$/);
    expect(newWithdrawalKey()).not.toBe(first);
    expect(newWithdrawalKey(() => 'fixed')).toBe('wd-fixed');
  });
});
