import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, renderInApp, signIn, stubApi, TEST_USER } from '../../test/api';
import { HorizontalNav } from './HorizontalNav';
import { SidebarNav } from './SidebarNav';

function meAs(role: 'creator' | 'brand', isOperator = false) {
  stubApi({
    '/auth/me': () =>
      envelope({
        user: { ...TEST_USER, language: 'en' },
        org: { _id: 'o1', name: 'Acme', trendsRole: role },
        organizations: [],
        isOperator,
      }),
  });
}

beforeEach(() => {
  signIn();
});

describe('the menu', () => {
  it('shows a creator the creator hub first and a brand marketing first, every section to both', async () => {
    const headings = () =>
      screen.getAllByText(/^(Insights|Marketing|Creator hub|Account)$/).map((el) => el.textContent);
    meAs('creator');
    const { unmount } = renderInApp(<SidebarNav />);
    await waitFor(() => expect(headings()).toEqual(['Creator hub', 'Insights', 'Marketing', 'Account']));
    unmount();

    meAs('brand');
    renderInApp(<SidebarNav />);
    await waitFor(() => expect(headings()).toEqual(['Marketing', 'Insights', 'Creator hub', 'Account']));
  });

  it("lists the operators' pages in the horizontal menu to operators only", async () => {
    meAs('brand');
    const { unmount } = renderInApp(<HorizontalNav />);
    const nav = await screen.findByRole('navigation');
    await within(nav).findByRole('link', { name: 'Affiliate ads' });
    expect(within(nav).queryByRole('link', { name: /Payout reviews/i })).toBeNull();
    unmount();

    meAs('brand', true);
    renderInApp(<HorizontalNav />);
    expect(await screen.findByRole('link', { name: /Payout reviews/i })).toBeTruthy();
  });
});
