import type { TCreditLedgerEntry, TCreditLedgerPage } from '@creatorscope/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../../app/session-store';
import { envelope, renderInApp, signIn, stubApi } from '../../test/api';
import { CreditLedgerTable } from './CreditLedgerTable';

const entry = (over: Partial<TCreditLedgerEntry>): TCreditLedgerEntry => ({
  _id: crypto.randomUUID(),
  delta: 10,
  reason: 'plan_grant',
  note: null,
  item: null,
  balanceAfter: 10,
  createdAt: '2026-03-01T10:00:00.000Z',
  ...over,
});

const PAGE: TCreditLedgerPage = {
  items: [
    entry({ delta: -1, reason: 'analysis', note: '@natgeo' }),
    entry({
      note: 'stored English for a yearly month',
      item: { purpose: 'plan', planId: 'creator', period: 'Yearly', credits: null, month: 2 },
    }),
    entry({
      reason: 'purchase',
      note: 'stored English for a pack',
      item: { purpose: 'credit_pack', planId: null, period: null, credits: 50, month: null },
    }),
    entry({
      note: 'stored English for the Free plan',
      item: { purpose: 'plan', planId: 'free', period: null, credits: null, month: null },
    }),
  ],
  total: 4,
  page: 1,
  pageSize: 20,
  balance: 69,
};

describe('CreditLedgerTable', () => {
  it('names what granted the credits in the app’s words, and shows other notes as written', async () => {
    signIn();
    useSessionStore.setState({ org: { _id: 'org-1', name: 'Acme', permission: 'Admin' } as never });
    stubApi({ '/billing/get-credit-ledger': () => envelope(PAGE) });
    renderInApp(<CreditLedgerTable />);
    expect(await screen.findByText('@natgeo')).toBeTruthy();
    expect(screen.getByText('Creator plan, Yearly, month 2 of 12')).toBeTruthy();
    expect(screen.getByText('50 insight credits')).toBeTruthy();
    expect(screen.getByText('Free plan')).toBeTruthy();
    expect(screen.queryByText(/stored English/)).toBeNull();
  });
});
