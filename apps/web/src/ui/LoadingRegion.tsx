import type { ReactNode } from 'react';
import { cn } from './cn';

/**
 * Wraps a screen's skeletons: screen readers hear one polite "loading" label instead of silence,
 * and `aria-busy` tells them the content is about to change.
 */
export function LoadingRegion({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <output aria-busy="true" aria-live="polite" className={cn('flex flex-col', className)}>
      <span className="sr-only">{label}</span>
      {children}
    </output>
  );
}
