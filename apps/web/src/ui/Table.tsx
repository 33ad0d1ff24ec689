import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from './cn';
import { Skeleton } from './Skeleton';
import { TablePagination, type TablePaginationProps } from './TablePagination';
import { type SortDirection, TableSortHeader } from './TableSortHeader';

export type TableSort<TColumnId extends string = string> = { columnId: TColumnId; direction: SortDirection };

export type TableColumn<TRow, TColumnId extends string = string> = {
  id: TColumnId;
  header: string;
  cell: (row: TRow) => ReactNode;
  isSortable?: boolean;
  /** Figures: end-aligned with tabular digits so they compare down the column; sorts descending first. */
  isNumeric?: boolean;
  /** The header is read by screen readers only, e.g. a column of row action buttons. */
  isHeaderHidden?: boolean;
  className?: string;
};

type TableProps<TRow, TColumnId extends string> = {
  columns: readonly TableColumn<TRow, TColumnId>[];
  rows: readonly TRow[];
  getRowId: (row: TRow) => string;
  /** Names the table for screen readers. */
  caption: string;
  sort?: TableSort<TColumnId>;
  onSortChange?: (sort: TableSort<TColumnId>) => void;
  pagination?: TablePaginationProps;
  /** Shown in a single row when there are no rows; an EmptyState fits here. */
  empty?: ReactNode;
  isLoading?: boolean;
  loadingRowCount?: number;
  className?: string;
};

/** A data table: sortable headers, skeleton rows while loading, an empty row, a pagination footer. */
export function Table<TRow, TColumnId extends string>({
  columns,
  rows,
  getRowId,
  caption,
  sort,
  onSortChange,
  pagination,
  empty,
  isLoading = false,
  loadingRowCount = 5,
  className,
}: TableProps<TRow, TColumnId>) {
  const { t } = useTranslation();

  const sortBy = (column: TableColumn<TRow, TColumnId>) => {
    const isSameColumn = sort?.columnId === column.id;
    const firstDirection: SortDirection = column.isNumeric ? 'desc' : 'asc';
    const direction: SortDirection = isSameColumn
      ? sort.direction === 'asc'
        ? 'desc'
        : 'asc'
      : firstDirection;
    onSortChange?.({ columnId: column.id, direction });
  };

  const cellClass = (column: TableColumn<TRow, TColumnId>) =>
    cn('px-3 py-2.5', column.isNumeric && 'metric text-end', column.className);

  return (
    // Positioned, so that its clipping also holds what is positioned inside it: visually hidden
    // texts of cells and headers would otherwise widen a phone's page by the table's hidden width.
    <div className={cn('relative overflow-hidden rounded-xl border border-border bg-surface', className)}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users must be able to scroll a table wider than a phone (WCAG 2.1.1, axe scrollable-region-focusable) */}
      {/* biome-ignore lint/a11y/useSemanticElements: a group, not a fieldset or region: no form, and no second landmark of the same name */}
      <div role="group" aria-label={caption} tabIndex={0} className="focus-ring relative overflow-x-auto">
        <table className="w-full border-collapse text-sm" aria-busy={isLoading || undefined}>
          <caption className="sr-only">{caption}</caption>
          <thead className="border-border border-b bg-surface-muted/60 text-start text-text-muted text-xs">
            <tr>
              {columns.map((column) =>
                column.isSortable && onSortChange ? (
                  <TableSortHeader
                    key={column.id}
                    label={column.header}
                    direction={sort?.columnId === column.id ? sort.direction : undefined}
                    onSort={() => sortBy(column)}
                    isNumeric={column.isNumeric}
                    className={column.className}
                  />
                ) : (
                  <th
                    key={column.id}
                    scope="col"
                    className={cn(
                      'h-10 px-3 text-start font-medium',
                      column.isNumeric && 'text-end',
                      column.className,
                    )}
                  >
                    {column.isHeaderHidden ? <span className="sr-only">{column.header}</span> : column.header}
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {isLoading &&
              Array.from({ length: loadingRowCount }, (_, index) => (
                // Placeholder rows have no identity beyond their position.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <tr key={index}>
                  {columns.map((column) => (
                    <td key={column.id} className={cellClass(column)}>
                      <Skeleton className="h-4 w-full max-w-32" />
                    </td>
                  ))}
                </tr>
              ))}
            {!isLoading && rows.length === 0 && (
              <tr>
                <td colSpan={columns.length} className="px-3 py-10 text-center text-text-muted">
                  {empty ?? t('ui.noResults')}
                </td>
              </tr>
            )}
            {!isLoading &&
              rows.map((row) => (
                <tr key={getRowId(row)} className="transition-colors hover:bg-surface-muted/50">
                  {columns.map((column) => (
                    <td key={column.id} className={cellClass(column)}>
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
          </tbody>
        </table>
      </div>
      {pagination && !isLoading && rows.length > 0 && <TablePagination {...pagination} />}
    </div>
  );
}
