import { useMemo, useState } from 'react';
import { useFormat } from '../../app/use-format';
import type { TableSort } from '../../ui/Table';

/**
 * A table's rows sorted in the browser by one column's plain value (numbers by size, text in the
 * reader's language's order), with the sort state the ui Table reads and changes.
 */
export function useSortedRows<TRow, TColumnId extends string>(
  rows: readonly TRow[],
  sortValue: (row: TRow, columnId: TColumnId) => number | string,
  initial: TableSort<TColumnId>,
) {
  const format = useFormat();
  const [sort, setSort] = useState<TableSort<TColumnId>>(initial);
  const sorted = useMemo(() => {
    const { collator } = format;
    const direction = sort.direction === 'asc' ? 1 : -1;
    return [...rows].sort((a, b) => {
      const x = sortValue(a, sort.columnId);
      const y = sortValue(b, sort.columnId);
      const order =
        typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y));
      return direction * order;
    });
  }, [rows, sortValue, sort, format]);
  return { sorted, sort, setSort };
}
