import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn';

type CardProps = Omit<ComponentProps<'section'>, 'title'> & {
  title?: ReactNode;
  description?: ReactNode;
  /** Buttons or a badge at the end of the header row. */
  actions?: ReactNode;
  /** A row under the content, separated by a border (links, pagination, a timestamp). */
  footer?: ReactNode;
};

/**
 * A surface that groups related content. With a title it is a labelled <section>, so it shows up
 * in a screen reader's landmarks list.
 */
export function Card({ title, description, actions, footer, className, children, ...props }: CardProps) {
  const hasHeader = Boolean(title || description || actions);
  return (
    <section
      className={cn(
        'flex flex-col rounded-xl border border-border bg-surface text-text shadow-xs',
        className,
      )}
      {...props}
    >
      {hasHeader && (
        <header className="flex items-start justify-between gap-4 px-5 pt-5">
          <div className="flex min-w-0 flex-col gap-1">
            {title && <h2 className="font-semibold text-base text-text">{title}</h2>}
            {description && <p className="text-sm text-text-muted">{description}</p>}
          </div>
          {actions && <div className="flex shrink-0 items-center gap-2">{actions}</div>}
        </header>
      )}
      <div className="flex-1 p-5">{children}</div>
      {footer && (
        <footer className="border-border border-t px-5 py-3 text-sm text-text-muted">{footer}</footer>
      )}
    </section>
  );
}
