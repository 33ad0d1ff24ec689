import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranslatedMessage } from '../../i18n/messages';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { cn } from '../../ui/cn';
import { Popover } from '../../ui/Popover';

export type MultiSelectOption<T extends string> = {
  value: T;
  label: string;
  /** A second line of the option, e.g. a language's name in its own script. */
  hint?: string;
  /** The language of the hint. */
  hintLang?: string;
};

type MultiSelectFieldProps<T extends string> = {
  label: string;
  options: readonly MultiSelectOption<T>[];
  value: readonly T[];
  onChange: (value: T[]) => void;
  error?: string;
  hint?: string;
};

/**
 * Several values of a long list in a form: a button naming the choice opens a list of checkboxes;
 * the chosen values show under it, so the whole choice reads at a glance.
 */
export function MultiSelectField<T extends string>({
  label,
  options,
  value,
  onChange,
  error,
  hint,
}: MultiSelectFieldProps<T>) {
  const { t } = useTranslation();
  const id = useId();
  const shownError = useTranslatedMessage(error);
  const chosen = options.filter((option) => value.includes(option.value));
  const summary =
    chosen.length === 0
      ? t('publishers.form.noneSelected')
      : t('publishers.form.selectedCount', { value: chosen.length });
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const toggle = (option: T, isChecked: boolean) =>
    onChange(isChecked ? [...value, option] : value.filter((item) => item !== option));

  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <span id={`${id}-label`} className="font-medium text-sm text-text">
        {label}
      </span>
      <Popover
        label={label}
        align="start"
        className="w-(--radix-popover-trigger-width) min-w-64"
        trigger={
          <Button
            variant="secondary"
            aria-labelledby={`${id}-label ${id}-value`}
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
            className="w-full justify-between font-normal aria-invalid:border-danger"
          >
            <span id={`${id}-value`} className={cn('truncate', chosen.length === 0 && 'text-text-muted')}>
              {summary}
            </span>
            <ChevronDown aria-hidden="true" className="text-text-muted" />
          </Button>
        }
      >
        <div className="flex max-h-72 flex-col gap-2 overflow-y-auto p-3">
          {options.map((option) => (
            <Checkbox
              key={option.value}
              id={`${id}-${option.value}`}
              checked={value.includes(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
              label={
                <span className="flex flex-wrap items-baseline gap-x-2">
                  <span className="text-text">{option.label}</span>
                  {option.hint && (
                    <span lang={option.hintLang} className="text-text-muted text-xs">
                      {option.hint}
                    </span>
                  )}
                </span>
              }
            />
          ))}
        </div>
        {value.length > 0 && (
          <div className="border-border border-t p-2">
            <Button variant="ghost" size="sm" onClick={() => onChange([])}>
              {t('publishers.form.clearChoice')}
            </Button>
          </div>
        )}
      </Popover>
      {chosen.length > 0 && (
        <ul className="flex flex-wrap gap-1.5">
          {chosen.map((option) => (
            <li key={option.value}>
              <Badge>{option.label}</Badge>
            </li>
          ))}
        </ul>
      )}
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
    </div>
  );
}
