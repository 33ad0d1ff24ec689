import type { ComponentProps } from 'react';
import { cn } from './cn';

export type InputProps = ComponentProps<'input'>;

/** A text input; turns red when `aria-invalid` is set (Field sets it when there is an error). */
export function Input({ className, type = 'text', ...props }: InputProps) {
  return (
    <input
      type={type}
      className={cn(
        'h-9 w-full min-w-0 rounded-md border border-border bg-surface px-3 text-sm text-text shadow-xs transition-colors duration-150',
        'placeholder:text-text-muted hover:border-border-strong',
        'focus-visible:border-accent focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-accent/20',
        'aria-invalid:border-danger aria-invalid:focus-visible:ring-danger/20',
        'disabled:cursor-not-allowed disabled:bg-surface-muted disabled:opacity-60',
        'file:me-3 file:border-0 file:bg-transparent file:font-medium file:text-sm file:text-text',
        className,
      )}
      {...props}
    />
  );
}
