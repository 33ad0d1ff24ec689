import type { ComponentProps } from 'react';
import { cn } from './cn';

/** A multi-line text input, styled like Input; red when `aria-invalid` is set (Field sets it). */
export function Textarea({ className, rows = 4, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      rows={rows}
      className={cn(
        'w-full min-w-0 rounded-md border border-border bg-surface px-3 py-2 text-sm text-text shadow-xs transition-colors duration-150',
        'placeholder:text-text-muted hover:border-border-strong',
        'focus-visible:border-accent focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-accent/20',
        'aria-invalid:border-danger aria-invalid:focus-visible:ring-danger/20',
        'disabled:cursor-not-allowed disabled:bg-surface-muted disabled:opacity-60',
        className,
      )}
      {...props}
    />
  );
}
