import { DropdownMenu as RadixDropdownMenu } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import { cn } from './cn';
import { portalContainer } from './portal';

export type DropdownMenuEntry =
  | {
      type?: 'item';
      label: string;
      icon?: ReactNode;
      /** Runs on click or Enter; navigate, sign out, open a dialog… */
      onSelect: () => void;
      /** Red text for actions that delete or sign out. */
      isDestructive?: boolean;
      isDisabled?: boolean;
      /** A keyboard hint or count shown at the end of the row. */
      trailing?: ReactNode;
    }
  | { type: 'separator' }
  | { type: 'label'; label: string }
  /** A line of state that is not an action ('Extension installed'): read, not chosen. */
  | { type: 'note'; label: string; icon?: ReactNode };

type DropdownMenuProps = {
  /** The button that opens the menu; it must be focusable and carry an accessible name. */
  trigger: ReactElement;
  entries: readonly DropdownMenuEntry[];
  align?: 'start' | 'center' | 'end';
  /** Extra content above the entries, e.g. the signed-in user's name and email. */
  header?: ReactNode;
  className?: string;
};

const ITEM = cn(
  'relative flex h-8 cursor-default select-none items-center gap-2 rounded-md px-2 text-sm outline-none',
  'data-highlighted:bg-surface-muted data-disabled:pointer-events-none data-disabled:opacity-50',
  '[&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-text-muted',
);

/** A menu of actions opened from a button (Radix DropdownMenu): arrow keys, type-ahead, Escape. */
export function DropdownMenu({ trigger, entries, align = 'end', header, className }: DropdownMenuProps) {
  return (
    // Not modal: a modal menu aria-hides the page while leaving it focusable (axe: aria-hidden-focus).
    // An outside click, Escape or Tab still closes it, and focus returns to the trigger.
    <RadixDropdownMenu.Root modal={false}>
      <RadixDropdownMenu.Trigger asChild>{trigger}</RadixDropdownMenu.Trigger>
      <RadixDropdownMenu.Portal container={portalContainer()}>
        <RadixDropdownMenu.Content
          align={align}
          sideOffset={6}
          className={cn(
            'z-50 min-w-48 rounded-lg border border-border bg-surface p-1 text-text shadow-lg',
            'data-[state=open]:animate-scale-in',
            className,
          )}
        >
          {header && <div className="px-2 py-1.5">{header}</div>}
          {entries.map((entry, index) => {
            // Entries are a fixed list per menu, so their position is a stable key.
            const key = `${entry.type ?? 'item'}-${index}`;
            if (entry.type === 'separator') {
              return <RadixDropdownMenu.Separator key={key} className="-mx-1 my-1 h-px bg-border" />;
            }
            if (entry.type === 'label') {
              return (
                <RadixDropdownMenu.Label
                  key={key}
                  className="px-2 py-1.5 font-medium text-text-muted text-xs"
                >
                  {entry.label}
                </RadixDropdownMenu.Label>
              );
            }
            if (entry.type === 'note') {
              return (
                // The icon keeps its own colour: a note's icon often is the state (a green check).
                <div
                  key={key}
                  className="flex h-8 select-none items-center gap-2 px-2 text-sm text-text-muted [&_svg]:size-4 [&_svg]:shrink-0"
                >
                  {entry.icon}
                  <span className="flex-1 truncate">{entry.label}</span>
                </div>
              );
            }
            return (
              <RadixDropdownMenu.Item
                key={key}
                onSelect={entry.onSelect}
                disabled={entry.isDisabled}
                className={cn(ITEM, entry.isDestructive && 'text-danger [&_svg]:text-danger')}
              >
                {entry.icon}
                <span className="flex-1 truncate">{entry.label}</span>
                {entry.trailing && <span className="ms-auto text-text-muted text-xs">{entry.trailing}</span>}
              </RadixDropdownMenu.Item>
            );
          })}
        </RadixDropdownMenu.Content>
      </RadixDropdownMenu.Portal>
    </RadixDropdownMenu.Root>
  );
}
