import { useId } from 'react';
import { useTranslatedMessage } from '../../i18n/messages';
import { Checkbox } from '../../ui/Checkbox';

type ChoiceGroupProps<T extends string> = {
  legend: string;
  hint?: string;
  options: readonly { value: T; label: string }[];
  selected: readonly T[];
  onChange: (selected: T[]) => void;
  error?: string;
};

/** Several choices from a short list: a fieldset of checkboxes, its error under them. */
export function ChoiceGroup<T extends string>({
  legend,
  hint,
  options,
  selected,
  onChange,
  error,
}: ChoiceGroupProps<T>) {
  const id = useId();
  const shownError = useTranslatedMessage(error);
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const toggle = (value: T, isChecked: boolean) =>
    onChange(isChecked ? [...selected, value] : selected.filter((item) => item !== value));

  return (
    <fieldset aria-describedby={describedBy} className="flex min-w-0 flex-col gap-2">
      <legend className="mb-1.5 font-medium text-sm text-text">{legend}</legend>
      <div className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3">
        {options.map((option) => (
          <Checkbox
            key={option.value}
            id={`${id}-${option.value}`}
            checked={selected.includes(option.value)}
            onChange={(event) => toggle(option.value, event.target.checked)}
            label={option.label}
          />
        ))}
      </div>
      {hint && (
        <p id={`${id}-hint`} className="text-text-muted text-xs">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-danger text-xs">
          {shownError}
        </p>
      )}
    </fieldset>
  );
}
