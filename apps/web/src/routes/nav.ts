import type { TTrendsRole } from '@creatorscope/contracts';
import {
  BadgeIndianRupee,
  Banknote,
  Bookmark,
  ChartColumn,
  CreditCard,
  Handshake,
  Inbox,
  KeyRound,
  Landmark,
  LayoutDashboard,
  Link2,
  Megaphone,
  PiggyBank,
  SearchCheck,
  ShieldCheck,
  Trophy,
  UsersRound,
  Wallet,
} from 'lucide-react';
import { groupNavItems, type NavGroup, type NavItem } from '../app/nav';

/**
 * The menu's entries, one block per feature, in the order they show within their section; the
 * shell reads only this list. A new domain adds its block here, next to its routes in routes.tsx,
 * and names its section (app/nav.ts). Kept here rather than in each feature's index.ts: the
 * menu is in the first download, and importing a feature's index.ts would bring along whatever
 * that feature's other exports need at load (sonner, its lazy dialogs).
 */
export const NAV_ITEMS: readonly NavItem[] = [
  // dashboard
  { path: '/', labelKey: 'dashboard', icon: LayoutDashboard, isExact: true },
  // bookmarks
  { section: 'insights', path: '/insights/bookmarks', labelKey: 'bookmarks', icon: Bookmark },
  // creators
  { section: 'insights', path: '/insights/creators', labelKey: 'creators', icon: UsersRound },
  // shared-links
  { section: 'insights', path: '/insights/saved-links', labelKey: 'savedLinks', icon: Link2 },
  // top-performers
  {
    section: 'insights',
    path: '/insights/top-performers/requirements',
    labelKey: 'topPerformers',
    icon: Trophy,
    activePrefix: '/insights/top-performers',
  },
  // publishers
  {
    section: 'creatorHub',
    path: '/creator-hub/profile',
    labelKey: 'publisherProfile',
    icon: BadgeIndianRupee,
  },
  { section: 'creatorHub', path: '/creator-hub/offers', labelKey: 'myOffers', icon: Handshake },
  // payouts
  { section: 'creatorHub', path: '/creator-hub/earnings', labelKey: 'earnings', icon: PiggyBank },
  { section: 'creatorHub', path: '/creator-hub/payouts', labelKey: 'creatorPayouts', icon: Wallet },
  // publisher-directory
  { section: 'creatorHub', path: '/creator-hub/requests', labelKey: 'publisherRequests', icon: Inbox },
  { section: 'marketing', path: '/marketing/publishers', labelKey: 'publisherDirectory', icon: SearchCheck },
  // affiliate-ads
  { section: 'marketing', path: '/marketing/affiliate-ads', labelKey: 'affiliateAds', icon: Megaphone },
  { section: 'marketing', path: '/marketing/ads-analytics', labelKey: 'adsAnalytics', icon: ChartColumn },
  // payouts (the brand's side)
  { section: 'marketing', path: '/marketing/payouts', labelKey: 'brandPayouts', icon: Banknote },
  // billing
  { section: 'account', path: '/insights/plans-and-billing', labelKey: 'plansAndBilling', icon: CreditCard },
  // api-keys
  { section: 'account', path: '/apps/api-keys', labelKey: 'apiKeys', icon: KeyRound },
  // operations (the platform's own people)
  {
    section: 'operations',
    path: '/operations/payout-reviews',
    labelKey: 'payoutReviews',
    icon: ShieldCheck,
    isForOperators: true,
  },
  {
    section: 'operations',
    path: '/operations/tds-deposits',
    labelKey: 'tdsDeposits',
    icon: Landmark,
    isForOperators: true,
  },
];

export const NAV_GROUPS: readonly NavGroup[] = groupNavItems(NAV_ITEMS);
/** The menu of the platform's operators: everyone's, and the Operations section. */
export const OPERATOR_NAV_GROUPS: readonly NavGroup[] = groupNavItems(NAV_ITEMS, true);

/** The menu as the organisation's role orders it (the operators' section for operators only). */
export function navGroupsFor(role: TTrendsRole | null, isOperator: boolean): readonly NavGroup[] {
  if (!role) return isOperator ? OPERATOR_NAV_GROUPS : NAV_GROUPS;
  return groupNavItems(NAV_ITEMS, isOperator, role);
}
