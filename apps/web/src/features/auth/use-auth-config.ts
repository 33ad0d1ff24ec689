import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../lib/query-keys';
import { getAuthConfig } from './api';

/** What this deployment offers (Google sign-in, the extension id); asked once per visit. */
export function useAuthConfig() {
  return useQuery({
    queryKey: queryKeys.auth.config(),
    queryFn: ({ signal }) => getAuthConfig(signal),
    staleTime: Number.POSITIVE_INFINITY,
    // Without it the app still works: no Google button, no extension hand-off.
    meta: { silent: true },
  });
}
