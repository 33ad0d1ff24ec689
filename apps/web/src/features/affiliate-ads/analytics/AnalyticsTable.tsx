import { type ReactNode, useMemo, useState } from 'react';
import { useFormat } from '../../../app/use-format';
import { Table, type TableColumn, type TableSort } from '../../../ui/Table';
import type { CsvValue } from './csv';
import { ExportCsvButton } from './ExportCsvButton';

/**
 * One column of an analytics table: what the cell shows, and the plain value it sorts by and
 * exports. A column added here (a publisher's spend, say) shows, sorts and exports at once.
 */
export type AnalyticsColumn<TRow> = {
  id: string;
  header: string;
  value: (row: TRow) => CsvValue;
  /** What the cell shows; the value as it is when left out. */
  cell?: (row: TRow) => ReactNode;
  isNumeric?: boolean;
  className?: string;
};

type AnalyticsTableProps<TRow> = {
  /** Shown above the table; also its caption and the export button's name. */
  title: string;
  /** The title's heading level: 3 inside a card, 2 straight under a page's title. */
  titleLevel?: 2 | 3;
  columns: readonly AnalyticsColumn<TRow>[];
  rows: readonly TRow[];
  getRowId: (row: TRow) => string;
  filename: string;
  defaultSort?: TableSort;
  pageSize?: number;
  empty?: ReactNode;
  isLoading?: boolean;
};

function compareValues(a: CsvValue, b: CsvValue, collator: Intl.Collator): number {
  if (a === b) return 0;
  // Rows without a value (no country, no referrer) sit at the end whichever way the column sorts.
  if (a === null) return 1;
  if (b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/** A sortable, paged table of figures with its title and an "Export CSV" of every row (not only the page shown). */
export function AnalyticsTable<TRow>({
  title,
  titleLevel = 3,
  columns,
  rows,
  getRowId,
  filename,
  defaultSort,
  pageSize = 10,
  empty,
  isLoading = false,
}: AnalyticsTableProps<TRow>) {
  const format = useFormat();
  const Heading = titleLevel === 2 ? 'h2' : 'h3';
  const [sort, setSort] = useState<TableSort | undefined>(defaultSort);
  const [page, setPage] = useState(1);

  const sorted = useMemo(() => {
    const column = columns.find((c) => c.id === sort?.columnId);
    if (!column || !sort) return rows;
    const { collator } = format;
    const direction = sort.direction === 'asc' ? 1 : -1;
    return [...rows].sort((a, b) => {
      const x = column.value(a);
      const y = column.value(b);
      if (x === null || y === null) return compareValues(x, y, collator);
      return direction * compareValues(x, y, collator);
    });
  }, [rows, columns, sort, format]);
  const pageCount = Math.max(1, Math.ceil(sorted.length / pageSize));
  const currentPage = Math.min(page, pageCount);
  const shown = sorted.slice((currentPage - 1) * pageSize, currentPage * pageSize);

  const tableColumns: TableColumn<TRow>[] = columns.map((column) => ({
    id: column.id,
    header: column.header,
    isSortable: true,
    isNumeric: column.isNumeric,
    className: column.className,
    cell: column.cell ?? ((row) => column.value(row)),
  }));

  return (
    <div className="flex min-w-0 flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Heading
          className={titleLevel === 2 ? 'font-semibold text-base text-text' : 'font-medium text-sm text-text'}
        >
          {title}
        </Heading>
        <ExportCsvButton
          table={title}
          filename={filename}
          headers={columns.map((column) => column.header)}
          rows={() => sorted.map((row) => columns.map((column) => column.value(row)))}
        />
      </div>
      <Table
        caption={title}
        columns={tableColumns}
        rows={shown}
        getRowId={getRowId}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          setPage(1);
        }}
        isLoading={isLoading}
        loadingRowCount={3}
        empty={empty}
        pagination={
          sorted.length > pageSize ? { page: currentPage, pageCount, onPageChange: setPage } : undefined
        }
      />
    </div>
  );
}
