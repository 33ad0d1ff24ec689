import type { ComponentProps } from 'react';
import { cn } from './cn';

/** A placeholder in the shape of content that is still loading; hidden from screen readers. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-surface-muted', className)}
      {...props}
    />
  );
}
