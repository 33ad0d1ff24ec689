import { Popover as RadixPopover } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import { cn } from './cn';
import { portalContainer } from './portal';

type PopoverProps = {
  /** The button that opens the panel; it must be focusable and carry an accessible name. */
  trigger: ReactElement;
  children: ReactNode;
  /** Names the panel for screen readers. */
  label: string;
  open?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  align?: 'start' | 'center' | 'end';
  className?: string;
};

/**
 * A floating panel opened from a button (Radix Popover), for content with its own buttons, where
 * a menu's roles would not fit: Escape and an outside click close it, focus returns to the trigger.
 */
export function Popover({
  trigger,
  children,
  label,
  open,
  onOpenChange,
  align = 'end',
  className,
}: PopoverProps) {
  return (
    <RadixPopover.Root open={open} onOpenChange={onOpenChange}>
      <RadixPopover.Trigger asChild>{trigger}</RadixPopover.Trigger>
      <RadixPopover.Portal container={portalContainer()}>
        <RadixPopover.Content
          align={align}
          sideOffset={6}
          collisionPadding={8}
          aria-label={label}
          className={cn(
            'z-50 overflow-hidden rounded-lg border border-border bg-surface text-text shadow-lg focus:outline-none',
            'data-[state=open]:animate-scale-in',
            className,
          )}
        >
          {children}
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}
