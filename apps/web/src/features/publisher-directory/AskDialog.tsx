import { PUBLISHER_REQUEST_MESSAGE_MAX } from '@creatorscope/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { translateMessage } from '../../i18n/messages';
import { isApiError } from '../../lib/api/api-error';
import { errorMessage } from '../../lib/query-client';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Field } from '../../ui/Field';
import { Select } from '../../ui/Select';
import { Textarea } from '../../ui/Textarea';
import { useActiveAds, useAskPublisher, useInviteToAd } from './use-publisher-directory';

export type AskKind = 'contact' | 'collaboration' | 'invite';

type AskDialogProps = {
  kind: AskKind | null;
  publisherId: string;
  publisherName: string;
  onOpenChange: (isOpen: boolean) => void;
};

const NO_AD = 'none';

/**
 * Asks a publisher for their contact details, a collaboration (with a note and, optionally, one of
 * the organisation's active ads) or to join an ad: they are told by mail and in the app.
 */
export function AskDialog({ kind, publisherId, publisherName, onOpenChange }: AskDialogProps) {
  const { t } = useTranslation('publisher-directory');
  const { t: tt } = useTranslation();
  const formId = useId();
  const ask = useAskPublisher(publisherId);
  const invite = useInviteToAd();
  const ads = useActiveAds(kind === 'collaboration' || kind === 'invite');
  const [message, setMessage] = useState('');
  const [adId, setAdId] = useState<string>(NO_AD);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const isPending = ask.isPending || invite.isPending;

  const close = () => {
    setMessage('');
    setAdId(NO_AD);
    setErrors({});
    onOpenChange(false);
  };

  const fail = (failure: unknown) => {
    const fields = isApiError(failure) ? failure.fieldErrors : {};
    if (Object.keys(fields).length > 0) {
      setErrors(
        Object.fromEntries(Object.entries(fields).map(([key, text]) => [key, translateMessage(text)])),
      );
    } else toast.error(errorMessage(failure, () => tt('errors.unexpected')));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isPending || !kind) return;
    if (kind === 'invite') {
      if (adId === NO_AD) return setErrors({ id: t('ask.chooseAd') });
      invite.mutate(
        { adId, publisherIds: [publisherId] },
        {
          onSuccess: ({ results }) => {
            const outcome = results[0]?.outcome ?? 'notFound';
            (outcome === 'sent' ? toast.success : toast.info)(
              t(`ask.inviteOutcome.${outcome}`, { name: publisherName }),
            );
            close();
          },
          onError: fail,
        },
      );
      return;
    }
    ask.mutate(
      { kind, message: message.trim() || undefined, adId: adId === NO_AD ? undefined : adId },
      {
        onSuccess: () => {
          toast.success(t('ask.sent', { name: publisherName }));
          close();
        },
        onError: fail,
      },
    );
  };

  const adOptions = [
    ...(kind === 'invite' ? [] : [{ value: NO_AD, label: t('ask.noAd') }]),
    ...(ads.data?.rows ?? []).map((ad) => ({ value: ad._id, label: ad.campaignName })),
  ];

  return (
    <Dialog
      open={kind !== null}
      onOpenChange={(next) => (next ? undefined : close())}
      title={kind ? t(`ask.title.${kind}`, { name: publisherName }) : ''}
      description={kind ? t(`ask.description.${kind}`) : undefined}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t('ask.cancel')}
          </Button>
          <Button type="submit" form={formId} isLoading={isPending}>
            {kind === 'invite' ? t('ask.invite') : t('ask.send')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-4">
        {(kind === 'collaboration' || kind === 'invite') && (
          <Field
            label={t('ask.ad')}
            hint={ads.data && ads.data.rows.length === 0 ? t('ask.noActiveAds') : undefined}
            error={errors.id ?? errors.adId}
            isRequired={kind === 'invite'}
          >
            <Select
              value={adId === NO_AD && kind === 'invite' ? undefined : adId}
              placeholder={t('ask.chooseAd')}
              onValueChange={(next) => {
                setAdId(next);
                setErrors({});
              }}
              options={adOptions}
              isDisabled={ads.isPending}
            />
          </Field>
        )}
        {kind !== 'invite' && (
          <Field label={t('ask.message')} hint={t('ask.messageHint')} error={errors.message}>
            <Textarea
              rows={5}
              maxLength={PUBLISHER_REQUEST_MESSAGE_MAX}
              value={message}
              onChange={(event) => {
                setMessage(event.target.value);
                setErrors({});
              }}
            />
          </Field>
        )}
      </form>
    </Dialog>
  );
}
