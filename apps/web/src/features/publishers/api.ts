import type { TAdLink, TPublisherProfile, TRegisterPublisherRequest } from '@creatorscope/contracts';
import { apiPost } from '../../lib/api/client';

/* The signed-in person's own publisher profile: /api/publisher/*. */

/** The caller's profile, or null before they register. */
export function getPublisherProfile(signal?: AbortSignal): Promise<TPublisherProfile | null> {
  return apiPost<TPublisherProfile | null>('/publisher/get-profile', {}, { signal });
}

/**
 * Creates the profile or saves its fields. Payout details left out keep the stored ones, so the
 * form sends them only when the person typed new ones.
 */
export function registerPublisher(body: TRegisterPublisherRequest): Promise<TPublisherProfile> {
  return apiPost<TPublisherProfile>('/publisher/register', body);
}

/** The caller's links on brands' ads (contracts/ad-links.ts), newest first. */
export function getMyAdLinks(signal?: AbortSignal): Promise<TAdLink[]> {
  return apiPost<TAdLink[]>('/affliate-ad/my-links', {}, { signal });
}
