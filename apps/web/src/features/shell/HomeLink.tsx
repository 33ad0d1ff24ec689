import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../ui/cn';
import { LogoMark } from './LogoMark';

/** The logo and product name, linking to the dashboard. */
type HomeLinkProps = { isNameHidden?: boolean; nameClassName?: string; className?: string };

export function HomeLink({ isNameHidden = false, nameClassName, className }: HomeLinkProps) {
  const { t } = useTranslation();
  return (
    <Link
      to="/"
      aria-label={t('app.homeLink')}
      className={cn(
        'focus-ring -mx-1 flex min-w-0 shrink-0 items-center gap-2.5 rounded-md px-1 py-1 font-semibold text-text tracking-tight',
        className,
      )}
    >
      <LogoMark />
      <span className={cn('truncate', isNameHidden && 'sr-only', nameClassName)}>{t('app.name')}</span>
    </Link>
  );
}
