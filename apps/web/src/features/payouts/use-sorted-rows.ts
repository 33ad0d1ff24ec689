import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { i18n } = useTranslation();
  const [sort, setSort] = useState<TableSort<TColumnId>>(initial);
  const sorted = useMemo(() => {
    const collator = new Intl.Collator(i18n.language, { sensitivity: 'base', numeric: true });
    const direction = sort.direction === 'asc' ? 1 : -1;
    return [...rows].sort((a, b) => {
      const x = sortValue(a, sort.columnId);
      const y = sortValue(b, sort.columnId);
      const order =
        typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y));
      return direction * order;
    });
  }, [rows, sortValue, sort, i18n.language]);
  return { sorted, sort, setSort };
}
