import { PREMIUM_PASS_DAYS, type TPayment } from '@creatorscope/contracts';
import type { TFunction } from 'i18next';

/**
 * What a payment bought, in the reader's language ('Creator plan, yearly', '50 insight credits'),
 * with `t` of the billing namespace: the billing pages and a payment's notification both say it.
 */
export function paymentWhat(
  t: TFunction,
  payment: Pick<TPayment, 'purpose' | 'planId' | 'period' | 'credits'>,
): string {
  if (payment.purpose === 'plan' && payment.planId) {
    const plan = t(`plans.${payment.planId}.title`);
    return payment.period
      ? t('purchase.planPeriod', { plan, period: t(`period.${payment.period}`) })
      : t('purchase.plan', { plan });
  }
  if (payment.purpose === 'credit_pack') return t('purchase.credits', { credits: payment.credits ?? 0 });
  if (payment.purpose === 'ad_budget') return t('purchase.adBudget');
  return t('purchase.premium', { days: PREMIUM_PASS_DAYS });
}
