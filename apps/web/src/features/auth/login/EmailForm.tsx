import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { showFormError } from '../../../lib/forms/show-form-error';
import { useSingleFlight } from '../../../lib/forms/use-single-flight';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { Input } from '../../../ui/Input';
import { requestLoginCode, requestSignUpCode } from '../api';
import type { EmailFormValues } from './email-resolvers';
import { loadEmailResolvers, prefetchLaterSteps } from './later-steps';

export type AuthMode = 'login' | 'register';

// The schemas bring zod and the contracts (see later-steps.ts): fetched by the first keystroke, in
// time for the first check on submit.
const loginResolver: Resolver<EmailFormValues> = async (...args) =>
  (await loadEmailResolvers()).loginResolver(...args);
const registerResolver: Resolver<EmailFormValues> = async (...args) =>
  (await loadEmailResolvers()).registerResolver(...args);

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
    resolver: isRegister ? registerResolver : loginResolver,
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
      onInput={prefetchLaterSteps}
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
