import type { TPayout, TPayoutState } from '@creatorscope/contracts';
import { Banknote, Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useFormat } from '../../app/use-format';
import { downloadPdf } from '../../lib/api/download-pdf';
import { errorMessage } from '../../lib/query-client';
import { Badge, type BadgeTone } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { Table, type TableColumn } from '../../ui/Table';
import { PAYOUTS_PAGE_SIZE, usePayoutHistory } from './use-creator-money';

/** Saves the self-billed statement (PDF) of one of the publisher's payouts. */
export const downloadStatement = (payoutId: string) =>
  downloadPdf('/api/publisher/get-payout-statement', { payoutId }, `statement-${payoutId}.pdf`);

const hasStatement = (row: TPayout) => row.state === 'paid' || row.state === 'processing';

const STATE_TONES: Readonly<Record<TPayoutState, BadgeTone>> = {
  pending: 'neutral',
  processing: 'accent',
  paid: 'success',
  failed: 'danger',
  reversed: 'warning',
};

/**
 * The publisher's payouts, newest first: net amount, TDS withheld, state (with why one failed),
 * method, bank reference and the statement of those being paid or paid.
 */
export function PayoutHistory() {
  const { t } = useTranslation('earnings');
  const format = useFormat();
  const [page, setPage] = useState(1);
  const history = usePayoutHistory(page);
  const [downloading, setDownloading] = useState<string | null>(null);

  const download = async (row: TPayout) => {
    if (downloading) return;
    setDownloading(row._id);
    try {
      await downloadStatement(row._id);
    } catch (error) {
      toast.error(errorMessage(error, () => t('history.statementFailed')));
    } finally {
      setDownloading(null);
    }
  };
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
      id: 'tds',
      header: t('history.tds'),
      isNumeric: true,
      cell: (row) =>
        row.tdsAmount > 0 ? (
          <div className="flex flex-col items-end">
            <span>{format.money(row.tdsAmount, row.currency)}</span>
            <span className="whitespace-nowrap text-text-muted text-xs">
              {t(row.isTdsWithoutPan ? 'history.tdsOfWithoutPan' : 'history.tdsOf', {
                rate: format.number(row.tdsRatePercent),
                gross: format.money(row.grossAmount, row.currency),
              })}
            </span>
          </div>
        ) : (
          <span className="text-text-muted">{t('history.noTds')}</span>
        ),
    },
    {
      id: 'state',
      header: t('history.state'),
      cell: (row) => (
        <div className="flex min-w-0 flex-col items-start gap-1">
          <Badge tone={STATE_TONES[row.state]} hasDot>
            {t(`history.states.${row.state}`)}
          </Badge>
          {(row.state === 'failed' || row.state === 'reversed') && (row.failureCode || row.failureReason) && (
            // The provider's words are in its language, whichever way the page runs.
            <span className="max-w-64 text-danger text-xs" dir={row.failureCode ? undefined : 'auto'}>
              {row.failureCode ? t(`history.failures.${row.failureCode}`) : row.failureReason}
            </span>
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
            {t(`methods.kindName.${row.method.kind}`)}
            {/* A bank payout names its rail (IMPS, NEFT); a UPI one's rail is UPI again. */}
            {row.method.kind === 'bank' && ` · ${row.mode}`}
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
    {
      id: 'statement',
      header: t('history.statement'),
      isHeaderHidden: true,
      className: 'text-end',
      cell: (row) =>
        hasStatement(row) ? (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => void download(row)}
            isLoading={downloading === row._id}
            aria-label={t('history.statementFor', {
              amount: format.money(row.amount, row.currency),
              date: format.date(row.createdAt),
            })}
          >
            <Download aria-hidden="true" />
            {t('history.statement')}
          </Button>
        ) : null,
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
