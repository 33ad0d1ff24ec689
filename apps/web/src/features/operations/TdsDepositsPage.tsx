import type { TTdsMonth } from '@creatorscope/contracts';
import { Download, Landmark } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useFormat } from '../../app/use-format';
import { errorMessage } from '../../lib/query-client';
import { Badge, type BadgeTone } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { Table, type TableColumn } from '../../ui/Table';
import { downloadTdsDeductees } from './api';
import { OperatorFrame, useIsOperator } from './OperatorFrame';
import { RecordDepositDialog } from './RecordDepositDialog';
import { useTdsDeposits } from './use-tds-deposits';

const STATUS_TONES: Readonly<Record<TTdsMonth['status'], BadgeTone>> = {
  open: 'neutral',
  due: 'warning',
  overdue: 'danger',
  deposited: 'success',
};

type Column = 'month' | 'tds' | 'status' | 'challan' | 'action';

/**
 * /operations/tds-deposits: for the platform's operators. The TDS withheld from publishers' payouts
 * is the government's: month by month, what is due and by when, the deductees for the TDS return
 * (a CSV with their PANs), and the challan each month was deposited with once an operator records it.
 */
export function TdsDepositsPage() {
  const { t } = useTranslation('operations');
  const { t: tt } = useTranslation();
  const format = useFormat();
  const months = useTdsDeposits(useIsOperator());
  const [recording, setRecording] = useState<TTdsMonth | null>(null);
  const [downloading, setDownloading] = useState<string | null>(null);
  const download = async (month: string) => {
    if (downloading) return;
    setDownloading(month);
    try {
      await downloadTdsDeductees(month);
    } catch (error) {
      toast.error(errorMessage(error, () => tt('errors.unexpected')));
    } finally {
      setDownloading(null);
    }
  };

  const columns: TableColumn<TTdsMonth, Column>[] = [
    {
      id: 'month',
      header: t('tds.month'),
      cell: (row) => <span className="font-medium text-text">{format.month(row.month)}</span>,
    },
    {
      id: 'tds',
      header: t('tds.amount'),
      isNumeric: true,
      cell: (row) => (
        <div className="flex flex-col items-end">
          <span className="font-medium">{format.money(row.tdsAmount, 'INR')}</span>
          <span className="whitespace-nowrap text-text-muted text-xs">
            {t('tds.payouts', { count: row.payouts })}
          </span>
        </div>
      ),
    },
    {
      id: 'status',
      header: t('tds.status'),
      cell: (row) => (
        <div className="flex flex-col items-start gap-1">
          <Badge tone={STATUS_TONES[row.status]} hasDot>
            {t(`tds.statuses.${row.status}`)}
          </Badge>
          {row.status !== 'deposited' && (
            <span className="whitespace-nowrap text-text-muted text-xs">
              {t('tds.dueBy', { date: format.day(row.dueDate) })}
            </span>
          )}
        </div>
      ),
    },
    {
      id: 'challan',
      header: t('tds.challan'),
      cell: (row) =>
        row.deposit ? (
          <div className="flex flex-col">
            <bdi dir="ltr" className="metric w-fit">
              {row.deposit.bsrCode} · {row.deposit.challanSerial}
            </bdi>
            <span className="text-text-muted text-xs">
              {t('tds.depositedOn', {
                date: format.day(row.deposit.challanDate),
                who: row.deposit.recordedBy,
              })}
            </span>
          </div>
        ) : (
          <span className="text-text-muted">{t('tds.notYet')}</span>
        ),
    },
    {
      id: 'action',
      header: t('tds.action'),
      isHeaderHidden: true,
      className: 'text-end',
      cell: (row) => (
        <div className="flex flex-wrap justify-end gap-1">
          <Button
            size="sm"
            variant="ghost"
            isLoading={downloading === row.month}
            onClick={() => void download(row.month)}
            aria-label={t('tds.deducteesFor', { month: format.month(row.month) })}
          >
            <Download aria-hidden="true" />
            {t('tds.deductees')}
          </Button>
          {(row.status === 'due' || row.status === 'overdue') && (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setRecording(row)}
              aria-label={t('tds.recordFor', { month: format.month(row.month) })}
            >
              {t('tds.record')}
            </Button>
          )}
        </div>
      ),
    },
  ];

  return (
    <OperatorFrame
      title={t('tds.title')}
      description={t('tds.description')}
      errorTitle={t('tds.errorTitle')}
      loadingLabel={t('tds.loading')}
      query={months}
      footer={recording && <RecordDepositDialog month={recording} onClose={() => setRecording(null)} />}
    >
      {(data) =>
        data.months.length === 0 ? (
          <Card>
            <EmptyState icon={Landmark} title={t('tds.emptyTitle')} text={t('tds.emptyText')} />
          </Card>
        ) : (
          <Table
            columns={columns}
            rows={data.months}
            getRowId={(row) => row.month}
            caption={t('tds.caption')}
          />
        )
      }
    </OperatorFrame>
  );
}
