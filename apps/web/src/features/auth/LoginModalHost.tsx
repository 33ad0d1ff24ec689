import { lazy, Suspense, useDeferredValue, useEffect } from 'react';
import { useLocation } from 'react-router';
import { isAutoOpenExempt, openLoginModal, useLoginModalStore } from '../../app/login-modal-store';
import { useSessionStore } from '../../app/session-store';
import { useMe } from './me-query';

// The modal's forms bring zod and the contracts' schemas: loaded when it first opens, not before.
const LoginModal = lazy(async () => ({ default: (await import('./login/LoginModal')).LoginModal }));

/**
 * Opens the sign-in modal by itself when there is no token (spec section 2), and the profile step
 * when a signed-in user's organisation has no trends role yet; renders it while open.
 */
export function LoginModalHost() {
  const isOpen = useLoginModalStore((state) => state.isOpen);
  // A store's change renders at once, in one piece (useSyncExternalStore); the modal's first render
  // is a big one (dialog, tabs, form), which held the main thread for tens of milliseconds as the
  // page started. Opening follows a deferred value, rendered in the background in slices between
  // which the page stays responsive. Closing stays immediate.
  const isShown = useDeferredValue(isOpen);
  const hasToken = useSessionStore((state) => Boolean(state.token));
  const { pathname } = useLocation();
  const { data: me } = useMe();
  const isExempt = isAutoOpenExempt(pathname);
  const needsProfile = Boolean(hasToken && me && !me.org?.trendsRole);

  useEffect(() => {
    if (!hasToken && !isExempt) openLoginModal();
  }, [hasToken, isExempt]);

  useEffect(() => {
    if (needsProfile && !isExempt) openLoginModal({ step: 'profile' });
  }, [needsProfile, isExempt]);

  if (!isOpen || !isShown) return null;
  return (
    <Suspense fallback={null}>
      <LoginModal />
    </Suspense>
  );
}
