import type { TMeData, TPayoutReview, TPayoutReviews } from '@creatorscope/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Answer, envelope, OPERATOR, renderInApp, signIn, stubApi } from '../../test/api';
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
    user: { ...OPERATOR, language: 'en' },
    org: null,
    organizations: [],
    isOperator,
  }) as never;

function serve(isOperator: boolean, failing: string | null = null) {
  let reviews: TPayoutReviews = { open: [OPEN], cleared: [] };
  const routes: Record<string, Answer> = {
    '/auth/me': () => envelope(me(isOperator)),
    '/operations/get-payout-reviews': () => envelope(reviews),
    '/operations/clear-payout-review': () => {
      const cleared = {
        ...OPEN,
        status: 'cleared' as const,
        clearedBy: 'ops@example.com',
        clearedAt: new Date().toISOString(),
      };
      reviews = { open: [], cleared: [cleared] };
      return envelope(cleared);
    },
  };
  if (failing) routes[failing] = () => envelope(null, 500);
  return stubApi(routes).calls;
}

function renderPage() {
  signIn(OPERATOR);
  renderInApp(<PayoutReviewsPage />);
}

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
        path: '/operations/clear-payout-review',
        body: { publisherId: OPEN.publisherId },
      }),
    );
    expect(await screen.findByText('No reviews open')).toBeTruthy();
  });

  it('tells anyone else the page is for operators, and never asks for the reviews', async () => {
    const asked = serve(false);
    renderPage();
    expect(await screen.findByText("Only the platform's operators see this page")).toBeTruthy();
    expect(asked.map((a) => a.path)).not.toContain('/operations/get-payout-reviews');
  });

  it.each(['/auth/me', '/operations/get-payout-reviews'])(
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
