import { useSyncExternalStore } from 'react';

/** Spec section 9: under 1024 px the sidebar is a drawer that closes after navigation. */
export const DESKTOP_QUERY = '(min-width: 1024px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(DESKTOP_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * What the build's prerender takes the screen to be: it renders the first screen once for each side
 * of the breakpoint. In the browser, where the app hydrates the screen that matched, it is the
 * screen itself.
 */
let serverIsDesktop: boolean | undefined;
export function setServerIsDesktop(isDesktop: boolean): void {
  serverIsDesktop = isDesktop;
}

const isDesktopNow = () => window.matchMedia(DESKTOP_QUERY).matches;

/** Whether the screen is wide enough for the sidebar (1024 px and up), live as the window resizes. */
export function useIsDesktop(): boolean {
  return useSyncExternalStore(subscribe, isDesktopNow, () => serverIsDesktop ?? isDesktopNow());
}
