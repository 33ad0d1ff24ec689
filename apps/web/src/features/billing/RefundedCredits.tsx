import type { TPayment } from '@creatorscope/contracts';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/use-format';

/** What a refund took back from the credits balance, and what was already spent and could not be. */
export function RefundedCredits({ payment }: { payment: TPayment }) {
  const { t } = useTranslation('billing');
  const format = useFormat();
  const taken = payment.refundedCredits ?? 0;
  const shortfall = payment.refundShortfallCredits ?? 0;
  if (payment.status !== 'refunded' || (taken === 0 && shortfall === 0)) return null;
  return (
    <span className="flex flex-col text-text-muted text-xs">
      <span>{t('payments.refundTakenBack', { credits: format.number(taken) })}</span>
      {shortfall > 0 && (
        <span className="text-warning">
          {t('payments.refundShortfall', { credits: format.number(shortfall) })}
        </span>
      )}
    </span>
  );
}
