import { ArrowDown, ArrowUp, ChevronsUpDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from './cn';

export type SortDirection = 'asc' | 'desc';

type TableSortHeaderProps = {
  label: string;
  /** The direction if the table is sorted by this column, else undefined. */
  direction: SortDirection | undefined;
  onSort: () => void;
  isNumeric?: boolean;
  className?: string;
};

/** A column header that sorts the table; announces the current order through aria-sort. */
export function TableSortHeader({
  label,
  direction,
  onSort,
  isNumeric = false,
  className,
}: TableSortHeaderProps) {
  const { t } = useTranslation();
  const ariaSort = direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none';
  const Icon = direction === 'asc' ? ArrowUp : direction === 'desc' ? ArrowDown : ChevronsUpDown;

  return (
    <th
      scope="col"
      aria-sort={ariaSort}
      className={cn('h-10 px-3 text-start font-medium', isNumeric && 'text-end', className)}
    >
      <button
        type="button"
        onClick={onSort}
        title={t('ui.sortBy', { column: label })}
        className={cn(
          'focus-ring -mx-1.5 inline-flex items-center gap-1 rounded-md px-1.5 py-1 hover:bg-surface-muted hover:text-text',
          direction && 'text-text',
          isNumeric && 'flex-row-reverse',
        )}
      >
        {label}
        <Icon aria-hidden="true" className={cn('size-3.5', !direction && 'opacity-50')} />
      </button>
    </th>
  );
}
