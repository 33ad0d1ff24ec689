import type {
  TAuthConfig,
  TCodeSentData,
  TGoogleNonce,
  TLoginResponseData,
  TMeData,
  TOnboardingRequest,
  TOnboardingResponseData,
} from '@creatorscope/contracts';
import { apiPost } from '../../lib/api/client';

/* The /auth calls (spec section 7). Types only from the contracts: this module is in the entry. */

export function getAuthConfig(signal?: AbortSignal): Promise<TAuthConfig> {
  return apiPost<TAuthConfig>('/auth/config', {}, { signal });
}

/** The site the user signs in on; the server builds the links in its mails from it. */
export function rootSite(): string {
  return window.location.origin;
}

export function requestSignUpCode(body: { email: string; name: string }): Promise<TCodeSentData> {
  return apiPost<TCodeSentData>('/auth/signup', { ...body, rootSite: rootSite() });
}

export function requestLoginCode(body: { email: string }): Promise<TCodeSentData> {
  return apiPost<TCodeSentData>('/auth/login', { ...body, rootSite: rootSite() });
}

export function verifyOtp(body: { email: string; otp: string; name?: string }): Promise<TLoginResponseData> {
  return apiPost<TLoginResponseData>('/auth/verify-otp', body);
}

export function loginWithGoogle(credential: { idToken: string; nonce: string }): Promise<TLoginResponseData> {
  return apiPost<TLoginResponseData>('/auth/login-google', credential);
}

/** A one-time nonce for the next 'Sign in with Google' (the server binds the ID token to it). */
export function requestGoogleNonce(): Promise<TGoogleNonce> {
  return apiPost<TGoogleNonce>('/auth/google-nonce', {});
}

export function getMe(signal?: AbortSignal): Promise<TMeData> {
  return apiPost<TMeData>('/auth/me', {}, { signal });
}

export function switchOrg(orgId: string): Promise<TMeData> {
  return apiPost<TMeData>('/auth/switch-org', { orgId });
}

export function logout(): Promise<unknown> {
  return apiPost<unknown>('/auth/logout', {});
}

export function addOrg(body: TOnboardingRequest): Promise<TOnboardingResponseData> {
  return apiPost<TOnboardingResponseData>('/auth/add-org', body);
}
