import { Bookmark, Compass, Link2, type LucideIcon, Trophy, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../ui/Card';

const ACTIONS: readonly { key: string; to: string; icon: LucideIcon }[] = [
  { key: 'analyse', to: '/insights/creators', icon: UserPlus },
  { key: 'savePost', to: '/insights/bookmarks', icon: Bookmark },
  { key: 'discover', to: '/insights/discover', icon: Compass },
  { key: 'requirement', to: '/insights/top-performers/requirements', icon: Trophy },
  { key: 'links', to: '/insights/saved-links', icon: Link2 },
];

/** Shortcuts to what people do most from the overview. */
export function QuickActions() {
  const { t } = useTranslation('dashboard');
  return (
    <Card title={t('actions.title')}>
      <ul className="-my-1 flex flex-col gap-1">
        {ACTIONS.map(({ key, to, icon: Icon }) => (
          <li key={key}>
            <Link
              to={to}
              className="focus-ring flex items-center gap-3 rounded-md px-2 py-2 text-sm text-text hover:bg-surface-muted"
            >
              <Icon aria-hidden="true" className="size-4 shrink-0 text-text-muted" />
              {t(`actions.${key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
