import type { TCreatorReport } from '@creatorscope/contracts';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/use-format';
import { AudiencePanel } from '../../shared/creator-report/AudiencePanel';
import { CreatorHeader } from '../../shared/creator-report/CreatorHeader';
import { CreatorMetrics } from '../../shared/creator-report/CreatorMetrics';
import { EngagementChart } from '../../shared/creator-report/EngagementChart';
import { HistoryChart } from '../../shared/creator-report/HistoryChart';
import { Card } from '../../ui/Card';

const CHART_CARD = 'relative min-w-0 overflow-hidden';

/** A shared creator report: who, the metrics and the charts of the creator page, nothing to act on. */
export function PublicCreatorReport({ report }: { report: TCreatorReport }) {
  const { t } = useTranslation('insights');
  const { t: tr } = useTranslation('reports');
  const format = useFormat();
  return (
    <>
      <CreatorHeader report={report} headingLevel={2} isReadOnly>
        <p className="text-text-muted text-xs">
          {tr('public.snapshot', { date: format.date(report.snapshotAt) })}
        </p>
      </CreatorHeader>
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
      {/* A visitor cannot upgrade the sharer's plan: a withheld audience is left out, not locked. */}
      {!report.audienceLocked && <AudiencePanel audience={report.audience} />}
    </>
  );
}
