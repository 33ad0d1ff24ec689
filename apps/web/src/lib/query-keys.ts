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
} as const;
