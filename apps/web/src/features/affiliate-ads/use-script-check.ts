import type { TScriptCheck } from '@creatorscope/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../lib/api/client';

/** /affliate-ad/check-script-installed: the server fetches the ad's site and looks for its snippet. */
export function checkScriptInstalled(orgId: string, id: string): Promise<TScriptCheck> {
  return apiPost<TScriptCheck>('/affliate-ad/check-script-installed', { orgId, id });
}

/**
 * A check on demand (a button, not a query: each one makes the server fetch the brand's page).
 * Its failure is shown in place by the card, so it raises no toast of its own.
 */
export function useScriptCheck(orgId: string, adId: string) {
  return useMutation({ mutationFn: () => checkScriptInstalled(orgId, adId), meta: { silent: true } });
}
