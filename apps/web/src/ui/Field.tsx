import { Slot } from 'radix-ui';
import { type ReactElement, useId } from 'react';
import { useTranslatedMessage } from '../i18n/messages';
import { cn } from './cn';

type FieldProps = {
  label: string;
  /** The control: an Input, a Select, a textarea… It receives id, aria-describedby and aria-invalid. */
  children: ReactElement;
  /**
   * Shown under the control as the server or the form schema words it, in the reader's language
   * when the messages catalog has it.
   */
  error?: string;
  hint?: string;
  isRequired?: boolean;
  /** Keeps the label for screen readers only, for controls whose purpose is obvious on screen. */
  isLabelHidden?: boolean;
  id?: string;
  className?: string;
};

/** A labelled form control with its hint and error text wired up for assistive technology. */
export function Field({
  label,
  children,
  error,
  hint,
  isRequired = false,
  isLabelHidden = false,
  id,
  className,
}: FieldProps) {
  const generatedId = useId();
  const shownError = useTranslatedMessage(error);
  const controlId = id ?? generatedId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={controlId} className={cn('font-medium text-sm text-text', isLabelHidden && 'sr-only')}>
        {label}
        {isRequired && (
          <span aria-hidden="true" className="ms-0.5 text-danger">
            *
          </span>
        )}
      </label>
      <Slot.Root
        id={controlId}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        aria-required={isRequired || undefined}
      >
        {children}
      </Slot.Root>
      {hint && (
        <p id={hintId} className="text-text-muted text-xs">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-danger text-xs">
          {shownError}
        </p>
      )}
    </div>
  );
}
