import { CONTENT_CATEGORIES, TARGET_GENDERS } from '@creatorscope/contracts';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../i18n/messages';
import { MultiSelectFilter } from '../../shared/creators/MultiSelectFilter';
import { Card } from '../../ui/Card';
import { Field } from '../../ui/Field';
import { Input } from '../../ui/Input';
import { Select } from '../../ui/Select';
import type { AdSectionProps } from './ad-form';

const ANY = 'any';

/** Who the ad is for: content categories, places, ages and gender. */
export function AudienceSection({ form }: AdSectionProps) {
  const { t } = useTranslation('marketing');
  const { t: ti } = useTranslation('insights');
  const {
    register,
    control,
    formState: { errors },
  } = form;
  return (
    <Card title={t('form.audience.title')} description={t('form.audience.description')}>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Controller
          control={control}
          name="category"
          render={({ field, fieldState }) => (
            <div className="flex flex-col gap-1.5">
              <MultiSelectFilter
                label={t('form.categories')}
                options={CONTENT_CATEGORIES.map((value) => ({ value, label: ti(`categories.${value}`) }))}
                selected={field.value}
                onChange={field.onChange}
                isSearchable
              />
              {fieldState.error?.message && (
                <p className="text-danger text-xs">{translateMessage(fieldState.error.message)}</p>
              )}
            </div>
          )}
        />
        <Field
          label={t('form.locations')}
          hint={t('form.locationsHint')}
          error={errors.location_of_ads?.message}
        >
          <Input {...register('location_of_ads')} />
        </Field>
        <Field label={t('form.minAge')} error={errors.min_age?.message}>
          <Input inputMode="numeric" dir="ltr" {...register('min_age')} />
        </Field>
        <Field label={t('form.maxAge')} error={errors.max_age?.message}>
          <Input inputMode="numeric" dir="ltr" {...register('max_age')} />
        </Field>
        <Controller
          control={control}
          name="target_gender"
          render={({ field, fieldState }) => (
            <Field label={t('form.gender')} error={fieldState.error?.message}>
              <Select
                name={field.name}
                value={field.value || ANY}
                onValueChange={(value) => field.onChange(value === ANY ? '' : value)}
                options={[
                  { value: ANY, label: t('form.anyGender') },
                  ...TARGET_GENDERS.filter((value) => value !== 'all').map((value) => ({
                    value,
                    label: t(`genders.${value}`),
                  })),
                ]}
              />
            </Field>
          )}
        />
      </div>
    </Card>
  );
}
