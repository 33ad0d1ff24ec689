import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from './cn';

type EmptyStateProps = {
  icon: LucideIcon;
  title: string;
  text?: string;
  /** The one thing to do next, usually a Button. */
  action?: ReactNode;
  /** 'danger' for error states ("could not load… Retry"). */
  tone?: 'neutral' | 'danger';
  /** The icon points a way (an arrow into a door): mirrored right to left. */
  isIconDirectional?: boolean;
  className?: string;
};

/** What an empty or failed screen shows: what happened and the one button that moves on. */
export function EmptyState({
  icon: Icon,
  title,
  text,
  action,
  tone = 'neutral',
  isIconDirectional = false,
  className,
}: EmptyStateProps) {
  return (
    <div className={cn('flex flex-col items-center gap-3 px-6 py-10 text-center', className)}>
      <div
        className={cn(
          'flex size-10 items-center justify-center rounded-lg border',
          tone === 'danger'
            ? 'border-danger/25 bg-danger/10 text-danger'
            : 'border-border bg-surface-muted text-text-muted',
        )}
      >
        <Icon aria-hidden="true" className={cn('size-5', isIconDirectional && 'rtl:-scale-x-100')} />
      </div>
      <div className="flex max-w-sm flex-col gap-1">
        <p className="font-medium text-base text-text">{title}</p>
        {text && <p className="text-sm text-text-muted">{text}</p>}
      </div>
      {action && <div className="mt-1">{action}</div>}
    </div>
  );
}
