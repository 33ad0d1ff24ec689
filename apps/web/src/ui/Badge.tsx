import type { ComponentProps } from 'react';
import { cn } from './cn';

export type BadgeTone = 'neutral' | 'accent' | 'success' | 'warning' | 'danger';

const TONES: Record<BadgeTone, string> = {
  neutral: 'border-border bg-surface-muted text-text-muted',
  accent: 'border-accent/20 bg-accent-muted text-accent-muted-foreground',
  success: 'border-success/25 bg-success/10 text-success',
  warning: 'border-warning/25 bg-warning/10 text-warning',
  danger: 'border-danger/25 bg-danger/10 text-danger',
};

const DOTS: Record<BadgeTone, string> = {
  neutral: 'bg-text-muted',
  accent: 'bg-accent',
  success: 'bg-success',
  warning: 'bg-warning',
  danger: 'bg-danger',
};

type BadgeProps = ComponentProps<'span'> & {
  tone?: BadgeTone;
  /** A coloured dot before the text, for statuses. */
  hasDot?: boolean;
};

/** A short status or count label. The text carries the meaning; colour only reinforces it. */
export function Badge({ tone = 'neutral', hasDot = false, className, children, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex h-6 items-center gap-1.5 whitespace-nowrap rounded-full border px-2.5 font-medium text-xs',
        TONES[tone],
        className,
      )}
      {...props}
    >
      {hasDot && <span aria-hidden="true" className={cn('size-1.5 rounded-full', DOTS[tone])} />}
      {children}
    </span>
  );
}
