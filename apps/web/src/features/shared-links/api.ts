import type { TCreateSharedLinkRequest, TSharedLink, TSharedReport } from '@creatorscope/contracts';
import { apiPost, publicGet } from '../../lib/api/client';

/* Saved links: the organisation's list, create, revoke (/api/creator/*) and the public report. */

export function getSharedLinks(orgId: string, signal?: AbortSignal): Promise<TSharedLink[]> {
  return apiPost<TSharedLink[]>(
    '/creator/get-link-shared-influencers',
    { organization_id: orgId },
    { signal },
  );
}

export function createSharedLink(body: TCreateSharedLinkRequest): Promise<TSharedLink> {
  return apiPost<TSharedLink>('/creator/create-shared-link', body);
}

export function revokeSharedLink(body: { organization_id: string; id: string }): Promise<TSharedLink> {
  return apiPost<TSharedLink>('/creator/revoke-shared-link', body);
}

export function getSharedReport(slug: string, signal?: AbortSignal): Promise<TSharedReport> {
  return publicGet<TSharedReport>(`/share/${encodeURIComponent(slug)}`, {
    signal,
    isVisitorRetried: true,
  });
}
