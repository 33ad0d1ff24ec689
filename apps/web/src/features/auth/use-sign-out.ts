import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { sendTokenToExtension } from '../extension/hand-off';
import { logout } from './api';
import { getSession } from './store';
import { useAuthConfig } from './use-auth-config';

/** Spec section 9: the page reloads 1000 ms after signing out. */
export const SIGN_OUT_RELOAD_DELAY_MS = 1000;

/**
 * Sign Out (spec section 4): revokes the session on the server, clears user, org and token, sends
 * the extension an empty token and reloads the page after a second.
 */
export function useSignOut() {
  const { t } = useTranslation();
  const { data: config } = useAuthConfig();
  const [isSigningOut, setIsSigningOut] = useState(false);

  const signOut = async () => {
    if (isSigningOut) return;
    setIsSigningOut(true);
    try {
      await logout();
    } catch (error) {
      // The local session ends either way; a session the server could not revoke expires by itself.
      console.warn('[auth] the server could not revoke the session', error);
    }
    getSession().clearSession();
    void sendTokenToExtension('', config?.extensionId);
    toast.success(t('auth.signedOut'));
    setTimeout(() => window.location.reload(), SIGN_OUT_RELOAD_DELAY_MS);
  };

  return { signOut, isSigningOut };
}
