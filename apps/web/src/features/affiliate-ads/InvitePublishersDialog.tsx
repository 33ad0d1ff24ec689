import { type FormEvent, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { translateMessage } from '../../i18n/messages';
import { isApiError } from '../../lib/api/api-error';
import { errorMessage } from '../../lib/query-client';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Field } from '../../ui/Field';
import { Textarea } from '../../ui/Textarea';
import { parseEmails } from './invite-emails';
import { useInvitePublishers } from './use-ad-publisher-changes';

type InvitePublishersDialogProps = {
  adId: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
};

/** At most this many addresses show as chips; the count says the rest. */
const CHIPS_SHOWN = 12;

/**
 * Invites publishers by email: addresses pasted or typed (one per line, or separated by commas),
 * shown back as chips as they are read, so a typo shows before anything is sent.
 */
export function InvitePublishersDialog({ adId, isOpen, onOpenChange }: InvitePublishersDialogProps) {
  const { t } = useTranslation('ad-publishers');
  const { t: tt } = useTranslation();
  const formId = useId();
  const invite = useInvitePublishers(adId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const parsed = useMemo(() => parseEmails(text), [text]);

  const close = () => {
    setText('');
    setError(undefined);
    onOpenChange(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (invite.isPending) return;
    if (parsed.invalid.length > 0) return setError(t('invite.invalid', { list: parsed.invalid.join(', ') }));
    if (parsed.valid.length === 0) return setError(t('invite.none'));
    if (parsed.isTooMany) return setError(t('invite.tooMany'));
    invite.mutate(parsed.valid, {
      onSuccess: ({ results }) => {
        const count = (outcome: string) => results.filter((result) => result.outcome === outcome).length;
        const sent = count('sent');
        const skipped = [
          count('recentlySent') > 0 && t('invite.recentlySent', { value: count('recentlySent') }),
          count('alreadyJoined') > 0 && t('invite.alreadyJoined', { value: count('alreadyJoined') }),
        ].filter(Boolean);
        (sent > 0 ? toast.success : toast.info)(t('invite.sent', { value: sent }), {
          description: skipped.join(' · ') || undefined,
        });
        close();
      },
      onError: (failure) => {
        // 'emails.3': the address the server refused, in the reader's words.
        const [fieldMessage] = isApiError(failure) ? Object.values(failure.fieldErrors) : [];
        if (fieldMessage) setError(translateMessage(fieldMessage));
        else toast.error(errorMessage(failure, () => tt('errors.unexpected')));
      },
    });
  };

  return (
    <Dialog
      open={isOpen}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={t('invite.title')}
      description={t('invite.description')}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t('invite.cancel')}
          </Button>
          <Button type="submit" form={formId} isLoading={invite.isPending}>
            {t('invite.send')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-3">
        <Field label={t('invite.emails')} hint={t('invite.emailsHint')} error={error} isRequired>
          <Textarea
            rows={5}
            dir="ltr"
            autoComplete="off"
            spellCheck={false}
            placeholder={t('invite.placeholder')}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setError(undefined);
            }}
          />
        </Field>
        {(parsed.valid.length > 0 || parsed.invalid.length > 0) && (
          <div className="flex flex-col gap-2">
            <p className="text-sm text-text-muted" aria-live="polite">
              {t('invite.count', { value: parsed.valid.length })}
            </p>
            <ul className="flex flex-wrap gap-1.5" aria-label={t('invite.chips')}>
              {parsed.invalid.map((email) => (
                <li key={`x-${email}`}>
                  <Badge tone="danger">
                    <bdi dir="ltr">{email}</bdi>
                  </Badge>
                </li>
              ))}
              {parsed.valid.slice(0, CHIPS_SHOWN).map((email) => (
                <li key={email}>
                  <Badge tone="accent">
                    <bdi dir="ltr">{email}</bdi>
                  </Badge>
                </li>
              ))}
              {parsed.valid.length > CHIPS_SHOWN && (
                <li>
                  <Badge>{t('invite.more', { value: parsed.valid.length - CHIPS_SHOWN })}</Badge>
                </li>
              )}
            </ul>
          </div>
        )}
      </form>
    </Dialog>
  );
}
