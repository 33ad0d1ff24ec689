import { ATTRIBUTION_DAYS_CHOICES, SCRIPT_TARGET_EVENTS } from '@creatorscope/contracts';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Card } from '../../ui/Card';
import { Checkbox } from '../../ui/Checkbox';
import { Field } from '../../ui/Field';
import { Input } from '../../ui/Input';
import { Select } from '../../ui/Select';
import type { AdSectionProps } from './ad-form';
import { ChoiceGroup } from './ChoiceGroup';
import { URL_START } from './placeholders';

/** Where the ad sends people, where the tracking script runs and what it counts. */
export function TrackingSection({ form }: AdSectionProps) {
  const { t } = useTranslation('marketing');
  const serverOnlyId = useId();
  const {
    register,
    control,
    formState: { errors },
  } = form;
  return (
    <Card title={t('form.tracking.title')} description={t('form.tracking.description')}>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field
          label={t('form.websiteUrl')}
          hint={t('form.websiteUrlHint')}
          error={errors.website_url?.message}
        >
          <Input type="url" dir="ltr" placeholder={URL_START} {...register('website_url')} />
        </Field>
        <Field
          label={t('form.scriptTargetUrl')}
          hint={t('form.scriptTargetUrlHint')}
          error={errors.script_target_url?.message}
        >
          <Input type="url" dir="ltr" placeholder={URL_START} {...register('script_target_url')} />
        </Field>
        <Controller
          control={control}
          name="script_target_event"
          render={({ field, fieldState }) => (
            <div className="sm:col-span-2">
              <ChoiceGroup
                legend={t('form.targetEvents')}
                hint={t('form.targetEventsHint')}
                options={SCRIPT_TARGET_EVENTS.map((value) => ({ value, label: t(`events.${value}`) }))}
                selected={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            </div>
          )}
        />
        <Field label={t('form.tag')} hint={t('form.tagHint')} error={errors.tag?.message}>
          <Input maxLength={50} dir="ltr" {...register('tag')} />
        </Field>
        <Controller
          control={control}
          name="attributionDays"
          render={({ field, fieldState }) => (
            <Field
              label={t('form.attributionDays')}
              hint={t('form.attributionDaysHint')}
              error={fieldState.error?.message}
            >
              <Select
                name={field.name}
                value={field.value}
                onValueChange={field.onChange}
                options={ATTRIBUTION_DAYS_CHOICES.map((days) => ({
                  value: String(days),
                  label: t(`form.attributionChoices.${days}`),
                }))}
              />
            </Field>
          )}
        />
        <Controller
          control={control}
          name="serverConversionsOnly"
          render={({ field }) => (
            <div className="flex flex-col gap-1 sm:col-span-2">
              <Checkbox
                id={serverOnlyId}
                name={field.name}
                checked={field.value}
                onChange={(event) => field.onChange(event.target.checked)}
                aria-describedby={`${serverOnlyId}-hint`}
                label={t('form.serverConversionsOnly')}
              />
              <p id={`${serverOnlyId}-hint`} className="ps-6 text-text-muted text-xs">
                {t('form.serverConversionsOnlyHint')}
              </p>
            </div>
          )}
        />
      </div>
    </Card>
  );
}
