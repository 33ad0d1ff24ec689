/**
 * The api-keys module's door. `authenticateApiKey(deps, request.headers, scope)` is how a call from
 * a brand's server (not a browser session) learns which organisation it acts for: it answers
 * {orgId, keyId} or throws 401 (no key, unknown or revoked) or 403 (the key lacks the scope).
 */
export { type ApiKeyCaller, type ApiKeyHeaders, authenticateApiKey } from './service.js';
