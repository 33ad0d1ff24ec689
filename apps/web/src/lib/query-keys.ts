/**
 * Every TanStack Query key of the app, built here so that invalidation can target a whole domain
 * (`queryKeys.labels.all`) or one list (`queryKeys.labels.list(orgId)`) without string typos.
 * Keys start with the domain; parameters come last, as one object when there are several.
 */
export const queryKeys = {
  health: {
    all: ['health'] as const,
    status: () => [...queryKeys.health.all, 'status'] as const,
  },
  labels: {
    all: ['labels'] as const,
    list: (orgId: string) => [...queryKeys.labels.all, 'list', { orgId }] as const,
  },
  auth: {
    all: ['auth'] as const,
    /** Public: what sign-in may offer (Google, the extension id). */
    config: () => [...queryKeys.auth.all, 'config'] as const,
    /** The signed-in user, their current organisation and all their organisations. */
    me: () => [...queryKeys.auth.all, 'me'] as const,
  },
  notifications: {
    all: ['notifications'] as const,
    list: (orgId: string) => [...queryKeys.notifications.all, 'list', { orgId }] as const,
  },
  team: {
    all: ['team'] as const,
    members: (orgId: string) => [...queryKeys.team.all, 'members', { orgId }] as const,
    invitation: (token: string) => [...queryKeys.team.all, 'invitation', { token }] as const,
  },
  payout: {
    all: ['payout'] as const,
    insightStats: (orgId: string) => [...queryKeys.payout.all, 'insight-stats', { orgId }] as const,
  },
} as const;
