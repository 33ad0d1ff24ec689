import type { ReactNode } from 'react';
import { cn } from '../../ui/cn';

/** The column every affiliate-ads page sits in; the form and the detail page use the wider one. */
export function PageFrame({ children, isWide = false }: { children: ReactNode; isWide?: boolean }) {
  return (
    <div
      className={cn(
        'mx-auto flex w-full flex-col gap-6 px-4 py-10 sm:px-6',
        isWide ? 'max-w-6xl' : 'max-w-5xl',
      )}
    >
      {children}
    </div>
  );
}
