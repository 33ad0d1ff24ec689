import type { TPayout, TPayoutsPage } from '@creatorscope/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, renderInApp, signIn, stubApi } from '../../test/api';
import { PayoutHistory } from './PayoutHistory';

const base: TPayout = {
  _id: 'payout-paid',
  amount: 576,
  grossAmount: 600,
  tdsAmount: 24,
  tdsRatePercent: 2,
  isTdsWithoutPan: false,
  statementNumber: null,
  currency: 'INR',
  state: 'paid',
  origin: 'manual',
  method: { kind: 'upi', masked: 'me•••@okaxis' },
  mode: 'UPI',
  failureCode: null,
  failureReason: null,
  reference: 'UTR123',
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  paidAt: '2026-03-01T10:05:00.000Z',
};
const PAGE: TPayoutsPage = {
  rows: [
    base,
    {
      ...base,
      _id: 'payout-failed',
      state: 'failed',
      failureReason: 'Bank down',
      tdsAmount: 0,
      grossAmount: 576,
    },
    {
      ...base,
      _id: 'payout-reversed',
      state: 'reversed',
      failureReason: 'Beneficiary account is closed',
      tdsAmount: 240,
      tdsRatePercent: 20,
      isTdsWithoutPan: true,
      grossAmount: 1200,
      amount: 960,
    },
    { ...base, _id: 'payout-unsent', state: 'failed', failureCode: 'method_changed', reference: null },
  ],
  total: 4,
  page: 1,
  pageSize: 20,
};

describe('PayoutHistory', () => {
  it('shows the TDS withheld and offers the statement of paid payouts only, downloading it on click', async () => {
    signIn();
    const { calls } = stubApi({ '/publisher/get-payouts': () => envelope(PAGE) });
    renderInApp(<PayoutHistory />, { path: null });
    await screen.findByText('Bank down');
    const rows = screen.getAllByRole('row');
    const paid = rows.find((row) => within(row).queryByText('Paid'));
    const failed = rows.find((row) => within(row).queryByText('Failed'));
    if (!paid || !failed) throw new Error('rows missing');
    expect(within(paid).getByText(/2% of/)).toBeTruthy();
    expect(within(failed).getByText('None')).toBeTruthy();
    expect(within(failed).queryByRole('button', { name: /statement/i })).toBeNull();
    // Returned by the bank: why, and no statement; its TDS says it was withheld without a PAN.
    const reversed = rows.find((row) => within(row).queryByText('Returned by the bank'));
    if (!reversed) throw new Error('reversed row missing');
    expect(within(reversed).getByText('Beneficiary account is closed')).toBeTruthy();
    expect(within(reversed).getByText(/20% of .*, no PAN/)).toBeTruthy();
    expect(within(reversed).queryByRole('button', { name: /statement/i })).toBeNull();
    // A reason of the app's own is said in the reader's words, not the server's.
    expect(screen.getByText('Not sent: the payout method changed or is no longer verified')).toBeTruthy();
    fireEvent.click(within(paid).getByRole('button', { name: /Download the statement of the payout of/ }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        path: '/publisher/get-payout-statement',
        body: { payoutId: 'payout-paid' },
      }),
    );
  });
});
