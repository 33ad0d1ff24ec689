import { ZFillCreditsFormRequest } from '@creatorscope/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { z } from 'zod';
import { showFormError } from '../../lib/forms/show-form-error';
import { Field } from '../../ui/Field';
import { FormDialog } from '../../ui/FormDialog';
import { Input } from '../../ui/Input';
import { Textarea } from '../../ui/Textarea';
import { useFillCreditsForm } from './use-billing';

const ZRequestCreditsForm = ZFillCreditsFormRequest.pick({ credits: true, note: true });
type RequestCreditsInput = z.input<typeof ZRequestCreditsForm>;
type RequestCreditsValues = z.output<typeof ZRequestCreditsForm>;

type RequestCreditsDialogProps = { orgId: string; onClose: () => void };

/** 'Request more credits': how many and why; the organisation's Admins are told. */
export function RequestCreditsDialog({ orgId, onClose }: RequestCreditsDialogProps) {
  const { t } = useTranslation('billing');
  const fill = useFillCreditsForm();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RequestCreditsInput, unknown, RequestCreditsValues>({
    resolver: zodResolver(ZRequestCreditsForm),
    defaultValues: { credits: 50, note: '' },
  });

  const submit = handleSubmit((values) => {
    if (fill.isPending) return;
    fill.mutate(
      { organization_id: orgId, credits: values.credits, note: values.note },
      {
        onSuccess: () => {
          toast.success(t('request.sent'));
          onClose();
        },
        onError: (error) =>
          showFormError(error, { setError, fields: ['credits', 'note'], unexpectedMessage: t('unexpected') }),
      },
    );
  });

  return (
    <FormDialog
      onClose={onClose}
      title={t('request.title')}
      description={t('request.description')}
      onSubmit={submit}
      submitLabel={t('request.submit')}
      cancelLabel={t('cancel')}
      isPending={fill.isPending}
    >
      <Field label={t('request.credits')} error={errors.credits?.message} isRequired>
        <Input type="number" inputMode="numeric" min={1} {...register('credits', { valueAsNumber: true })} />
      </Field>
      <Field label={t('request.note')} hint={t('request.noteHint')} error={errors.note?.message}>
        <Textarea {...register('note')} />
      </Field>
    </FormDialog>
  );
}
