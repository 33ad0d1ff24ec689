import { RadioGroup } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from './cn';

type SegmentedOption<TValue extends string = string> = {
  value: TValue;
  label: string;
  /** Something after the label, e.g. a 'Save 20%' badge. */
  trailing?: ReactNode;
};

type SegmentedControlProps<TValue extends string> = {
  options: readonly SegmentedOption<TValue>[];
  value: TValue;
  onValueChange: (value: TValue) => void;
  /** Names the group for screen readers, e.g. 'Billing period'. */
  label: string;
  className?: string;
};

/** A pill-shaped choice between two to four options (Radix RadioGroup: arrow keys move the choice). */
export function SegmentedControl<TValue extends string>({
  options,
  value,
  onValueChange,
  label,
  className,
}: SegmentedControlProps<TValue>) {
  const isOption = (next: string): next is TValue => options.some((option) => option.value === next);

  return (
    <RadioGroup.Root
      aria-label={label}
      value={value}
      onValueChange={(next) => isOption(next) && onValueChange(next)}
      orientation="horizontal"
      className={cn(
        'inline-flex items-center gap-1 rounded-lg border border-border bg-surface-muted p-1',
        className,
      )}
    >
      {options.map((option) => (
        <RadioGroup.Item
          key={option.value}
          value={option.value}
          className={cn(
            'focus-ring inline-flex h-8 items-center gap-2 whitespace-nowrap rounded-md px-3 font-medium text-sm text-text-muted transition-colors duration-150',
            'hover:text-text data-[state=checked]:bg-surface data-[state=checked]:text-text data-[state=checked]:shadow-xs',
          )}
        >
          {option.label}
          {option.trailing}
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}
