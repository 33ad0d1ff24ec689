import type { TTrendsRole } from '@creatorscope/contracts';
import type { LucideIcon } from 'lucide-react';

/**
 * The sidebar's sections, in the order they show when the organisation has no role yet. Each
 * heading is the key 'nav.groups.<id>' in translation.json; a section no feature has entries in
 * yet is not shown.
 */
const NAV_SECTIONS = ['insights', 'marketing', 'creatorHub', 'marketplace', 'account', 'operations'] as const;

export type NavSectionId = (typeof NAV_SECTIONS)[number];

/**
 * The sections each role uses most, first (marketing.md: the trendsRole picks the order, never
 * what it may use). The rest follow in the default order; account and operations stay last.
 */
const FIRST_SECTIONS: Record<TTrendsRole, readonly NavSectionId[]> = {
  creator: ['creatorHub', 'insights'],
  brand: ['marketing', 'insights'],
  agency: ['marketing', 'marketplace', 'insights'],
  freelancer: ['marketplace', 'creatorHub'],
};

/** Every section, the role's own first. */
export function sectionOrderFor(role: TTrendsRole | null | undefined): readonly NavSectionId[] {
  const first = role ? FIRST_SECTIONS[role] : [];
  return [...first, ...NAV_SECTIONS.filter((id) => !first.includes(id))];
}

export type NavItem = {
  /** The route (spec section 2, sidebar). */
  path: string;
  /** Key under 'nav.' in translation.json. */
  labelKey: string;
  icon: LucideIcon;
  /** Left out for the few pages above every section (the dashboard), which have no heading. */
  section?: NavSectionId;
  /** Marks the link current only on this exact path (the dashboard would match everything). */
  isExact?: boolean;
  /** Also current below this path, e.g. a requirement's own page under top performers. */
  activePrefix?: string;
  /** Shown only to the platform's operators (/auth/me's isOperator); the server checks each call too. */
  isForOperators?: boolean;
};

export type NavGroup = {
  /** Key under 'nav.groups.'; the group above the sections has none. */
  headingKey?: NavSectionId;
  items: readonly NavItem[];
};

/**
 * The menu's groups: the unsectioned items first, then each section that has items, the role's
 * own sections first. Operators' items are left out for everyone else.
 */
export function groupNavItems(
  all: readonly NavItem[],
  isOperator = false,
  role: TTrendsRole | null = null,
): NavGroup[] {
  const items = all.filter((item) => isOperator || !item.isForOperators);
  const groups: NavGroup[] = [
    { items: items.filter((item) => !item.section) },
    ...sectionOrderFor(role).map((id) => ({
      headingKey: id,
      items: items.filter((item) => item.section === id),
    })),
  ];
  return groups.filter((group) => group.items.length > 0);
}

/** Whether `item` is the page at `pathname` (or one of its sub-pages). */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (item.isExact) return path === item.path;
  const prefix = item.activePrefix ?? item.path;
  return path === item.path || path === prefix || path.startsWith(`${prefix}/`);
}
