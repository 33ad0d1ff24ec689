import type { TPublicAd } from '@creatorscope/contracts';
import {
  ArrowRight,
  CalendarX2,
  CirclePause,
  Clock,
  Link2,
  LogIn,
  MailOpen,
  UserRoundPlus,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { openLoginModal } from '../../app/login-modal-store';
import { useTranslatedMessage } from '../../i18n/messages';
import { errorMessage } from '../../lib/query-client';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { CopyField } from '../../ui/CopyField';
import { EmptyState } from '../../ui/EmptyState';
import { MY_OFFERS_PATH, PUBLISHER_PROFILE_PATH } from './ad-paths';
import { useJoinAd } from './use-ad-links';
import { useInviteToken } from './use-invite-token';

/** Why an ad takes no publishers now, from what the join page knows of it. */
function closedReason(ad: TPublicAd): 'draft' | 'paused' | 'ended' | 'noSite' {
  if (ad.status === 'draft' || ad.status === 'paused' || ad.status === 'ended') return ad.status;
  return 'noSite';
}

const CLOSED_ICONS = { draft: Clock, paused: CirclePause, ended: CalendarX2, noSite: Clock } as const;

/**
 * The join page's one action, for who is looking: a visitor signs in; a user without a publisher
 * profile registers first; a publisher joins; one who joined copies their link.
 */
export function JoinAdAction({ ad }: { ad: TPublicAd }) {
  const { t } = useTranslation('marketing');
  const { t: tp } = useTranslation('ad-publishers');
  const { t: tt } = useTranslation();
  const invite = useInviteToken(ad.publicId);
  const join = useJoinAd(ad.publicId, invite);
  const joinError = useTranslatedMessage(
    join.isError ? errorMessage(join.error, () => tt('errors.unexpected')) : undefined,
  );
  const link = ad.viewer?.link ?? null;

  if (link) {
    return (
      <Card title={t('join.linkTitle')} description={t('join.linkText')}>
        <div className="flex flex-col gap-4">
          <CopyField value={link.url} label={t('join.linkLabel')} isStacked />
          {ad.status !== 'active' && (
            <Alert title={t(`join.linkNote.${ad.status === 'ended' ? 'ended' : 'paused'}Title`)}>
              {t(`join.linkNote.${ad.status === 'ended' ? 'ended' : 'paused'}`)}
            </Alert>
          )}
          <Link
            to={MY_OFFERS_PATH}
            className="focus-ring inline-flex w-fit items-center gap-1 rounded-sm font-medium text-accent-muted-foreground text-sm hover:underline"
          >
            {t('join.myOffers')}
            <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          </Link>
        </div>
      </Card>
    );
  }

  if (!ad.isJoinable) {
    const reason = closedReason(ad);
    return (
      <Card>
        <EmptyState
          icon={CLOSED_ICONS[reason]}
          title={t(`join.closed.${reason}Title`)}
          text={t(`join.closed.${reason}`)}
          className="py-4"
        />
      </Card>
    );
  }

  const submit = () => join.mutate(undefined, { onSuccess: () => toast.success(t('join.joined')) });

  return (
    <Card title={t('join.actionTitle')} description={t('join.actionText')}>
      {invite && (
        <p className="mb-4 flex items-start gap-2 rounded-lg bg-accent-muted px-3 py-2 text-accent-muted-foreground text-sm">
          <MailOpen aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{tp('join.invited', { brand: ad.brandName })}</span>
        </p>
      )}
      {ad.viewer === null ? (
        <div className="flex flex-col gap-3">
          <Button className="w-full" onClick={() => openLoginModal()}>
            <LogIn aria-hidden="true" className="rtl:-scale-x-100" />
            {t('join.signIn')}
          </Button>
          <p className="text-sm text-text-muted">{t('join.signInText')}</p>
        </div>
      ) : !ad.viewer.hasPublisherProfile ? (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-text-muted">{t('join.registerText')}</p>
          <Button className="w-full" asChild>
            <Link to={PUBLISHER_PROFILE_PATH}>
              <UserRoundPlus aria-hidden="true" />
              {t('join.register')}
            </Link>
          </Button>
        </div>
      ) : (
        <div className="flex flex-col gap-3">
          <Button className="w-full" isLoading={join.isPending} onClick={submit}>
            <Link2 aria-hidden="true" />
            {t('join.join')}
          </Button>
          {join.isError && (
            <Alert tone="danger" role="alert" title={t('join.joinFailed')}>
              {joinError}
            </Alert>
          )}
        </div>
      )}
    </Card>
  );
}
