import { BONUS_REASON_MAX, ZAddAffiliatePayoutRequest } from '@creatorscope/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { z } from 'zod';
import { useFormat } from '../../app/use-format';
import { showFormError } from '../../lib/forms/show-form-error';
import { useSingleFlight } from '../../lib/forms/use-single-flight';
import { Field } from '../../ui/Field';
import { FormDialog } from '../../ui/FormDialog';
import { MoneyInput } from '../../ui/MoneyInput';
import { Select } from '../../ui/Select';
import { Textarea } from '../../ui/Textarea';
import { useAddAffiliatePayout, useAdPublishers, useOrgAds } from './use-brand-payouts';
import { newWithdrawalKey } from './withdrawal';

const ZAddBonusForm = ZAddAffiliatePayoutRequest.pick({
  adId: true,
  publisherId: true,
  amount: true,
  reason: true,
});
type AddBonusInput = z.input<typeof ZAddBonusForm>;
type AddBonusValues = z.output<typeof ZAddBonusForm>;

/**
 * Add payout (Admins): a bonus or adjustment from an ad's budget to a publisher on it, in the ad's
 * currency, with the reason the publisher will read. Like a withdrawal, it carries a key made when
 * the dialog opens, so a double click adds it once.
 */
export function AddBonusDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('payouts');
  const { t: tt } = useTranslation();
  const format = useFormat();
  const [idempotencyKey] = useState(() => newWithdrawalKey().replace(/^wd-/, 'bonus-'));
  const add = useAddAffiliatePayout();
  const ads = useOrgAds();
  const {
    control,
    register,
    handleSubmit,
    setError,
    resetField,
    formState: { errors },
  } = useForm<AddBonusInput, unknown, AddBonusValues>({
    resolver: zodResolver(ZAddBonusForm),
    defaultValues: { reason: '' },
  });
  const adId = useWatch({ control, name: 'adId' });
  const ad = ads.data?.rows.find((row) => row._id === adId);
  const publishers = useAdPublishers(adId);
  const joined = (publishers.data ?? []).filter((publisher) => publisher.status === 'joined');

  const send = useSingleFlight(async (values: AddBonusValues) => {
    try {
      await add.mutateAsync({ ...values, currency: ad?.currency, idempotencyKey });
      const name = joined.find((p) => p.publisherId === values.publisherId)?.name ?? '';
      toast.success(
        t('add.done', { amount: format.money(values.amount, ad?.currency ?? 'INR'), publisher: name }),
      );
      onClose();
    } catch (error) {
      showFormError(error, {
        setError,
        fields: ['adId', 'publisherId', 'amount', 'reason'],
        unexpectedMessage: tt('errors.unexpected'),
      });
    }
  });
  const submit = handleSubmit(send.run);

  return (
    <FormDialog
      onClose={onClose}
      title={t('add.title')}
      description={t('add.description')}
      onSubmit={submit}
      submitLabel={t('add.submit')}
      cancelLabel={t('add.cancel')}
      isPending={send.isPending}
    >
      <Controller
        control={control}
        name="adId"
        render={({ field, fieldState }) => (
          <Field label={t('add.ad')} error={fieldState.error?.message} isRequired>
            <Select
              name={field.name}
              value={field.value ?? ''}
              placeholder={ads.isPending ? t('add.loadingAds') : t('add.chooseAd')}
              isDisabled={ads.isPending}
              onValueChange={(value) => {
                field.onChange(value);
                resetField('publisherId');
              }}
              options={(ads.data?.rows ?? []).map((row) => ({ value: row._id, label: row.campaignName }))}
            />
          </Field>
        )}
      />
      <Controller
        control={control}
        name="publisherId"
        render={({ field, fieldState }) => (
          <Field
            label={t('add.publisher')}
            hint={adId && publishers.data && joined.length === 0 ? t('add.noPublishers') : undefined}
            error={fieldState.error?.message}
            isRequired
          >
            <Select
              name={field.name}
              value={field.value ?? ''}
              placeholder={adId ? t('add.choosePublisher') : t('add.adFirst')}
              isDisabled={!adId || joined.length === 0}
              onValueChange={field.onChange}
              options={joined.map((publisher) => ({ value: publisher.publisherId, label: publisher.name }))}
            />
          </Field>
        )}
      />
      <Field
        label={ad ? t('add.amountIn', { currency: ad.currency }) : t('add.amount')}
        hint={t('add.amountHint')}
        error={errors.amount?.message}
        isRequired
      >
        <MoneyInput {...register('amount', { valueAsNumber: true })} />
      </Field>
      <Field label={t('add.reason')} hint={t('add.reasonHint')} error={errors.reason?.message} isRequired>
        <Textarea rows={3} maxLength={BONUS_REASON_MAX} {...register('reason')} />
      </Field>
    </FormDialog>
  );
}
