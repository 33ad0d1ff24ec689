import { AD_DISPLAY_TYPES, AD_PLATFORMS, AD_TYPES } from '@creatorscope/contracts';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Card } from '../../ui/Card';
import { Field } from '../../ui/Field';
import { Input } from '../../ui/Input';
import { Select } from '../../ui/Select';
import { Textarea } from '../../ui/Textarea';
import type { AdSectionProps } from './ad-form';
import { ChoiceGroup } from './ChoiceGroup';
import { platformName } from './platform-names';

/** Who runs the ad, what it is, where and when it runs. */
export function BasicsSection({ form }: AdSectionProps) {
  const { t } = useTranslation('marketing');
  const {
    register,
    control,
    formState: { errors },
  } = form;
  return (
    <Card title={t('form.basics.title')} description={t('form.basics.description')}>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field label={t('form.campaignName')} error={errors.campaignName?.message} isRequired>
          <Input
            maxLength={100}
            placeholder={t('form.campaignNamePlaceholder')}
            {...register('campaignName')}
          />
        </Field>
        <Field label={t('form.brandName')} error={errors.brandName?.message} isRequired>
          <Input maxLength={100} {...register('brandName')} />
        </Field>
        <Field
          className="sm:col-span-2"
          label={t('form.aboutBrand')}
          hint={t('form.aboutBrandHint')}
          error={errors.aboutBrand?.message}
        >
          <Textarea rows={3} maxLength={2000} {...register('aboutBrand')} />
        </Field>
        <Controller
          control={control}
          name="ad_type"
          render={({ field, fieldState }) => (
            <Field label={t('form.adType')} error={fieldState.error?.message} isRequired>
              <Select
                name={field.name}
                value={field.value || undefined}
                onValueChange={field.onChange}
                placeholder={t('form.choose')}
                options={AD_TYPES.map((value) => ({ value, label: t(`adTypes.${value}`) }))}
              />
            </Field>
          )}
        />
        <Controller
          control={control}
          name="ad_display_type"
          render={({ field, fieldState }) => (
            <Field label={t('form.displayType')} error={fieldState.error?.message} isRequired>
              <Select
                name={field.name}
                value={field.value || undefined}
                onValueChange={field.onChange}
                placeholder={t('form.choose')}
                options={AD_DISPLAY_TYPES.map((value) => ({ value, label: t(`displayTypes.${value}`) }))}
              />
            </Field>
          )}
        />
        <Field label={t('form.schedulePost')} error={errors.schedule_post?.message} isRequired>
          <Input type="date" dir="ltr" {...register('schedule_post')} />
        </Field>
        <Field label={t('form.validity')} hint={t('form.validityHint')} error={errors.validity?.message}>
          <Input type="date" dir="ltr" {...register('validity')} />
        </Field>
        <Controller
          control={control}
          name="ad_platform"
          render={({ field, fieldState }) => (
            <div className="sm:col-span-2">
              <ChoiceGroup
                legend={t('form.platforms')}
                hint={t('form.platformsHint')}
                options={AD_PLATFORMS.map((value) => ({ value, label: platformName(value, t) }))}
                selected={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            </div>
          )}
        />
      </div>
    </Card>
  );
}
