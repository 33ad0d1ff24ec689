import type { TCreatorSummary } from '@creatorscope/contracts';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/use-format';
import { CreatorAvatar } from '../../shared/creators/CreatorAvatar';
import { DataSource } from '../../shared/creators/DataSource';
import { InstagramProfileLink } from '../../shared/creators/InstagramProfileLink';
import { QualityBadge } from '../../shared/creators/QualityBadge';
import { TierBadge } from '../../shared/creators/TierBadge';
import { Table, type TableColumn } from '../../ui/Table';

type Column = 'creator' | 'category' | 'tier' | 'followers' | 'engagement' | 'growth' | 'quality' | 'price';

/** A shared shortlist: the creators' summary metrics side by side, read-only. */
export function ShortlistTable({ creators }: { creators: readonly TCreatorSummary[] }) {
  const { t } = useTranslation('reports');
  const { t: ti } = useTranslation('insights');
  const format = useFormat();
  const columns: TableColumn<TCreatorSummary, Column>[] = [
    {
      id: 'creator',
      header: t('public.columns.creator'),
      cell: (c) => (
        <div className="flex min-w-44 items-center gap-3">
          <CreatorAvatar name={c.name} url={c.profilePictureUrl} />
          <div className="flex min-w-0 flex-col">
            <span className="truncate font-medium text-text">{c.name}</span>
            <InstagramProfileLink handle={c.handle} size="xs" />
          </div>
        </div>
      ),
    },
    { id: 'category', header: t('public.columns.category'), cell: (c) => ti(`categories.${c.category}`) },
    { id: 'tier', header: t('public.columns.tier'), cell: (c) => <TierBadge tier={c.tier} /> },
    {
      id: 'followers',
      header: t('public.columns.followers'),
      isNumeric: true,
      cell: (c) => format.compact(c.followers),
    },
    {
      id: 'engagement',
      header: t('public.columns.engagement'),
      isNumeric: true,
      cell: (c) => format.percent(c.engagementRate),
    },
    {
      id: 'growth',
      header: t('public.columns.growth'),
      isNumeric: true,
      cell: (c) => (c.growth30d === null ? '—' : format.signedPercent(c.growth30d)),
    },
    {
      id: 'quality',
      header: t('public.columns.quality'),
      cell: (c) => <QualityBadge score={c.qualityScore} t={ti} />,
    },
    {
      id: 'price',
      header: t('public.columns.price'),
      isNumeric: true,
      cell: (c) => format.compactRupees(c.estimatedPrice),
    },
  ];
  const sources = [...new Set(creators.map((c) => c.source))];
  return (
    <div className="flex flex-col gap-3">
      <Table
        caption={t('public.shortlistCaption')}
        columns={columns}
        rows={creators}
        getRowId={(c) => c._id}
      />
      {sources.map((source) => (
        <DataSource key={source} source={source} />
      ))}
    </div>
  );
}
