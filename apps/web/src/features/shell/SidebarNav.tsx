import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isNavItemActive } from '../../app/nav';
import { cn } from '../../ui/cn';
import { useNavGroups } from './use-nav-groups';

type SidebarNavProps = {
  /** Icons only, each name in a tooltip (the collapsible menu while it is not expanded). */
  isCollapsed?: boolean;
  /** Called after a link is followed, e.g. to close the mobile drawer. */
  onNavigate?: () => void;
};

/** The features' menu entries under their section headings, the current page marked (aria-current). */
export function SidebarNav({ isCollapsed = false, onNavigate }: SidebarNavProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const groups = useNavGroups();

  return (
    <div className="flex flex-col gap-5">
      {groups.map((group) => (
        <div key={group.headingKey ?? 'main'} className="flex flex-col gap-0.5">
          {group.headingKey &&
            (isCollapsed ? (
              <hr className="mx-3 mb-2 border-border" />
            ) : (
              <p className="truncate px-3 pb-1 font-medium text-text-muted text-xs">
                {t(`nav.groups.${group.headingKey}`)}
              </p>
            ))}
          <ul className="flex flex-col gap-0.5">
            {group.items.map((item) => {
              const isActive = isNavItemActive(item, pathname);
              const label = t(`nav.${item.labelKey}`);
              const Icon = item.icon;
              return (
                <li key={item.path} className="group/item relative">
                  <Link
                    to={item.path}
                    aria-current={isActive ? 'page' : undefined}
                    onClick={onNavigate}
                    className={cn(
                      'focus-ring flex h-9 items-center gap-3 rounded-md px-3 font-medium text-sm transition-colors duration-150',
                      isActive
                        ? 'bg-surface-muted text-text'
                        : 'text-text-muted hover:bg-surface-muted hover:text-text',
                    )}
                  >
                    <Icon
                      aria-hidden="true"
                      className={cn('size-4 shrink-0', isActive ? 'text-accent-muted-foreground' : '')}
                    />
                    <span className={cn('truncate', isCollapsed && 'sr-only')}>{label}</span>
                  </Link>
                  {isCollapsed && (
                    <span
                      aria-hidden="true"
                      className="pointer-events-none invisible absolute start-full top-1/2 z-50 ms-2 -translate-y-1/2 whitespace-nowrap rounded-md bg-text px-2 py-1 font-medium text-background text-xs opacity-0 shadow-md transition-opacity duration-150 group-hover/item:visible group-hover/item:opacity-100"
                    >
                      {label}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </div>
  );
}
