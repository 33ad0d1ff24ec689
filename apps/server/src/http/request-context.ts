import type { FastifyRequest } from 'fastify';
import type { ApiKeyCaller } from '../modules/api-keys/index.js';
import type { AuthContext } from '../modules/auth/index.js';
import type { Membership } from '../modules/org/index.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth hook on every route that is not public. */
    auth: AuthContext | null;
    /** Set by the org guard on organisation-scoped routes. */
    membership: Membership | null;
    /** Set by the guard on routes that declared requireApiKey. */
    apiKey: ApiKeyCaller | null;
    /** Set by the guard on routes that declared requireOperator: the operator's email. */
    operator: string | null;
  }
}

/** The signed-in user; only call from routes that declared requireUser or requireOrg. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new Error(`route ${request.routeOptions.url} read auth without declaring access`);
  return request.auth;
}

/** The organisation the guard checked; only call from routes that declared requireOrg. */
export function orgOf(request: FastifyRequest): Membership {
  if (!request.membership) throw new Error(`route ${request.routeOptions.url} read org without requireOrg`);
  return request.membership;
}

/** The organisation API key the guard checked; only call from routes that declared requireApiKey. */
export function apiKeyOf(request: FastifyRequest): ApiKeyCaller {
  if (!request.apiKey)
    throw new Error(`route ${request.routeOptions.url} read an API key without requireApiKey`);
  return request.apiKey;
}

/** The operator's email, as the guard checked it; only call from routes that declared requireOperator. */
export function operatorOf(request: FastifyRequest): string {
  if (!request.operator)
    throw new Error(`route ${request.routeOptions.url} read an operator without requireOperator`);
  return request.operator;
}
