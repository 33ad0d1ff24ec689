import type { TEarningsTotals, TPayout, TPayoutMethods, TPublisherEarnings } from '@creatorscope/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { envelope, inTurn, renderInApp, signIn, stubApi } from '../../test/api';
import { EarningsPage } from './EarningsPage';
import { WithdrawDialog } from './WithdrawDialog';

const TOTALS: TEarningsTotals = {
  currency: 'INR',
  pending: 40,
  held: 0,
  available: 812.5,
  inTransit: 0,
  paid: 0,
  reversed: 0,
  canWithdraw: true,
};

const METHODS: TPayoutMethods = {
  methods: [
    {
      kind: 'upi',
      masked: 'me•••@okaxis',
      accountHolderName: null,
      ifsc: null,
      verification: 'verified',
      failureReason: null,
      verifiedAt: '2026-01-01T00:00:00.000Z',
    },
  ],
  isFlagged: false,
  flagReason: null,
  minimumPayout: 500,
  tax: { pan: '••••••234K', ratePercent: 2, noPanRatePercent: 20, thresholdAmount: 20_000 },
};

const PAYOUT: TPayout = {
  _id: 'payout-1',
  amount: 812.5,
  grossAmount: 812.5,
  tdsAmount: 0,
  isTdsWithoutPan: false,
  tdsRatePercent: 0,
  statementNumber: null,
  currency: 'INR',
  state: 'processing',
  origin: 'manual',
  method: { kind: 'upi', masked: 'me•••@okaxis' },
  mode: 'UPI',
  failureCode: null,
  failureReason: null,
  reference: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  paidAt: null,
};

describe('WithdrawDialog', () => {
  it('sends the same idempotency key when the publisher retries after a failure, so one payout at most', async () => {
    signIn();
    const api = stubApi({
      '/publisher/withdraw': inTurn(
        () => envelope(null, 503, 'The payout provider is not answering'),
        () => envelope(PAYOUT, 201, 'Payout requested'),
      ),
    });
    const onClose = vi.fn();
    renderInApp(<WithdrawDialog totals={TOTALS} methods={METHODS} minimum={500} onClose={onClose} />);
    const submit = screen.getByRole('button', { name: 'Withdraw' });
    fireEvent.click(submit);
    await waitFor(() => expect(api.bodiesTo('/publisher/withdraw')).toHaveLength(1));
    await waitFor(() => expect(submit.getAttribute('aria-busy')).not.toBe('true'));
    fireEvent.click(submit);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [first, second] = api.bodiesTo('/publisher/withdraw') as { idempotencyKey: string }[];
    expect(first).toMatchObject({ amount: 812.5, currency: 'INR', method: 'upi' });
    expect(second?.idempotencyKey).toBe(first?.idempotencyKey);
    expect(first?.idempotencyKey).toMatch(/^[A-Za-z0-9_.:-]{8,100}$/);
  });

  it('sends one request for a double click', async () => {
    signIn();
    const api = stubApi({ '/publisher/withdraw': () => envelope(PAYOUT, 201, 'Payout requested') });
    const onClose = vi.fn();
    renderInApp(<WithdrawDialog totals={TOTALS} methods={METHODS} minimum={500} onClose={onClose} />);
    const submit = screen.getByRole('button', { name: 'Withdraw' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.bodiesTo('/publisher/withdraw')).toHaveLength(1);
  });

  it('refuses more than is available under the field, without asking the server', async () => {
    signIn();
    const api = stubApi({ '/publisher/withdraw': () => envelope(PAYOUT, 201) });
    renderInApp(<WithdrawDialog totals={TOTALS} methods={METHODS} minimum={500} onClose={() => undefined} />);
    fireEvent.change(screen.getByLabelText(/^Amount/), { target: { value: '900' } });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('You have ₹812.50 available')).toBeTruthy();
    expect(api.bodiesTo('/publisher/withdraw')).toEqual([]);
  });
});

const EARNINGS = (totals: Partial<TEarningsTotals>): TPublisherEarnings => ({
  totals: [{ ...TOTALS, ...totals }],
  byAd: [],
  byDay: [],
  from: '2026-02-01',
  to: '2026-03-02',
  entries: { rows: [], nextCursor: null },
  minimumPayout: 500,
});

describe('EarningsPage', () => {
  it('says why the publisher cannot withdraw instead of offering the button', async () => {
    signIn();
    stubApi({
      '/publisher/get-earnings': () => envelope(EARNINGS({ available: 120, canWithdraw: false })),
      '/publisher/get-payout-methods': () => envelope({ ...METHODS, methods: [] }),
    });
    renderInApp(<EarningsPage />);
    expect(
      await screen.findByText('You can withdraw once ₹500 or more is available (you have ₹120).'),
    ).toBeTruthy();
    expect(
      await screen.findByText('Verify a UPI id or bank account on the Payouts page before you withdraw.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull();
  });

  it('sends someone who is not a publisher yet to register', async () => {
    signIn();
    stubApi({
      '/publisher/get-earnings': () => envelope(null, 404, 'Register as a publisher first'),
      '/publisher/get-payout-methods': () => envelope(null, 404, 'Register as a publisher first'),
    });
    renderInApp(<EarningsPage />);
    const link = await screen.findByRole('link', { name: 'Register as a publisher' });
    expect(link.getAttribute('href')).toBe('/creator-hub/profile');
  });
});
