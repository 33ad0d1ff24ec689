import type { TCreatorSummary } from '@creatorscope/contracts';
import type { Format } from '../../app/use-format';
import type { TableColumn } from '../../ui/Table';
import { CreatorLink } from './CreatorLink';
import { QualityBadge, type QualityBandText } from './QualityBadge';

/**
 * The columns the tables of creators (discovery, tracked creators) show alike. Headers and other
 * texts come from the caller, whose namespace need not be 'insights'.
 */
export function creatorColumns<TRow>(creatorOf: (row: TRow) => TCreatorSummary, format: Format) {
  return {
    /** Picture, name and @handle, linking to the creator's page. */
    creator: (header: string, minWidth: 'min-w-40' | 'min-w-44'): TableColumn<TRow, 'creator'> => ({
      id: 'creator',
      header,
      cell: (row) => (
        <CreatorLink
          creator={creatorOf(row)}
          className={`focus-ring group flex ${minWidth} items-center gap-2.5 rounded-md`}
          nameClassName="group-hover:underline"
        />
      ),
    }),
    /** Compact ('1.2M'), with the exact count on hover. */
    followers: (header: string): TableColumn<TRow, 'followers'> => ({
      id: 'followers',
      header,
      isNumeric: true,
      isSortable: true,
      cell: (row) => {
        const { followers } = creatorOf(row);
        return <span title={format.whole(followers)}>{format.compact(followers)}</span>;
      },
    }),
    engagement: (header: string): TableColumn<TRow, 'engagement'> => ({
      id: 'engagement',
      header,
      isNumeric: true,
      isSortable: true,
      cell: (row) => format.percent(creatorOf(row).engagementRate),
    }),
    /** Growth over 30 days; `none` while the history is shorter. */
    growth: (header: string, none: string): TableColumn<TRow, 'growth'> => ({
      id: 'growth',
      header,
      isNumeric: true,
      isSortable: true,
      cell: (row) => {
        const { growth30d } = creatorOf(row);
        return growth30d === null ? none : format.signedPercent(growth30d);
      },
    }),
    /** `t` names the bands. */
    quality: (header: string, t: QualityBandText): TableColumn<TRow, 'quality'> => ({
      id: 'quality',
      header,
      isNumeric: true,
      isSortable: true,
      cell: (row) => <QualityBadge score={creatorOf(row).qualityScore} t={t} />,
    }),
  };
}
