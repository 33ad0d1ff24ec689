import { type ReactNode, useState } from 'react';
import { useLocation } from 'react-router';
import type { RouterTransition } from '../../theme/display-preferences';
import { useDisplayPreferences } from '../../theme/use-display-preferences';
import { cn } from '../../ui/cn';

/** Literal class names, so that Tailwind generates each one. */
const ANIMATIONS: Record<RouterTransition, string> = {
  none: '',
  fade: 'motion-safe:animate-route-fade',
  'fade-down': 'motion-safe:animate-route-fade-down',
  'fade-up': 'motion-safe:animate-route-fade-up',
  'fade-left': 'motion-safe:animate-route-fade-left',
  'fade-right': 'motion-safe:animate-route-fade-right',
  'slide-down': 'motion-safe:animate-route-slide-down',
  'slide-left': 'motion-safe:animate-route-slide-left',
  'slide-right': 'motion-safe:animate-route-slide-right',
  'zoom-in': 'motion-safe:animate-route-zoom-in',
};

/**
 * Plays the customizer's router transition each time the page changes (a new key remounts the
 * wrapper and restarts the animation). The first page does not move: nothing changed, and it may
 * be taking the place of the same page prerendered. Nothing moves under prefers-reduced-motion.
 */
export function RouteTransition({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const animation = useDisplayPreferences((state) => state.animation);
  const [firstPathname] = useState(pathname);
  const [hasNavigated, setHasNavigated] = useState(false);
  // Derived during render (React's pattern for state that follows a change), not in an effect,
  // so that the second page already animates in its first frame: React renders again before it
  // commits.
  if (!hasNavigated && pathname !== firstPathname) setHasNavigated(true);
  return (
    <div
      key={pathname}
      data-transition={animation}
      className={cn('flex min-h-full flex-1 flex-col', hasNavigated && ANIMATIONS[animation])}
    >
      {children}
    </div>
  );
}
