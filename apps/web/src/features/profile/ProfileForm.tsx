import { type TMeData, type TUpdateProfileRequest, ZUpdateProfileRequest } from '@creatorscope/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { getSession } from '../../app/session-store';
import { isLanguageCode, LANGUAGES, type LanguageCode } from '../../i18n/languages';
import { showFormError } from '../../lib/forms/show-form-error';
import { useSingleFlight } from '../../lib/forms/use-single-flight';
import { queryKeys } from '../../lib/query-keys';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Field } from '../../ui/Field';
import { Input } from '../../ui/Input';
import { Select, type SelectOption } from '../../ui/Select';
import { updateProfile } from './api';

const LANGUAGE_OPTIONS: readonly SelectOption<LanguageCode>[] = LANGUAGES.map((language) => ({
  value: language.code,
  label: language.label,
  lang: language.htmlLang,
}));

type ProfileFormProps = { user: TMeData['user'] };

/** Name and language (the language of the app and of the mails we send); the email is fixed. */
export function ProfileForm({ user }: ProfileFormProps) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const {
    control,
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm<TUpdateProfileRequest>({
    resolver: zodResolver(ZUpdateProfileRequest),
    defaultValues: {
      name: user.name,
      language: isLanguageCode(user.language)
        ? user.language
        : isLanguageCode(i18n.language)
          ? i18n.language
          : 'en',
    },
  });

  const { run, isPending } = useSingleFlight(async (values: TUpdateProfileRequest) => {
    try {
      const updated = await updateProfile(values);
      const merged = { ...user, ...updated, language: values.language ?? user.language };
      getSession().setUser(merged);
      queryClient.setQueryData<TMeData>(queryKeys.auth.me(), (me) => (me ? { ...me, user: merged } : me));
      reset({ name: merged.name, language: values.language });
      if (values.language && values.language !== i18n.language) await i18n.changeLanguage(values.language);
      toast.success(t('profile.saved'));
    } catch (error) {
      showFormError(error, {
        setError,
        fields: ['name', 'language'],
        unexpectedMessage: t('errors.unexpected'),
      });
    }
  });

  return (
    <Card title={t('profile.detailsTitle')} description={t('profile.detailsDescription')}>
      <form onSubmit={handleSubmit(run)} noValidate className="flex flex-col gap-5">
        <Field label={t('auth.name')} error={errors.name?.message} isRequired>
          <Input autoComplete="name" {...register('name')} />
        </Field>
        <Field label={t('auth.email')} hint={t('profile.emailHint')}>
          <Input type="email" value={user.email} readOnly dir="ltr" />
        </Field>
        <Controller
          control={control}
          name="language"
          render={({ field, fieldState }) => (
            <Field
              label={t('profile.language')}
              hint={t('profile.languageHint')}
              error={fieldState.error?.message}
            >
              <Select
                options={LANGUAGE_OPTIONS}
                value={field.value}
                onValueChange={field.onChange}
                name={field.name}
              />
            </Field>
          )}
        />
        <div className="flex justify-end">
          <Button type="submit" isLoading={isPending} disabled={!isDirty}>
            {t('profile.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
