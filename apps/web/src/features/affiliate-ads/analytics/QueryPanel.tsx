import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../ui/cn';
import { ErrorState } from '../../../ui/ErrorState';
import { LoadingRegion } from '../../../ui/LoadingRegion';
import { Skeleton } from '../../../ui/Skeleton';

type QueryPanelProps<TData> = {
  query: UseQueryResult<TData>;
  /** How many stat cards the content opens with, for the skeleton's shape. */
  statCount: number;
  hasChart?: boolean;
  isEmpty?: (data: TData) => boolean;
  empty?: ReactNode;
  children: (data: TData) => ReactNode;
};

/**
 * The states of one analytics view: loading (in the shape of what comes), failed (with Retry),
 * empty, and the figures. While another range loads, the last figures stay, dimmed and marked busy.
 */
export function QueryPanel<TData>({
  query,
  statCount,
  hasChart = true,
  isEmpty,
  empty,
  children,
}: QueryPanelProps<TData>) {
  const { t } = useTranslation('ad-analytics');
  if (query.isError && query.data === undefined) {
    return (
      <ErrorState
        title={t('errorTitle')}
        text={t('errorText')}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }
  if (query.data === undefined) return <AnalyticsSkeleton statCount={statCount} hasChart={hasChart} />;
  const data = query.data;
  if (isEmpty?.(data)) return empty;
  const isRefreshing = query.isPlaceholderData;
  return (
    <div
      aria-busy={isRefreshing || undefined}
      className={cn('transition-opacity', isRefreshing && 'opacity-60')}
    >
      {children(data)}
    </div>
  );
}

/** Loading, in the shape of what comes: the stat cards, then the chart. */
export function AnalyticsSkeleton({ statCount, hasChart = true }: { statCount: number; hasChart?: boolean }) {
  const { t } = useTranslation('ad-analytics');
  return (
    <LoadingRegion label={t('loading')} className="gap-4">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {Array.from({ length: statCount }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity beyond their place
          <Skeleton key={index} className="h-24 rounded-xl" />
        ))}
      </div>
      {hasChart && <Skeleton className="h-60 w-full rounded-lg" />}
    </LoadingRegion>
  );
}
