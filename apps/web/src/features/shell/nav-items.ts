import {
  Bookmark,
  CreditCard,
  LayoutDashboard,
  Link2,
  type LucideIcon,
  Trophy,
  UsersRound,
} from 'lucide-react';

export type NavItem = {
  /** The route (spec section 2, sidebar). */
  path: string;
  /** Key under 'nav.' in translation.json. */
  labelKey: string;
  icon: LucideIcon;
  /** Marks the link current only on this exact path (the dashboard would match everything). */
  isExact?: boolean;
  /** Also current below this path, e.g. a requirement's own page under top performers. */
  activePrefix?: string;
};

export type NavGroup = {
  /** Key under 'nav.groups.'; the first group has no heading. */
  headingKey?: string;
  items: readonly NavItem[];
};

/** The sidebar's six routes, in the spec's order, grouped the way users look for them. */
export const NAV_GROUPS: readonly NavGroup[] = [
  { items: [{ path: '/', labelKey: 'dashboard', icon: LayoutDashboard, isExact: true }] },
  {
    headingKey: 'insights',
    items: [
      { path: '/insights/bookmarks', labelKey: 'bookmarks', icon: Bookmark },
      { path: '/insights/creators', labelKey: 'creators', icon: UsersRound },
      { path: '/insights/saved-links', labelKey: 'savedLinks', icon: Link2 },
      {
        path: '/insights/top-performers/requirements',
        labelKey: 'topPerformers',
        icon: Trophy,
        activePrefix: '/insights/top-performers',
      },
    ],
  },
  {
    headingKey: 'account',
    items: [{ path: '/insights/plans-and-billing', labelKey: 'plansAndBilling', icon: CreditCard }],
  },
];

export const NAV_ITEMS: readonly NavItem[] = NAV_GROUPS.flatMap((group) => group.items);

/** Whether `item` is the page at `pathname` (or one of its sub-pages). */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (item.isExact) return path === item.path;
  const prefix = item.activePrefix ?? item.path;
  return path === item.path || path === prefix || path.startsWith(`${prefix}/`);
}
