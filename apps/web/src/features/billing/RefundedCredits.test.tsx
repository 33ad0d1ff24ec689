import type { TPayment } from '@creatorscope/contracts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RefundedCredits } from './RefundedCredits';

const pack: TPayment = {
  _id: 'p1',
  token: 'tok',
  purpose: 'credit_pack',
  description: '50 insight credits',
  productKey: 'credits_50',
  planId: null,
  period: null,
  credits: 50,
  amount: 799,
  currency: 'INR',
  status: 'refunded',
  provider: 'sandbox',
  hasReceipt: true,
  receiptNumber: 'CS-20260101-ABCDEF12',
  failureReason: null,
  isRenewal: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  paidAt: '2026-01-01T00:00:00.000Z',
  refundedAt: '2026-01-02T00:00:00.000Z',
  refundedCredits: 12,
  refundShortfallCredits: 38,
};

describe('RefundedCredits', () => {
  it('shows what a refund took back and what was already spent', () => {
    render(<RefundedCredits payment={pack} />);
    expect(screen.getByText('Credits taken back: 12')).toBeTruthy();
    expect(screen.getByText('Already spent, not taken back: 38')).toBeTruthy();
  });

  it('shows no shortfall when everything was taken back, and nothing for a payment that was not refunded', () => {
    const { container, rerender } = render(
      <RefundedCredits payment={{ ...pack, refundedCredits: 50, refundShortfallCredits: 0 }} />,
    );
    expect(container.textContent).toBe('Credits taken back: 50');
    rerender(<RefundedCredits payment={{ ...pack, status: 'succeeded', refundedCredits: null }} />);
    expect(container.textContent).toBe('');
  });
});
