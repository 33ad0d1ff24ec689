import type { THealth } from '@creatorscope/contracts';
import { isApiError } from '../../lib/api/api-error';
import { publicGet } from '../../lib/api/client';

/**
 * GET /health answers with the usual envelope; `data.database` says whether the database answered
 * ('up' or 'down'). A 503 whose envelope still carries that data means the API is up but the
 * database is not, which the card shows as such rather than as "could not reach the server".
 */

export type HealthStatus = {
  isApiUp: true;
  isDatabaseUp: boolean;
};

function toHealthStatus(data: unknown): HealthStatus | undefined {
  const database = (data as Partial<THealth> | null)?.database;
  if (database !== 'up' && database !== 'down') return undefined;
  return { isApiUp: true, isDatabaseUp: database === 'up' };
}

export async function getHealth(signal?: AbortSignal): Promise<HealthStatus> {
  try {
    const data = await publicGet<unknown>('/health', { signal });
    return toHealthStatus(data) ?? { isApiUp: true, isDatabaseUp: false };
  } catch (error) {
    const status = isApiError(error) && error.status === 503 ? toHealthStatus(error.data) : undefined;
    if (status) return status;
    throw error;
  }
}
