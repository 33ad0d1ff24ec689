import { useEffect } from 'react';
import { getSession, useSessionStore } from '../auth/store';
import { useAuthConfig } from '../auth/use-auth-config';
import { trackExtension } from './api';
import { sendTokenToExtension } from './hand-off';

/**
 * While signed in, hands the token to the extension whenever the token or the organisation
 * changes, keeps `extensionInstalled` from the outcome and reports it to the server.
 */
export function useExtensionHandoff(): void {
  const token = useSessionStore((state) => state.token);
  const orgId = useSessionStore((state) => state.org?._id ?? null);
  const { data: config, isPending } = useAuthConfig();
  const extensionId = config?.extensionId ?? null;

  useEffect(() => {
    if (!token || isPending) return;
    let isCurrent = true;
    void (async () => {
      const isInstalled = await sendTokenToExtension(token, extensionId);
      if (!isCurrent) return;
      getSession().setExtensionInstalled(isInstalled);
      try {
        await trackExtension({ isExtensionInstalled: isInstalled, organization: orgId });
      } catch (error) {
        // Reporting is bookkeeping: the user has nothing to do about a failure.
        console.warn('[extension] could not report the extension state', error);
      }
    })();
    return () => {
      isCurrent = false;
    };
  }, [token, orgId, extensionId, isPending]);
}
