import { AD_REPORT_REASONS, type TAdPublisher, ZReportPublisherRequest } from '@creatorscope/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { z } from 'zod';
import { showFormError } from '../../lib/forms/show-form-error';
import { Field } from '../../ui/Field';
import { FormDialog } from '../../ui/FormDialog';
import { Select } from '../../ui/Select';
import { Textarea } from '../../ui/Textarea';
import { useReportPublisher } from './use-ad-reports';

const ZReportForm = ZReportPublisherRequest.pick({ reason: true, details: true });
type ReportForm = z.input<typeof ZReportForm>;

type ReportPublisherDialogProps = { adId: string; publisher: TAdPublisher; onClose: () => void };

/**
 * Reports a publisher on the ad: what they earned from it and still is pending is held, and so is
 * what they earn until the brand decides (the ad's reports list: confirm or dismiss).
 */
export function ReportPublisherDialog({ adId, publisher, onClose }: ReportPublisherDialogProps) {
  const { t } = useTranslation('ad-reports');
  const { t: tt } = useTranslation();
  const report = useReportPublisher(adId);
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ReportForm, unknown, z.output<typeof ZReportForm>>({
    resolver: zodResolver(ZReportForm),
    defaultValues: { reason: 'fake_clicks', details: '' },
  });

  const submit = handleSubmit((values) => {
    if (report.isPending) return;
    report.mutate(
      { publisherId: publisher.publisherId, reason: values.reason, details: values.details },
      {
        onSuccess: () => {
          toast.success(t('reported', { name: publisher.name }));
          onClose();
        },
        onError: (error) =>
          showFormError(error, {
            setError,
            fields: ['reason', 'details'],
            unexpectedMessage: tt('errors.unexpected'),
          }),
      },
    );
  });

  return (
    <FormDialog
      onClose={onClose}
      title={t('title', { name: publisher.name })}
      description={t('description')}
      onSubmit={submit}
      submitLabel={t('submit')}
      cancelLabel={t('cancel')}
      isPending={report.isPending}
      submitVariant="danger"
    >
      <Controller
        control={control}
        name="reason"
        render={({ field, fieldState }) => (
          <Field label={t('reason')} error={fieldState.error?.message} isRequired>
            <Select
              name={field.name}
              value={field.value}
              onValueChange={field.onChange}
              options={AD_REPORT_REASONS.map((reason) => ({
                value: reason,
                label: t(`reasons.${reason}`),
              }))}
            />
          </Field>
        )}
      />
      <Field label={t('details')} hint={t('detailsHint')} error={errors.details?.message}>
        <Textarea rows={4} maxLength={1000} {...register('details')} />
      </Field>
    </FormDialog>
  );
}
