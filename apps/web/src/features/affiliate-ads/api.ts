import type {
  TAdLink,
  TAdPublisher,
  TAffiliateAd,
  TAffiliateAdInput,
  TAffiliateAdsPage,
  TCheckoutToken,
  TCheckStatusResponse,
  TGenerateAdBudgetTokenRequest,
  TGetAffiliateAdsRequest,
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

/** Joins the ad as the signed-in publisher; answers their link (the same one when already joined). */
export function joinAd(publicId: string): Promise<TAdLink> {
  return apiPost<TAdLink>('/affliate-ad/join', { publicId });
}

export function getAdPublishers(orgId: string, id: string, signal?: AbortSignal): Promise<TAdPublisher[]> {
  return apiPost<TAdPublisher[]>('/affliate-ad/get-publishers', { orgId, id }, { signal });
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
