import type { TAdPayoutLine } from '@creatorscope/contracts';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/use-format';
import { Dialog } from '../../ui/Dialog';
import { ErrorState } from '../../ui/ErrorState';
import { EarningEntriesTable } from './EarningEntriesTable';
import { useAdPayoutLine } from './use-brand-payouts';

type PayoutLinePanelProps = { line: TAdPayoutLine; onClose: () => void };

/** In a dialog, one ad and publisher: the line's figures and its newest entries, each with why it exists. */
export function PayoutLinePanel({ line, onClose }: PayoutLinePanelProps) {
  const { t } = useTranslation('payouts');
  const { t: te } = useTranslation('earnings');
  const format = useFormat();
  const detail = useAdPayoutLine({ adId: line.adId, publisherId: line.publisherId });
  const shown = detail.data?.line ?? line;
  const figures = ['pending', 'held', 'available', 'reversed', 'bonuses', 'earned'] as const;

  return (
    <Dialog
      open
      size="lg"
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t('panel.title', { publisher: shown.publisherName || t('lines.unnamed') })}
      description={t('panel.description', { ad: shown.campaignName })}
    >
      <div className="flex flex-col gap-5">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {figures.map((key) => (
            <div
              key={key}
              className="flex min-w-0 flex-col gap-0.5 rounded-lg border border-border bg-surface-muted p-3"
            >
              <dt className="text-text-muted text-xs">{t(`lines.${key}`)}</dt>
              <dd className="metric font-semibold text-lg text-text">
                {format.money(shown[key], shown.currency)}
              </dd>
            </div>
          ))}
        </dl>
        {shown.lastEarnedAt && (
          <p className="text-sm text-text-muted">
            {t('panel.lastEarned', { date: format.dateTime(shown.lastEarnedAt) })}
          </p>
        )}
        {detail.isError && detail.data === undefined ? (
          <ErrorState
            title={t('panel.errorTitle')}
            text={t('errorText')}
            onRetry={() => void detail.refetch()}
            isRetrying={detail.isFetching}
          />
        ) : (
          <EarningEntriesTable
            caption={t('panel.entries')}
            rows={detail.data?.entries ?? []}
            isLoading={detail.isPending}
            empty={te('entries.empty')}
            isAdShown={false}
          />
        )}
      </div>
    </Dialog>
  );
}
