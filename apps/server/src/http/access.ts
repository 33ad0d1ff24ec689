import type { TApiKeyScope, TTeamPermission } from '@creatorscope/contracts';

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
    }
  /** A brand's server, by an organisation API key with this scope; never a user's session. */
  | { kind: 'apiKey'; scope: TApiKeyScope }
  /** One of the platform's operators (a signed-in user named by OPERATOR_EMAILS), not an organisation's. */
  | { kind: 'operator' };

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

/** A signed-in user who is one of the platform's operators (OPERATOR_EMAILS). */
export const requireOperator = (): { access: Access } => ({ access: { kind: 'operator' } });

/** An organisation API key with `scope` (the guard checks it before the body; `apiKeyOf` reads the caller). */
export const requireApiKey = (scope: TApiKeyScope): { access: Access } => ({
  access: { kind: 'apiKey', scope },
});

/**
 * An access rule in words, from the declaration itself: `summary` for tables (the README's route
 * table), `sentence` for the API page (the guard fills in a route's description with it). One
 * switch, so a new kind of access cannot be enforced without also being described.
 */
export function describeAccess(access: Access): { summary: string; sentence: string } {
  switch (access.kind) {
    case 'org':
      return {
        summary: `${access.permission} member of \`${access.field}\``,
        sentence: `Needs the ${access.permission} team permission in the organisation named by \`${access.field}\`.`,
      };
    case 'user':
      return { summary: 'signed-in user', sentence: 'Needs a signed-in user.' };
    case 'optionalUser':
      return {
        summary: 'visitor or signed-in user',
        sentence:
          'Open to visitors; a bearer token, when sent, must be valid and makes the caller that user.',
      };
    case 'apiKey':
      return {
        summary: `organisation API key (\`${access.scope}\`)`,
        sentence: `Needs an organisation API key with the ${access.scope} scope, sent as \`Authorization: Bearer cs_live_…\` or \`X-Api-Key\` (never a user's session).`,
      };
    case 'operator':
      return {
        summary: 'platform operator (`OPERATOR_EMAILS`)',
        sentence: "Needs a signed-in user who is one of the platform's operators (`OPERATOR_EMAILS`).",
      };
    case 'public':
      return { summary: 'public', sentence: 'Public.' };
  }
}
