import type { TAdReport } from '@creatorscope/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useFormat } from '../../app/use-format';
import { Badge, type BadgeTone } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { ErrorState } from '../../ui/ErrorState';
import { useAdReports, useResolveReport } from './use-ad-reports';

const STATUS_TONES: Readonly<Record<TAdReport['status'], BadgeTone>> = {
  open: 'warning',
  confirmed: 'danger',
  dismissed: 'neutral',
};

type Outcome = 'confirmed' | 'dismissed';

/**
 * The brand's reports of publishers on the ad, open ones first: what each holds, and the decision
 * (confirm: the held money returns to the budget; dismiss: it goes back to the publisher). Shown
 * only once there is a report; nothing to say before.
 */
export function AdReportsSection({ adId, canWrite }: { adId: string; canWrite: boolean }) {
  const { t } = useTranslation('ad-reports');
  const reports = useAdReports(adId);
  const [deciding, setDeciding] = useState<{ report: TAdReport; outcome: Outcome } | null>(null);
  const headingId = `reports-${adId}`;

  if (reports.isError && reports.data === undefined) {
    return (
      <ErrorState
        title={t('list.errorTitle')}
        text={t('list.errorText')}
        onRetry={() => void reports.refetch()}
        isRetrying={reports.isFetching}
      />
    );
  }
  const rows = reports.data ?? [];
  if (rows.length === 0) return null;
  const sorted = [...rows].sort((a, b) => Number(b.status === 'open') - Number(a.status === 'open'));

  return (
    <div className="flex flex-col gap-2">
      <h3 id={headingId} className="font-medium text-sm text-text">
        {t('list.title')}
      </h3>
      <ul
        className="flex flex-col divide-y divide-border rounded-lg border border-border"
        aria-labelledby={headingId}
      >
        {sorted.map((report) => (
          <ReportRow
            key={report._id}
            report={report}
            canWrite={canWrite}
            onDecide={(outcome) => setDeciding({ report, outcome })}
          />
        ))}
      </ul>
      {deciding && (
        <DecisionDialog
          adId={adId}
          report={deciding.report}
          outcome={deciding.outcome}
          onClose={() => setDeciding(null)}
        />
      )}
    </div>
  );
}

function ReportRow({
  report,
  canWrite,
  onDecide,
}: {
  report: TAdReport;
  canWrite: boolean;
  onDecide: (outcome: Outcome) => void;
}) {
  const { t } = useTranslation('ad-reports');
  const format = useFormat();
  const held = format.money(report.held, report.currency);
  return (
    <li className="flex flex-col gap-2 px-3 py-2 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col gap-0.5">
        <span className="flex flex-wrap items-center gap-2 text-sm text-text">
          <bdi className="truncate font-medium">{report.publisherName}</bdi>
          <Badge tone={STATUS_TONES[report.status]} hasDot>
            {t(`status.${report.status}`)}
          </Badge>
        </span>
        <span className="text-text-muted text-xs">
          {t('list.line', {
            reason: t(`reasons.${report.reason}`),
            date: format.date(report.createdAt),
            held,
          })}
        </span>
        {report.details && (
          <p dir="auto" className="text-text-muted text-xs">
            {report.details}
          </p>
        )}
      </div>
      {canWrite && report.status === 'open' && (
        <div className="flex shrink-0 gap-2">
          <Button variant="secondary" size="sm" onClick={() => onDecide('dismissed')}>
            {t('dismiss.action')}
          </Button>
          <Button variant="danger" size="sm" onClick={() => onDecide('confirmed')}>
            {t('confirm.action')}
          </Button>
        </div>
      )}
    </li>
  );
}

type DecisionDialogProps = { adId: string; report: TAdReport; outcome: Outcome; onClose: () => void };

/** Asks before a decision: it moves the held money for good. */
function DecisionDialog({ adId, report, outcome, onClose }: DecisionDialogProps) {
  const { t } = useTranslation('ad-reports');
  const format = useFormat();
  const resolve = useResolveReport(adId);
  const key = outcome === 'confirmed' ? 'confirm' : 'dismiss';
  const values = { name: report.publisherName, held: format.money(report.held, report.currency) };
  const decide = () => {
    if (resolve.isPending) return;
    resolve.mutate(
      { id: report._id, outcome },
      {
        onSuccess: () => {
          toast.success(t(`${key}.done`, values));
          onClose();
        },
      },
    );
  };
  return (
    <Dialog
      open
      size="sm"
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t(`${key}.title`, values)}
      description={t(`${key}.text`, values)}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button
            variant={outcome === 'confirmed' ? 'danger' : 'primary'}
            onClick={decide}
            isLoading={resolve.isPending}
          >
            {t(`${key}.action`)}
          </Button>
        </>
      }
    />
  );
}
