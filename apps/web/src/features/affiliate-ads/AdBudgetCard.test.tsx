import type { TAdBudgetReturn, TAffiliateAd } from '@creatorscope/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../app/session-store';
import { envelope, inTurn, renderInApp, signIn, stubApi } from '../../test/api';
import { AdBudgetCard } from './AdBudgetCard';

const ad = (overrides: Partial<TAffiliateAd> = {}): TAffiliateAd =>
  ({
    _id: 'ad-1',
    campaignName: 'Monsoon sale',
    currency: 'INR',
    status: 'ended',
    endedReason: 'validity',
    budget: null,
    funding: { funded: 1271.19, balance: 771.19, spent: 500, fundable: null, feePercent: 10 },
    ...overrides,
  }) as TAffiliateAd;

const requested: TAdBudgetReturn = {
  _id: 'ret-1',
  adId: 'ad-1',
  status: 'requested',
  currency: 'INR',
  amount: 910,
  budgetAmount: 771.19,
  returnedAmount: 0,
  refunds: [],
  requestedAt: '2026-03-01T10:00:00.000Z',
  completedAt: null,
};

afterEach(() => useSessionStore.setState({ org: null }));

function renderCard(props: { ad?: TAffiliateAd; canWrite?: boolean } = {}) {
  signIn();
  useSessionStore.setState({ org: { _id: 'org-1', name: 'Acme', permission: 'Write' } as never });
  return renderInApp(
    <AdBudgetCard ad={props.ad ?? ad()} isAdmin={false} canWrite={props.canWrite ?? true} />,
  );
}

describe('AdBudgetCard: returning the remaining budget of an ended ad', () => {
  it('asks before returning, stating the amount, then shows the return as requested', async () => {
    const api = stubApi({
      '/affliate-ad/budget-return': inTurn(
        () => envelope({ latest: null }),
        () => envelope({ latest: requested }),
      ),
      '/affliate-ad/return-budget': () => envelope(requested),
    });
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: 'Return remaining budget' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/₹771\.19 left in this ad’s budget goes back to the card/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Return ₹771.19' }));
    expect(await screen.findByText('Return requested')).toBeTruthy();
    expect(screen.getByText(/₹910 \(GST included\) is on its way back/)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    // Once asked, the button is gone: a second return cannot be asked while this one runs.
    expect(screen.queryByRole('button', { name: 'Return remaining budget' })).toBeNull();
    expect(api.bodiesTo('/affliate-ad/return-budget')).toEqual([{ orgId: 'org-1', adId: 'ad-1' }]);
  });

  it('shows a returned budget, and offers nothing to a running ad or a Read member', async () => {
    stubApi({
      '/affliate-ad/budget-return': () =>
        envelope({ latest: { ...requested, status: 'returned', returnedAmount: 910 } }),
    });
    const { unmount } = renderCard({ ad: ad({ funding: { ...ad().funding, balance: 0 } }) });
    expect(await screen.findByText('Budget returned')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Return remaining budget' })).toBeNull();
    unmount();

    renderCard({ ad: ad({ status: 'active', endedReason: null }) });
    expect(screen.queryByRole('button', { name: 'Return remaining budget' })).toBeNull();
  });

  it('keeps the dialog open and says why when the server refuses', async () => {
    stubApi({
      '/affliate-ad/budget-return': () => envelope({ latest: null }),
      '/affliate-ad/return-budget': () => envelope(null, 422, 'This ad has no budget left to return'),
    });
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: 'Return remaining budget' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Return ₹771.19' }));
    await screen.findByRole('button', { name: 'Return ₹771.19' });
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
