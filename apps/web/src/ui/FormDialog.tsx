import { type FormEventHandler, type ReactNode, useId } from 'react';
import { Button } from './Button';
import { Dialog } from './Dialog';

type FormDialogProps = {
  title: string;
  description?: string;
  size?: 'sm' | 'md' | 'lg';
  /** Cancel, Escape, the close button and a finished submit all call it. */
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  cancelLabel: string;
  /** 'danger' when submitting does something hard to undo (a report, a removal). */
  submitVariant?: 'primary' | 'danger';
  /** The submit is under way: its button spins and takes no second click. */
  isPending?: boolean;
  /** Actions at the start of the footer, before Cancel (e.g. Remove). */
  extraActions?: ReactNode;
  /** The fields. */
  children: ReactNode;
};

/**
 * A dialog around one form: the fields in the body, Cancel and the submit button in the footer
 * (the button submits the form by its id, so Enter in a field does the same).
 */
export function FormDialog({
  title,
  description,
  size,
  onClose,
  onSubmit,
  submitLabel,
  cancelLabel,
  submitVariant = 'primary',
  isPending = false,
  extraActions,
  children,
}: FormDialogProps) {
  const formId = useId();
  return (
    <Dialog
      open
      size={size}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={title}
      description={description}
      footer={
        <>
          {extraActions}
          <Button variant="secondary" onClick={onClose}>
            {cancelLabel}
          </Button>
          <Button type="submit" form={formId} variant={submitVariant} isLoading={isPending}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {children}
      </form>
    </Dialog>
  );
}
