import type { TLabel } from '@creatorscope/contracts';
import { Tag } from 'lucide-react';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Popover } from '../../ui/Popover';

type LabelPickerProps = {
  /** The button the picker opens from (the bookmark toggle or the Save button). */
  trigger: ReactElement;
  labels: readonly TLabel[];
  isOpen: boolean;
  /** Called with false on Escape or an outside click; opening is the trigger's own decision. */
  onClose: () => void;
  /** The chosen label, or null for 'Default Label'. */
  onPick: (label: TLabel | null) => void;
};

/** Spec section 4: with several labels, a picker opens; an outside click closes it. */
export function LabelPicker({ trigger, labels, isOpen, onClose, onPick }: LabelPickerProps) {
  const { t } = useTranslation('bookmarks');
  const choose = (label: TLabel | null) => {
    onClose();
    onPick(label);
  };
  const option = (key: string, text: string, label: TLabel | null) => (
    <li key={key}>
      <button
        type="button"
        onClick={() => choose(label)}
        className="focus-ring flex h-8 w-full items-center gap-2 rounded-md px-2 text-start text-sm text-text hover:bg-surface-muted"
      >
        <Tag aria-hidden="true" className="size-4 shrink-0 text-text-muted" />
        <span className="truncate">{text}</span>
      </button>
    </li>
  );

  return (
    <Popover
      trigger={trigger}
      label={t('picker.title')}
      open={isOpen}
      onOpenChange={(next) => !next && onClose()}
      className="w-60"
    >
      <p className="border-border border-b px-3 py-2 font-medium text-text-muted text-xs">
        {t('picker.title')}
      </p>
      <ul className="flex max-h-64 flex-col gap-0.5 overflow-y-auto p-1">
        {labels.map((label) => option(label._id, label.name, label))}
        {option('default', t('defaultLabel'), null)}
      </ul>
    </Popover>
  );
}
