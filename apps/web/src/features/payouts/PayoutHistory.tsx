import type { TPayout, TPayoutState } from '@creatorscope/contracts';
import { Banknote } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/use-format';
import { Badge, type BadgeTone } from '../../ui/Badge';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { Table, type TableColumn } from '../../ui/Table';
import { PAYOUTS_PAGE_SIZE, usePayoutHistory } from './use-creator-money';

const STATE_TONES: Readonly<Record<TPayoutState, BadgeTone>> = {
  pending: 'neutral',
  processing: 'accent',
  paid: 'success',
  failed: 'danger',
};

/** The publisher's payouts, newest first: amount, state (with why one failed), method, bank reference. */
export function PayoutHistory() {
  const { t } = useTranslation('earnings');
  const format = useFormat();
  const [page, setPage] = useState(1);
  const history = usePayoutHistory(page);
  const pageCount = Math.max(1, Math.ceil((history.data?.total ?? 0) / PAYOUTS_PAGE_SIZE));

  const columns: TableColumn<TPayout>[] = [
    {
      id: 'createdAt',
      header: t('history.requested'),
      className: 'whitespace-nowrap',
      cell: (row) => format.dateTime(row.createdAt),
    },
    {
      id: 'amount',
      header: t('history.amount'),
      isNumeric: true,
      className: 'font-medium',
      cell: (row) => format.money(row.amount, row.currency),
    },
    {
      id: 'state',
      header: t('history.state'),
      cell: (row) => (
        <div className="flex min-w-0 flex-col items-start gap-1">
          <Badge tone={STATE_TONES[row.state]} hasDot>
            {t(`history.states.${row.state}`)}
          </Badge>
          {row.state === 'failed' && row.failureReason && (
            <span className="max-w-64 text-danger text-xs">{row.failureReason}</span>
          )}
          {row.state === 'paid' && row.paidAt && (
            <span className="whitespace-nowrap text-text-muted text-xs">
              {t('history.paidAt', { date: format.date(row.paidAt) })}
            </span>
          )}
        </div>
      ),
    },
    {
      id: 'method',
      header: t('history.method'),
      cell: (row) => (
        <div className="flex min-w-0 flex-col">
          <span>
            {t(`methods.kindName.${row.method.kind}`)} · {row.mode}
          </span>
          <bdi dir="ltr" className="metric w-fit text-text-muted text-xs">
            {row.method.masked}
          </bdi>
        </div>
      ),
    },
    {
      id: 'reference',
      header: t('history.reference'),
      cell: (row) =>
        row.reference ? (
          <bdi dir="ltr" className="font-mono text-xs">
            {row.reference}
          </bdi>
        ) : (
          <span className="text-text-muted">{t('history.noReference')}</span>
        ),
    },
  ];

  return (
    <Card title={t('history.title')} description={t('history.description')}>
      {history.isError && history.data === undefined ? (
        <ErrorState
          title={t('history.errorTitle')}
          text={t('state.errorText')}
          onRetry={() => void history.refetch()}
          isRetrying={history.isFetching}
        />
      ) : (
        <Table
          caption={t('history.title')}
          columns={columns}
          rows={history.data?.rows ?? []}
          getRowId={(row) => row._id}
          isLoading={history.isPending}
          loadingRowCount={3}
          empty={<EmptyState icon={Banknote} title={t('history.emptyTitle')} text={t('history.emptyText')} />}
          pagination={pageCount > 1 ? { page, pageCount, onPageChange: setPage } : undefined}
        />
      )}
    </Card>
  );
}
