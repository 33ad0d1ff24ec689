import { Check, ChevronDown, ChevronUp } from 'lucide-react';
import { Select as RadixSelect } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from './cn';
import { portalContainer } from './portal';

export type SelectOption<TValue extends string = string> = {
  value: TValue;
  label: string;
  /** Shown before the label, in the list and in the trigger. */
  icon?: ReactNode;
  /** Sets the language of the label, e.g. language names in their own script. */
  lang?: string;
  isDisabled?: boolean;
};

type SelectProps<TValue extends string> = {
  options: readonly SelectOption<TValue>[];
  value?: TValue;
  defaultValue?: TValue;
  onValueChange?: (value: TValue) => void;
  placeholder?: string;
  /** Something in front of the chosen value inside the trigger, e.g. a globe icon. */
  leading?: ReactNode;
  size?: 'sm' | 'md';
  /** Under 640 px only `leading` shows; the chosen value stays readable by screen readers. */
  isValueHiddenOnSmallScreens?: boolean;
  name?: string;
  id?: string;
  isDisabled?: boolean;
  className?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
};

/** A single choice from a short list, keyboard and screen-reader friendly (Radix Select). */
export function Select<TValue extends string>({
  options,
  value,
  defaultValue,
  onValueChange,
  placeholder,
  leading,
  size = 'md',
  isValueHiddenOnSmallScreens = false,
  name,
  isDisabled = false,
  className,
  ...triggerProps
}: SelectProps<TValue>) {
  const { t } = useTranslation();
  const isOption = (next: string): next is TValue => options.some((option) => option.value === next);

  return (
    <RadixSelect.Root
      value={value}
      defaultValue={defaultValue}
      onValueChange={(next) => isOption(next) && onValueChange?.(next)}
      name={name}
      disabled={isDisabled}
    >
      <RadixSelect.Trigger
        {...triggerProps}
        className={cn(
          'focus-ring inline-flex w-full items-center justify-between gap-2 rounded-md border border-border bg-surface text-start text-text shadow-xs transition-colors duration-150',
          'hover:border-border-strong aria-invalid:border-danger data-placeholder:text-text-muted',
          'disabled:cursor-not-allowed disabled:opacity-60',
          size === 'sm' ? 'h-8 px-2.5 text-sm' : 'h-9 px-3 text-sm',
          className,
        )}
      >
        <span className="flex min-w-0 items-center gap-2 [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-text-muted">
          {leading}
          <span className={cn('truncate', isValueHiddenOnSmallScreens && 'max-sm:sr-only')}>
            <RadixSelect.Value placeholder={placeholder ?? t('ui.selectPlaceholder')} />
          </span>
        </span>
        <RadixSelect.Icon asChild>
          <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-text-muted" />
        </RadixSelect.Icon>
      </RadixSelect.Trigger>
      <RadixSelect.Portal container={portalContainer()}>
        <RadixSelect.Content
          position="popper"
          sideOffset={4}
          className={cn(
            'z-50 max-h-(--radix-select-content-available-height) min-w-(--radix-select-trigger-width) overflow-hidden',
            'rounded-lg border border-border bg-surface text-text shadow-lg data-[state=open]:animate-scale-in',
          )}
        >
          <RadixSelect.ScrollUpButton className="flex h-6 items-center justify-center text-text-muted">
            <ChevronUp aria-hidden="true" className="size-4" />
          </RadixSelect.ScrollUpButton>
          <RadixSelect.Viewport className="p-1">
            {options.map((option) => (
              <RadixSelect.Item
                key={option.value}
                value={option.value}
                disabled={option.isDisabled}
                className={cn(
                  'relative flex h-8 cursor-default select-none items-center gap-2 rounded-md ps-2 pe-8 text-sm outline-none',
                  'data-highlighted:bg-surface-muted data-disabled:opacity-50',
                  '[&_svg]:size-4 [&_svg]:shrink-0',
                )}
              >
                {option.icon}
                <RadixSelect.ItemText>
                  <span lang={option.lang}>{option.label}</span>
                </RadixSelect.ItemText>
                <RadixSelect.ItemIndicator className="absolute end-2 inline-flex items-center text-accent">
                  <Check aria-hidden="true" />
                </RadixSelect.ItemIndicator>
              </RadixSelect.Item>
            ))}
          </RadixSelect.Viewport>
          <RadixSelect.ScrollDownButton className="flex h-6 items-center justify-center text-text-muted">
            <ChevronDown aria-hidden="true" className="size-4" />
          </RadixSelect.ScrollDownButton>
        </RadixSelect.Content>
      </RadixSelect.Portal>
    </RadixSelect.Root>
  );
}
