import { isApiError } from '../../lib/api/api-error';
import { apiPost } from '../../lib/api/client';

/** Null credits while the server does not know them. */
type InsightStats = { insightsCredits: number | null };

/**
 * The organisation's insight credits. Null when the server does not offer the call (404): the
 * header then simply shows no credits badge.
 */
export async function getTrendInsightsStats(
  orgId: string,
  signal?: AbortSignal,
): Promise<InsightStats | null> {
  try {
    const data = await apiPost<{ insightsCredits?: unknown } | null>(
      '/payout/get-trend-insights-stats',
      { organization_id: orgId },
      { signal },
    );
    const credits = data?.insightsCredits;
    return { insightsCredits: typeof credits === 'number' && Number.isFinite(credits) ? credits : null };
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}
