import type { TCreditLedgerEntry } from '@creatorscope/contracts';
import { History } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/use-format';
import { paymentWhat } from '../../shared/payments/payment-what';
import { cn } from '../../ui/cn';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { Table, type TableColumn } from '../../ui/Table';
import { BILLING_PAGE_SIZE, useCreditLedger } from './use-billing';

type Column = 'date' | 'what' | 'change' | 'balance';

/** Every change of the credits balance, newest first: date, why, the change and the balance after it. */
export function CreditLedgerTable() {
  const { t } = useTranslation('billing');
  const titleId = useId();
  const format = useFormat();
  const [page, setPage] = useState(1);
  const { data, isPending, isError, refetch, isFetching } = useCreditLedger(page);
  // What granted the credits in the reader's words; the English note for anything else (a handle).
  const noteOf = ({ item, note }: TCreditLedgerEntry) => {
    if (!item) return note;
    const what = paymentWhat(t, item);
    return item.month === null ? what : t('ledger.planMonth', { what, month: format.whole(item.month) });
  };

  const columns: TableColumn<TCreditLedgerEntry, Column>[] = [
    {
      id: 'date',
      header: t('ledger.date'),
      cell: (row) => format.date(row.createdAt),
      className: 'whitespace-nowrap',
    },
    {
      id: 'what',
      header: t('ledger.what'),
      cell: (row) => (
        <div className="flex flex-col">
          <span className="text-text">{t(`ledger.reasons.${row.reason}`)}</span>
          {(row.item || row.note) && <span className="text-text-muted text-xs">{noteOf(row)}</span>}
        </div>
      ),
    },
    {
      id: 'change',
      header: t('ledger.change'),
      isNumeric: true,
      cell: (row) => (
        <span className={cn('font-medium', row.delta > 0 ? 'text-success' : 'text-text')}>
          {format.signed(row.delta)}
        </span>
      ),
    },
    {
      id: 'balance',
      header: t('ledger.balance'),
      isNumeric: true,
      cell: (row) => format.number(row.balanceAfter),
    },
  ];

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <h2 id={titleId} className="font-semibold text-lg text-text">
        {t('ledger.title')}
      </h2>
      {isError ? (
        <div className="rounded-xl border border-border bg-surface">
          <ErrorState
            title={t('ledger.errorTitle')}
            text={t('errorText')}
            onRetry={() => void refetch()}
            isRetrying={isFetching}
          />
        </div>
      ) : (
        <Table
          caption={t('ledger.title')}
          columns={columns}
          rows={data?.items ?? []}
          getRowId={(row) => row._id}
          isLoading={isPending}
          loadingRowCount={3}
          empty={<EmptyState icon={History} title={t('ledger.emptyTitle')} text={t('ledger.emptyText')} />}
          pagination={{
            page,
            pageCount: Math.ceil((data?.total ?? 0) / BILLING_PAGE_SIZE),
            onPageChange: setPage,
            summary: t('ledger.summary', { count: data?.total ?? 0, total: format.number(data?.total ?? 0) }),
          }}
        />
      )}
    </section>
  );
}
