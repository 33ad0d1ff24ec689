import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FeatureLock } from './FeatureLock';
import { PaymentOutcome } from './PaymentOutcome';

describe('FeatureLock', () => {
  it('says what the feature is, which plan unlocks it, and links Upgrade to the plans page', () => {
    render(
      <MemoryRouter>
        <FeatureLock feature="Affiliate" />
      </MemoryRouter>,
    );
    expect(
      screen.getByRole('heading', { name: 'Affiliate ads is part of the Enterprise plan' }),
    ).toBeTruthy();
    expect(screen.getByText(/link and script tracking/)).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Upgrade to Enterprise' });
    expect(link.getAttribute('href')).toBe('/insights/plans-and-billing');
  });

  it('offers Contact us for a feature only the Custom plan has', () => {
    render(
      <MemoryRouter>
        <FeatureLock feature="insightsCustom" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Contact us' })).toBeTruthy();
  });
});

const declined = {
  token: 'tok',
  status: 'failed' as const,
  creditsBalance: 2,
  plan: {
    plan: 'free' as const,
    period: null,
    status: 'active' as const,
    renewsAt: null,
    cancelAtPeriodEnd: false,
    handlesLimit: 2,
    teamSeats: 2,
    premiumInsightsUntil: null,
    features: ['insights' as const],
  },
  payment: {
    _id: 'p1',
    token: 'tok',
    purpose: 'plan' as const,
    description: 'Creator plan (yearly)',
    productKey: 'creator_yearly',
    planId: 'creator' as const,
    period: 'Yearly' as const,
    credits: null,
    amount: 9588,
    currency: 'INR' as const,
    status: 'failed' as const,
    provider: 'sandbox' as const,
    hasReceipt: false,
    receiptNumber: null,
    failureReason: 'Your card was declined',
    isRenewal: false,
    createdAt: '2025-01-01T00:00:00.000Z',
    paidAt: null,
    refundedAt: null,
    refundedCredits: null,
    refundShortfallCredits: null,
  },
};

describe('PaymentOutcome', () => {
  it('announces a declined payment as an alert that says the plan did not change', () => {
    render(<PaymentOutcome state={{ phase: 'done', result: declined }} onDismiss={() => undefined} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Payment declined');
    expect(alert.textContent).toContain('Nothing was charged for Creator plan, Yearly');
    expect(alert.textContent).toContain('Your card was declined');
  });

  it('names the new plan after a successful upgrade', () => {
    const paid = {
      ...declined,
      status: 'succeeded' as const,
      payment: { ...declined.payment, status: 'succeeded' as const, failureReason: null },
      plan: { ...declined.plan, plan: 'creator' as const },
    };
    render(<PaymentOutcome state={{ phase: 'done', result: paid }} onDismiss={() => undefined} />);
    expect(screen.getByRole('status').textContent).toContain('You are on the Creator plan now.');
  });
});
