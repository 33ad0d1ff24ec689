import { AD_REPORT_REASONS, type TAdPublisher, ZReportPublisherRequest } from '@creatorscope/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { z } from 'zod';
import { showFormError } from '../../lib/forms/show-form-error';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Field } from '../../ui/Field';
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
  const formId = useId();
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
    <Dialog
      open
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t('title', { name: publisher.name })}
      description={t('description')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={formId} variant="danger" isLoading={report.isPending}>
            {t('submit')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-4">
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
      </form>
    </Dialog>
  );
}
