import { LRUCache } from 'lru-cache';
import { type AppError, isAppError } from '../../http/errors.js';
import type { SocialDataProvider } from './social-data.js';

/**
 * Long enough that asking again and again for a handle that does not exist (a typo, a personal
 * account) costs the shared Instagram quota once, short enough that a new account is found the
 * same day.
 */
const NOT_FOUND_TTL_MS = 6 * 60 * 60_000;

/**
 * The provider, remembering which handles the source said do not exist: every customer shares
 * one Instagram quota, so one account's misses must not spend it. Kept per instance (a miss is
 * cheap to learn again); only 'not found' is remembered, never a passing failure.
 */
export function rememberNotFound(provider: SocialDataProvider, ttlMs = NOT_FOUND_TTL_MS): SocialDataProvider {
  const missing = new LRUCache<string, AppError>({ max: 10_000, ttl: ttlMs });
  return {
    ...provider,
    async fetchProfile(handle) {
      const known = missing.get(handle);
      if (known) throw known;
      try {
        return await provider.fetchProfile(handle);
      } catch (error) {
        if (isAppError(error) && error.code === 'not_found') missing.set(handle, error);
        throw error;
      }
    },
  };
}
