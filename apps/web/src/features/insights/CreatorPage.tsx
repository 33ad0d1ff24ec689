import { SearchX } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { SignInRequired } from '../../app/SignInRequired';
import { useSessionStore } from '../../app/session-store';
import { usePageTitle } from '../../app/use-page-title';
import { ApiError } from '../../lib/api/api-error';
import { AudiencePanel } from '../../shared/creator-report/AudiencePanel';
import { CreatorHeader } from '../../shared/creator-report/CreatorHeader';
import { CreatorMetrics } from '../../shared/creator-report/CreatorMetrics';
import { EngagementChart } from '../../shared/creator-report/EngagementChart';
import { FormulaInfo } from '../../shared/creator-report/FormulaInfo';
import { HistoryChart } from '../../shared/creator-report/HistoryChart';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { LoadingRegion } from '../../ui/LoadingRegion';
import { Skeleton } from '../../ui/Skeleton';
import { FeatureLock } from '../billing';
import { ShareButton } from '../shared-links';
import { CreatorPosts } from './CreatorPosts';
import { NoOrganization } from './NoOrganization';
import { PostingHeatmap } from './PostingHeatmap';
import { useCreatorReport } from './use-insights';

/** /insights/creator/:handle: everything known about one creator, with charts (recharts loads here only). */
export function CreatorPage() {
  const { t } = useTranslation('insights');
  const handle = (useParams().handle ?? '').toLowerCase();
  const hasToken = useSessionStore((state) => Boolean(state.token));
  const org = useSessionStore((state) => state.org);
  const report = useCreatorReport(handle);
  const postsHeadingId = useId();
  usePageTitle(report.data ? report.data.creator.name : t('creator.title'));

  const frame = (children: React.ReactNode) => (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-5 px-4 py-8 sm:px-6">{children}</div>
  );

  if (!hasToken)
    return frame(
      <Card>
        <SignInRequired text={t('common.signInText')} />
      </Card>,
    );
  if (!org) return frame(<NoOrganization />);
  if (report.isError) {
    const error = report.error;
    const isUnknown = error instanceof ApiError && (error.status === 404 || error.status === 400);
    return frame(
      <Card>
        {isUnknown ? (
          <EmptyState
            icon={SearchX}
            title={t('creator.notFoundTitle')}
            text={t('creator.notFoundText', { handle })}
            action={
              <Button asChild>
                <Link to="/insights/discover">{t('creator.backToDiscover')}</Link>
              </Button>
            }
          />
        ) : (
          <ErrorState
            title={t('creator.errorTitle')}
            text={t('creator.errorText')}
            onRetry={() => void report.refetch()}
            isRetrying={report.isFetching}
          />
        )}
      </Card>,
    );
  }
  if (report.isPending)
    return frame(
      <LoadingRegion label={t('creator.loading')} className="gap-5">
        <Skeleton className="h-40 w-full rounded-xl" />
        <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-4">
          {Array.from({ length: 8 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Skeleton key={index} className="h-24 rounded-xl" />
          ))}
        </div>
        <Skeleton className="h-72 w-full rounded-xl" />
      </LoadingRegion>,
    );

  const data = report.data;
  return frame(
    <>
      <CreatorHeader
        report={data}
        actions={<ShareButton handles={[data.creator.handle]} defaultTitle={data.creator.name} />}
      />
      <CreatorMetrics report={data} />
      <div className="grid grid-cols-1 gap-5 xl:grid-cols-2">
        <Card
          title={t('creator.followerHistory')}
          description={data.followerHistory.note ? t('creator.historyNote') : undefined}
        >
          {data.followerHistory.points.length > 1 ? (
            <HistoryChart
              caption={t('creator.followerHistory')}
              dayHeader={t('creator.day')}
              series={[
                { key: 'followers', label: t('metrics.followers'), points: data.followerHistory.points },
              ]}
            />
          ) : (
            <p className="py-6 text-center text-sm text-text-muted">{t('creator.historyEmpty')}</p>
          )}
        </Card>
        <Card title={t('creator.engagementChart')} description={t('creator.engagementChartText')}>
          <EngagementChart posts={data.posts.recent} />
        </Card>
      </div>
      <Card
        title={t('creator.heatmap')}
        actions={<FormulaInfo metric={t('creator.heatmap')} formula={t('formulas.heatmap')} />}
      >
        <PostingHeatmap heatmap={data.heatmap} />
      </Card>
      {/* Withheld by the server because the plan lacks premium insights: the lock, with the way to upgrade. */}
      {data.audienceLocked ? (
        <FeatureLock feature="insightsPremium" />
      ) : (
        <AudiencePanel audience={data.audience} />
      )}
      <section aria-labelledby={postsHeadingId} className="flex flex-col gap-3">
        <h2 id={postsHeadingId} className="font-semibold text-base text-text">
          {t('posts.title')}
        </h2>
        <CreatorPosts handle={data.creator.handle} top={data.posts.top} recent={data.posts.recent} />
      </section>
    </>,
  );
}
