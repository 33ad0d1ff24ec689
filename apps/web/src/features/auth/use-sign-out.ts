import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getSession } from '../../app/session-store';
// Not sonner's own toast: the shell imports this feature's index.ts, and sonner would join the first download.
import { toast } from '../../ui/toast';
import { sendTokenToExtension } from '../extension';
import { logout } from './api';
import { useAuthConfig } from './use-auth-config';

/** Spec section 9: the page reloads 1000 ms after signing out. */
export const SIGN_OUT_RELOAD_DELAY_MS = 1000;

/**
 * Sign Out (spec section 4): clears user, org and token at once, revokes the session on the server
 * in the background, sends the extension an empty token and reloads the page after a second.
 */
export function useSignOut() {
  const { t } = useTranslation();
  const { data: config } = useAuthConfig();
  const [isSigningOut, setIsSigningOut] = useState(false);

  const signOut = () => {
    if (isSigningOut) return;
    setIsSigningOut(true);
    // The request takes the token as it starts, so the session can end here without waiting for
    // it. A session the server could not revoke expires by itself.
    logout().catch((error: unknown) => console.warn('[auth] the server could not revoke the session', error));
    getSession().clearSession();
    void sendTokenToExtension('', config?.extensionId);
    toast.success(t('auth.signedOut'));
    setTimeout(() => window.location.reload(), SIGN_OUT_RELOAD_DELAY_MS);
  };

  return { signOut, isSigningOut };
}
