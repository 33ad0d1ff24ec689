import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isNavItemActive } from '../../app/nav';
import { cn } from '../../ui/cn';
import { useNavGroups } from './use-nav-groups';

/** The horizontal menu (from 1024 px): the sidebar's routes, in its order, in a row under the header. */
export function HorizontalNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // The operators' pages only for operators, as in the sidebar (they were listed for everyone).
  const items = useNavGroups().flatMap((group) => group.items);

  return (
    <nav
      aria-label={t('nav.label')}
      data-semidark-scope
      className="rounded-b-[inherit] border-border border-t bg-background text-text"
    >
      <ul className="flex items-center gap-1 overflow-x-auto px-3 py-2 sm:px-5">
        {items.map((item) => {
          const isActive = isNavItemActive(item, pathname);
          const Icon = item.icon;
          return (
            <li key={item.path} className="shrink-0">
              <Link
                to={item.path}
                aria-current={isActive ? 'page' : undefined}
                className={cn(
                  'focus-ring flex h-8 items-center gap-2 rounded-md px-3 font-medium text-sm transition-colors duration-150',
                  isActive
                    ? 'bg-surface-muted text-text'
                    : 'text-text-muted hover:bg-surface-muted hover:text-text',
                )}
              >
                <Icon
                  aria-hidden="true"
                  className={cn('size-4 shrink-0', isActive && 'text-accent-muted-foreground')}
                />
                {t(`nav.${item.labelKey}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
