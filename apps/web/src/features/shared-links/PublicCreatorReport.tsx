import type { TCreatorReport } from '@creatorscope/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../ui/Badge';
import { Card } from '../../ui/Card';
import { AudiencePanel } from '../insights/AudiencePanel';
import { CreatorAvatar } from '../insights/CreatorAvatar';
import { CreatorMetrics } from '../insights/CreatorMetrics';
import { EngagementChart } from '../insights/EngagementChart';
import { HistoryChart } from '../insights/HistoryChart';
import { InstagramProfileLink } from '../insights/InstagramProfileLink';
import { TierBadge } from '../insights/TierBadge';
import { useInsightsFormat } from '../insights/use-insights-format';

const CHART_CARD = 'relative min-w-0 overflow-hidden';

/** A shared creator report: who, the metrics and the charts of the creator page, nothing to act on. */
export function PublicCreatorReport({ report }: { report: TCreatorReport }) {
  const { t } = useTranslation('insights');
  const { t: tr } = useTranslation('reports');
  const format = useInsightsFormat();
  const { creator } = report;
  return (
    <>
      <Card>
        <div className="flex min-w-0 items-start gap-4">
          <CreatorAvatar name={creator.name} url={creator.profilePictureUrl} className="size-16 text-2xl" />
          <div className="flex min-w-0 flex-col gap-1.5">
            <h2 className="truncate font-semibold text-text text-xl">{creator.name}</h2>
            <InstagramProfileLink handle={creator.handle} />
            <div className="flex flex-wrap items-center gap-2 pt-1">
              <Badge>{t(`categories.${creator.category}`)}</Badge>
              <TierBadge tier={creator.tier} />
            </div>
            {report.profile.biography && (
              <p className="max-w-2xl pt-1 text-sm text-text-muted">
                {/* The creator's own words keep their direction (an English bio in Arabic, say). */}
                <bdi>{report.profile.biography}</bdi>
              </p>
            )}
            <p className="text-text-muted text-xs">
              {tr('public.snapshot', { date: format.date(report.snapshotAt) })}
            </p>
          </div>
        </div>
      </Card>
      <CreatorMetrics report={report} />
      {/* The charts' screen-reader tables are positioned out of view; these cards hold them, so a
          phone's page never scrolls sideways by their width. */}
      <div className="grid grid-cols-1 gap-5 xl:grid-cols-2">
        <Card title={t('creator.followerHistory')} className={CHART_CARD}>
          {report.followerHistory.points.length > 1 ? (
            <HistoryChart
              caption={t('creator.followerHistory')}
              dayHeader={t('creator.day')}
              series={[
                { key: 'followers', label: t('metrics.followers'), points: report.followerHistory.points },
              ]}
            />
          ) : (
            <p className="py-6 text-center text-sm text-text-muted">{t('creator.historyEmpty')}</p>
          )}
        </Card>
        <Card
          title={t('creator.engagementChart')}
          description={t('creator.engagementChartText')}
          className={CHART_CARD}
        >
          <EngagementChart posts={report.posts.recent} />
        </Card>
      </div>
      <AudiencePanel audience={report.audience} />
    </>
  );
}
