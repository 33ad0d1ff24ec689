import { cn } from './cn';

/**
 * Text for the eye only: drawn by CSS from a data attribute, with no text node, so it takes no
 * part in the accessible name of the control around it. A control's name must contain its visible
 * text (WCAG 2.5.3), so a badge that shows 'AR' or '9+' inside a button named 'Account menu for
 * Asha Rao' or '12 unread notifications' cannot be written as text; the control's name says it
 * in words instead.
 */
export function DrawnText({ text, className }: { text: string | number; className?: string }) {
  return (
    <span aria-hidden="true" data-text={text} className={cn('after:content-[attr(data-text)]', className)} />
  );
}
