import type { TAdPayoutLine } from '@creatorscope/contracts';
import { PanelRightOpen } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/use-format';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { ErrorState } from '../../ui/ErrorState';
import { Field } from '../../ui/Field';
import { Select } from '../../ui/Select';
import { Table, type TableColumn } from '../../ui/Table';
import { PayoutLinePanel } from './PayoutLinePanel';
import { useAdPayoutLines, useOrgAds } from './use-brand-payouts';

const PAGE_SIZE = 20;
const ALL = 'all';

/** One line per ad and publisher, biggest first, a page at a time, narrowed to one ad if asked. */
export function PayoutLines() {
  const { t } = useTranslation('payouts');
  const format = useFormat();
  const id = useId();
  const [adId, setAdId] = useState<string | undefined>(undefined);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<TAdPayoutLine | null>(null);
  const lines = useAdPayoutLines({ adId, page, pageSize: PAGE_SIZE });
  const ads = useOrgAds();
  const pageCount = Math.max(1, Math.ceil((lines.data?.total ?? 0) / PAGE_SIZE));
  const money = (
    row: TAdPayoutLine,
    key: 'pending' | 'held' | 'available' | 'reversed' | 'bonuses' | 'earned',
  ) => format.money(row[key], row.currency);

  const columns: TableColumn<TAdPayoutLine>[] = [
    {
      id: 'line',
      header: t('lines.line'),
      cell: (row) => (
        <div className="flex min-w-0 flex-col">
          <bdi className="font-medium text-text">{row.publisherName || t('lines.unnamed')}</bdi>
          <bdi className="text-text-muted text-xs">{row.campaignName}</bdi>
        </div>
      ),
    },
    ...(['pending', 'held', 'available', 'reversed', 'bonuses'] as const).map(
      (key): TableColumn<TAdPayoutLine> => ({
        id: key,
        header: t(`lines.${key}`),
        isNumeric: true,
        className: key === 'held' || key === 'reversed' ? 'max-md:hidden' : undefined,
        cell: (row) => money(row, key),
      }),
    ),
    {
      id: 'earned',
      header: t('lines.earned'),
      isNumeric: true,
      className: 'font-medium',
      cell: (row) => money(row, 'earned'),
    },
    {
      id: 'details',
      header: t('lines.details'),
      isHeaderHidden: true,
      cell: (row) => (
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('lines.open', { publisher: row.publisherName, ad: row.campaignName })}
          onClick={() => setOpen(row)}
        >
          <PanelRightOpen aria-hidden="true" className="rtl:-scale-x-100" />
          <span className="max-sm:sr-only">{t('lines.details')}</span>
        </Button>
      ),
    },
  ];

  return (
    <Card title={t('lines.title')} description={t('lines.description')}>
      <div className="flex flex-col gap-4">
        <Field id={`${id}-ad`} label={t('lines.filterAd')} className="sm:max-w-sm">
          <Select
            value={adId ?? ALL}
            onValueChange={(value) => {
              setAdId(value === ALL ? undefined : value);
              setPage(1);
            }}
            options={[
              { value: ALL, label: t('lines.allAds') },
              ...(ads.data?.rows ?? []).map((ad) => ({ value: ad._id, label: ad.campaignName })),
            ]}
          />
        </Field>
        {lines.isError && lines.data === undefined ? (
          <ErrorState
            title={t('errorTitle')}
            text={t('errorText')}
            onRetry={() => void lines.refetch()}
            isRetrying={lines.isFetching}
          />
        ) : (
          <Table
            caption={t('lines.title')}
            columns={columns}
            rows={lines.data?.rows ?? []}
            getRowId={(row) => row._id}
            isLoading={lines.isPending}
            empty={t('lines.empty')}
            pagination={pageCount > 1 ? { page, pageCount, onPageChange: setPage } : undefined}
          />
        )}
      </div>
      {open && <PayoutLinePanel line={open} onClose={() => setOpen(null)} />}
    </Card>
  );
}
