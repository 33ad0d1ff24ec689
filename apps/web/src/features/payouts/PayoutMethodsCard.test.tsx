import type { TPayoutMethods } from '@creatorscope/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession, useSessionStore } from '../../app/session-store';
import { createQueryClient } from '../../lib/query-client';
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
  useSessionStore.setState({
    token: 'token-1',
    user: { _id: 'user-1', name: 'Meera', email: 'meera@example.com' } as never,
  });
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(
      async (input) =>
        new Response(
          JSON.stringify(
            String(input) === '/api/publisher/get-payout-methods'
              ? { status: 200, message: 'OK', data: answer }
              : { status: 404, message: 'Not found', data: null },
          ),
          { status: String(input) === '/api/publisher/get-payout-methods' ? 200 : 404 },
        ),
    ),
  );
  render(
    <QueryClientProvider client={createQueryClient({ notify: () => undefined })}>
      <MemoryRouter>
        <PayoutMethodsCard />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  getSession().clearSession();
});

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
});
