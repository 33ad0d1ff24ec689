import { type FocusEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useDisplayPreferences } from '../../theme/use-display-preferences';
import { cn } from '../../ui/cn';
import { HomeLink } from './HomeLink';
import { SidebarNav } from './SidebarNav';

/** A resting pointer expands the collapsed menu; one passing by only sees the tooltips. */
const HOVER_INTENT_MS = 300;

/**
 * The desktop sidebar (from 1024 px; below it the drawer takes over): 260 px wide (spec section 9),
 * or a 64 px icon rail in the collapsible menu that expands over the page on hover or keyboard focus.
 * Semidark (data-semidark-scope) swaps its tokens for the dark ones while the page stays light.
 */
export function Sidebar() {
  const { t } = useTranslation();
  const menu = useDisplayPreferences((state) => state.menu);
  const isCollapsible = menu === 'collapsible';
  const [isHovered, setIsHovered] = useState(false);
  const [hasKeyboardFocus, setHasKeyboardFocus] = useState(false);
  const hoverTimer = useRef<number | undefined>(undefined);
  const { pathname } = useLocation();
  const isExpanded = !isCollapsible || isHovered || hasKeyboardFocus;

  useEffect(() => () => window.clearTimeout(hoverTimer.current), []);
  // A followed link ends the visit to the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => setIsHovered(false), [pathname]);

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    if (event.target.matches(':focus-visible')) setHasKeyboardFocus(true);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHasKeyboardFocus(false);
  };

  return (
    <div
      className={cn('sticky top-0 z-30 hidden h-dvh shrink-0 lg:block', isCollapsible ? 'w-16' : 'w-[260px]')}
    >
      <nav
        aria-label={t('nav.label')}
        data-expanded={isExpanded}
        data-semidark-scope
        onMouseEnter={() => {
          if (!isCollapsible) return;
          window.clearTimeout(hoverTimer.current);
          hoverTimer.current = window.setTimeout(() => setIsHovered(true), HOVER_INTENT_MS);
        }}
        onMouseLeave={() => {
          window.clearTimeout(hoverTimer.current);
          setIsHovered(false);
        }}
        onFocus={onFocus}
        onBlur={onBlur}
        className={cn(
          'absolute inset-y-0 start-0 flex flex-col border-border border-e bg-background text-text',
          'transition-[width,box-shadow] duration-200 ease-out',
          isExpanded ? 'w-[260px]' : 'w-16',
          isCollapsible && isExpanded && 'shadow-lg',
        )}
      >
        <div className="flex h-14 shrink-0 items-center px-4">
          <HomeLink isNameHidden={!isExpanded} />
        </div>
        {/* Collapsed, the rail lets its tooltips stick out; expanded, a long menu scrolls. */}
        <div className={cn('min-h-0 flex-1 px-3 py-3', isExpanded ? 'overflow-y-auto' : 'overflow-visible')}>
          <SidebarNav isCollapsed={!isExpanded} />
        </div>
      </nav>
    </div>
  );
}
