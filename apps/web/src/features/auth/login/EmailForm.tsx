import { ZLoginRequest, ZRegisterRequest } from '@creatorscope/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { showFormError } from '../../../lib/forms/show-form-error';
import { useSingleFlight } from '../../../lib/forms/use-single-flight';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { Input } from '../../../ui/Input';
import { requestLoginCode, requestSignUpCode } from '../api';

export type AuthMode = 'login' | 'register';

type EmailFormValues = { email: string; name?: string };

// Sign-in drops the name (spec section 5); rootSite is added when the request is sent.
const loginSchema = ZLoginRequest.pick({ email: true });
const registerSchema = ZRegisterRequest.pick({ email: true, name: true });

export type CodeRequest = { email: string; name?: string; resendAfterSeconds: number };

type EmailFormProps = {
  mode: AuthMode;
  defaultEmail: string;
  isTermsAccepted: boolean;
  onTermsMissing: () => void;
  onCodeSent: (request: CodeRequest) => void;
};

/** Step 0: email (and name when signing up); asks the server to mail a one-time code. */
export function EmailForm({
  mode,
  defaultEmail,
  isTermsAccepted,
  onTermsMissing,
  onCodeSent,
}: EmailFormProps) {
  const { t } = useTranslation();
  const isRegister = mode === 'register';
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<EmailFormValues>({
    resolver: zodResolver<EmailFormValues, unknown, EmailFormValues>(
      isRegister ? registerSchema : loginSchema,
    ),
    defaultValues: { email: defaultEmail, name: '' },
  });

  const { run, isPending } = useSingleFlight(async (values: EmailFormValues) => {
    if (!isTermsAccepted) {
      onTermsMissing();
      return;
    }
    try {
      const name = isRegister ? (values.name ?? '') : undefined;
      const sent =
        name !== undefined
          ? await requestSignUpCode({ email: values.email, name })
          : await requestLoginCode({ email: values.email });
      toast.success(t('auth.codeSent', { email: values.email }));
      onCodeSent({ email: values.email, name, resendAfterSeconds: sent.resendAfterSeconds });
    } catch (error) {
      showFormError(error, {
        setError,
        fields: isRegister ? ['email', 'name'] : ['email'],
        unexpectedMessage: t('errors.unexpected'),
      });
    }
  });

  return (
    <form
      onSubmit={handleSubmit(run)}
      noValidate
      className="flex flex-col gap-4"
      aria-busy={isPending || undefined}
    >
      {isRegister && (
        <Field label={t('auth.name')} error={errors.name?.message} isRequired>
          <Input autoComplete="name" autoFocus {...register('name')} />
        </Field>
      )}
      <Field label={t('auth.email')} error={errors.email?.message} isRequired>
        <Input
          type="email"
          inputMode="email"
          autoComplete="email"
          autoFocus={!isRegister}
          {...register('email')}
        />
      </Field>
      <Button type="submit" size="lg" isLoading={isPending} className="w-full">
        {isRegister ? t('auth.signUpSubmit') : t('auth.signInSubmit')}
      </Button>
    </form>
  );
}
