import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useFormat } from '../../../app/use-format';
import { useLanguage } from '../../../i18n/use-language';
import {
  AXIS_TICK,
  GRID_STROKE,
  SERIES_COLORS,
  TOOLTIP_PROPS,
} from '../../../shared/creator-report/chart-theme';

export type ChartSeries = {
  key: string;
  label: string;
  /** A token colour (var(--color-…)); the next of the chart palette when left out. */
  color?: string;
};

export type DailyChartProps = {
  /** One row a day, oldest first: `day` and a number per series key. */
  data: readonly ({ day: string } & Record<string, number | string>)[];
  series: readonly ChartSeries[];
  /** Bars stack (counted and uncounted clicks make the day's total); lines compare. */
  kind: 'bar' | 'line';
  height?: number;
  /** How a value reads in the tooltip (money, say); whole numbers when left out. */
  formatValue?: (value: number) => string;
};

/**
 * Figures per day, loaded lazily with recharts (LazyDailyChart). Hidden from screen readers: the
 * table beside it holds the same numbers. Time runs with the reading direction (mirrored in RTL).
 */
export function DailyChart({ data, series, kind, height = 240, formatValue }: DailyChartProps) {
  const format = useFormat();
  const { dir } = useLanguage();
  const isRtl = dir === 'rtl';
  const axes = (
    <>
      <CartesianGrid stroke={GRID_STROKE} strokeDasharray="3 3" vertical={false} />
      <XAxis
        dataKey="day"
        tick={AXIS_TICK}
        tickFormatter={(day: string) => format.shortDate(day)}
        minTickGap={24}
        reversed={isRtl}
        stroke={GRID_STROKE}
      />
      <YAxis
        tick={AXIS_TICK}
        tickFormatter={(value: number) => format.compact(value)}
        width={44}
        allowDecimals={false}
        orientation={isRtl ? 'right' : 'left'}
        stroke={GRID_STROKE}
      />
      <Tooltip
        {...TOOLTIP_PROPS}
        labelFormatter={(day) => format.date(String(day))}
        formatter={(value) => (formatValue ?? format.whole)(Number(value))}
      />
      <Legend
        wrapperStyle={{ fontSize: 12, color: 'var(--color-text-muted)' }}
        // In the series' own order (counted before uncounted), not alphabetically in the language shown.
        itemSorter={(item) => series.findIndex((s) => s.key === item.dataKey)}
      />
    </>
  );
  const margin = { top: 8, right: 8, bottom: 0, left: 8 };
  return (
    <div aria-hidden="true" style={{ height }} dir="ltr">
      <ResponsiveContainer width="100%" height="100%">
        {kind === 'bar' ? (
          <BarChart accessibilityLayer={false} data={[...data]} margin={margin}>
            {axes}
            {series.map((item, index) => (
              <Bar
                key={item.key}
                dataKey={item.key}
                name={item.label}
                stackId="day"
                fill={item.color ?? SERIES_COLORS[index % SERIES_COLORS.length]}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        ) : (
          <LineChart accessibilityLayer={false} data={[...data]} margin={margin}>
            {axes}
            {series.map((item, index) => (
              <Line
                key={item.key}
                type="monotone"
                dataKey={item.key}
                name={item.label}
                stroke={item.color ?? SERIES_COLORS[index % SERIES_COLORS.length]}
                strokeWidth={2}
                dot={false}
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        )}
      </ResponsiveContainer>
    </div>
  );
}
