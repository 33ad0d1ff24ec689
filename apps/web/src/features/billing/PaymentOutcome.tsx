import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paymentWhat } from '../../shared/payments/payment-what';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import type { PaymentReturn } from './use-payment-return';

type PaymentOutcomeProps = { state: PaymentReturn; onDismiss: () => void };

/** What became of the payment the user just came back from: confirming, paid, or not paid. */
export function PaymentOutcome({ state, onDismiss }: PaymentOutcomeProps) {
  const { t } = useTranslation('billing');

  if (state.phase === 'idle') return null;
  if (state.phase === 'checking') {
    return (
      <Alert role="status" title={t('outcome.checkingTitle')} action={<Spinner />}>
        {t('outcome.checkingText')}
      </Alert>
    );
  }
  if (state.phase === 'slow') {
    return (
      <Alert role="status" tone="warning" title={t('outcome.slowTitle')}>
        {t('outcome.slowText')}
      </Alert>
    );
  }

  const { payment, plan } = state.result;
  const what = paymentWhat(t, payment);
  const dismiss = (
    <Button variant="ghost" size="icon-sm" aria-label={t('outcome.dismiss')} onClick={onDismiss}>
      <X aria-hidden="true" />
    </Button>
  );

  if (payment.status === 'succeeded') {
    return (
      <Alert role="status" tone="success" title={t('outcome.successTitle', { what })} action={dismiss}>
        {payment.purpose === 'plan'
          ? t('outcome.successPlan', { plan: t(`plans.${plan.plan}.title`) })
          : t('outcome.successOther')}
      </Alert>
    );
  }
  return (
    <Alert
      role="alert"
      tone="danger"
      title={payment.status === 'cancelled' ? t('outcome.cancelledTitle') : t('outcome.failedTitle')}
      action={dismiss}
    >
      <p>{t('outcome.unchanged', { what })}</p>
      {payment.failureReason && (
        <p className="mt-1 text-xs" dir="auto">
          {payment.failureReason}
        </p>
      )}
    </Alert>
  );
}
