import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { openLoginModal } from '../../app/login-modal-store';
import { getSession } from '../../app/session-store';
import { setUnauthorizedHandler } from '../../lib/api/client';
import { TOKEN_STORAGE_KEY } from '../../lib/api/session';
import { queryKeys } from '../../lib/query-keys';
import { toast } from '../../ui/toast';
import { useExtensionHandoff } from '../extension';
import { useMe } from './me-query';
import { useAuthConfig } from './use-auth-config';

/**
 * Keeps the session in step with the server and the other tabs: hydrates it from /auth/me, hands
 * the token to the extension, and ends it on a 401 (clear it, say so once, open the sign-in modal).
 */
export function SessionBridge() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  useMe();
  const config = useAuthConfig();
  useExtensionHandoff(config.data?.extensionId ?? null, config.isPending);

  useEffect(() => {
    setUnauthorizedHandler((rejectedToken) => {
      const session = getSession();
      // Several calls may fail with the same token; a newer token is not affected by an old 401.
      if (session.token !== rejectedToken) return;
      session.clearSession();
      const configKey = queryKeys.auth.config();
      queryClient.removeQueries({ predicate: (query) => query.queryKey.join() !== configKey.join() });
      toast.error(t('auth.sessionEnded'));
      openLoginModal();
    });
    return () => setUnauthorizedHandler(undefined);
  }, [queryClient, t]);

  useEffect(() => {
    // Signing in or out in another tab changes who this tab is: start again as that user.
    const onStorage = (event: StorageEvent) => {
      if (event.key === TOKEN_STORAGE_KEY && event.newValue !== event.oldValue) window.location.reload();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  return null;
}
