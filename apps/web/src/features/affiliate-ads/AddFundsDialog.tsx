import { type TAffiliateAd, ZGenerateAdBudgetTokenRequest } from '@creatorscope/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { showFormError } from '../../lib/forms/show-form-error';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Field } from '../../ui/Field';
import { Input } from '../../ui/Input';
import { useAddFunds } from './use-ad-budget';

const ZAddFundsForm = ZGenerateAdBudgetTokenRequest.pick({ amount: true });
type AddFundsInput = z.input<typeof ZAddFundsForm>;
type AddFundsValues = z.output<typeof ZAddFundsForm>;

type AddFundsDialogProps = { ad: TAffiliateAd; onClose: () => void };

/** 'Add funds': how much, in the ad's currency; submitting opens the checkout in this tab. */
export function AddFundsDialog({ ad, onClose }: AddFundsDialogProps) {
  const { t } = useTranslation('marketing');
  const formId = useId();
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
    <Dialog
      open
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t('budget.addTitle')}
      description={t('budget.addDescription', { campaign: ad.campaignName })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('budget.cancel')}
          </Button>
          <Button type="submit" form={formId} isLoading={addFunds.isBusy}>
            {t('budget.continue')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-4">
        <Field
          label={t('budget.amount', { currency: ad.currency })}
          hint={t('budget.amountHint')}
          error={errors.amount?.message}
          isRequired
        >
          <Input
            type="number"
            inputMode="decimal"
            min={0.01}
            step={0.01}
            {...register('amount', { valueAsNumber: true })}
          />
        </Field>
      </form>
    </Dialog>
  );
}
