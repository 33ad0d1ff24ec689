import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn';

type CheckboxProps = Omit<ComponentProps<'input'>, 'type'> & {
  /** The text next to the box; it may hold a link. Clicking the text toggles the box. */
  label: ReactNode;
  error?: string;
};

/** A native checkbox with its label beside it, in the accent colour; an error shows under it. */
export function Checkbox({ label, error, id, className, ...props }: CheckboxProps) {
  const errorId = error && id ? `${id}-error` : undefined;
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <div className="flex items-start gap-2">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          className="focus-ring mt-0.5 size-4 shrink-0 cursor-pointer rounded-sm accent-accent"
          {...props}
        />
        <label htmlFor={id} className="text-sm text-text-muted leading-5">
          {label}
        </label>
      </div>
      {error && (
        <p id={errorId} className="text-danger text-xs">
          {error}
        </p>
      )}
    </div>
  );
}
