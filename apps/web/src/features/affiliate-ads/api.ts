import type {
  TAdBudgetReturn,
  TAdBudgetReturnState,
  TAdInvitation,
  TAdLink,
  TAdPublisher,
  TAdPublisherState,
  TAffiliateAd,
  TAffiliateAdInput,
  TAffiliateAdsPage,
  TCheckoutToken,
  TCheckStatusResponse,
  TGenerateAdBudgetTokenRequest,
  TGetAffiliateAdsRequest,
  TInvitePublishersResponse,
  TPublicAd,
} from '@creatorscope/contracts';
import { apiPost } from '../../lib/api/client';

/* Affiliate ads: /api/affliate-ad/* (the spec's spelling). */

export type AdsQuery = Omit<TGetAffiliateAdsRequest, 'orgId'>;

export function getAds(orgId: string, query: AdsQuery, signal?: AbortSignal): Promise<TAffiliateAdsPage> {
  return apiPost<TAffiliateAdsPage>('/affliate-ad/get-all-add-post', { orgId, ...query }, { signal });
}

export function getAd(orgId: string, id: string, signal?: AbortSignal): Promise<TAffiliateAd> {
  return apiPost<TAffiliateAd>('/affliate-ad/get', { orgId, id }, { signal });
}

export function createAd(orgId: string, ad: TAffiliateAdInput): Promise<TAffiliateAd> {
  return apiPost<TAffiliateAd>('/affliate-ad/create', { orgId, ...ad });
}

export function updateAd(orgId: string, id: string, ad: TAffiliateAdInput): Promise<TAffiliateAd> {
  return apiPost<TAffiliateAd>('/affliate-ad/update', { orgId, id, ...ad });
}

export function toggleAdStatus(orgId: string, id: string): Promise<TAffiliateAd> {
  return apiPost<TAffiliateAd>('/affliate-ad/toggle-status', { orgId, id });
}

/* Publishers on ads (contracts/ad-links.ts). */

/** An ad's join page; sent with the token when there is one, so the answer says what the viewer may do. */
export function getPublicAd(publicId: string, signal?: AbortSignal): Promise<TPublicAd> {
  return apiPost<TPublicAd>('/affliate-ad/get-public', { publicId }, { signal, isVisitorRetried: true });
}

/**
 * Joins the ad as the signed-in publisher; answers their link (the same one when already joined).
 * `invite`, the token of an invitation link, marks that invitation joined when it was theirs.
 */
export function joinAd(publicId: string, invite?: string): Promise<TAdLink> {
  return apiPost<TAdLink>('/affliate-ad/join', invite ? { publicId, invite } : { publicId });
}

export function getAdPublishers(orgId: string, id: string, signal?: AbortSignal): Promise<TAdPublisher[]> {
  return apiPost<TAdPublisher[]>('/affliate-ad/get-publishers', { orgId, id }, { signal });
}

/* Reaching publishers: invitations by email, coupons, removal (contracts/ad-publishers.ts). */

export function invitePublishers(
  orgId: string,
  id: string,
  emails: readonly string[],
): Promise<TInvitePublishersResponse> {
  return apiPost<TInvitePublishersResponse>('/affliate-ad/invite-publishers', { orgId, id, emails });
}

export function getAdInvitations(orgId: string, id: string, signal?: AbortSignal): Promise<TAdInvitation[]> {
  return apiPost<TAdInvitation[]>('/affliate-ad/get-invitations', { orgId, id }, { signal });
}

export function revokeAdInvitation(orgId: string, id: string, invitationId: string): Promise<TAdInvitation> {
  return apiPost<TAdInvitation>('/affliate-ad/revoke-invitation', { orgId, id, invitationId });
}

export function removeAdPublisher(
  orgId: string,
  id: string,
  publisherId: string,
): Promise<TAdPublisherState> {
  return apiPost<TAdPublisherState>('/affliate-ad/remove-publisher', { orgId, id, publisherId });
}

export function setAdCoupon(
  orgId: string,
  id: string,
  publisherId: string,
  couponCode: string | null,
): Promise<TAdPublisherState> {
  return apiPost<TAdPublisherState>('/affliate-ad/set-coupon', { orgId, id, publisherId, couponCode });
}

/* Funding an ad's budget: /api/payout/generate-token and check-status (the spec's paths). */

/** Opens a checkout for money into the ad's budget; the provider brings the buyer back to the ad's page. */
export function generateAdBudgetToken(body: TGenerateAdBudgetTokenRequest): Promise<TCheckoutToken> {
  return apiPost<TCheckoutToken>('/payout/generate-token', body);
}

export function checkAdBudgetStatus(
  body: { organization_id: string; token: string },
  signal?: AbortSignal,
): Promise<TCheckStatusResponse> {
  return apiPost<TCheckStatusResponse>('/payout/check-status', body, { signal });
}

/* Returning what is left of an ended ad's budget: /api/affliate-ad/return-budget and /budget-return. */

/** Asks for the ad's remaining budget back; a second ask while one runs answers the same return. */
export function returnAdBudget(orgId: string, adId: string): Promise<TAdBudgetReturn> {
  return apiPost<TAdBudgetReturn>('/affliate-ad/return-budget', { orgId, adId });
}

/** The ad's latest return, or null. */
export function getAdBudgetReturn(
  orgId: string,
  adId: string,
  signal?: AbortSignal,
): Promise<TAdBudgetReturnState> {
  return apiPost<TAdBudgetReturnState>('/affliate-ad/budget-return', { orgId, adId }, { signal });
}
