import type { TPayment } from '@creatorscope/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../app/session-store';
import { envelope, renderInApp, stubApi } from '../../test/api';
import { PaymentsTable } from './PaymentsTable';

const ORG = '11111111-1111-4111-8111-111111111111';

const payment = (id: string, overrides: Partial<TPayment>): TPayment => ({
  _id: id,
  token: `tok-${id}`,
  purpose: 'ad_budget',
  description: 'Budget for Diwali sale',
  productKey: 'ad_budget:a1',
  planId: null,
  period: null,
  credits: null,
  amount: 1180,
  currency: 'INR',
  status: 'succeeded',
  provider: 'sandbox',
  hasReceipt: true,
  receiptNumber: `CS-20260101-${id}`,
  failureReason: null,
  isRenewal: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  paidAt: '2026-01-01T00:00:00.000Z',
  refundedAt: null,
  refundedCredits: null,
  refundShortfallCredits: null,
  ...overrides,
});

const items = [
  payment('paid-ad', {}),
  payment('pending-ad', { status: 'pending', hasReceipt: false, receiptNumber: null }),
  payment('paid-pack', { purpose: 'credit_pack', credits: 10, productKey: 'credits_10' }),
  payment('refunded-ad', { status: 'refunded', refundedAt: '2026-01-05T00:00:00.000Z' }),
];

const pdf = () =>
  new Response('%PDF-1.3', {
    status: 200,
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="x.pdf"' },
  });

let api: ReturnType<typeof stubApi>;

beforeEach(() => {
  useSessionStore.setState({
    token: 'test-token',
    org: { _id: ORG, name: 'Acme', trendsRole: 'creator' } as never,
  });
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }),
  );
  api = stubApi({
    '/billing/get-payments': () => envelope({ items, total: items.length, page: 1, pageSize: 10 }),
    '/payout/generate-invoice': pdf,
    '/payout/generate-credit-note': pdf,
  });
});

const renderTable = () => renderInApp(<PaymentsTable orgId={ORG} />);

describe('the payments table', () => {
  it('offers a tax invoice for a paid or refunded ad budget only, and downloads it from /payout/generate-invoice', async () => {
    renderTable();
    const buttons = await screen.findAllByRole('button', { name: /^Download tax invoice for/ });
    expect(buttons).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: /^Download receipt for/ })).toHaveLength(3);
    fireEvent.click(buttons[0] as HTMLElement);
    await waitFor(() =>
      expect(api.bodiesTo('/payout/generate-invoice')).toEqual([{ orgId: ORG, paymentId: 'paid-ad' }]),
    );
  });

  it('offers a credit note for a refunded ad budget only, from /payout/generate-credit-note', async () => {
    renderTable();
    const buttons = await screen.findAllByRole('button', { name: /^Download credit note for/ });
    expect(buttons).toHaveLength(1);
    fireEvent.click(buttons[0] as HTMLElement);
    await waitFor(() =>
      expect(api.bodiesTo('/payout/generate-credit-note')).toEqual([
        { orgId: ORG, paymentId: 'refunded-ad' },
      ]),
    );
  });
});
