import { lazy, Suspense } from 'react';
import { Skeleton } from '../../../ui/Skeleton';
import type { DailyChartProps } from './DailyChart';

// recharts is large: it loads when a chart is first shown, not with the ad's page.
const DailyChart = lazy(async () => ({ default: (await import('./DailyChart')).DailyChart }));

/** DailyChart, with a skeleton of its size while recharts loads. */
export function LazyDailyChart(props: DailyChartProps) {
  const height = props.height ?? 240;
  return (
    <Suspense fallback={<Skeleton className="w-full rounded-lg" style={{ height }} />}>
      <DailyChart {...props} />
    </Suspense>
  );
}
