import { CircleAlert, CircleCheck, Info, type LucideIcon, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from './cn';

type AlertTone = 'neutral' | 'success' | 'warning' | 'danger';

const TONES: Record<AlertTone, { className: string; icon: LucideIcon }> = {
  neutral: { className: 'border-border bg-surface-muted text-text', icon: Info },
  success: { className: 'border-success/30 bg-success/10 text-text', icon: CircleCheck },
  warning: { className: 'border-warning/30 bg-warning/10 text-text', icon: TriangleAlert },
  danger: { className: 'border-danger/30 bg-danger/10 text-text', icon: CircleAlert },
};

const ICON_COLOURS: Record<AlertTone, string> = {
  neutral: 'text-text-muted',
  success: 'text-success',
  warning: 'text-warning',
  danger: 'text-danger',
};

type AlertProps = {
  tone?: AlertTone;
  title: string;
  children?: ReactNode;
  /** A button or link at the end, e.g. 'Try again' or a close button. */
  action?: ReactNode;
  /** 'alert' announces it at once (a failure the user must see); 'status' politely. */
  role?: 'alert' | 'status';
  className?: string;
};

/** A message that stays on the page (unlike a toast): what happened and, maybe, what to do. */
export function Alert({ tone = 'neutral', title, children, action, role, className }: AlertProps) {
  const Icon = TONES[tone].icon;
  return (
    <div
      role={role}
      className={cn(
        'flex flex-wrap items-start gap-3 rounded-lg border px-4 py-3 text-sm',
        TONES[tone].className,
        className,
      )}
    >
      <Icon aria-hidden="true" className={cn('mt-0.5 size-4 shrink-0', ICON_COLOURS[tone])} />
      {/* Wide enough to read: a narrow alert puts its action on a line of its own instead. */}
      <div className="flex min-w-0 flex-1 basis-48 flex-col gap-0.5">
        <p className="font-medium">{title}</p>
        {children && <div className="text-text-muted">{children}</div>}
      </div>
      {action && <div className="flex shrink-0 items-center gap-2">{action}</div>}
    </div>
  );
}
