import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { cn } from './cn';
import { portalContainer } from './portal';

type SheetProps = {
  /** The sheet's accessible name; shown as its heading unless `isTitleHidden`. */
  title: string;
  description?: string;
  /** For a sheet whose header shows something else (a logo, say) but still needs a name. */
  isTitleHidden?: boolean;
  /** Shown in the header row in place of the visible title. */
  header?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  open: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Which edge it slides from, in reading order: 'start' is the left in English, the right in Arabic. */
  side?: 'start' | 'end';
  /** Takes the dark tokens when the semidark preference is on (navigation panels). */
  isSemidarkScope?: boolean;
  className?: string;
};

/**
 * A modal panel along one edge of the screen (Radix Dialog): focus is trapped inside, Escape, the
 * close button and a click outside dismiss it, focus returns to what opened it.
 */
export function Sheet({
  title,
  description,
  isTitleHidden = false,
  header,
  children,
  footer,
  open,
  onOpenChange,
  side = 'end',
  isSemidarkScope = false,
  className,
}: SheetProps) {
  const { t } = useTranslation();
  // Opened from state rather than a Radix trigger, the sheet remembers the opener itself.
  const openerRef = useRef<HTMLElement | null>(null);

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal container={portalContainer()}>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-overlay data-[state=open]:animate-fade-in" />
        <RadixDialog.Content
          {...(description ? {} : { 'aria-describedby': undefined })}
          data-semidark-scope={isSemidarkScope || undefined}
          onOpenAutoFocus={() => {
            openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (!openerRef.current?.isConnected) return;
            event.preventDefault();
            openerRef.current.focus();
          }}
          className={cn(
            'fixed inset-y-0 z-50 flex w-[min(22rem,calc(100vw-3rem))] flex-col bg-surface text-text shadow-lg focus:outline-none',
            side === 'start'
              ? 'start-0 border-border border-e data-[state=open]:animate-sheet-in-left rtl:data-[state=open]:animate-sheet-in-right'
              : 'end-0 border-border border-s data-[state=open]:animate-sheet-in-right rtl:data-[state=open]:animate-sheet-in-left',
            className,
          )}
        >
          <div className="flex h-14 shrink-0 items-center justify-between gap-3 border-border border-b px-4">
            {header}
            <RadixDialog.Title
              className={cn('font-semibold text-base text-text', isTitleHidden && 'sr-only')}
            >
              {title}
            </RadixDialog.Title>
            <RadixDialog.Close asChild>
              <Button variant="ghost" size="icon-sm" aria-label={t('ui.close')} className="-me-1 ms-auto">
                <X aria-hidden="true" />
              </Button>
            </RadixDialog.Close>
          </div>
          {description && (
            <RadixDialog.Description className="px-4 pt-3 text-sm text-text-muted">
              {description}
            </RadixDialog.Description>
          )}
          <div className="min-h-0 flex-1 overflow-y-auto px-4 py-4">{children}</div>
          {footer && <div className="flex items-center gap-2 border-border border-t px-4 py-3">{footer}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
