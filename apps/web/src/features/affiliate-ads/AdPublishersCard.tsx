import type { TAdPublisher, TAffiliateAd } from '@creatorscope/contracts';
import { MailPlus, UsersRound } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../app/session-store';
import { useFormat } from '../../app/use-format';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { CopyButton, CopyField } from '../../ui/CopyField';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { Table, type TableColumn, type TableSort } from '../../ui/Table';
import { AdInvitationsSection } from './AdInvitationsSection';
import { AdReportsSection } from './AdReportsSection';
import { joinPath } from './ad-paths';
import { CouponDialog } from './CouponDialog';
import { InvitePublishersDialog } from './InvitePublishersDialog';
import { PublisherActions } from './PublisherActions';
import { RemovePublisherDialog } from './RemovePublisherDialog';
import { ReportPublisherDialog } from './ReportPublisherDialog';
import { useAdPublishers } from './use-ad-links';

const PAGE_SIZE = 10;

/** The link without its origin (`/l/k7m2p9qx`): the part that tells links apart, short enough for a phone. */
function linkPath(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}

type ColumnId = 'publisher' | 'clicks' | 'earned' | 'link' | 'coupon' | 'joined' | 'actions';

function compare(a: TAdPublisher, b: TAdPublisher, columnId: ColumnId, collator: Intl.Collator): number {
  switch (columnId) {
    case 'clicks':
      return a.clicks.counted - b.clicks.counted || a.clicks.uncounted - b.clicks.uncounted;
    case 'earned':
      return a.earned - b.earned;
    case 'joined':
      return Date.parse(a.joinedAt) - Date.parse(b.joinedAt);
    case 'link':
      return a.code.localeCompare(b.code);
    case 'coupon':
      return (a.couponCode ?? '').localeCompare(b.couponCode ?? '');
    default:
      return collator.compare(a.name, b.name);
  }
}

/**
 * The ad's publishers: the join page to share with them and invitations by email, then who joined,
 * with their link, coupon and the clicks it brought (counted ones pay; the others were duplicates,
 * bots or outside the rules). Write members invite, set coupons and remove publishers.
 */
export function AdPublishersCard({ ad }: { ad: TAffiliateAd }) {
  const { t } = useTranslation('marketing');
  const { t: tp } = useTranslation('ad-publishers');
  const publishers = useAdPublishers(ad._id);
  const joinUrl = `${window.location.origin}${joinPath(ad.publicId)}`;
  const canWrite = useSessionStore((state) => Boolean(state.org) && state.org?.permission !== 'Read');
  const isInvitable = ad.status === 'active' && Boolean(ad.website_url);
  const [isInviting, setIsInviting] = useState(false);

  return (
    <Card
      title={t('publishers.title')}
      description={t('publishers.description')}
      actions={
        canWrite && (
          <Button
            variant="secondary"
            size="sm"
            disabled={!isInvitable}
            title={isInvitable ? undefined : tp('invite.closed')}
            onClick={() => setIsInviting(true)}
          >
            <MailPlus aria-hidden="true" />
            {tp('invite.open')}
          </Button>
        )
      }
    >
      {canWrite && <InvitePublishersDialog adId={ad._id} isOpen={isInviting} onOpenChange={setIsInviting} />}
      <div className="flex flex-col gap-5">
        <div className="flex flex-col gap-2">
          <p className="font-medium text-sm text-text">{t('publishers.joinPage')}</p>
          <CopyField value={joinUrl} label={t('publishers.joinPage')} />
          <p className="text-sm text-text-muted">
            {ad.status === 'active' && ad.website_url
              ? t('publishers.joinPageText')
              : t(`publishers.joinPageClosed.${ad.status === 'active' ? 'noSite' : ad.status}`)}
          </p>
        </div>
        {publishers.isError && publishers.data === undefined ? (
          <ErrorState
            title={t('publishers.errorTitle')}
            text={t('publishers.errorText')}
            onRetry={() => void publishers.refetch()}
            isRetrying={publishers.isFetching}
          />
        ) : (
          <PublishersTable
            adId={ad._id}
            currency={ad.currency}
            rows={publishers.data ?? []}
            isLoading={publishers.isPending}
            canWrite={canWrite}
          />
        )}
        <AdReportsSection adId={ad._id} canWrite={canWrite} />
        <AdInvitationsSection adId={ad._id} canWrite={canWrite} />
      </div>
    </Card>
  );
}

type PublishersTableProps = {
  adId: string;
  currency: TAffiliateAd['currency'];
  rows: readonly TAdPublisher[];
  isLoading: boolean;
  canWrite: boolean;
};

