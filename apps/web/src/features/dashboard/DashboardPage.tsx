import { Building2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../app/session-store';
import { usePageTitle } from '../../app/use-page-title';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { LoadingRegion } from '../../ui/LoadingRegion';
import { Skeleton } from '../../ui/Skeleton';
import { GettingStarted } from './GettingStarted';
import { MetricTiles } from './MetricTiles';
import { QuickActions } from './QuickActions';
import { RecentActivity } from './RecentActivity';
import { useDashboardMetrics } from './use-dashboard-metrics';
import { VisitorWelcome } from './VisitorWelcome';

/** `/`: the organisation's overview, or a short welcome for visitors. */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  usePageTitle(t('title'));
  const hasToken = useSessionStore((state) => Boolean(state.token));
  const org = useSessionStore((state) => state.org);
  const metrics = useDashboardMetrics();

  if (!hasToken) return <VisitorWelcome />;

  const body = () => {
    if (!org)
      return (
        <Card>
          <EmptyState icon={Building2} title={t('noOrgTitle')} text={t('noOrgText')} />
        </Card>
      );
    if (metrics.isError) {
      return (
        <Card>
          <ErrorState
            title={t('error.title')}
            text={t('error.text')}
            onRetry={() => void metrics.refetch()}
            isRetrying={metrics.isFetching}
          />
        </Card>
      );
    }
    if (metrics.isPending) {
      return (
        <LoadingRegion label={t('loading')} className="gap-6">
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
            {Array.from({ length: 4 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <Skeleton key={index} className="h-32 rounded-xl" />
            ))}
          </div>
          <Skeleton className="h-72 rounded-xl" />
        </LoadingRegion>
      );
    }
    const data = metrics.data;
    const isNew = data.savedPosts === 0 && data.trackedCreators.count === 0 && data.sharedLinks.active === 0;
    return (
      <>
        {isNew && <GettingStarted />}
        <MetricTiles metrics={data} />
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <RecentActivity items={data.recentActivity} />
          <QuickActions />
        </div>
      </>
    );
  };

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-10 sm:px-6">
      <div className="flex min-w-0 flex-col gap-1">
        <h1 className="font-semibold text-2xl text-text">{t('title')}</h1>
        <p className="text-sm text-text-muted">
          {org ? t('description', { org: org.name }) : t('descriptionNoOrg')}
        </p>
      </div>
      {body()}
    </div>
  );
}
