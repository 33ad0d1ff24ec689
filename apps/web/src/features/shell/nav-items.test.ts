import { describe, expect, it } from 'vitest';
import { isNavItemActive, NAV_ITEMS } from './nav-items';

const byPath = (path: string) => {
  const item = NAV_ITEMS.find((entry) => entry.path === path);
  if (!item) throw new Error(`no sidebar item for ${path}`);
  return item;
};

describe('sidebar items', () => {
  it('are the six routes of the spec, in its order', () => {
    expect(NAV_ITEMS.map((item) => item.path)).toEqual([
      '/',
      '/insights/bookmarks',
      '/insights/creators',
      '/insights/saved-links',
      '/insights/top-performers/requirements',
      '/insights/plans-and-billing',
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
