// The ad analytics' chart, which the creator hub's earnings also draw (recharts loads with it, lazily).
export type { ChartSeries } from './analytics/DailyChart';
export { LazyDailyChart } from './analytics/LazyDailyChart';
