import {
  BookOpen,
  Building2,
  Check,
  CreditCard,
  ExternalLink,
  HandCoins,
  LogOut,
  Receipt,
  UserRound,
  UsersRound,
} from 'lucide-react';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSessionStore } from '../../app/session-store';
import { Button } from '../../ui/Button';
import { DropdownMenu, type DropdownMenuEntry } from '../../ui/DropdownMenu';
import { useAuthConfig, useSignOut, useSwitchOrg } from '../auth';
import { useExtensionMenuEntry } from '../extension';
import { UserAvatar } from './UserAvatar';

/** The affiliate programme lives on the marketing site. */
const AFFILIATE_URL = 'https://creatorscope.app/affiliate';

/**
 * The signed-in user's menu: their pages, the affiliate programme, the extension's state, the
 * organisation switcher, Sign Out.
 */
export function ProfileMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSessionStore((state) => state.user);
  const org = useSessionStore((state) => state.org);
  const organizations = useSessionStore((state) => state.organizations);
  const { signOut } = useSignOut();
  const switchOrg = useSwitchOrg();
  const extensionEntry = useExtensionMenuEntry(useAuthConfig().data?.extensionId ?? null);

  const link = (label: string, icon: ReactElement, path: string): DropdownMenuEntry => ({
    label,
    icon,
    onSelect: () => void navigate(path),
  });

  const orgEntries: DropdownMenuEntry[] = organizations.map((organization) => {
    const isCurrent = organization._id === org?._id;
    return {
      label: organization.name,
      icon: isCurrent ? <Check aria-hidden="true" /> : <Building2 aria-hidden="true" />,
      trailing: isCurrent ? <span className="sr-only">{t('header.currentOrg')}</span> : undefined,
      isDisabled: switchOrg.isPending,
      onSelect: () => {
        if (!isCurrent) switchOrg.mutate(organization._id);
      },
    };
  });

  const entries: DropdownMenuEntry[] = [
    link(t('header.profile'), <UserRound aria-hidden="true" />, '/apps/profile'),
    link(t('header.team'), <UsersRound aria-hidden="true" />, '/apps/team'),
    link(t('header.plans'), <CreditCard aria-hidden="true" />, '/apps/plans'),
    link(t('header.transactions'), <Receipt aria-hidden="true" />, '/apps/transactions'),
    link(t('header.documentation'), <BookOpen aria-hidden="true" />, '/apps/documentation'),
    {
      label: t('header.affiliate'),
      icon: <HandCoins aria-hidden="true" />,
      trailing: <ExternalLink aria-label={t('header.opensInNewTab')} className="size-3.5 rtl:-scale-x-100" />,
      onSelect: () => void window.open(AFFILIATE_URL, '_blank', 'noopener'),
    },
    ...(extensionEntry ? [extensionEntry] : []),
    ...(orgEntries.length > 0
      ? [
          { type: 'separator' } as const,
          { type: 'label', label: t('header.organizations') } as const,
          ...orgEntries,
        ]
      : []),
    { type: 'separator' },
    {
      label: t('header.signOut'),
      icon: <LogOut aria-hidden="true" className="rtl:-scale-x-100" />,
      isDestructive: true,
      onSelect: () => void signOut(),
    },
  ];

  return (
    <DropdownMenu
      className="w-64"
      header={
        <div className="flex min-w-0 items-center gap-2.5">
          <UserAvatar name={user?.name} email={user?.email} />
          <div className="min-w-0">
            <p className="truncate font-medium text-sm text-text">{user?.name}</p>
            <p className="truncate text-text-muted text-xs">{user?.email}</p>
          </div>
        </div>
      }
      entries={entries}
      trigger={
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('header.accountMenu', { name: user?.name ?? '' })}
          className="rounded-full"
        >
          <UserAvatar name={user?.name} email={user?.email} />
        </Button>
      }
    />
  );
}
