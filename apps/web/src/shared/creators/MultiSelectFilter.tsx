import { ChevronDown } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { cn } from '../../ui/cn';
import { Input } from '../../ui/Input';
import { Popover } from '../../ui/Popover';

type MultiSelectOption<T extends string> = { value: T; label: string; hint?: string };

type MultiSelectFilterProps<T extends string> = {
  label: string;
  options: readonly MultiSelectOption<T>[];
  selected: readonly T[];
  onChange: (selected: T[]) => void;
  /** A search box above the list, for long lists (countries). */
  isSearchable?: boolean;
};

/** A filter of several values from a list: a button naming the choice, a popover of checkboxes. */
export function MultiSelectFilter<T extends string>({
  label,
  options,
  selected,
  onChange,
  isSearchable = false,
}: MultiSelectFilterProps<T>) {
  const { t } = useTranslation('insights');
  const id = useId();
  const [search, setSearch] = useState('');
  // The choice lives in the URL, which updates after a navigation: show a click at once, or the
  // controlled checkbox would flick back until the router catches up.
  const [optimistic, setOptimistic] = useState<{ from: string; to: T[] } | null>(null);
  const selectedKey = selected.join(',');
  const current = optimistic?.from === selectedKey ? optimistic.to : selected;
  const shown = useMemo(() => {
    const needle = search.trim().toLocaleLowerCase();
    return needle ? options.filter((option) => option.label.toLocaleLowerCase().includes(needle)) : options;
  }, [options, search]);
  const chosen = options.filter((option) => current.includes(option.value));
  const summary =
    chosen.length === 0
      ? t('filters.any')
      : chosen.length === 1
        ? (chosen[0]?.label ?? '')
        : t('filters.selectedCount', { value: chosen.length });

  const change = (next: T[]) => {
    setOptimistic({ from: selectedKey, to: next });
    onChange(next);
  };
  const toggle = (value: T, isChecked: boolean) =>
    change(isChecked ? [...current, value] : current.filter((item) => item !== value));

  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <span id={`${id}-label`} className="font-medium text-sm text-text">
        {label}
      </span>
      <Popover
        label={label}
        align="start"
        className="w-72"
        trigger={
          <Button
            variant="secondary"
            aria-labelledby={`${id}-label ${id}-value`}
            className="w-full justify-between font-normal"
          >
            <span id={`${id}-value`} className={cn('truncate', chosen.length === 0 && 'text-text-muted')}>
              {summary}
            </span>
            <ChevronDown aria-hidden="true" className="text-text-muted" />
          </Button>
        }
      >
        {isSearchable && (
          <div className="border-border border-b p-2">
            <Input
              aria-label={t('filters.searchIn', { list: label })}
              placeholder={t('filters.searchIn', { list: label })}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
        )}
        <div className="flex max-h-72 flex-col gap-2 overflow-y-auto p-3">
          {shown.map((option) => (
            <Checkbox
              key={option.value}
              id={`${id}-${option.value}`}
              checked={current.includes(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
              label={
                <span className="flex items-center justify-between gap-2">
                  <span>{option.label}</span>
                  {option.hint && <span className="metric text-text-muted text-xs">{option.hint}</span>}
                </span>
              }
            />
          ))}
          {shown.length === 0 && <p className="text-sm text-text-muted">{t('filters.noMatch')}</p>}
        </div>
        {current.length > 0 && (
          <div className="border-border border-t p-2">
            <Button variant="ghost" size="sm" onClick={() => change([])}>
              {t('filters.clearList')}
            </Button>
          </div>
        )}
      </Popover>
    </div>
  );
}
