import type { TAffiliateAd, TAffiliateAdsPage } from '@creatorscope/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../app/use-format';
import { Table, type TableColumn } from '../../ui/Table';
import { AdStatusBadge } from './AdStatusBadge';
import { adPath } from './ad-paths';
import { useEndDate } from './use-end-date';

type Column = 'campaign' | 'status' | 'budget' | 'commission' | 'validity' | 'created';

const HIDDEN_ON_PHONES = 'max-sm:hidden';

type AdsTableProps = {
  page: TAffiliateAdsPage | undefined;
  isLoading: boolean;
  /** A new page or filter is on its way; the rows shown are the previous ones. */
  isRefreshing?: boolean;
  onPageChange: (page: number) => void;
  empty: ReactNode;
};

/** The ads: name and brand (opening the ad), status, budget, commission, when it ends. */
export function AdsTable({ page, isLoading, isRefreshing = false, onPageChange, empty }: AdsTableProps) {
  const { t } = useTranslation('marketing');
  const format = useFormat();
  const endDate = useEndDate();

  const columns: TableColumn<TAffiliateAd, Column>[] = [
    {
      id: 'campaign',
      header: t('list.columns.campaign'),
      className: 'max-w-[60vw] sm:min-w-44 sm:max-w-none',
      cell: (ad) => (
        <div className="flex min-w-0 flex-col">
          <Link
            to={adPath(ad._id)}
            className="focus-ring truncate rounded-sm font-medium text-text hover:underline"
          >
            <bdi>{ad.campaignName}</bdi>
          </Link>
          <bdi className="truncate text-text-muted text-xs">{ad.brandName}</bdi>
          {/* Phones show the status here, where the row has room for it. */}
          <span className="mt-1 sm:hidden">
            <AdStatusBadge status={ad.status} />
          </span>
        </div>
      ),
    },
    {
      id: 'status',
      header: t('list.columns.status'),
      className: HIDDEN_ON_PHONES,
      cell: (ad) => <AdStatusBadge status={ad.status} />,
    },
    {
      id: 'budget',
      header: t('list.columns.budget'),
      isNumeric: true,
      className: HIDDEN_ON_PHONES,
      cell: (ad) =>
        ad.budget === null ? (
          <span className="text-text-muted">{t('list.noBudget')}</span>
        ) : (
          format.money(ad.budget, ad.currency)
        ),
    },
    {
      id: 'commission',
      header: t('list.columns.commission'),
      isNumeric: true,
      className: HIDDEN_ON_PHONES,
      cell: (ad) => format.percent(ad.commission_percent_on_conversion),
    },
    {
      id: 'validity',
      header: t('list.columns.validity'),
      className: 'whitespace-nowrap text-text-muted max-md:hidden',
      cell: (ad) => endDate(ad),
    },
    {
      id: 'created',
      header: t('list.columns.created'),
      className: 'whitespace-nowrap text-text-muted max-lg:hidden',
      cell: (ad) => format.date(ad.createdAt),
    },
  ];

  const pageSize = page?.pageSize ?? 20;
  const pageCount = page ? Math.max(1, Math.ceil(page.total / pageSize)) : 1;
  const first = page && page.total > 0 ? (page.page - 1) * pageSize + 1 : 0;
  const last = page ? first + Math.max(0, page.rows.length - 1) : 0;

  return (
    <Table
      caption={t('list.caption')}
      columns={columns}
      rows={page?.rows ?? []}
      getRowId={(ad) => ad._id}
      isLoading={isLoading}
      loadingRowCount={4}
      empty={empty}
      className={isRefreshing ? 'opacity-70 transition-opacity' : undefined}
      pagination={
        page && page.total > 0
          ? {
              page: page.page,
              pageCount,
              onPageChange,
              summary: t('list.summary', {
                first: format.whole(first),
                last: format.whole(last),
                total: format.whole(page.total),
              }),
            }
          : undefined
      }
    />
  );
}
