import { type TTdsMonth, ZRecordTdsDepositRequest } from '@creatorscope/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { z } from 'zod';
import { useFormat } from '../../app/use-format';
import { showFormError } from '../../lib/forms/show-form-error';
import { useSingleFlight } from '../../lib/forms/use-single-flight';
import { Field } from '../../ui/Field';
import { FormDialog } from '../../ui/FormDialog';
import { Input } from '../../ui/Input';
import { useRecordTdsDeposit } from './use-tds-deposits';

type DepositInput = z.input<typeof ZRecordTdsDepositRequest>;
type DepositValues = z.output<typeof ZRecordTdsDepositRequest>;

/** Records the challan a month's TDS was deposited with; the amount is the month's, not typed. */
export function RecordDepositDialog({ month, onClose }: { month: TTdsMonth; onClose: () => void }) {
  const { t } = useTranslation('operations');
  const { t: tt } = useTranslation();
  const format = useFormat();
  const record = useRecordTdsDeposit();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<DepositInput, unknown, DepositValues>({
    resolver: zodResolver(ZRecordTdsDepositRequest),
    defaultValues: { month: month.month, bsrCode: '', challanSerial: '', challanDate: '' },
  });
  const amount = format.money(month.tdsAmount, 'INR');

  const send = useSingleFlight(async (values: DepositValues) => {
    try {
      await record.mutateAsync(values);
      toast.success(t('tds.recorded', { month: format.month(month.month), amount }));
      onClose();
    } catch (error) {
      showFormError(error, {
        setError,
        fields: ['bsrCode', 'challanSerial', 'challanDate'],
        unexpectedMessage: tt('errors.unexpected'),
      });
    }
  });

  return (
    <FormDialog
      size="sm"
      onClose={onClose}
      title={t('tds.dialog.title', { month: format.month(month.month) })}
      description={t('tds.dialog.text', { amount, count: month.payouts })}
      onSubmit={handleSubmit(send.run)}
      submitLabel={t('tds.dialog.confirm')}
      cancelLabel={t('tds.dialog.cancel')}
      isPending={send.isPending}
    >
      <Field
        label={t('tds.dialog.bsrCode')}
        hint={t('tds.dialog.bsrCodeHint')}
        error={errors.bsrCode?.message}
        isRequired
      >
        <Input dir="ltr" inputMode="numeric" autoComplete="off" maxLength={7} {...register('bsrCode')} />
      </Field>
      <Field
        label={t('tds.dialog.challanSerial')}
        hint={t('tds.dialog.challanSerialHint')}
        error={errors.challanSerial?.message}
        isRequired
      >
        <Input
          dir="ltr"
          inputMode="numeric"
          autoComplete="off"
          maxLength={5}
          {...register('challanSerial')}
        />
      </Field>
      <Field label={t('tds.dialog.challanDate')} error={errors.challanDate?.message} isRequired>
        <Input type="date" dir="ltr" {...register('challanDate')} />
      </Field>
    </FormDialog>
  );
}
