import { Tabs as RadixTabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from './cn';

type TabItem<TValue extends string = string> = {
  value: TValue;
  label: string;
  icon?: ReactNode;
  /** A small count after the label, e.g. the number of saved posts. */
  count?: number;
  content: ReactNode;
  isDisabled?: boolean;
};

type TabsProps<TValue extends string> = {
  items: readonly TabItem<TValue>[];
  /** Names the tab list for screen readers, e.g. 'Bookmark types'. */
  label: string;
  value?: TValue;
  defaultValue?: TValue;
  onValueChange?: (value: TValue) => void;
  className?: string;
};

/** Underlined tabs (Radix Tabs): arrow keys move between tabs, each panel is labelled by its tab. */
export function Tabs<TValue extends string>({
  items,
  label,
  value,
  defaultValue,
  onValueChange,
  className,
}: TabsProps<TValue>) {
  const isItem = (next: string): next is TValue => items.some((item) => item.value === next);

  return (
    <RadixTabs.Root
      value={value}
      defaultValue={defaultValue ?? items[0]?.value}
      onValueChange={(next) => isItem(next) && onValueChange?.(next)}
      className={cn('flex flex-col gap-4', className)}
    >
      <RadixTabs.List aria-label={label} className="flex gap-1 overflow-x-auto border-border border-b">
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            disabled={item.isDisabled}
            className={cn(
              'focus-ring -mb-px inline-flex h-9 shrink-0 items-center gap-2 rounded-t-md border-transparent border-b-2 px-3 font-medium text-sm text-text-muted transition-colors duration-150',
              'hover:text-text data-[state=active]:border-accent data-[state=active]:text-text',
              'disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4',
            )}
          >
            {item.icon}
            {item.label}
            {item.count !== undefined && (
              <span className="metric rounded-full bg-surface-muted px-1.5 text-text-muted text-xs">
                {item.count}
              </span>
            )}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className="focus-ring rounded-md">
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
