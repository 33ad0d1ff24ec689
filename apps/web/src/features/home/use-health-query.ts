import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../lib/query-keys';
import { getHealth } from './health';

/** The API and database status; the card shows failures inline, so no toast. */
export function useHealthQuery() {
  return useQuery({
    queryKey: queryKeys.health.status(),
    queryFn: ({ signal }) => getHealth(signal),
    meta: { silent: true },
    retry: 1,
    staleTime: 15_000,
  });
}
