import type { TInvitationPreview } from '@creatorscope/contracts';
import { ArrowRight, LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { openLoginModal } from '../../app/login-modal-store';
import { useSessionStore } from '../../app/session-store';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { useSignOut } from '../auth';
import { InvitationNotice as Notice } from './InvitationNotice';
import { useAcceptInvitation } from './use-invitation';

type InvitationDetailsProps = { token: string; invitation: TInvitationPreview };

/** The organisation, inviter and permission, and the one action that fits who is looking. */
export function InvitationDetails({ token, invitation }: InvitationDetailsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSessionStore((state) => (state.token ? state.user : null));
  const accept = useAcceptInvitation();
  const { signOut, isSigningOut } = useSignOut();
  const isPending = invitation.state === 'pending';
  const isInvitedUser = user?.email.toLowerCase() === invitation.email.toLowerCase();

  const onAccept = () =>
    accept.mutate(token, {
      onSuccess: () => {
        toast.success(t('invitation.joined', { org: invitation.organization_name }));
        void navigate('/');
      },
    });

  const rows = [
    { label: t('invitation.organization'), value: invitation.organization_name },
    { label: t('invitation.invitedBy'), value: invitation.invitedBy ?? '—' },
    { label: t('team.permission'), value: <Badge>{t(`team.permissions.${invitation.permission}`)}</Badge> },
    { label: t('team.role'), value: invitation.role || '—' },
    { label: t('auth.email'), value: <bdi>{invitation.email}</bdi> },
  ];

  const action = () => {
    if (!isPending) {
      return (
        <Notice text={t(`invitation.state.${invitation.state}`)}>
          {invitation.state === 'accepted' && (
            <Button asChild variant="secondary" className="w-full">
              <Link to="/">
                {t('invitation.goHome')}
                <ArrowRight aria-hidden="true" className="rtl:-scale-x-100" />
              </Link>
            </Button>
          )}
        </Notice>
      );
    }
    if (!user) {
      return (
        <Button
          size="lg"
          // The invited email is the point of this button: it wraps rather than being cut off.
          className="h-auto min-h-10 w-full whitespace-normal py-2"
          onClick={() => openLoginModal({ email: invitation.email, isProfileStepSkipped: true })}
        >
          <LogIn aria-hidden="true" className="rtl:-scale-x-100" />
          <span className="min-w-0 break-words">{t('invitation.signInAs', { email: invitation.email })}</span>
        </Button>
      );
    }
    if (!isInvitedUser) {
      return (
        <Notice text={t('invitation.wrongAccount', { current: user.email, invited: invitation.email })}>
          <Button
            variant="secondary"
            className="w-full"
            onClick={() => void signOut()}
            isLoading={isSigningOut}
          >
            {t('header.signOut')}
          </Button>
        </Notice>
      );
    }
    return (
      <Button size="lg" className="w-full" onClick={onAccept} isLoading={accept.isPending}>
        {t('invitation.accept')}
      </Button>
    );
  };

  return (
    <div className="flex flex-col gap-5">
      <p className="text-center text-sm text-text-muted">
        {invitation.invitedBy
          ? t('invitation.summary', { inviter: invitation.invitedBy, org: invitation.organization_name })
          : t('invitation.summaryNoInviter', { org: invitation.organization_name })}
      </p>
      <dl className="divide-y divide-border rounded-lg border border-border">
        {rows.map((row) => (
          <div key={row.label} className="flex items-center justify-between gap-4 px-4 py-2.5 text-sm">
            <dt className="text-text-muted">{row.label}</dt>
            <dd className="min-w-0 truncate text-end font-medium text-text">{row.value}</dd>
          </div>
        ))}
      </dl>
      {action()}
    </div>
  );
}
