import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { cn } from './cn';
import { portalContainer } from './portal';

type DialogProps = {
  /** Every dialog has a visible title: it is also its accessible name. */
  title: string;
  description?: string;
  children?: ReactNode;
  /** The actions row at the bottom (end-aligned), e.g. Cancel and Save. */
  footer?: ReactNode;
  /** The element that opens the dialog; leave out and control it with `open`. */
  trigger?: ReactElement;
  open?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
};

const SIZES = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl' } as const;

/** A modal dialog: focus is trapped inside, Escape and the close button dismiss it (Radix Dialog). */
export function Dialog({
  title,
  description,
  children,
  footer,
  trigger,
  open,
  onOpenChange,
  size = 'md',
  className,
}: DialogProps) {
  const { t } = useTranslation();

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal container={portalContainer()}>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-overlay backdrop-blur-[2px] data-[state=open]:animate-fade-in" />
        <RadixDialog.Content
          // Without a description, tell Radix there is deliberately none (it warns otherwise).
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={cn(
            'fixed inset-x-0 top-1/2 z-50 mx-auto flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-y-1/2 flex-col',
            'rounded-xl border border-border bg-surface text-text shadow-lg focus:outline-none data-[state=open]:animate-scale-in',
            SIZES[size],
            className,
          )}
        >
          <div className="flex items-start justify-between gap-4 px-6 pt-5">
            <div className="flex flex-col gap-1">
              <RadixDialog.Title className="font-semibold text-lg text-text">{title}</RadixDialog.Title>
              {description && (
                <RadixDialog.Description className="text-sm text-text-muted">
                  {description}
                </RadixDialog.Description>
              )}
            </div>
            <RadixDialog.Close asChild>
              <Button variant="ghost" size="icon-sm" aria-label={t('ui.close')} className="-me-2 -mt-1">
                <X aria-hidden="true" />
              </Button>
            </RadixDialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-6 py-4">{children}</div>
          {footer && (
            <div className="flex flex-wrap items-center justify-end gap-2 border-border border-t px-6 py-4">
              {footer}
            </div>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
