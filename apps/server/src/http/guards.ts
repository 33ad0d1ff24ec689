import { hasPermission, type TGatingFeature } from '@creatorscope/contracts';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { isOperatorEmail } from '../config.js';
import type { Deps } from '../deps.js';
import { authenticateApiKey } from '../modules/api-keys/index.js';
import { authenticateToken, getUserEmail } from '../modules/auth/index.js';
import { featureLock, orgHasFeature } from '../modules/entitlements/index.js';
import { type Access, describeAccess } from './access.js';
import { AppError, fieldError } from './errors.js';
import { DOCS_PREFIX } from './openapi.js';

type AccessEntry = { method: string; url: string; access: Access };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A plan feature the organisation must have (see requireFeature). */
    feature?: TGatingFeature;
  }
  interface FastifyInstance {
    /** Every /api route with the access it declared, for the authorisation sweep test. */
    accessTable: AccessEntry[];
  }
}

/**
 * A route option, spread next to requireOrg: the organisation's plan (or a premium pass) must
 * include the feature, else 403 naming the plan that unlocks it with `data: {feature, requiredPlans}`.
 */
export const requireFeature = (feature: TGatingFeature): { feature: TGatingFeature } => ({ feature });

const BEARER = /^Bearer\s+(\S+)$/i;

/** The bearer token a request carries, if any (not yet checked). */
export const bearerToken = (request: FastifyRequest): string | undefined =>
  BEARER.exec(request.headers.authorization ?? '')?.[1];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The one place that decides who may call what, and in what order: body parsed (400 if
 * malformed), bearer session checked (401), membership and team permission of the organisation
 * named in the body checked (403), body validated (400 per field), handler. It is the only code
 * that turns a body's organisation id into a trusted `request.membership`, and that lets a
 * platform operator in.
 */
export const guardsPlugin = fp(async (app: FastifyInstance, { deps }: { deps: Deps }) => {
  app.decorateRequest('auth', null);
  app.decorateRequest('membership', null);
  app.decorateRequest('apiKey', null);
  app.decorateRequest('operator', null);
  const accessTable: AccessEntry[] = [];
  app.decorate('accessTable', accessTable);

  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/')) declareApiAccess(route, accessTable);
    // Outside /api a route may still declare an access rule (a public page that knows its viewer).
    const access = route.config?.access;
    if (!access || access.kind === 'public') return;
    // Bound to the route once, ahead of any preValidation hook it has of its own: a request reads
    // no route options to find its rule, and a public route runs no guard at all.
    const guard = guardOf(deps, access, route.config?.feature);
    route.preValidation = [guard, ...[route.preValidation ?? []].flat()];
  });
});

/** Every /api route declares its access (the interactive API page's are public), stated on the API page. */
function declareApiAccess(route: RouteOptions, accessTable: AccessEntry[]): void {
  // The interactive API page and its assets are registered by @fastify/swagger-ui.
  if (route.url.startsWith(DOCS_PREFIX)) {
    route.config = { ...route.config, access: { kind: 'public' } };
    return;
  }
  if (!route.config?.access) {
    throw new Error(
      `${route.method} ${route.url} declares no access (publicRoute, requireUser or requireOrg)`,
    );
  }
  const access = route.config.access;
  if (route.config.feature && access.kind !== 'org') {
    throw new Error(`${route.method} ${route.url} needs requireOrg to use requireFeature`);
  }
  for (const method of [route.method].flat()) accessTable.push({ method, url: route.url, access });
  // The API page states each call's access rule from the same declaration the guard enforces.
  if (route.schema && !route.schema.description) {
    route.schema.description = describeAccess(access).sentence;
  }
}

/**
 * A route's guard: after the body is parsed (a malformed body is a 400 whoever sends it) and
 * before it is validated, so a caller outside the organisation learns nothing of the route's input.
 */
function guardOf(
  deps: Deps,
  access: Exclude<Access, { kind: 'public' }>,
  feature: TGatingFeature | undefined,
) {
  return async (request: FastifyRequest): Promise<void> => {
    if (access.kind === 'apiKey') {
      request.apiKey = await authenticateApiKey(deps, request.headers, access.scope);
      return;
    }
    const token = bearerToken(request);
    if (!token) {
      if (access.kind === 'optionalUser') return;
      throw new AppError('unauthorized', 'Sign in to continue: no token was sent');
    }
    request.auth = await authenticateToken(deps, token);
    if (access.kind === 'operator') {
      const email = await getUserEmail(deps.db, request.auth.userId);
      if (!email || !isOperatorEmail(deps.config, email)) {
        throw new AppError('forbidden', "Only the platform's operators may do this");
      }
      request.operator = email;
      return;
    }
    if (access.kind !== 'org') return;

    const orgId = (request.body as Record<string, unknown> | undefined)?.[access.field];
    if (typeof orgId !== 'string' || !UUID.test(orgId)) {
      throw fieldError(access.field, `${access.field} must name an organisation`);
    }
    const membership = await deps.memberships.get(request.auth.userId, orgId);
    if (!membership?.isActive) {
      throw new AppError('forbidden', 'You are not an active member of this organisation');
    }
    if (!hasPermission(membership.permission, access.permission)) {
      throw new AppError(
        'forbidden',
        `Your team permission (${membership.permission}) does not allow this action: ${access.permission} is needed`,
      );
    }
    request.membership = membership;
    if (feature && !(await orgHasFeature(deps, membership.orgId, feature))) {
      const lock = featureLock(feature);
      throw new AppError('forbidden', lock.message, lock.data);
    }
  };
}
