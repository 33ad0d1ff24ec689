import type { TPayment } from '@creatorscope/contracts';
import { Download, FileMinus, FileText, Receipt } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { useFormat } from '../../app/use-format';
import { errorMessage } from '../../lib/query-client';
import { paymentWhat } from '../../shared/payments/payment-what';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { Table, type TableColumn } from '../../ui/Table';
import { downloadCreditNote, downloadReceipt, downloadTaxInvoice } from './download-receipt';
import { PLANS_PATH } from './FeatureLock';
import { STATUS_TONES } from './payment-text';
import { RefundedCredits } from './RefundedCredits';
import { BILLING_PAGE_SIZE, usePayments } from './use-billing';

type Column = 'date' | 'what' | 'amount' | 'status' | 'provider' | 'receipt';

/** A paid ad budget also has a GST tax invoice (numbered by the payouts module), kept once refunded. */
const hasTaxInvoice = (payment: TPayment) =>
  payment.purpose === 'ad_budget' && (payment.status === 'succeeded' || payment.status === 'refunded');
/** A refunded ad budget's invoice is cancelled by a credit note. */
const hasCreditNote = (payment: TPayment) => payment.purpose === 'ad_budget' && payment.status === 'refunded';

type PaymentDocument = 'receipt' | 'invoice' | 'creditNote';
const DOWNLOADS: Readonly<Record<PaymentDocument, (orgId: string, paymentId: string) => Promise<void>>> = {
  receipt: downloadReceipt,
  invoice: downloadTaxInvoice,
  creditNote: downloadCreditNote,
};

/**
 * Every payment of the organisation, newest first, with a receipt for those that went through, a
 * tax invoice for paid ad budgets and a credit note for refunded ones.
 */
export function PaymentsTable({ orgId }: { orgId: string }) {
  const { t } = useTranslation('billing');
  const format = useFormat();
  const [page, setPage] = useState(1);
  const [downloading, setDownloading] = useState<`${PaymentDocument}:${string}` | null>(null);
  const { data, isPending, isError, refetch, isFetching } = usePayments(page);

  const download = async (payment: TPayment, document: PaymentDocument = 'receipt') => {
    if (downloading) return;
    setDownloading(`${document}:${payment._id}`);
    try {
      await DOWNLOADS[document](orgId, payment._id);
    } catch (error) {
      toast.error(errorMessage(error, () => t('unexpected')));
    } finally {
      setDownloading(null);
    }
  };

  const columns: TableColumn<TPayment, Column>[] = [
    {
      id: 'date',
      header: t('payments.date'),
      cell: (row) => format.date(row.paidAt ?? row.createdAt),
      className: 'whitespace-nowrap',
    },
    {
      id: 'what',
      header: t('payments.what'),
      cell: (row) => (
        <span className="inline-flex flex-wrap items-center gap-2">
          <span className="text-text">{paymentWhat(t, row)}</span>
          {row.isRenewal && <Badge>{t('payments.renewal')}</Badge>}
        </span>
      ),
    },
    {
      id: 'amount',
      header: t('payments.amount'),
      isNumeric: true,
      cell: (row) => format.money(row.amount, row.currency),
    },
    {
      id: 'status',
      header: t('payments.status'),
      cell: (row) => (
        <div className="flex flex-col items-start gap-1">
          <Badge tone={STATUS_TONES[row.status]} hasDot>
            {t(`payments.statuses.${row.status}`)}
          </Badge>
          <RefundedCredits payment={row} />
        </div>
      ),
    },
    {
      id: 'provider',
      header: t('payments.provider'),
      cell: (row) => t(`payments.providers.${row.provider}`),
    },
    {
      id: 'receipt',
      header: t('payments.receipt'),
      isHeaderHidden: true,
      className: 'text-end',
      cell: (row) => {
        const what = { what: paymentWhat(t, row), date: format.date(row.paidAt ?? row.createdAt) };
        return (
          <div className="flex flex-wrap justify-end gap-1">
            {hasTaxInvoice(row) && (
              <Button
                size="sm"
                variant="ghost"
                onClick={() => void download(row, 'invoice')}
                isLoading={downloading === `invoice:${row._id}`}
                aria-label={t('payments.taxInvoiceFor', what)}
              >
                <FileText aria-hidden="true" />
                {t('payments.taxInvoice')}
              </Button>
            )}
            {hasCreditNote(row) && (
              <Button
                size="sm"
                variant="ghost"
                onClick={() => void download(row, 'creditNote')}
                isLoading={downloading === `creditNote:${row._id}`}
                aria-label={t('payments.creditNoteFor', what)}
              >
                <FileMinus aria-hidden="true" />
                {t('payments.creditNote')}
              </Button>
            )}
            {row.hasReceipt && (
              <Button
                size="sm"
                variant="ghost"
                onClick={() => void download(row)}
                isLoading={downloading === `receipt:${row._id}`}
                aria-label={t('payments.downloadFor', what)}
              >
                <Download aria-hidden="true" />
                {t('payments.download')}
              </Button>
            )}
          </div>
        );
      },
    },
  ];

  if (isError) {
    return (
      <div className="rounded-xl border border-border bg-surface">
        <ErrorState
          title={t('payments.errorTitle')}
          text={t('errorText')}
          onRetry={() => void refetch()}
          isRetrying={isFetching}
        />
      </div>
    );
  }

  return (
    <Table
      caption={t('payments.title')}
      columns={columns}
      rows={data?.items ?? []}
      getRowId={(row) => row._id}
      isLoading={isPending}
      loadingRowCount={4}
      empty={
        <EmptyState
          icon={Receipt}
          title={t('payments.emptyTitle')}
          text={t('payments.emptyText')}
          action={
            <Button asChild>
              <Link to={PLANS_PATH}>{t('payments.seePlans')}</Link>
            </Button>
          }
        />
      }
      pagination={{
        page,
        pageCount: Math.ceil((data?.total ?? 0) / BILLING_PAGE_SIZE),
        onPageChange: setPage,
        summary: t('payments.summary', { count: data?.total ?? 0, total: format.number(data?.total ?? 0) }),
      }}
    />
  );
}
