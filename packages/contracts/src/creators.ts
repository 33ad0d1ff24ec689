import { z } from 'zod';
import {
  DISCOVERY_MAX_PAGE_SIZE,
  ZCreatorSummary,
  ZDiscoverySort,
  ZGetCreatorReportRequest,
} from './insights.js';
import { idField } from './validation.js';

/*
 * Tracked creators (issue #5, "Tracked creators"): an organisation analyses a handle, which adds it
 * to its tracked creators at the cost of one handle of the plan's quota and one insight credit.
 * Tracked creators are refreshed daily and raise a notification when a new post performs far above
 * the creator's usual. Rates are PERCENT, as in insights.ts, which also defines the creator, the handle
 * and the paging that tracking shares with discovery.
 */

const organizationId = idField('organization_id');

/** Where quota and credit refusals point the user. */
export const PLANS_AND_BILLING_PATH = '/insights/plans-and-billing';
/** What analysing (tracking) one handle costs, in insight credits. */
export const TRACK_CREDIT_COST = 1;
/** Tracked creators page as the discovery table does. */
export const TRACKED_MAX_PAGE_SIZE = DISCOVERY_MAX_PAGE_SIZE;
/** A bulk removal names at most this many tracked creators. */
export const TRACKED_BULK_MAX = 100;

export const ZTrackedCreator = z.object({
  /** Id of the tracking (what delete calls take), not of the creator. */
  _id: z.string(),
  handle: z.string(),
  trackedAt: z.string(),
  /** When the creator's data was last fetched from the source (daily refresh or an analysis). */
  lastRefreshAt: z.string().nullable(),
  creator: ZCreatorSummary,
});
export type TTrackedCreator = z.infer<typeof ZTrackedCreator>;

/** The organisation's use of its plan: handles of the quota and insight credits. */
export const ZTrackingQuota = z.object({
  handlesUsed: z.number().int(),
  /** null: no limit (Custom plan). */
  handlesLimit: z.number().int().nullable(),
  creditsBalance: z.number().int(),
});
export type TTrackingQuota = z.infer<typeof ZTrackingQuota>;

// ---------- /creator/track-influencer (our addition) ----------

/** Names the creator as a report request does: the organisation and '@name', 'name' or a profile URL. */
export const ZTrackCreatorRequest = ZGetCreatorReportRequest.pick({ organization_id: true, handle: true });
export type TTrackCreatorRequest = z.input<typeof ZTrackCreatorRequest>;

export const ZTrackCreatorResult = z.object({
  tracked: ZTrackedCreator,
  /** false when the handle was already tracked: tracking it again costs nothing. */
  charged: z.boolean(),
  quota: ZTrackingQuota,
});
export type TTrackCreatorResult = z.infer<typeof ZTrackCreatorResult>;

/**
 * `data` of the 422 refusing a track: which limit ran out (the plan's handle quota or the insight
 * credits), the figures, and where to upgrade.
 */
export const ZTrackLimitData = z.object({
  limit: z.enum(['quota', 'credits']),
  ...ZTrackingQuota.shape,
  upgradePath: z.literal(PLANS_AND_BILLING_PATH),
});
export type TTrackLimitData = z.infer<typeof ZTrackLimitData>;

// ---------- /creator/get-tracked-influencers ----------

export const TRACKED_SORT_FIELDS = [
  'trackedAt',
  'handle',
  'followers',
  'engagement',
  'growth',
  'quality',
  'lastRefresh',
] as const;
export const ZTrackedSortField = z.enum(TRACKED_SORT_FIELDS, {
  error: `sortBy must be one of ${TRACKED_SORT_FIELDS.join(', ')}`,
});
export type TTrackedSortField = z.infer<typeof ZTrackedSortField>;

export const ZGetTrackedCreatorsRequest = z.object({
  organization_id: organizationId,
  // Discovery's paging and sort direction, with the tracked list's own sort fields.
  ...ZDiscoverySort.extend({ sortBy: ZTrackedSortField.default('trackedAt') }).shape,
});
export type TGetTrackedCreatorsRequest = z.input<typeof ZGetTrackedCreatorsRequest>;

export const ZTrackedCreatorsPage = z.object({
  rows: z.array(ZTrackedCreator),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  quota: ZTrackingQuota,
});
export type TTrackedCreatorsPage = z.infer<typeof ZTrackedCreatorsPage>;

// ---------- /creator/delete-tracked-influencer ----------

export const ZDeleteTrackedCreatorRequest = z.object({
  organization_id: organizationId,
  /** The tracking's `_id`. */
  id: idField('id'),
});
export type TDeleteTrackedCreatorRequest = z.infer<typeof ZDeleteTrackedCreatorRequest>;

// ---------- /creator/delete-creator-from-influencer ----------

/**
 * The spec names this call without saying what it does. Our reading: the bulk form of
 * delete-tracked-influencer, removing several tracked creators of the organisation at once by
 * their tracking ids (ids that are not the organisation's are ignored, never removed), freeing
 * their handles of the quota. Answers how many were removed.
 */
export const ZDeleteTrackedCreatorsRequest = z.object({
  organization_id: organizationId,
  ids: z
    .array(idField('ids'), { error: 'ids must be a list of ids' })
    .min(1, 'ids must name at least one tracked creator')
    .max(TRACKED_BULK_MAX, `ids cannot name more than ${TRACKED_BULK_MAX} tracked creators`),
});
export type TDeleteTrackedCreatorsRequest = z.infer<typeof ZDeleteTrackedCreatorsRequest>;

export const ZDeleteTrackedCreatorsResult = z.object({ deleted: z.number().int() });
export type TDeleteTrackedCreatorsResult = z.infer<typeof ZDeleteTrackedCreatorsResult>;
