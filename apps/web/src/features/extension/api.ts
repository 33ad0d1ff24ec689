import { apiPost } from '../../lib/api/client';

/** Tells the server whether this browser has the extension (spec section 7: track-extension). */
export function trackExtension(body: { isExtensionInstalled: boolean; organization: string | null }) {
  return apiPost<unknown>('/insights/track-extension', body);
}
