import type {
  TCategoryCount,
  TComparison,
  TCreatorReport,
  TDiscoveryPage,
  TDiscoveryQueryInput,
} from '@creatorscope/contracts';
import { apiPost } from '../../lib/api/client';

/* The /insights calls behind discovery, the creator page and the comparison (issue #5). */

export function getCategories(orgId: string, signal?: AbortSignal): Promise<TCategoryCount[]> {
  return apiPost<TCategoryCount[]>('/insights/get-all-categories', { organization_id: orgId }, { signal });
}

export function getDiscoveryPage(
  orgId: string,
  query: TDiscoveryQueryInput,
  signal?: AbortSignal,
): Promise<TDiscoveryPage> {
  return apiPost<TDiscoveryPage>('/insights/get-inf-table', { organization_id: orgId, ...query }, { signal });
}

export function getCreatorReport(
  orgId: string,
  handle: string,
  signal?: AbortSignal,
): Promise<TCreatorReport> {
  return apiPost<TCreatorReport>(
    '/insights/get-creator-report',
    { organization_id: orgId, handle },
    { signal },
  );
}

export function getComparison(orgId: string, handles: string[], signal?: AbortSignal): Promise<TComparison> {
  // The call's name is spelled this way by the spec.
  return apiPost<TComparison>(
    '/insights/comparision-insta-metrics',
    { organization_id: orgId, handles },
    { signal },
  );
}
