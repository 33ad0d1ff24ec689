import { z } from 'zod';
import { booleanField, idField } from './validation.js';

/* The browser extension (spec section 4: token hand-off and the extension-installed flag). */

/**
 * /insights/track-extension: the web app reports whether the extension answered its token
 * hand-off. `organization` is what the spec's client sends along; the flag belongs to the user.
 */
export const ZTrackExtensionRequest = z.object({
  isExtensionInstalled: booleanField('isExtensionInstalled'),
  organization: idField('organization').optional(),
});
export type TTrackExtensionRequest = z.infer<typeof ZTrackExtensionRequest>;

export const ZExtensionStatus = z.object({
  isExtensionInstalled: z.boolean(),
  /** When the extension was first seen installed since it was last reported missing; null when missing. */
  installedAt: z.string().nullable(),
});
export type TExtensionStatus = z.infer<typeof ZExtensionStatus>;
