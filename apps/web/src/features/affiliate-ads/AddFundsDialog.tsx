import { type TAffiliateAd, ZGenerateAdBudgetTokenRequest } from '@creatorscope/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { showFormError } from '../../lib/forms/show-form-error';
import { Field } from '../../ui/Field';
import { FormDialog } from '../../ui/FormDialog';
import { MoneyInput } from '../../ui/MoneyInput';
import { useAddFunds } from './use-ad-budget';

const ZAddFundsForm = ZGenerateAdBudgetTokenRequest.pick({ amount: true });
type AddFundsInput = z.input<typeof ZAddFundsForm>;
type AddFundsValues = z.output<typeof ZAddFundsForm>;

type AddFundsDialogProps = { ad: TAffiliateAd; onClose: () => void };

/** 'Add funds': how much, in the ad's currency; submitting opens the checkout in this tab. */
export function AddFundsDialog({ ad, onClose }: AddFundsDialogProps) {
  const { t } = useTranslation('marketing');
  const addFunds = useAddFunds(ad._id);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AddFundsInput, unknown, AddFundsValues>({ resolver: zodResolver(ZAddFundsForm) });

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
        hint={t('budget.amountHint')}
        error={errors.amount?.message}
        isRequired
      >
        <MoneyInput {...register('amount', { valueAsNumber: true })} />
      </Field>
    </FormDialog>
  );
}
