import type { TCreatorPost } from '@creatorscope/contracts';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useFormat } from '../../app/use-format';
import { useLanguage } from '../../i18n/use-language';
import { ChartTable } from './ChartTable';
import { AXIS_TICK, GRID_STROKE, SERIES_COLORS, TOOLTIP_PROPS } from './chart-theme';

/** Engagement rate of each recent post, oldest first, so a trend reads in the reading direction. */
export function EngagementChart({ posts }: { posts: readonly TCreatorPost[] }) {
  const { t } = useTranslation('insights');
  const format = useFormat();
  const { dir } = useLanguage();
  const isRtl = dir === 'rtl';
  const data = [...posts]
    .sort((a, b) => a.postedAt.localeCompare(b.postedAt))
    .map((post) => ({ day: post.postedAt, rate: post.engagementRate, type: post.type }));

  return (
    <div>
      <div aria-hidden="true" className="h-60" dir="ltr">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
            <CartesianGrid stroke={GRID_STROKE} strokeDasharray="3 3" vertical={false} />
            <XAxis
              dataKey="day"
              tick={AXIS_TICK}
              tickFormatter={(day: string) => format.shortDate(day)}
              reversed={isRtl}
              stroke={GRID_STROKE}
              minTickGap={16}
            />
            <YAxis
              tick={AXIS_TICK}
              tickFormatter={(value: number) => format.percent(value)}
              width={56}
              orientation={isRtl ? 'right' : 'left'}
              stroke={GRID_STROKE}
            />
            <Tooltip
              {...TOOLTIP_PROPS}
              labelFormatter={(day) => format.date(String(day))}
              formatter={(value) => [format.percent(Number(value)), t('metrics.engagementRate')]}
            />
            <Bar dataKey="rate" fill={SERIES_COLORS[0]} radius={[4, 4, 0, 0]} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <ChartTable
        caption={t('creator.engagementChart')}
        headers={[t('creator.postedOn'), t('creator.postType'), t('metrics.engagementRate')]}
        rows={data.map((row) => [format.dateTime(row.day), t(`posts.${row.type}`), format.percent(row.rate)])}
      />
    </div>
  );
}
