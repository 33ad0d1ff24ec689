import { lazy, Suspense, useEffect, useState } from 'react';

const SupportToggle = lazy(async () => ({ default: (await import('./SupportToggle')).SupportToggle }));

/** How long the first screen may keep the browser busy before the button comes anyway. */
const IDLE_TIMEOUT_MS = 1500;

/**
 * The support button at the bottom end corner of every screen. It comes once the browser is idle
 * after the first screen, so that neither its code nor its texts compete with the page itself.
 */
export function SupportLauncher() {
  const [isIdle, setIsIdle] = useState(false);

  useEffect(() => {
    const show = () => setIsIdle(true);
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(show, { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(show, 300);
    return () => window.clearTimeout(handle);
  }, []);

  if (!isIdle) return null;
  return (
    <Suspense fallback={null}>
      <SupportToggle />
    </Suspense>
  );
}
