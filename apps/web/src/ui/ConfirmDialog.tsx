import { Button } from './Button';
import { Dialog } from './Dialog';

type ConfirmDialogProps = {
  title: string;
  /** What happens once confirmed, and whether it can be undone. */
  text: string;
  cancelLabel: string;
  confirmLabel: string;
  /** danger: the step cannot be undone (a revoked key, a removed publisher). */
  tone?: 'primary' | 'danger';
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * Asks before one step: a small dialog whose confirm button shows the step's progress and
 * ignores clicks while it runs; Cancel, Escape and the close button all leave it as it was.
 */
export function ConfirmDialog({
  title,
  text,
  cancelLabel,
  confirmLabel,
  tone = 'primary',
  isPending,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open
      size="sm"
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={title}
      description={text}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {cancelLabel}
          </Button>
          <Button variant={tone} onClick={() => !isPending && onConfirm()} isLoading={isPending}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
