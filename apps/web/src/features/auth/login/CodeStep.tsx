import { OTP_LENGTH, type TLoginResponseData, ZVerifyOtpRequest } from '@creatorscope/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { z } from 'zod';
import { showFormError } from '../../../lib/forms/show-form-error';
import { useSingleFlight } from '../../../lib/forms/use-single-flight';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { Input } from '../../../ui/Input';
import { requestLoginCode, requestSignUpCode, verifyOtp } from '../api';
import { formatCountdown, useCountdown } from './countdown';

const codeSchema = ZVerifyOtpRequest.pick({ otp: true });

type CodeForm = z.input<typeof codeSchema>;
type CodeFormValues = z.output<typeof codeSchema>;

type CodeStepProps = {
  email: string;
  /** Set when signing up: sent again with the code, and with a resend. */
  name: string | undefined;
  /** When 'Resend OTP' is allowed again (epoch ms). */
  resendDeadline: number | null;
  onResent: (resendAfterSeconds: number) => void;
  onBack: () => void;
  onVerified: (result: TLoginResponseData) => Promise<void>;
};

const digitsOnly = (value: string) => value.replace(/\D/g, '').slice(0, OTP_LENGTH);

/** Step 1: the 6-digit code from the mail, 'Resend OTP' with its countdown, and Back. */
export function CodeStep({ email, name, resendDeadline, onResent, onBack, onVerified }: CodeStepProps) {
  const { t } = useTranslation();
  const secondsLeft = useCountdown(resendDeadline);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CodeForm, unknown, CodeFormValues>({
    resolver: zodResolver(codeSchema),
    defaultValues: { otp: '' },
  });
  const unexpectedMessage = t('errors.unexpected');

  const verify = useSingleFlight(async ({ otp }: CodeFormValues) => {
    let result: TLoginResponseData;
    try {
      result = await verifyOtp({ email, otp, ...(name ? { name } : {}) });
    } catch (error) {
      showFormError(error, { setError, fields: ['otp'], unexpectedMessage });
      return;
    }
    await onVerified(result);
  });

  const resend = useSingleFlight(async () => {
    try {
      const sent = name ? await requestSignUpCode({ email, name }) : await requestLoginCode({ email });
      toast.success(t('auth.codeSent', { email }));
      onResent(sent.resendAfterSeconds);
    } catch (error) {
      // 429 ('too soon', 'too many') arrives with the server's own explanation.
      showFormError(error, { setError, fields: [], unexpectedMessage });
    }
  });

  const submit = handleSubmit(verify.run);
  const otpField = register('otp');
  const canResend = secondsLeft === 0 && !resend.isPending;

  return (
    <div className="flex flex-col gap-4">
      <form
        onSubmit={submit}
        noValidate
        className="flex flex-col gap-4"
        aria-busy={verify.isPending || undefined}
      >
        <Field label={t('auth.code')} hint={t('auth.codeHint')} error={errors.otp?.message} isRequired>
          <Input
            {...otpField}
            onChange={(event) => {
              event.target.value = digitsOnly(event.target.value);
              void otpField.onChange(event);
              // A complete code submits itself, as pasting it from the mail app would suggest.
              if (event.target.value.length === OTP_LENGTH) void submit();
            }}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={OTP_LENGTH}
            dir="ltr"
            autoFocus
            className="metric h-11 text-center text-lg tracking-[0.5em]"
          />
        </Field>
        <Button type="submit" size="lg" isLoading={verify.isPending} className="w-full">
          {t('auth.verify')}
        </Button>
      </form>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="ghost" size="sm" onClick={onBack} className="-ms-3">
          <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100" />
          {t('auth.back')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => void resend.run()}
          disabled={!canResend}
          isLoading={resend.isPending}
          className="metric -me-3"
        >
          {secondsLeft > 0 ? t('auth.resendIn', { time: formatCountdown(secondsLeft) }) : t('auth.resend')}
        </Button>
      </div>
    </div>
  );
}
