import type { TEarningsTotals, TPayoutMethods } from '@creatorscope/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useFormat } from '../../app/use-format';
import { showFormError } from '../../lib/forms/show-form-error';
import { useSingleFlight } from '../../lib/forms/use-single-flight';
import { Field } from '../../ui/Field';
import { FormDialog } from '../../ui/FormDialog';
import { MoneyInput } from '../../ui/MoneyInput';
import { Select } from '../../ui/Select';
import { useWithdraw } from './use-creator-money';
import {
  newWithdrawalKey,
  PAYOUT_CURRENCY,
  payableMethods,
  type WithdrawFormInput,
  type WithdrawFormValues,
  withdrawFormSchema,
} from './withdrawal';

type WithdrawDialogProps = {
  totals: TEarningsTotals;
  methods: TPayoutMethods | undefined;
  minimum: number;
  onClose: () => void;
};

/**
 * Withdraw: how much (everything available to start with) into which verified method. The
 * request's idempotency key is made once, when the dialog opens: a double click, or a retry after
 * an error, sends the same key, and the server answers it with the first payout, never a second.
 */
export function WithdrawDialog({ totals, methods, minimum, onClose }: WithdrawDialogProps) {
  const { t } = useTranslation('earnings');
  const { t: tt } = useTranslation();
  const format = useFormat();
  const [idempotencyKey] = useState(() => newWithdrawalKey());
  const withdraw = useWithdraw();
  const choices = payableMethods(methods);
  const maskedOf = (kind: string) => methods?.methods.find((method) => method.kind === kind)?.masked ?? '';
  const schema = useMemo(
    () =>
      withdrawFormSchema({
        available: totals.available,
        minimum,
        aboveAvailable: t('withdraw.aboveAvailable', { available: format.money(totals.available, 'INR') }),
        belowMinimum: t('withdraw.belowMinimum', { minimum: format.money(minimum, 'INR') }),
      }),
    [totals.available, minimum, t, format],
  );
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<WithdrawFormInput, unknown, WithdrawFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { amount: totals.available, method: choices[0] },
  });

  // One request at a time: a double click validates twice before the first request is under way.
  const send = useSingleFlight(async (values: WithdrawFormValues) => {
    try {
      const payout = await withdraw.mutateAsync({
        amount: values.amount,
        currency: PAYOUT_CURRENCY,
        method: values.method,
        idempotencyKey,
      });
      toast.success(
        t('withdraw.done', {
          amount: format.money(payout.amount, payout.currency),
          method: payout.method.masked,
        }),
      );
      onClose();
    } catch (error) {
      showFormError(error, {
        setError,
        fields: ['amount', 'method'],
        unexpectedMessage: tt('errors.unexpected'),
      });
    }
  });
  const submit = handleSubmit(send.run);

  return (
    <FormDialog
      onClose={onClose}
      title={t('withdraw.title')}
      description={t('withdraw.description', { minimum: format.money(minimum, 'INR') })}
      onSubmit={submit}
      submitLabel={t('withdraw.submit')}
      cancelLabel={t('withdraw.cancel')}
      isPending={send.isPending}
    >
      <Field
        label={t('withdraw.amount', { currency: PAYOUT_CURRENCY })}
        hint={t('withdraw.amountHint', { available: format.money(totals.available, 'INR') })}
        error={errors.amount?.message}
        isRequired
      >
        <MoneyInput min={minimum} max={totals.available} {...register('amount', { valueAsNumber: true })} />
      </Field>
      <Controller
        control={control}
        name="method"
        render={({ field, fieldState }) => (
          <Field label={t('withdraw.method')} error={fieldState.error?.message} isRequired>
            <Select
              name={field.name}
              value={field.value}
              onValueChange={field.onChange}
              options={choices.map((kind) => ({
                value: kind,
                label: t(`methods.kind.${kind}`, { masked: maskedOf(kind) }),
              }))}
            />
          </Field>
        )}
      />
    </FormDialog>
  );
}
