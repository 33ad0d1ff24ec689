import type { TBrandPublisherRequest } from '@creatorscope/contracts';
import { Handshake, Mail, Megaphone, MessageCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/use-format';
import { Badge, type BadgeTone } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { ErrorState } from '../../ui/ErrorState';
import { Sheet } from '../../ui/Sheet';
import { Skeleton } from '../../ui/Skeleton';
import { AskDialog, type AskKind } from './AskDialog';
import { usePublisherDetails } from './use-publisher-directory';
import { usePublisherLabels } from './use-publisher-labels';

const STATUS_TONES: Readonly<Record<TBrandPublisherRequest['status'], BadgeTone>> = {
  pending: 'warning',
  accepted: 'success',
  declined: 'danger',
};

type PublisherPanelProps = {
  publisherId: string | null;
  canWrite: boolean;
  onClose: () => void;
};

/** One publisher's public profile, this organisation's requests to them, and the three ways to ask. */
export function PublisherPanel({ publisherId, canWrite, onClose }: PublisherPanelProps) {
  const { t } = useTranslation('publisher-directory');
  const { t: tt } = useTranslation();
  const { t: ti } = useTranslation('insights');
  const format = useFormat();
  const labels = usePublisherLabels();
  const details = usePublisherDetails(publisherId);
  const [asking, setAsking] = useState<AskKind | null>(null);
  const contactId = useId();
  const publisher = details.data;

  const requestState = (request: TBrandPublisherRequest | null) =>
    request && (
      <Badge tone={STATUS_TONES[request.status]} hasDot>
        {t(`requestStatus.${request.status}`)}
      </Badge>
    );

  return (
    <Sheet
      open={publisherId !== null}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={publisher?.name ?? t('panelTitle')}
      className="w-[min(28rem,calc(100vw-1rem))]"
    >
      {details.isError ? (
        <ErrorState
          title={t('detailsErrorTitle')}
          text={t('detailsErrorText')}
          onRetry={() => void details.refetch()}
          isRetrying={details.isFetching}
        />
      ) : !publisher ? (
        <div className="flex flex-col gap-3" aria-busy="true">
          <Skeleton className="h-6 w-40" />
          <Skeleton className="h-20" />
          <Skeleton className="h-32" />
        </div>
      ) : (
        <div className="flex flex-col gap-5">
          <div className="flex flex-wrap gap-2">
            <Badge tone="accent">{labels.type(publisher)}</Badge>
            {publisher.categories.map((category) => (
              <Badge key={category}>{ti(`categories.${category}`)}</Badge>
            ))}
          </div>
          <dl className="grid grid-cols-2 gap-4 text-sm">
            <div>
              <dt className="text-text-muted text-xs">{t('columns.followers')}</dt>
              <dd className="metric text-lg">{labels.followers(publisher)}</dd>
            </div>
            <div>
              <dt className="text-text-muted text-xs">{t('columns.price')}</dt>
              <dd className="metric text-lg">{labels.price(publisher)}</dd>
            </div>
            <div>
              <dt className="text-text-muted text-xs">{t('columns.place')}</dt>
              <dd>{publisher.place ? <bdi>{publisher.place}</bdi> : t('unknown')}</dd>
            </div>
            <div>
              <dt className="text-text-muted text-xs">{t('profession')}</dt>
              <dd>{publisher.profession ? <bdi>{publisher.profession}</bdi> : t('unknown')}</dd>
            </div>
            <div className="col-span-2">
              <dt className="text-text-muted text-xs">{t('languages')}</dt>
              <dd>
                {publisher.preferred_language.length > 0
                  ? format.list(publisher.preferred_language.map(format.language))
                  : t('unknown')}
              </dd>
            </div>
            <div className="col-span-2">
              <dt className="text-text-muted text-xs">{tt('publishers.form.instagram')}</dt>
              <dd dir="ltr" className="text-start">
                {publisher.instagramProfile ? <bdi>{publisher.instagramProfile}</bdi> : t('unknown')}
              </dd>
            </div>
            <div className="col-span-2">
              <dt className="text-text-muted text-xs">{tt('publishers.form.youtube')}</dt>
              <dd dir="ltr" className="text-start">
                {publisher.youtubeProfile ? <bdi>{publisher.youtubeProfile}</bdi> : t('unknown')}
              </dd>
            </div>
            {publisher.collobrationOptions.length > 0 && (
              <div className="col-span-2">
                <dt className="text-text-muted text-xs">{t('collaborations')}</dt>
                <dd>
                  {publisher.collobrationOptions
                    .map((option) => tt(`publishers.collaborations.${option}`))
                    .join(' · ')}
                </dd>
              </div>
            )}
          </dl>

          <section
            aria-labelledby={contactId}
            className="flex flex-col gap-2 rounded-lg border border-border p-3"
          >
            <div className="flex items-center justify-between gap-2">
              <h3 id={contactId} className="font-semibold text-sm">
                {t('contactTitle')}
              </h3>
              {requestState(publisher.contactRequest)}
            </div>
            {publisher.contact ? (
              <dl className="flex flex-col gap-1 text-sm" dir="ltr">
                <dt className="sr-only">{t('email')}</dt>
                <dd className="flex items-center gap-2">
                  <Mail aria-hidden="true" className="size-4 text-text-muted" />
                  <a
                    className="focus-ring rounded-sm hover:underline"
                    href={`mailto:${publisher.contact.email}`}
                  >
                    {publisher.contact.email}
                  </a>
                </dd>
                <dt className="sr-only">{t('whatsapp')}</dt>
                <dd className="flex items-center gap-2">
                  <MessageCircle aria-hidden="true" className="size-4 text-text-muted" />
                  {publisher.contact.whatsup_number}
                </dd>
              </dl>
            ) : (
              <p className="text-sm text-text-muted">
                {t(`contactHidden.${publisher.contactRequest?.status ?? 'none'}`)}
              </p>
            )}
          </section>

          {publisher.collaborationRequest && (
            <p className="flex items-center gap-2 text-sm text-text-muted">
              {t('collaborationAsked', { date: format.date(publisher.collaborationRequest.createdAt) })}
              {requestState(publisher.collaborationRequest)}
            </p>
          )}

          {canWrite ? (
            <div className="flex flex-col gap-2">
              <Button
                onClick={() => setAsking('contact')}
                disabled={publisher.contactRequest !== null && publisher.contactRequest.status !== 'declined'}
              >
                <Mail aria-hidden="true" />
                {t('actions.contact')}
              </Button>
              <Button variant="secondary" onClick={() => setAsking('collaboration')}>
                <Handshake aria-hidden="true" />
                {t('actions.collaboration')}
              </Button>
              <Button variant="secondary" onClick={() => setAsking('invite')}>
                <Megaphone aria-hidden="true" />
                {t('actions.invite')}
              </Button>
            </div>
          ) : (
            <p className="text-sm text-text-muted">{t('readOnly')}</p>
          )}
          <AskDialog
            kind={asking}
            publisherId={publisher._id}
            publisherName={publisher.name}
            onOpenChange={(isOpen) => !isOpen && setAsking(null)}
          />
        </div>
      )}
    </Sheet>
  );
}
