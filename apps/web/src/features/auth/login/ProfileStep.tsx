import {
  type TOnboardingForm,
  type TOnboardingRequest,
  TRENDS_ROLES,
  type TTrendsRole,
  ZOnboardingRequest,
} from '@creatorscope/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { getSession, type SessionOrg } from '../../../app/session-store';
import { useLanguage } from '../../../i18n/use-language';
import { showFormError } from '../../../lib/forms/show-form-error';
import { useSingleFlight } from '../../../lib/forms/use-single-flight';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { Input } from '../../../ui/Input';
import { Select } from '../../../ui/Select';
import { addOrg, rootSite } from '../api';
import { countryOptions, detectCountry } from './country-options';

type ProfileStepProps = {
  onCompleted: (org: SessionOrg) => Promise<void>;
};

/** 'Tell Us About Yourself': country, role, Instagram handle or website, contact number. */
export function ProfileStep({ onCompleted }: ProfileStepProps) {
  const { t } = useTranslation();
  const { dateLocale } = useLanguage();
  const countries = useMemo(() => countryOptions(dateLocale), [dateLocale]);
  const roles = TRENDS_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }));
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TOnboardingForm, unknown, TOnboardingRequest>({
    resolver: zodResolver(ZOnboardingRequest),
    defaultValues: { country: detectCountry(), instagram_handle: '', website_url: '', contact_info: '' },
  });
  const role = useWatch({ control, name: 'trendsRole' });
  const isCreator = role === 'creator';

  const { run, isPending } = useSingleFlight(async (values: TOnboardingRequest) => {
    const { user, org } = getSession();
    try {
      const answer = await addOrg({
        ...values,
        // Only the field of the chosen role travels: a creator's handle, everyone else's website.
        instagram_handle: values.trendsRole === 'creator' ? values.instagram_handle : undefined,
        website_url: values.trendsRole === 'creator' ? undefined : values.website_url,
        rootSite: rootSite(),
        name: user?.name,
        isExisiting: Boolean(org),
        orgId: org?._id,
        isTrends: true,
      });
      await onCompleted(answer.org);
    } catch (error) {
      showFormError(error, {
        setError,
        fields: ['country', 'trendsRole', 'instagram_handle', 'website_url', 'contact_info'],
        unexpectedMessage: t('errors.unexpected'),
      });
    }
  });

  return (
    <form
      onSubmit={handleSubmit(run)}
      noValidate
      className="flex flex-col gap-4"
      aria-busy={isPending || undefined}
    >
      <Controller
        control={control}
        name="country"
        render={({ field, fieldState }) => (
          <Field label={t('onboarding.country')} error={fieldState.error?.message} isRequired>
            <Select
              options={countries}
              value={field.value}
              onValueChange={field.onChange}
              name={field.name}
            />
          </Field>
        )}
      />
      <Controller
        control={control}
        name="trendsRole"
        render={({ field, fieldState }) => (
          <Field label={t('onboarding.role')} error={fieldState.error?.message} isRequired>
            <Select<TTrendsRole>
              options={roles}
              value={field.value}
              onValueChange={field.onChange}
              name={field.name}
              placeholder={t('onboarding.rolePlaceholder')}
            />
          </Field>
        )}
      />
      {isCreator ? (
        <Field label={t('onboarding.instagramHandle')} error={errors.instagram_handle?.message} isRequired>
          <Input
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            dir="ltr"
            placeholder={t('onboarding.instagramPlaceholder')}
            {...register('instagram_handle')}
          />
        </Field>
      ) : (
        <Field label={t('onboarding.website')} error={errors.website_url?.message} isRequired={Boolean(role)}>
          <Input
            type="url"
            inputMode="url"
            autoComplete="url"
            dir="ltr"
            placeholder={t('onboarding.websitePlaceholder')}
            {...register('website_url')}
          />
        </Field>
      )}
      <Field label={t('onboarding.contact')} error={errors.contact_info?.message}>
        <Input type="tel" inputMode="tel" autoComplete="tel" dir="ltr" {...register('contact_info')} />
      </Field>
      <Button type="submit" size="lg" isLoading={isPending} className="mt-1 w-full">
        {t('onboarding.submit')}
      </Button>
    </form>
  );
}
