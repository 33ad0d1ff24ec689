import { z } from 'zod';
import { ZCreatorReport, ZCreatorSummary, ZInstagramHandle } from './insights.js';
import { idField } from './validation.js';

/*
 * Saved links (issue #5): a read-only report of one creator (a media kit) or of a shortlist of
 * creators, at an unguessable public URL `/r/<slug>`, with optional expiry, revocation and view
 * counts. The list call keeps the spec's name (/creator/get-link-shared-influencers); create and
 * revoke are our additions under the same prefix.
 */

export const SHARED_LINK_MAX_CREATORS = 20;
export const SHARED_LINK_TITLE_MAX = 100;

export const SHARED_LINK_KINDS = ['creator', 'shortlist'] as const;
export const ZSharedLinkKind = z.enum(SHARED_LINK_KINDS);
export type TSharedLinkKind = z.infer<typeof ZSharedLinkKind>;

/** active, or why the public URL answers 404. */
export const SHARED_LINK_STATUSES = ['active', 'expired', 'revoked'] as const;
export const ZSharedLinkStatus = z.enum(SHARED_LINK_STATUSES);
export type TSharedLinkStatus = z.infer<typeof ZSharedLinkStatus>;

const organizationId = idField('organization_id');

export const ZSharedLink = z.object({
  _id: z.string(),
  slug: z.string(),
  /** Where the public page lives, relative to the app's origin. */
  path: z.string(),
  title: z.string(),
  kind: ZSharedLinkKind,
  handles: z.array(z.string()),
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  status: ZSharedLinkStatus,
  /** Opens of the public page by anyone outside the organisation. */
  views: z.number().int(),
  lastViewedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TSharedLink = z.infer<typeof ZSharedLink>;

export const ZGetSharedLinksRequest = z.object({ organization_id: organizationId });
export type TGetSharedLinksRequest = z.infer<typeof ZGetSharedLinksRequest>;

export const ZCreateSharedLinkRequest = z.object({
  organization_id: organizationId,
  title: z
    .string({ error: 'title is required' })
    .trim()
    .min(1, 'title cannot be empty')
    .max(SHARED_LINK_TITLE_MAX, `title cannot exceed ${SHARED_LINK_TITLE_MAX} characters`),
  /** One handle makes a creator report; 2 to 20 a shortlist. */
  handles: z
    .array(ZInstagramHandle, { error: 'handles must be a list of Instagram handles' })
    .min(1, 'Choose at least one creator')
    .max(SHARED_LINK_MAX_CREATORS, `A link can hold at most ${SHARED_LINK_MAX_CREATORS} creators`)
    .refine((handles) => new Set(handles).size === handles.length, 'Each creator can be listed only once'),
  /** ISO date-time in the future; omitted or null: never expires. */
  expiresAt: z
    .string({ error: 'expiresAt must be a date' })
    .refine((value) => !Number.isNaN(Date.parse(value)), 'expiresAt must be a valid date')
    .refine((value) => Date.parse(value) > Date.now(), 'expiresAt must be in the future')
    .nullish(),
});
export type TCreateSharedLinkRequest = z.input<typeof ZCreateSharedLinkRequest>;

export const ZRevokeSharedLinkRequest = z.object({ organization_id: organizationId, id: idField('id') });
export type TRevokeSharedLinkRequest = z.infer<typeof ZRevokeSharedLinkRequest>;

/** GET /share/<slug>: what the public page shows. No organisation or user data. */
export const ZSharedReport = z.object({
  title: z.string(),
  kind: ZSharedLinkKind,
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  /** The full report of a creator link; null for a shortlist. */
  report: ZCreatorReport.nullable(),
  /** The shortlist's creators in the order chosen (the one creator of a creator link). */
  creators: z.array(ZCreatorSummary),
});
export type TSharedReport = z.infer<typeof ZSharedReport>;
