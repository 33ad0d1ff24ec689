import type {
  TAffiliateAd,
  TAffiliateAdInput,
  TAffiliateAdsPage,
  TGetAffiliateAdsRequest,
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
