import { useEffect } from 'react';
import { getSession, useCurrentOrgId, useSessionStore } from '../../app/session-store';
import { trackExtension } from './api';
import { sendTokenToExtension } from './hand-off';

/**
 * While signed in, hands the token to the extension whenever the token or the organisation
 * changes, keeps `extensionInstalled` from the outcome and reports it to the server. The extension
 * id comes from the caller (auth's deployment config), so that this feature does not import auth,
 * which imports it; nothing is sent while that config is still on its way (`isPending`).
 */
export function useExtensionHandoff(extensionId: string | null, isPending: boolean): void {
  const token = useSessionStore((state) => state.token);
  const orgId = useCurrentOrgId();

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
