import type {
  TAffiliateAdsPage,
  TAnswerPublisherRequest,
  TBrandPublisherRequest,
  TGetAllPublishersRequest,
  TIncomingPublisherRequest,
  TIncomingPublisherRequestsPage,
  TInviteDirectoryPublishersResponse,
  TPublisherDetails,
  TPublishersPage,
} from '@creatorscope/contracts';
import { apiPost } from '../../lib/api/client';

/* The publisher directory: /api/publisher/* (the brand's calls and the publisher's answers). */

export function getAllPublishers(
  query: TGetAllPublishersRequest,
  signal?: AbortSignal,
): Promise<TPublishersPage> {
  return apiPost<TPublishersPage>('/publisher/get-all-publishers', query, { signal });
}

export function getPublisherDetails(
  orgId: string,
  publisherId: string,
  signal?: AbortSignal,
): Promise<TPublisherDetails> {
  return apiPost<TPublisherDetails>('/publisher/get-inflencer-details', { orgId, publisherId }, { signal });
}

export function requestContact(
  orgId: string,
  publisherId: string,
  message?: string,
): Promise<TBrandPublisherRequest> {
  return apiPost<TBrandPublisherRequest>('/publisher/request-contact', { orgId, publisherId, message });
}

export function requestCollaboration(
  orgId: string,
  publisherId: string,
  message?: string,
  adId?: string,
): Promise<TBrandPublisherRequest> {
  return apiPost<TBrandPublisherRequest>('/publisher/request-influencer', {
    orgId,
    publisherId,
    message,
    adId,
  });
}

export function inviteToAd(
  orgId: string,
  adId: string,
  publisherIds: readonly string[],
): Promise<TInviteDirectoryPublishersResponse> {
  return apiPost<TInviteDirectoryPublishersResponse>('/publisher/send-initial-invite-to-publishers', {
    orgId,
    id: adId,
    publisherIds,
  });
}

/** The organisation's active ads, to pick one for a collaboration or an invitation. */
export function getActiveAds(orgId: string, signal?: AbortSignal): Promise<TAffiliateAdsPage> {
  return apiPost<TAffiliateAdsPage>(
    '/affliate-ad/get-all-add-post',
    { orgId, status: 'active', sortBy: 'name', pageSize: 50 },
    { signal },
  );
}

/** A page of the requests, newest first; `cursor` is the page before's nextCursor. */
export function getIncomingRequests(
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<TIncomingPublisherRequestsPage> {
  return apiPost<TIncomingPublisherRequestsPage>('/publisher/get-requests', cursor ? { cursor } : {}, {
    signal,
  });
}

export function answerRequest(body: TAnswerPublisherRequest): Promise<TIncomingPublisherRequest> {
  return apiPost<TIncomingPublisherRequest>('/publisher/answer-request', body);
}
