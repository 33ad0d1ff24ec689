import { GST_RATE_PERCENT, type TAffiliateAd, ZGenerateAdBudgetTokenRequest } from '@creatorscope/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useFormat } from '../../app/use-format';
import { showFormError } from '../../lib/forms/show-form-error';
import { Field } from '../../ui/Field';
import { FormDialog } from '../../ui/FormDialog';
import { MoneyInput } from '../../ui/MoneyInput';
import { useAddFunds } from './use-ad-budget';

const ZAddFundsForm = ZGenerateAdBudgetTokenRequest.pick({ amount: true });
type AddFundsInput = z.input<typeof ZAddFundsForm>;
type AddFundsValues = z.output<typeof ZAddFundsForm>;

type AddFundsDialogProps = { ad: TAffiliateAd; onClose: () => void };

/**
 * 'Add funds': how much, in the ad's currency, at most what keeps the typed budget unpassed (the
 * server refuses more too); before paying, the brand reads that GST is not budget and what the
 * platform's fee takes of each earning. Submitting opens the checkout in this tab.
 */
export function AddFundsDialog({ ad, onClose }: AddFundsDialogProps) {
  const { t } = useTranslation('marketing');
  const format = useFormat();
  const addFunds = useAddFunds(ad._id);
  const max = ad.funding.fundable;
  const maxText = max === null ? '' : format.money(max, ad.currency);
  const budgetText = ad.budget === null ? '' : format.money(ad.budget, ad.currency);
  const schema = useMemo(
    () =>
      ZAddFundsForm.refine((values) => max === null || values.amount <= max, {
        path: ['amount'],
        message: t('budget.amountHintCapped', { max: maxText, budget: budgetText }),
      }),
    [max, maxText, budgetText, t],
  );
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AddFundsInput, unknown, AddFundsValues>({ resolver: zodResolver(schema) });

  const submit = handleSubmit((values) => {
    if (addFunds.isBusy) return;
    addFunds.mutate(values.amount, {
      onError: (error) =>
        showFormError(error, { setError, fields: ['amount'], unexpectedMessage: t('budget.unexpected') }),
    });
  });

  return (
    <FormDialog
      onClose={onClose}
      title={t('budget.addTitle')}
      description={t('budget.addDescription', { campaign: ad.campaignName })}
      onSubmit={submit}
      submitLabel={t('budget.continue')}
      cancelLabel={t('budget.cancel')}
      isPending={addFunds.isBusy}
    >
      <Field
        label={t('budget.amount', { currency: ad.currency })}
        hint={
          max === null
            ? t('budget.amountHint')
            : t('budget.amountHintCapped', { max: maxText, budget: budgetText })
        }
        error={errors.amount?.message}
        isRequired
      >
        <MoneyInput {...register('amount', { valueAsNumber: true })} />
      </Field>
      <p className="text-sm text-text-muted">
        {t('budget.split', { gst: GST_RATE_PERCENT, fee: ad.funding.feePercent })}
      </p>
    </FormDialog>
  );
}
