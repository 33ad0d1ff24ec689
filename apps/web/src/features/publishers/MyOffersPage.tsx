import type { TAdLink, TAffiliateAdStatus } from '@creatorscope/contracts';
import { Megaphone, UserRoundPlus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SignInRequired } from '../../app/SignInRequired';
import { useSessionStore } from '../../app/session-store';
import { useFormat } from '../../app/use-format';
import { usePageTitle } from '../../app/use-page-title';
import { Badge, type BadgeTone } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { CopyButton } from '../../ui/CopyField';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { PageHeader } from '../../ui/PageHeader';
import { Table, type TableColumn, type TableSort } from '../../ui/Table';
import { useMyAdLinks, usePublisherProfile } from './use-publisher-profile';

const PAGE_SIZE = 10;
/** An ad's join page and the profile page (routes.tsx maps the same paths). */
const joinPath = (publicId: string) => `/join/${publicId}`;
const PROFILE_PATH = '/creator-hub/profile';

const STATUS_TONES: Readonly<Record<TAffiliateAdStatus, BadgeTone>> = {
  draft: 'accent',
  active: 'success',
  paused: 'warning',
  ended: 'neutral',
};

type ColumnId = 'campaign' | 'brand' | 'status' | 'link' | 'joined';

const STATUS_ORDER: Readonly<Record<TAffiliateAdStatus, number>> = {
  active: 0,
  paused: 1,
  draft: 2,
  ended: 3,
};

function compare(a: TAdLink, b: TAdLink, columnId: ColumnId, collator: Intl.Collator): number {
  switch (columnId) {
    case 'brand':
      return collator.compare(a.brandName, b.brandName);
    case 'status':
      return STATUS_ORDER[a.adStatus] - STATUS_ORDER[b.adStatus];
    case 'joined':
      return Date.parse(a.createdAt) - Date.parse(b.createdAt);
    default:
      return collator.compare(a.campaignName, b.campaignName);
  }
}

/** /creator-hub/offers: the brands' ads the signed-in publisher joined, each with the link to share. */
export function MyOffersPage() {
  const { t } = useTranslation();
  usePageTitle(t('offers.title'));
  const hasToken = useSessionStore((state) => Boolean(state.token));
  const links = useMyAdLinks();

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-10 sm:px-6">
      <PageHeader title={t('offers.title')} description={t('offers.description')} />
      {!hasToken ? (
        <Card>
          <SignInRequired text={t('offers.signInText')} />
        </Card>
      ) : links.isError && links.data === undefined ? (
        <Card>
          <ErrorState
            title={t('offers.errorTitle')}
            text={t('offers.errorText')}
            onRetry={() => void links.refetch()}
            isRetrying={links.isFetching}
          />
        </Card>
      ) : (
        <OffersTable rows={links.data ?? []} isLoading={links.isPending} />
      )}
    </div>
  );
}

/** With no offers yet: how one gets them, and registering first when there is no profile. */
function NoOffers() {
  const { t } = useTranslation();
  const profile = usePublisherProfile();
  return (
    <EmptyState
      icon={Megaphone}
      title={t('offers.emptyTitle')}
      text={t('offers.emptyText')}
      action={
        profile.data === null && (
          <Button asChild>
            <Link to={PROFILE_PATH}>
              <UserRoundPlus aria-hidden="true" />
              {t('offers.register')}
            </Link>
          </Button>
        )
      }
    />
  );
}

function OffersTable({ rows, isLoading }: { rows: readonly TAdLink[]; isLoading: boolean }) {
  const { t } = useTranslation();
  const { t: tp } = useTranslation('ad-publishers');
  const format = useFormat();
  const [sort, setSort] = useState<TableSort<ColumnId>>({ columnId: 'joined', direction: 'desc' });
  const [page, setPage] = useState(1);

  const sorted = useMemo(() => {
    const { collator } = format;
    const direction = sort.direction === 'asc' ? 1 : -1;
    return [...rows].sort((a, b) => direction * compare(a, b, sort.columnId, collator));
  }, [rows, sort, format]);
  const pageCount = Math.max(1, Math.ceil(sorted.length / PAGE_SIZE));
  const currentPage = Math.min(page, pageCount);
  const shown = sorted.slice((currentPage - 1) * PAGE_SIZE, currentPage * PAGE_SIZE);

  const columns: TableColumn<TAdLink, ColumnId>[] = [
    {
      id: 'campaign',
      header: t('offers.campaign'),
      isSortable: true,
      cell: (row) => (
        <div className="flex min-w-0 flex-col">
          <Link
            to={joinPath(row.adPublicId)}
            className="focus-ring w-fit rounded-sm font-medium text-text hover:underline"
          >
            <bdi>{row.campaignName}</bdi>
          </Link>
          {/* Small screens have no brand column: the brand sits under the campaign instead. */}
          <bdi className="text-text-muted text-xs md:hidden">{row.brandName}</bdi>
        </div>
      ),
    },
    {
      id: 'brand',
      header: t('offers.brand'),
      isSortable: true,
      className: 'max-md:hidden',
      cell: (row) => <bdi>{row.brandName}</bdi>,
    },
    {
      id: 'status',
      header: t('offers.status'),
      isSortable: true,
      cell: (row) =>
        row.status === 'removed' ? (
          <Badge tone="danger" hasDot>
            {t('offers.removed')}
          </Badge>
        ) : (
          <Badge tone={STATUS_TONES[row.adStatus]} hasDot>
            {t(`offers.adStatus.${row.adStatus}`)}
          </Badge>
        ),
    },
    {
      id: 'link',
      header: t('offers.link'),
      cell: (row) => (
        <div className="flex flex-col">
          <span className="flex items-center gap-1">
            <bdi dir="ltr" className="whitespace-nowrap font-mono text-xs">
              {row.url.replace(/^https?:\/\//, '')}
            </bdi>
            <CopyButton value={row.url} label={t('offers.copyLink', { campaign: row.campaignName })} />
          </span>
          {/* The brand's coupon for this publisher: a sale with it is theirs whatever link brought it. */}
          {row.couponCode && row.status === 'joined' && (
            <span className="flex items-center gap-1 text-text-muted text-xs">
              <span>{tp('offers.coupon')}</span>
              <bdi dir="ltr" className="font-mono font-medium text-text">
                {row.couponCode}
              </bdi>
              <CopyButton
                value={row.couponCode}
                label={tp('offers.copyCoupon', { code: row.couponCode, campaign: row.campaignName })}
              />
            </span>
          )}
        </div>
      ),
    },
    {
      id: 'joined',
      header: t('offers.joined'),
      isSortable: true,
      className: 'whitespace-nowrap',
      cell: (row) => format.date(row.createdAt),
    },
  ];

  return (
    <Table
      caption={t('offers.caption')}
      columns={columns}
      rows={shown}
      getRowId={(row) => row._id}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        setPage(1);
      }}
      isLoading={isLoading}
      loadingRowCount={3}
      empty={<NoOffers />}
      pagination={
        sorted.length > PAGE_SIZE ? { page: currentPage, pageCount, onPageChange: setPage } : undefined
      }
    />
  );
}
