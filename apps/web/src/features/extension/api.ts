import type { TExtensionUninstallRequest } from '@creatorscope/contracts';
import { apiPost } from '../../lib/api/client';

/** Tells the server whether this browser has the extension (spec section 7: track-extension). */
export function trackExtension(body: { isExtensionInstalled: boolean; organization: string | null }) {
  return apiPost<unknown>('/insights/track-extension', body);
}

/** The 'sorry to see you go' answer (public; signed-in answers also clear the installed flag). */
export function sendUninstallFeedback(body: TExtensionUninstallRequest) {
  return apiPost<{ received: true; reportId: string }>('/insights/extension-uninstall', body, {
    // The answer is kept even when the session it was sent with has ended.
    isVisitorRetried: true,
  });
}
