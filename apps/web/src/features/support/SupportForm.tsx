import {
  SUPPORT_MESSAGE_MAX,
  SUPPORT_PAGE_PATH_MAX,
  SUPPORT_TOPICS,
  type TSupportRequest,
  type TSupportTopic,
  type TVisitorSupportRequest,
  ZVisitorSupportRequest,
} from '@creatorscope/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import { useCurrentOrgId, useIsSignedIn, useSessionStore } from '../../app/session-store';
import { useFormat } from '../../app/use-format';
import { isLanguageCode } from '../../i18n/languages';
import { showFormError } from '../../lib/forms/show-form-error';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Input } from '../../ui/Input';
import { Select } from '../../ui/Select';
import { Textarea } from '../../ui/Textarea';
import { useCreateSupportRequest } from './use-support';

type SupportFormProps = { onSent: (request: TSupportRequest) => void };

type SupportFields = TVisitorSupportRequest;
type SupportValues = z.output<typeof ZVisitorSupportRequest>;

const FIELDS = ['topic', 'subject', 'message', 'name', 'email'] as const;

/**
 * What the user needs help with. A visitor gives an email to be answered at; a signed-in user is
 * answered at the account's address (the server takes it from the account, not from here).
 */
export function SupportForm({ onSent }: SupportFormProps) {
  const { t, i18n } = useTranslation('support');
  const format = useFormat();
  const isSignedIn = useIsSignedIn();
  const accountEmail = useSessionStore((state) => state.user?.email ?? '');
  const orgId = useCurrentOrgId() ?? undefined;
  const { pathname } = useLocation();
  const createRequest = useCreateSupportRequest();
  const {
    control,
    register,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors },
  } = useForm<SupportFields, unknown, SupportValues>({
    resolver: zodResolver(ZVisitorSupportRequest),
    // A signed-in user's form carries the account's address, so one schema serves both. (The
    // panel mounts a new form when the user signs in or out.)
    defaultValues: { subject: '', message: '', name: '', email: isSignedIn ? accountEmail : '' },
  });
  const messageLength = watch('message')?.length ?? 0;
  const language = i18n.resolvedLanguage ?? i18n.language;

  const submit = handleSubmit((values) => {
    if (createRequest.isPending) return;
    createRequest.mutate(
      {
        topic: values.topic,
        subject: values.subject,
        message: values.message,
        ...(isSignedIn ? { orgId } : { name: values.name, email: values.email }),
        // The path only: a query string can carry tokens (invitations, payments).
        pagePath: pathname.slice(0, SUPPORT_PAGE_PATH_MAX),
        language: isLanguageCode(language) ? language : undefined,
      },
      {
        onSuccess: (saved) => {
          toast.success(t('sentToast', { reference: saved.reference }));
          reset();
          onSent(saved);
        },
        onError: (error) =>
          showFormError(error, {
            setError,
            fields: FIELDS,
            unexpectedMessage: t('unexpected'),
          }),
      },
    );
  });

  const topicOptions = SUPPORT_TOPICS.map((topic) => ({ value: topic, label: t(`topics.${topic}`) }));

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {isSignedIn ? (
        <p className="text-sm text-text-muted">
          {t('sendingAs')}{' '}
          <span dir="ltr" className="break-all font-medium text-text">
            {accountEmail}
          </span>
        </p>
      ) : (
        <div className="grid gap-4">
          <Field label={t('email')} hint={t('emailHint')} error={errors.email?.message} isRequired>
            <Input type="email" autoComplete="email" dir="ltr" {...register('email')} />
          </Field>
          <Field label={t('name')} error={errors.name?.message}>
            <Input autoComplete="name" {...register('name')} />
          </Field>
        </div>
      )}
      <Controller
        control={control}
        name="topic"
        render={({ field }) => (
          <Field label={t('topic')} error={errors.topic?.message} isRequired>
            {/* '' rather than undefined: after a reset the list must show its placeholder again. */}
            <Select<TSupportTopic | ''>
              options={topicOptions}
              value={field.value ?? ''}
              onValueChange={field.onChange}
              placeholder={t('topicPlaceholder')}
            />
          </Field>
        )}
      />
      <Field label={t('subject')} error={errors.subject?.message} isRequired>
        <Input placeholder={t('subjectPlaceholder')} {...register('subject')} />
      </Field>
      <Field
        label={t('message')}
        hint={t('messageCount', {
          length: format.whole(messageLength),
          max: format.whole(SUPPORT_MESSAGE_MAX),
        })}
        error={errors.message?.message}
        isRequired
      >
        <Textarea rows={5} placeholder={t('messagePlaceholder')} {...register('message')} />
      </Field>
      <Button type="submit" isLoading={createRequest.isPending} className="self-end">
        {!createRequest.isPending && <Send aria-hidden="true" className="rtl:-scale-x-100" />}
        {t('send')}
      </Button>
    </form>
  );
}
