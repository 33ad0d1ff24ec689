import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';

export type PlanChange = 'downgrade' | 'cancel';

type PlanChangeDialogProps = {
  change: PlanChange;
  /** Renewal date, already formatted; the plan runs until then when cancelled. */
  renewsAt: string;
  planName: string;
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before leaving a paid plan: now (downgrade to Free) or at the end of the period (cancel). */
export function PlanChangeDialog({
  change,
  renewsAt,
  planName,
  isPending,
  onConfirm,
  onClose,
}: PlanChangeDialogProps) {
  const { t } = useTranslation('billing');
  const isDowngrade = change === 'downgrade';

  return (
    <Dialog
      open
      size="sm"
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={isDowngrade ? t('change.downgradeTitle') : t('change.cancelTitle', { plan: planName })}
      description={
        isDowngrade
          ? t('change.downgradeText', { plan: planName })
          : t('change.cancelText', { date: renewsAt })
      }
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('change.keep')}
          </Button>
          <Button variant="danger" onClick={onConfirm} isLoading={isPending}>
            {isDowngrade ? t('change.downgradeConfirm') : t('change.cancelConfirm')}
          </Button>
        </>
      }
    >
      <p className="text-sm text-text-muted">{t('change.dataKept')}</p>
    </Dialog>
  );
}
