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

/** Why people remove the extension: the choices of the 'sorry to see you go' page. */
export const EXTENSION_UNINSTALL_REASONS = [
  'notUseful',
  'tooExpensive',
  'missingFeature',
  'notWorking',
  'privacy',
  'switchedTool',
  'other',
] as const;
export const ZExtensionUninstallReason = z.enum(EXTENSION_UNINSTALL_REASONS, {
  error: 'reasons must be listed choices',
});

/**
 * /insights/extension-uninstall: public (the extension opens the page after it is removed, signed
 * in or not). `organization` and `isExtensionInstalled` are what the spec's client sends, and all it
 * needs to send: the page reports the uninstall as it opens, feedback or not. A signed-in caller's
 * flag is updated too. Feedback sent afterwards names the report (`reportId`) and completes it.
 */
export const ZExtensionUninstallRequest = z.object({
  organization: idField('organization').optional(),
  isExtensionInstalled: z.boolean({ error: 'isExtensionInstalled must be true or false' }).default(false),
  reasons: z.array(ZExtensionUninstallReason).max(EXTENSION_UNINSTALL_REASONS.length).default([]),
  comment: z
    .string({ error: 'comment must be text' })
    .trim()
    .max(1000, 'comment cannot exceed 1000 characters')
    .default(''),
  reportId: idField('reportId').optional(),
});
export type TExtensionUninstallRequest = z.input<typeof ZExtensionUninstallRequest>;

/** The feedback form's own rule: feedback, once sent, says something. */
export const ZExtensionUninstallFeedback = ZExtensionUninstallRequest.refine(
  (body) => (body.reasons?.length ?? 0) > 0 || (body.comment ?? '').length > 0,
  { path: ['reasons'], message: 'Choose a reason or write a comment' },
);

export const ZExtensionUninstallAnswer = z.object({ received: z.literal(true), reportId: z.string() });
