import { ZCreateSupportRequest, ZVisitorSupportRequest } from '@creatorscope/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { z } from 'zod';
import { isLanguageCode } from '../../i18n/languages';
import { showFormError } from '../../lib/forms/show-form-error';
import { Field } from '../../ui/Field';
import { FormDialog } from '../../ui/FormDialog';
import { Input } from '../../ui/Input';
import { Textarea } from '../../ui/Textarea';
import { useCreateSupportRequest } from '../support';

const ZContactForm = ZCreateSupportRequest.pick({ subject: true, message: true, email: true });
// A visitor has no account to reply to, so the server needs their email.
const ZVisitorContactForm = ZVisitorSupportRequest.pick({ subject: true, message: true, email: true });
type ContactInput = z.input<typeof ZContactForm>;
type ContactValues = z.output<typeof ZContactForm>;

type ContactSalesDialogProps = {
  orgId: string | null;
  /** Signed in: the reply goes to the account's address, so no email field. */
  isSignedIn: boolean;
  onClose: () => void;
};

/** The Custom plan's 'Contact us': a billing support request the sales team answers by mail. */
export function ContactSalesDialog({ orgId, isSignedIn, onClose }: ContactSalesDialogProps) {
  const { t, i18n } = useTranslation('billing');
  const create = useCreateSupportRequest();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ContactInput, unknown, ContactValues>({
    resolver: zodResolver(isSignedIn ? ZContactForm : ZVisitorContactForm),
    defaultValues: { subject: t('contact.defaultSubject'), message: '', email: '' },
  });

  const submit = handleSubmit((values) => {
    if (create.isPending) return;
    const language = i18n.resolvedLanguage;
    create.mutate(
      {
        topic: 'billing',
        subject: values.subject,
        message: values.message,
        ...(!isSignedIn && values.email ? { email: values.email } : {}),
        ...(orgId ? { orgId } : {}),
        pagePath: window.location.pathname,
        ...(isLanguageCode(language) ? { language } : {}),
      },
      {
        onSuccess: (request) => {
          toast.success(t('contact.sent', { reference: request.reference }));
          onClose();
        },
        onError: (error) =>
          showFormError(error, {
            setError,
            fields: ['subject', 'message', 'email'],
            unexpectedMessage: t('unexpected'),
          }),
      },
    );
  });

  return (
    <FormDialog
      onClose={onClose}
      title={t('contact.title')}
      description={t('contact.description')}
      onSubmit={submit}
      submitLabel={t('contact.submit')}
      cancelLabel={t('cancel')}
      isPending={create.isPending}
    >
      {!isSignedIn && (
        <Field label={t('contact.email')} error={errors.email?.message} isRequired>
          <Input type="email" autoComplete="email" dir="ltr" {...register('email')} />
        </Field>
      )}
      <Field label={t('contact.subject')} error={errors.subject?.message} isRequired>
        <Input {...register('subject')} />
      </Field>
      <Field
        label={t('contact.message')}
        hint={t('contact.messageHint')}
        error={errors.message?.message}
        isRequired
      >
        <Textarea rows={5} {...register('message')} />
      </Field>
    </FormDialog>
  );
}
