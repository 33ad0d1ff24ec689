import type { ComponentProps } from 'react';
import { cn } from '../../ui/cn';

/**
 * The floating card the panel and its loading skeleton share: anchored above the button at the
 * bottom end corner, as wide as a phone allows, its body scrolling inside rather than past the screen.
 */
export function SupportPanelFrame({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn(
        'fixed end-4 bottom-18 z-40 flex max-h-[calc(100dvh-6rem)] w-[calc(100vw-2rem)] max-w-96 flex-col overflow-hidden',
        'rounded-xl border border-border bg-surface text-text shadow-lg focus:outline-none data-[state=open]:animate-scale-in',
        className,
      )}
      {...props}
    />
  );
}
