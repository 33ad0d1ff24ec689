import type {
  TAdGrowth,
  TAdLinkAnalytics,
  TAdScriptAnalytics,
  TAnalyticsRange,
  TOrgAdAnalytics,
} from '@creatorscope/contracts';
import { apiPost } from '../../../lib/api/client';

/* Analytics of affiliate ads: /api/affliate-ad/ad-*-analytics, ad-growth, and /api/analytics/ad-analytics. */

export function getAdLinkAnalytics(
  orgId: string,
  id: string,
  range: TAnalyticsRange,
  signal?: AbortSignal,
): Promise<TAdLinkAnalytics> {
  return apiPost<TAdLinkAnalytics>('/affliate-ad/ad-link-analytics', { orgId, id, ...range }, { signal });
}

export function getAdScriptAnalytics(
  orgId: string,
  id: string,
  range: TAnalyticsRange,
  signal?: AbortSignal,
): Promise<TAdScriptAnalytics> {
  return apiPost<TAdScriptAnalytics>('/affliate-ad/ad-script-analytics', { orgId, id, ...range }, { signal });
}

export function getAdGrowth(
  orgId: string,
  id: string,
  range: TAnalyticsRange,
  signal?: AbortSignal,
): Promise<TAdGrowth> {
  return apiPost<TAdGrowth>('/affliate-ad/ad-growth', { orgId, id, ...range }, { signal });
}

export function getOrgAdAnalytics(
  orgId: string,
  range: TAnalyticsRange,
  signal?: AbortSignal,
): Promise<TOrgAdAnalytics> {
  return apiPost<TOrgAdAnalytics>('/analytics/ad-analytics', { orgId, ...range }, { signal });
}
