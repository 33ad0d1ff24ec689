import { type TAdPublisher, ZCouponCode } from '@creatorscope/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import { showFormError } from '../../lib/forms/show-form-error';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { FormDialog } from '../../ui/FormDialog';
import { Input } from '../../ui/Input';
import { useSetCoupon } from './use-ad-publisher-changes';

const ZCouponForm = z.object({ couponCode: ZCouponCode });
type CouponForm = z.input<typeof ZCouponForm>;

type CouponDialogProps = {
  adId: string;
  publisher: TAdPublisher;
  onClose: () => void;
};

/**
 * Sets a joined publisher's own coupon on the ad, or removes it: a sale with the code is credited
 * to them whatever link the buyer came by. Checked as the server checks it; a code another
 * publisher of the ad holds comes back under the field.
 */
export function CouponDialog({ adId, publisher, onClose }: CouponDialogProps) {
  const { t } = useTranslation('ad-publishers');
  const { t: tt } = useTranslation();
  const setCoupon = useSetCoupon(adId);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CouponForm, unknown, z.output<typeof ZCouponForm>>({
    resolver: zodResolver(ZCouponForm),
    defaultValues: { couponCode: publisher.couponCode ?? '' },
  });

  const save = (couponCode: string | null) =>
    setCoupon.mutate(
      { publisherId: publisher.publisherId, couponCode },
      {
        onSuccess: (state) => {
          toast.success(
            state.couponCode
              ? t('coupon.saved', { code: state.couponCode, name: publisher.name })
              : t('coupon.removed', { name: publisher.name }),
          );
          onClose();
        },
        onError: (error) =>
          showFormError(error, {
            setError,
            fields: ['couponCode'],
            unexpectedMessage: tt('errors.unexpected'),
          }),
      },
    );
  const submit = handleSubmit((values) => {
    if (!setCoupon.isPending) save(values.couponCode);
  });

  return (
    <FormDialog
      size="sm"
      onClose={onClose}
      title={t('coupon.title', { name: publisher.name })}
      description={t('coupon.description', { name: publisher.name })}
      onSubmit={submit}
      submitLabel={t('coupon.save')}
      cancelLabel={t('coupon.cancel')}
      isPending={setCoupon.isPending}
      extraActions={
        publisher.couponCode && (
          <Button
            variant="ghost"
            className="me-auto text-danger"
            disabled={setCoupon.isPending}
            onClick={() => save(null)}
          >
            {t('coupon.remove')}
          </Button>
        )
      }
    >
      <Field label={t('coupon.label')} hint={t('coupon.hint')} error={errors.couponCode?.message} isRequired>
        <Input
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          maxLength={30}
          className="font-mono uppercase"
          {...register('couponCode')}
        />
      </Field>
    </FormDialog>
  );
}
