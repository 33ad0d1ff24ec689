import type { TEarningEntry } from '@creatorscope/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/api';
import { EarningEntriesTable } from './EarningEntriesTable';

const base: TEarningEntry = {
  _id: 'earning-inr',
  adId: 'ad-1',
  campaignName: 'Diwali sale',
  kind: 'conversion',
  occurredAt: '2026-03-01T10:00:00.000Z',
  amount: 499,
  currency: 'INR',
  status: 'available',
  availableFrom: '2026-03-08T10:00:00.000Z',
  note: null,
  converted: null,
};

describe('EarningEntriesTable', () => {
  it('shows a USD earning converted at its release as the INR it became, with both amounts and the rate', async () => {
    renderInApp(
      <EarningEntriesTable
        caption="Entries"
        rows={[
          base,
          {
            ...base,
            _id: 'earning-usd',
            amount: 12,
            currency: 'USD',
            converted: { amount: 996, currency: 'INR', rate: 83 },
          },
        ]}
      />,
      { path: null },
    );
    expect(await screen.findByText('$12 → ₹996 at ₹83 per $1')).toBeTruthy();
    expect(screen.getByText('₹996')).toBeTruthy();
    // An INR earning shows its amount alone.
    expect(screen.getByText('₹499')).toBeTruthy();
    expect(screen.queryAllByText(/ per /)).toHaveLength(1);
  });
});
