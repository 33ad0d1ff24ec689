import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useFormat } from '../../app/use-format';
import { useLanguage } from '../../i18n/use-language';
import { ChartTable } from './ChartTable';
import { AXIS_TICK, GRID_STROKE, SERIES_COLORS, TOOLTIP_PROPS } from './chart-theme';

type HistorySeries = {
  key: string;
  label: string;
  points: readonly { day: string; followers: number }[];
};

type HistoryChartProps = {
  series: readonly HistorySeries[];
  caption: string;
  dayHeader: string;
  height?: number;
};

/** Followers over time, one line per creator; time runs with the reading direction (RTL mirrored). */
export function HistoryChart({ series, caption, dayHeader, height = 260 }: HistoryChartProps) {
  const format = useFormat();
  const { dir } = useLanguage();
  const isRtl = dir === 'rtl';
  const byDay = new Map<string, Record<string, number | string>>();
  for (const item of series) {
    for (const point of item.points) {
      const row = byDay.get(point.day) ?? { day: point.day };
      row[item.key] = point.followers;
      byDay.set(point.day, row);
    }
  }
  const data = [...byDay.values()].sort((a, b) => String(a.day).localeCompare(String(b.day)));
  // A screen reader gets one row a week: 180 daily rows would drown the reader.
  const tableRows = data
    .filter((_, index) => index % 7 === 0 || index === data.length - 1)
    .map((row) => [
      format.date(String(row.day)),
      ...series.map((item) =>
        typeof row[item.key] === 'number' ? format.whole(row[item.key] as number) : '',
      ),
    ]);

  return (
    <div>
      <div aria-hidden="true" style={{ height }} dir="ltr">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
            <CartesianGrid stroke={GRID_STROKE} strokeDasharray="3 3" vertical={false} />
            <XAxis
              dataKey="day"
              tick={AXIS_TICK}
              tickFormatter={(day: string) => format.shortDate(day)}
              minTickGap={32}
              reversed={isRtl}
              stroke={GRID_STROKE}
            />
            <YAxis
              tick={AXIS_TICK}
              tickFormatter={(value: number) => format.compact(value)}
              width={56}
              orientation={isRtl ? 'right' : 'left'}
              domain={['auto', 'auto']}
              stroke={GRID_STROKE}
            />
            <Tooltip
              {...TOOLTIP_PROPS}
              labelFormatter={(day) => format.date(String(day))}
              formatter={(value) => format.whole(Number(value))}
            />
            {series.length > 1 && (
              <Legend wrapperStyle={{ fontSize: 12, color: 'var(--color-text-muted)' }} />
            )}
            {series.map((item, index) => (
              <Line
                key={item.key}
                type="monotone"
                dataKey={item.key}
                name={item.label}
                stroke={SERIES_COLORS[index % SERIES_COLORS.length]}
                strokeWidth={2}
                dot={false}
                connectNulls
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        </ResponsiveContainer>
      </div>
      <ChartTable
        caption={caption}
        headers={[dayHeader, ...series.map((item) => item.label)]}
        rows={tableRows}
      />
    </div>
  );
}
