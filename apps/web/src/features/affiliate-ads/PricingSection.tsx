import { HOLDING_DAYS_CHOICES } from '@creatorscope/contracts';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Card } from '../../ui/Card';
import { Field } from '../../ui/Field';
import { Input } from '../../ui/Input';
import { Select } from '../../ui/Select';
import type { AdDraftField } from './ad-draft';
import type { AdSectionProps } from './ad-form';

/** What the ad pays publishers: a budget, the commission on sales, and optional per-click, view and post prices. */
export function PricingSection({ form, currency }: AdSectionProps) {
  const { t } = useTranslation('marketing');
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const number = (
    name: AdDraftField,
    label: string,
    options: { hint?: string; isRequired?: boolean } = {},
  ) => (
    <Field label={label} hint={options.hint} error={errors[name]?.message} isRequired={options.isRequired}>
      <Input inputMode="decimal" dir="ltr" autoComplete="off" {...register(name)} />
    </Field>
  );
  const money = (key: string) => t(key, { currency });
  return (
    <Card title={t('form.pricing.title')} description={money('form.pricing.description')}>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {number('budget', money('form.budget'), { hint: t('form.budgetHint') })}
        <div className="max-sm:hidden" />
        {number('commission_percent_on_conversion', t('form.commission'), {
          hint: t('form.commissionHint'),
          isRequired: true,
        })}
        {number('conversion_price_cap', money('form.conversionCap'), {
          hint: t('form.conversionCapHint'),
          isRequired: true,
        })}
        {number('clicks_base_price', money('form.clickPrice'))}
        {number('clicks_threshold', t('form.clickThreshold'), { hint: t('form.clickThresholdHint') })}
        {number('views_base_price', money('form.viewPrice'))}
        {number('views_threshold', t('form.viewThreshold'), { hint: t('form.viewThresholdHint') })}
        {number('post_price', money('form.postPrice'))}
        {number('post_limit', t('form.postLimit'), { hint: t('form.postLimitHint') })}
        <Controller
          control={control}
          name="holdingDays"
          render={({ field, fieldState }) => (
            <Field
              label={t('form.holdingDays')}
              hint={t('form.holdingDaysHint')}
              error={fieldState.error?.message}
            >
              <Select
                name={field.name}
                value={field.value}
                onValueChange={field.onChange}
                options={HOLDING_DAYS_CHOICES.map((days) => ({
                  value: String(days),
                  label: t(`form.holdingChoices.${days}`),
                }))}
              />
            </Field>
          )}
        />
      </div>
    </Card>
  );
}
