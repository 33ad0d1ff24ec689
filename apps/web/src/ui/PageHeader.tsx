import type { ReactNode } from 'react';
import { cn } from './cn';

type PageHeaderProps = {
  /** The page's one `h1`. */
  title: ReactNode;
  /** One muted line under the title: what the page is for. */
  description?: ReactNode;
  /** Buttons at the end of the title's row; they wrap below the title on narrow screens. */
  actions?: ReactNode;
  /** Further lines under the description, such as a note for members without the right to act. */
  children?: ReactNode;
  /** Classes for the block that holds the title and description. */
  className?: string;
};

/** The heading a page opens with: its title, what it is for, and the page's own buttons beside them. */
export function PageHeader({ title, description, actions, children, className }: PageHeaderProps) {
  const heading = (
    <div className={cn('flex min-w-0 flex-col gap-1', className)}>
      <h1 className="font-semibold text-2xl text-text">{title}</h1>
      {description ? <p className="text-sm text-text-muted">{description}</p> : null}
      {children}
    </div>
  );
  if (!actions) return heading;
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      {heading}
      {actions}
    </div>
  );
}
