import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../ui/Badge';
import { Skeleton } from '../../ui/Skeleton';

type StatusRowProps = {
  icon: LucideIcon;
  label: string;
  /** Undefined while the check runs. */
  isUp: boolean | undefined;
};

/** One checked system: its name and an Operational / Unavailable badge. */
export function StatusRow({ icon: Icon, label, isUp }: StatusRowProps) {
  const { t } = useTranslation();
  return (
    <li className="flex h-12 items-center justify-between gap-3">
      <span className="flex items-center gap-3 text-sm text-text">
        <span className="flex size-8 items-center justify-center rounded-lg border border-border bg-surface-muted text-text-muted">
          <Icon aria-hidden="true" className="size-4" />
        </span>
        {label}
      </span>
      {isUp === undefined ? (
        <Skeleton className="h-6 w-24 rounded-full" />
      ) : (
        <Badge tone={isUp ? 'success' : 'danger'} hasDot>
          {isUp ? t('health.operational') : t('health.unavailable')}
        </Badge>
      )}
    </li>
  );
}
