import type { TDashboardMetrics } from '@creatorscope/contracts';
import { Bookmark, Coins, Link2, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/use-format';
import { MetricTile } from './MetricTile';

/** The four figures of the overview. */
export function MetricTiles({ metrics }: { metrics: TDashboardMetrics }) {
  const { t } = useTranslation('dashboard');
  const format = useFormat();
  const { trackedCreators: tracked } = metrics;
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
      <MetricTile
        icon={Bookmark}
        label={t('metrics.savedPosts')}
        value={format.whole(metrics.savedPosts)}
        to="/insights/bookmarks"
      />
      <MetricTile
        icon={UsersRound}
        label={t('metrics.trackedCreators')}
        value={format.whole(tracked.count)}
        detail={
          tracked.limit === null
            ? t('metrics.quotaUnlimited')
            : t('metrics.quota', { used: format.whole(tracked.count), limit: format.whole(tracked.limit) })
        }
        to="/insights/creators"
      />
      <MetricTile
        icon={Coins}
        label={t('metrics.credits')}
        value={format.whole(metrics.credits.balance)}
        detail={t('metrics.creditsDetail')}
        to="/insights/plans-and-billing"
      />
      <MetricTile
        icon={Link2}
        label={t('metrics.sharedLinks')}
        value={format.whole(metrics.sharedLinks.active)}
        detail={t('metrics.views', {
          count: metrics.sharedLinks.views,
          views: format.whole(metrics.sharedLinks.views),
        })}
        to="/insights/saved-links"
      />
    </div>
  );
}
