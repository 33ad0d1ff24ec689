import { lazy, Suspense, useEffect, useState } from 'react';
import { markToasterReady } from '../../ui/toast';

// Sonner is about 10 KB gzip: it arrives just after the first screen instead of before it.
const Toaster = lazy(async () => {
  const [{ Toaster: AppToaster }, { toast }] = await Promise.all([
    import('../../ui/Toaster'),
    import('sonner'),
  ]);
  function ReadyToaster() {
    // Runs after the Toaster's own effects, i.e. once it listens for toasts.
    useEffect(() => markToasterReady(toast), []);
    return <AppToaster />;
  }
  return { default: ReadyToaster };
});

/** The app's toast outlet, mounted right after the first render. */
export function DeferredToaster() {
  const [isMounted, setIsMounted] = useState(false);
  useEffect(() => setIsMounted(true), []);
  if (!isMounted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
