import { COMPARISON_MAX, COMPARISON_MIN } from '@creatorscope/contracts';
import { GitCompareArrows, X } from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { ApiError } from '../../lib/api/api-error';
import { HistoryChart } from '../../shared/creator-report/HistoryChart';
import { InsightsPageFrame } from '../../shared/creators/InsightsPageFrame';
import { Alert } from '../../ui/Alert';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { LoadingRegion } from '../../ui/LoadingRegion';
import { Skeleton } from '../../ui/Skeleton';
import { ShareButton } from '../shared-links';
import { CompareTable } from './CompareTable';
import { CreatorSearch } from './CreatorSearch';
import { compareUrl, parseCompareHandles } from './compare-handles';
import { InsightsFeaturePage } from './InsightsFeaturePage';
import { useComparison } from './use-insights';

/** /insights/compare?handles=a,b: two to four creators side by side (recharts loads here only). */
export function ComparePage() {
  const { t } = useTranslation('insights');
  usePageTitle(t('compare.title'));
  const frame = useCompareFrame();
  return (
    <InsightsFeaturePage feature="insightsPremium" frame={frame}>
      <Comparison />
    </InsightsFeaturePage>
  );
}

function useCompareFrame() {
  const { t } = useTranslation('insights');
  return (children: ReactNode) => (
    <InsightsPageFrame
      title={t('compare.title')}
      description={t('compare.description', { min: COMPARISON_MIN, max: COMPARISON_MAX })}
    >
      {children}
    </InsightsPageFrame>
  );
}

/** The chosen creators, the table and the history chart, for a plan with premium insights. */
function Comparison() {
  const { t } = useTranslation('insights');
  const frame = useCompareFrame();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const handles = useMemo(() => parseCompareHandles(params.get('handles')), [params]);
  const comparison = useComparison(handles);
  const setHandles = (next: string[]) => navigate(compareUrl(next), { replace: true });

  const error = comparison.error;
  // The server names an unknown creator under handles.N: say which one, offer to drop it.
  const unknownIndex =
    error instanceof ApiError
      ? Object.keys(error.fieldErrors)
          .map((key) => /^handles\.(\d+)$/.exec(key)?.[1])
          .find((index) => index !== undefined)
      : undefined;
  const unknownHandle = unknownIndex === undefined ? undefined : handles[Number(unknownIndex)];

  const body = () => {
    if (handles.length < COMPARISON_MIN)
      return (
        <Card>
          <EmptyState
            icon={GitCompareArrows}
            title={t('compare.emptyTitle')}
            text={t('compare.emptyText', { min: COMPARISON_MIN })}
          />
        </Card>
      );
    if (unknownHandle)
      return (
        <Alert
          tone="warning"
          title={t('compare.unknownTitle')}
          action={
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setHandles(handles.filter((item) => item !== unknownHandle))}
            >
              {t('compare.removeHandle', { handle: unknownHandle })}
            </Button>
          }
        >
          {t('compare.unknownText', { handle: unknownHandle })}
        </Alert>
      );
    if (comparison.isError)
      return (
        <Card>
          <ErrorState
            title={t('compare.errorTitle')}
            text={t('compare.errorText')}
            onRetry={() => void comparison.refetch()}
            isRetrying={comparison.isFetching}
          />
        </Card>
      );
    if (comparison.isPending || !comparison.data)
      return (
        <LoadingRegion label={t('compare.loading')} className="gap-5">
          <Skeleton className="h-96 w-full rounded-xl" />
          <Skeleton className="h-72 w-full rounded-xl" />
        </LoadingRegion>
      );
    const data = comparison.data;
    return (
      <>
        <div className="flex justify-end">
          <ShareButton handles={data.creators.map((entry) => entry.creator.handle)} />
        </div>
        <CompareTable
          comparison={data}
          onRemove={(handle) => setHandles(handles.filter((item) => item !== handle))}
        />
        <Card title={t('compare.historyTitle')}>
          <HistoryChart
            caption={t('compare.historyTitle')}
            dayHeader={t('creator.day')}
            height={300}
            series={data.creators.map((entry) => ({
              key: entry.creator.handle,
              label: entry.creator.name,
              points: entry.followerHistory.points,
            }))}
          />
        </Card>
      </>
    );
  };

  return frame(
    <>
      <Card>
        <div className="flex flex-col gap-4">
          {handles.length > 0 && (
            <ul aria-label={t('compare.chosen')} className="flex flex-wrap gap-2">
              {handles.map((handle) => (
                <li key={handle}>
                  <Badge className="h-8 gap-1 pe-1">
                    <span dir="ltr">@{handle}</span>
                    <Button
                      variant="ghost"
                      size="icon-sm"
                      className="size-6"
                      aria-label={t('compare.removeHandle', { handle })}
                      onClick={() => setHandles(handles.filter((item) => item !== handle))}
                    >
                      <X aria-hidden="true" />
                    </Button>
                  </Badge>
                </li>
              ))}
            </ul>
          )}
          <CreatorSearch chosen={handles} onAdd={(handle) => setHandles([...handles, handle])} />
        </div>
      </Card>
      {body()}
    </>,
  );
}
