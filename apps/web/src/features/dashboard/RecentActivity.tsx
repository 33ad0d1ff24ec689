import type { TDashboardActivity } from '@creatorscope/contracts';
import { Bookmark, Coins, History, Link2, type LucideIcon, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/use-format';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';

const ICONS: Record<TDashboardActivity['kind'], LucideIcon> = {
  bookmark: Bookmark,
  tracked: UserPlus,
  credits: Coins,
  sharedLink: Link2,
};

/** The latest saves, tracked creators, credit changes and links, newest first. */
export function RecentActivity({ items }: { items: readonly TDashboardActivity[] }) {
  const { t } = useTranslation('dashboard');
  const format = useFormat();

  const describe = (item: TDashboardActivity): string => {
    switch (item.kind) {
      case 'bookmark':
        return item.creatorHandle
          ? t(item.type === 'reels' ? 'activity.savedReelBy' : 'activity.savedPostBy', {
              handle: item.creatorHandle,
            })
          : t(item.type === 'reels' ? 'activity.savedReel' : 'activity.savedPost');
      case 'tracked':
        return t('activity.tracked', { handle: item.handle });
      case 'sharedLink':
        // First-strong isolates: a title in another script keeps its direction inside the sentence.
        return t('activity.sharedLink', { title: `\u2068${item.title}\u2069` });
      case 'credits':
        return t(`activity.credits.${item.reason}`, {
          defaultValue: t('activity.credits.adjustment', { delta: format.signed(item.delta) }),
          delta: format.signed(item.delta),
        });
    }
  };

  return (
    <Card title={t('activity.title')}>
      {items.length === 0 ? (
        <EmptyState icon={History} title={t('activity.emptyTitle')} text={t('activity.emptyText')} />
      ) : (
        <ol className="-my-2 flex flex-col divide-y divide-border">
          {items.map((item, index) => {
            const Icon = ICONS[item.kind];
            return (
              <li key={`${item.kind}-${item.at}-${index}`} className="flex items-center gap-3 py-2.5">
                <span className="flex size-8 shrink-0 items-center justify-center rounded-lg border border-border bg-surface-muted text-text-muted">
                  <Icon aria-hidden="true" className="size-4" />
                </span>
                <span className="min-w-0 flex-1 truncate text-sm text-text">{describe(item)}</span>
                <time
                  dateTime={item.at}
                  title={format.dateTime(item.at)}
                  className="shrink-0 text-text-muted text-xs"
                >
                  {format.ago(item.at)}
                </time>
              </li>
            );
          })}
        </ol>
      )}
    </Card>
  );
}