function PublishersTable({ adId, currency, rows, isLoading, canWrite }: PublishersTableProps) {
  const { t } = useTranslation('marketing');
  const { t: tt } = useTranslation();
  const { t: tp } = useTranslation('ad-publishers');
  const { t: tr } = useTranslation('ad-reports');
  const format = useFormat();
  const [sort, setSort] = useState<TableSort<ColumnId>>({ columnId: 'joined', direction: 'desc' });
  const [page, setPage] = useState(1);
  const [couponFor, setCouponFor] = useState<TAdPublisher | null>(null);
  const [removing, setRemoving] = useState<TAdPublisher | null>(null);
  const [reporting, setReporting] = useState<TAdPublisher | null>(null);

  const sorted = useMemo(() => {
    const { collator } = format;
    const direction = sort.direction === 'asc' ? 1 : -1;
    return [...rows].sort((a, b) => direction * compare(a, b, sort.columnId, collator));
  }, [rows, sort, format]);
  const pageCount = Math.max(1, Math.ceil(sorted.length / PAGE_SIZE));
  const currentPage = Math.min(page, pageCount);
  const shown = sorted.slice((currentPage - 1) * PAGE_SIZE, currentPage * PAGE_SIZE);

  const columns: TableColumn<TAdPublisher, ColumnId>[] = [
    {
      id: 'publisher',
      header: t('publishers.publisher'),
      isSortable: true,
      cell: (row) => (
        <div className="flex min-w-0 flex-col">
          <span className="flex items-center gap-2 font-medium text-text">
            <bdi className="truncate">{row.name}</bdi>
            {row.status === 'removed' && <Badge>{t('publishers.removed')}</Badge>}
          </span>
          <span className="text-text-muted text-xs">{tt(`publishers.types.${row.publisherType}`)}</span>
          {/* Phones have no coupon column: the coupon sits under the name instead. */}
          {row.couponCode && (
            <span className="whitespace-nowrap text-text-muted text-xs md:hidden">
              {tp('coupon.column')}:{' '}
              <bdi dir="ltr" className="font-mono">
                {row.couponCode}
              </bdi>
            </span>
          )}
        </div>
      ),
    },
    {
      id: 'clicks',
      header: t('publishers.clicks'),
      isSortable: true,
      isNumeric: true,
      cell: (row) => (
        <div className="flex flex-col items-end">
          <span className="font-medium text-text">{format.whole(row.clicks.counted)}</span>
          {row.clicks.uncounted > 0 && (
            <span className="whitespace-nowrap text-text-muted text-xs">
              {t('publishers.uncounted', {
                count: row.clicks.uncounted,
                value: format.whole(row.clicks.uncounted),
              })}
            </span>
          )}
        </div>
      ),
    },
    {
      id: 'earned',
      header: tr('earned'),
      isSortable: true,
      isNumeric: true,
      cell: (row) => (
        <div className="flex flex-col items-end">
          <span className="whitespace-nowrap font-medium text-text">
            {format.money(row.earned, currency)}
          </span>
          {row.openReportId && (
            <span className="whitespace-nowrap text-warning text-xs">{tr('heldBadge')}</span>
          )}
        </div>
      ),
    },
    {
      id: 'link',
      header: t('publishers.link'),
      cell: (row) => (
        <span className="flex items-center gap-1">
          <bdi dir="ltr" className="whitespace-nowrap font-mono text-xs">
            {linkPath(row.url)}
          </bdi>
          <CopyButton value={row.url} label={t('publishers.copyLink', { name: row.name })} />
        </span>
      ),
    },
    {
      id: 'coupon',
      header: tp('coupon.column'),
      isSortable: true,
      className: 'max-md:hidden',
      cell: (row) =>
        row.couponCode ? (
          <bdi dir="ltr" className="whitespace-nowrap font-mono text-xs">
            {row.couponCode}
          </bdi>
        ) : (
          <span className="text-text-muted">{tp('coupon.none')}</span>
        ),
    },
    {
      id: 'joined',
      header: t('publishers.joined'),
      isSortable: true,
      // Phones keep the figures in view: the date is the column they do without.
      className: 'whitespace-nowrap max-sm:hidden',
      cell: (row) => format.date(row.joinedAt),
    },
    ...(canWrite
      ? [
          {
            id: 'actions',
            header: tp('actions'),
            isHeaderHidden: true,
            className: 'w-0',
            cell: (row: TAdPublisher) =>
              row.status === 'joined' || !row.openReportId ? (
                <PublisherActions
                  publisher={row}
                  onCoupon={setCouponFor}
                  onRemove={setRemoving}
                  onReport={setReporting}
                />
              ) : null,
          } satisfies TableColumn<TAdPublisher, ColumnId>,
        ]
      : []),
  ];

  return (
    <>
      {couponFor && <CouponDialog adId={adId} publisher={couponFor} onClose={() => setCouponFor(null)} />}
      {removing && (
        <RemovePublisherDialog adId={adId} publisher={removing} onClose={() => setRemoving(null)} />
      )}
      {reporting && (
        <ReportPublisherDialog adId={adId} publisher={reporting} onClose={() => setReporting(null)} />
      )}
      <Table
        caption={t('publishers.caption')}
        columns={columns}
        rows={shown}
        getRowId={(row) => row.linkId}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          setPage(1);
        }}
        isLoading={isLoading}
        loadingRowCount={3}
        empty={
          <EmptyState
            icon={UsersRound}
            title={t('publishers.emptyTitle')}
            text={t('publishers.emptyText')}
            className="py-4"
          />
        }
        pagination={
          sorted.length > PAGE_SIZE ? { page: currentPage, pageCount, onPageChange: setPage } : undefined
        }
      />
    </>
  );
}
