import {
  type TBillingDetails,
  type TCountryCode,
  ZUpdateBillingDetailsRequest,
} from '@creatorscope/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { z } from 'zod';
import { useLanguage } from '../../i18n/use-language';
import { showFormError } from '../../lib/forms/show-form-error';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Field } from '../../ui/Field';
import { Input } from '../../ui/Input';
import { Select } from '../../ui/Select';
import { countryOptions } from '../auth';
import { useUpdateBillingDetails } from './use-billing';

const ZDetailsForm = ZUpdateBillingDetailsRequest.omit({ organization_id: true });
type DetailsInput = z.input<typeof ZDetailsForm>;
type DetailsValues = z.output<typeof ZDetailsForm>;
const FIELDS = [
  'name',
  'email',
  'addressLine1',
  'addressLine2',
  'city',
  'state',
  'postalCode',
  'country',
  'gstin',
] as const;

type BillingDetailsFormProps = {
  orgId: string;
  details: TBillingDetails | null;
  /** Country of the organisation, the default before any details are saved. */
  defaultCountry: string;
  canManage: boolean;
};

/** Who the receipts are made out to; a GSTIN adds the GST lines. Admins edit it, others read it. */
export function BillingDetailsForm({ orgId, details, defaultCountry, canManage }: BillingDetailsFormProps) {
  const { t } = useTranslation('billing');
  const { dateLocale } = useLanguage();
  const countries = useMemo(() => countryOptions(dateLocale), [dateLocale]);
  const update = useUpdateBillingDetails();
  const {
    control,
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm<DetailsInput, unknown, DetailsValues>({
    resolver: zodResolver(ZDetailsForm),
    defaultValues: {
      name: details?.name ?? '',
      email: details?.email ?? '',
      addressLine1: details?.addressLine1 ?? '',
      addressLine2: details?.addressLine2 ?? '',
      city: details?.city ?? '',
      state: details?.state ?? '',
      postalCode: details?.postalCode ?? '',
      country: (details?.country ?? defaultCountry) as TCountryCode,
      gstin: details?.gstin ?? '',
    },
  });

  const submit = handleSubmit((values) => {
    if (update.isPending) return;
    update.mutate(
      { organization_id: orgId, ...values },
      {
        onSuccess: (saved) => {
          toast.success(t('details.saved'));
          reset({
            ...saved,
            email: saved.email ?? '',
            addressLine2: saved.addressLine2 ?? '',
            gstin: saved.gstin ?? '',
            country: saved.country as TCountryCode,
          });
        },
        onError: (error) =>
          showFormError(error, { setError, fields: FIELDS, unexpectedMessage: t('unexpected') }),
      },
    );
  });

  return (
    <Card title={t('details.title')} description={t('details.description')}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <fieldset disabled={!canManage} className="grid gap-4 sm:grid-cols-2">
          <legend className="sr-only">{t('details.title')}</legend>
          <Field label={t('details.name')} error={errors.name?.message} isRequired>
            <Input autoComplete="organization" {...register('name')} />
          </Field>
          <Field label={t('details.email')} error={errors.email?.message}>
            <Input type="email" autoComplete="email" dir="ltr" {...register('email')} />
          </Field>
          <Field
            label={t('details.address1')}
            error={errors.addressLine1?.message}
            isRequired
            className="sm:col-span-2"
          >
            <Input autoComplete="address-line1" {...register('addressLine1')} />
          </Field>
          <Field label={t('details.address2')} error={errors.addressLine2?.message} className="sm:col-span-2">
            <Input autoComplete="address-line2" {...register('addressLine2')} />
          </Field>
          <Field label={t('details.city')} error={errors.city?.message} isRequired>
            <Input autoComplete="address-level2" {...register('city')} />
          </Field>
          <Field label={t('details.state')} error={errors.state?.message} isRequired>
            <Input autoComplete="address-level1" {...register('state')} />
          </Field>
          <Field label={t('details.postalCode')} error={errors.postalCode?.message} isRequired>
            <Input autoComplete="postal-code" dir="ltr" {...register('postalCode')} />
          </Field>
          <Controller
            control={control}
            name="country"
            render={({ field, fieldState }) => (
              <Field label={t('details.country')} error={fieldState.error?.message} isRequired>
                <Select
                  options={countries}
                  value={field.value}
                  onValueChange={field.onChange}
                  name={field.name}
                  isDisabled={!canManage}
                />
              </Field>
            )}
          />
          <Field
            label={t('details.gstin')}
            hint={t('details.gstinHint')}
            error={errors.gstin?.message}
            className="sm:col-span-2"
          >
            <Input dir="ltr" autoCapitalize="characters" maxLength={15} {...register('gstin')} />
          </Field>
        </fieldset>
        {canManage ? (
          <Button type="submit" className="self-end" isLoading={update.isPending} disabled={!isDirty}>
            {t('details.save')}
          </Button>
        ) : (
          <p className="text-sm text-text-muted">{t('details.adminOnly')}</p>
        )}
      </form>
    </Card>
  );
}
