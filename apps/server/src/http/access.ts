import type { TTeamPermission } from '@creatorscope/contracts';

/**
 * Who may call a route. Every route under /api declares one (the app refuses to start otherwise),
 * and the auth hook and the org guard read it before any handler runs.
 */
export type Access =
  | { kind: 'public' }
  /** A user if there is one: no token is a visitor; a token sent must be valid, as everywhere. */
  | { kind: 'optionalUser' }
  | { kind: 'user' }
  | {
      kind: 'org';
      permission: TTeamPermission;
      /** The body field naming the organisation; the spec's calls use several spellings. */
      field: string;
    };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}

export const publicRoute = (): { access: Access } => ({ access: { kind: 'public' } });

export const requireUser = (): { access: Access } => ({ access: { kind: 'user' } });

/**
 * Visitors and signed-in users alike; `request.auth` says which. A bad or ended token is refused
 * with 401 as on every other route, never quietly taken for a visitor: the caller learns that its
 * session is over, and a made-up token buys nothing a visitor could not do.
 */
export const optionalUser = (): { access: Access } => ({ access: { kind: 'optionalUser' } });

/** Membership of the organisation named by `field` in the body, with at least `permission`. */
export const requireOrg = (permission: TTeamPermission, field = 'organization_id'): { access: Access } => ({
  access: { kind: 'org', permission, field },
});
