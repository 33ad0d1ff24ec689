import type { TMeData, TPayoutReview, TPayoutReviews } from '@creatorscope/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession, useSessionStore } from '../../app/session-store';
import { createQueryClient } from '../../lib/query-client';
import { PayoutReviewsPage } from './PayoutReviewsPage';

const OPEN: TPayoutReview = {
  publisherId: '11111111-1111-4111-8111-111111111111',
  name: 'Meera Shah',
  email: 'meera@example.com',
  status: 'open',
  reason: 'The same UPI id or bank account is on another publisher profile',
  openedAt: '2026-11-20T10:00:00.000Z',
  methods: [{ kind: 'upi', masked: 'me•••@okaxis' }],
  sharedWith: [
    { publisherId: '22222222-2222-4222-8222-222222222222', name: 'Ravi Shah', email: 'ravi@example.com' },
  ],
  available: 600,
  clearedBy: null,
  clearedAt: null,
};

const me = (isOperator: boolean): TMeData =>
  ({
    user: { _id: 'user-1', name: 'Ops', language: 'en' },
    org: null,
    organizations: [],
    isOperator,
  }) as never;

function serve(isOperator: boolean, failing: string | null = null) {
  let reviews: TPayoutReviews = { open: [OPEN], cleared: [] };
  const asked: { path: string; body: unknown }[] = [];
  const json = (data: unknown, status = 200) =>
    new Response(JSON.stringify({ status, message: 'OK', data }), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const path = String(input);
      asked.push({ path, body: JSON.parse(String(init?.body ?? '{}')) });
      if (path === failing) return json(null, 500);
      if (path === '/api/auth/me') return json(me(isOperator));
      if (path === '/api/operations/get-payout-reviews') return json(reviews);
      if (path === '/api/operations/clear-payout-review') {
        const cleared = {
          ...OPEN,
          status: 'cleared' as const,
          clearedBy: 'ops@example.com',
          clearedAt: new Date().toISOString(),
        };
        reviews = { open: [], cleared: [cleared] };
        return json(cleared);
      }
      return json(null, 404);
    }),
  );
  return asked;
}

function renderPage() {
  useSessionStore.setState({ token: 'token-1', user: { _id: 'user-1', name: 'Ops' } as never });
  render(
    <QueryClientProvider client={createQueryClient({ notify: () => undefined })}>
      <MemoryRouter>
        <PayoutReviewsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  getSession().clearSession();
});

describe('PayoutReviewsPage', () => {
  it('shows an operator who shares what with whom, and clears a review after asking', async () => {
    const asked = serve(true);
    renderPage();
    const card = (await screen.findByText('Meera Shah')).closest('li');
    if (!card) throw new Error('no card');
    expect(within(card).getByText('On hold')).toBeTruthy();
    expect(within(card).getByText('me•••@okaxis')).toBeTruthy();
    expect(within(card).getByText('Ravi Shah')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Clear review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clear the review of Meera Shah?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clear review' }));
    await waitFor(() =>
      expect(asked).toContainEqual({
        path: '/api/operations/clear-payout-review',
        body: { publisherId: OPEN.publisherId },
      }),
    );
    expect(await screen.findByText('No reviews open')).toBeTruthy();
  });

  it('tells anyone else the page is for operators, and never asks for the reviews', async () => {
    const asked = serve(false);
    renderPage();
    expect(await screen.findByText("Only the platform's operators see this page")).toBeTruthy();
    expect(asked.map((a) => a.path)).not.toContain('/api/operations/get-payout-reviews');
  });

  it.each(['/api/auth/me', '/api/operations/get-payout-reviews'])(
    'shows a failed load in place and tries again: %s failing',
    async (failing) => {
      const asked = serve(true, failing);
      renderPage();
      expect(await screen.findByText('Payout reviews could not be loaded')).toBeTruthy();
      const before = asked.length;
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
      await waitFor(() => expect(asked.length).toBeGreaterThan(before));
    },
  );
});
