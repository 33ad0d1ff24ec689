import { Circle } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { groupNavItems, isNavItemActive, type NavItem } from '../app/nav';
import { NAV_GROUPS, NAV_ITEMS, navGroupsFor, OPERATOR_NAV_GROUPS } from './nav';

const byPath = (path: string) => {
  const item = NAV_ITEMS.find((entry) => entry.path === path);
  if (!item) throw new Error(`no sidebar item for ${path}`);
  return item;
};

describe('sidebar items', () => {
  it("are the six routes of the spec, in its order, with the creator hub's pages before the account, the operators' last", () => {
    expect(NAV_ITEMS.map((item) => item.path)).toEqual([
      '/',
      '/insights/bookmarks',
      '/insights/creators',
      '/insights/saved-links',
      '/insights/top-performers/requirements',
      '/creator-hub/profile',
      '/creator-hub/offers',
      '/creator-hub/earnings',
      '/creator-hub/payouts',
      '/creator-hub/requests',
      '/marketing/publishers',
      '/marketing/affiliate-ads',
      '/marketing/ads-analytics',
      '/marketing/payouts',
      '/insights/plans-and-billing',
      '/apps/api-keys',
      '/operations/payout-reviews',
      '/operations/tds-deposits',
    ]);
  });

  it('mark the dashboard current on / only, and the others on their pages below them too', () => {
    expect(isNavItemActive(byPath('/'), '/')).toBe(true);
    expect(isNavItemActive(byPath('/'), '/insights/bookmarks')).toBe(false);
    expect(isNavItemActive(byPath('/insights/bookmarks'), '/insights/bookmarks/')).toBe(true);
    expect(
      isNavItemActive(byPath('/insights/top-performers/requirements'), '/insights/top-performers/42'),
    ).toBe(true);
    expect(isNavItemActive(byPath('/insights/creators'), '/insights/creators-archive')).toBe(false);
  });
});

describe('sidebar sections', () => {
  it('head the feature pages by their section, the dashboard above them without a heading', () => {
    expect(NAV_GROUPS.map((group) => group.headingKey)).toEqual([
      undefined,
      'insights',
      'marketing',
      'creatorHub',
      'account',
    ]);
    expect(NAV_GROUPS[0]?.items.map((item) => item.path)).toEqual(['/']);
  });

  it("show the platform operators' section to operators only, last", () => {
    const paths = (groups: typeof NAV_GROUPS) =>
      groups.flatMap((group) => group.items.map((item) => item.path));
    expect(paths(NAV_GROUPS)).not.toContain('/operations/payout-reviews');
    expect(paths(NAV_GROUPS)).not.toContain('/operations/tds-deposits');
    expect(OPERATOR_NAV_GROUPS.at(-1)).toMatchObject({
      headingKey: 'operations',
      items: [
        expect.objectContaining({ path: '/operations/payout-reviews' }),
        expect.objectContaining({ path: '/operations/tds-deposits' }),
      ],
    });
    expect(paths(OPERATOR_NAV_GROUPS).slice(0, -2)).toEqual(paths(NAV_GROUPS));
  });

  it('leave out a section no feature has entries in, and keep the declared section order', () => {
    const item = (path: string, section?: NavItem['section']): NavItem => ({
      path,
      labelKey: path,
      icon: Circle,
      section,
    });
    const groups = groupNavItems([
      item('/account', 'account'),
      item('/shop', 'marketplace'),
      item('/ads', 'marketing'),
    ]);
    expect(groups.map((group) => group.headingKey)).toEqual(['marketing', 'marketplace', 'account']);
  });

  it("put the sections the organisation's role uses most first, and never leave one out", () => {
    const headings = (role: Parameters<typeof navGroupsFor>[0], isOperator = false) =>
      navGroupsFor(role, isOperator).map((group) => group.headingKey);
    expect(headings('creator')).toEqual([undefined, 'creatorHub', 'insights', 'marketing', 'account']);
    expect(headings('brand')).toEqual([undefined, 'marketing', 'insights', 'creatorHub', 'account']);
    expect(headings('agency')).toEqual([undefined, 'marketing', 'insights', 'creatorHub', 'account']);
    expect(headings('freelancer')).toEqual([undefined, 'creatorHub', 'insights', 'marketing', 'account']);
    expect(headings(null)).toEqual(NAV_GROUPS.map((group) => group.headingKey));
    expect(headings('brand', true).at(-1)).toBe('operations');
    const paths = (groups: readonly { items: readonly NavItem[] }[]) =>
      groups.flatMap((group) => group.items.map((item) => item.path)).sort();
    for (const role of ['creator', 'brand', 'agency', 'freelancer'] as const) {
      expect(paths(navGroupsFor(role, false))).toEqual(paths(NAV_GROUPS));
    }
  });

  it('order a marketplace section for the roles that use it, once it has entries', () => {
    const item = (path: string, section?: NavItem['section']): NavItem => ({
      path,
      labelKey: path,
      icon: Circle,
      section,
    });
    const all = [item('/i', 'insights'), item('/shop', 'marketplace'), item('/ads', 'marketing')];
    expect(groupNavItems(all, false, 'freelancer').map((g) => g.headingKey)).toEqual([
      'marketplace',
      'insights',
      'marketing',
    ]);
    expect(groupNavItems(all, false, 'agency').map((g) => g.headingKey)).toEqual([
      'marketing',
      'marketplace',
      'insights',
    ]);
  });
});
