import type { TPayoutMethods } from '@creatorscope/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, renderInApp, signIn, stubApi } from '../../test/api';
import { PayoutMethodsCard } from './PayoutMethodsCard';

const methods = (pan: string | null): TPayoutMethods => ({
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
  tax: { pan, ratePercent: 2, noPanRatePercent: 20, thresholdAmount: 20_000 },
});

function renderCard(answer: TPayoutMethods) {
  signIn();
  stubApi({ '/publisher/get-payout-methods': () => envelope(answer) });
  renderInApp(<PayoutMethodsCard />);
}

describe('PayoutMethodsCard', () => {
  it('asks for a PAN before the first payout, with the 206AA rate it would otherwise cost', async () => {
    renderCard(methods(null));
    expect(await screen.findByText('Add your PAN')).toBeTruthy();
    expect(
      screen.getByText(
        'Without a PAN, TDS is withheld at 20% instead of 2% once your payouts this financial year pass ₹20,000 (section 206AA).',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add PAN in profile' }).getAttribute('href')).toBe(
      '/creator-hub/profile',
    );
  });

  it('shows the saved PAN masked and the 194H rate', async () => {
    renderCard(methods('••••••234K'));
    expect(await screen.findByText('••••••234K')).toBeTruthy();
    expect(screen.getByText(/TDS is withheld at 2% once your payouts/)).toBeTruthy();
    expect(screen.queryByText('Add your PAN')).toBeNull();
  });

  it('says why payouts are on hold in the app’s words, not the English the server stores', async () => {
    renderCard({ ...methods('••••••234K'), isFlagged: true, flagReason: 'Stored English reason' });
    expect(await screen.findByText(/is on another publisher profile: a person will review it/)).toBeTruthy();
    expect(screen.queryByText('Stored English reason')).toBeNull();
  });
});

describe('PayoutMethodsCard: the holder name check', () => {
  const one = (verification: TPayoutMethods['methods'][number]['verification']): TPayoutMethods => {
    const base = methods('••••••234K');
    return { ...base, methods: base.methods.map((m) => ({ ...m, verification, verifiedAt: null })) };
  };

  it('says the name does not match and lets the publisher verify again', async () => {
    renderCard(one('mismatch'));
    expect(await screen.findByText('Name does not match')).toBeTruthy();
    expect(screen.getByText(/registered to another name than your publisher name/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Verify UPI' })).toBeTruthy();
  });

  it('says a method is still being checked, with a way to ask again', async () => {
    renderCard(one('pending'));
    expect(await screen.findByText('Verifying')).toBeTruthy();
    expect(screen.getByText(/still checking this account/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Verify UPI' }).textContent).toContain('Check again');
  });
});
