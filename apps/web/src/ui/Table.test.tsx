import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Table, type TableColumn, type TableSort } from './Table';

type Creator = { id: string; handle: string; followers: number };
type ColumnId = 'handle' | 'followers';

const columns: TableColumn<Creator, ColumnId>[] = [
  { id: 'handle', header: 'Handle', cell: (row) => row.handle, isSortable: true },
  { id: 'followers', header: 'Followers', cell: (row) => row.followers, isSortable: true, isNumeric: true },
];

const rows: Creator[] = [
  { id: '1', handle: '@ana', followers: 1200 },
  { id: '2', handle: '@ben', followers: 560 },
];

function renderTable(props: { rows?: Creator[]; sort?: TableSort<ColumnId>; page?: number } = {}) {
  const onSortChange = vi.fn<(sort: TableSort<ColumnId>) => void>();
  const onPageChange = vi.fn<(page: number) => void>();
  render(
    <Table
      caption="Saved creators"
      columns={columns}
      rows={props.rows ?? rows}
      getRowId={(row) => row.id}
      sort={props.sort}
      onSortChange={onSortChange}
      pagination={{ page: props.page ?? 1, pageCount: 3, onPageChange }}
    />,
  );
  return { onSortChange, onPageChange };
}

describe('Table', () => {
  it('shows one empty row and no pagination when there are no rows', () => {
    renderTable({ rows: [] });
    expect(screen.getByText('No results')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next page' })).toBeNull();
  });

  it('announces the sort order and sorts figures descending first', () => {
    const { onSortChange } = renderTable({ sort: { columnId: 'handle', direction: 'asc' } });

    expect(screen.getByRole('columnheader', { name: /Handle/ }).getAttribute('aria-sort')).toBe('ascending');
    expect(screen.getByRole('columnheader', { name: /Followers/ }).getAttribute('aria-sort')).toBe('none');

    fireEvent.click(screen.getByRole('button', { name: /Handle/ }));
    expect(onSortChange).toHaveBeenLastCalledWith({ columnId: 'handle', direction: 'desc' });
    fireEvent.click(screen.getByRole('button', { name: /Followers/ }));
    expect(onSortChange).toHaveBeenLastCalledWith({ columnId: 'followers', direction: 'desc' });
  });

  it('pages forward and cannot go back from the first page', () => {
    const { onPageChange } = renderTable({ page: 1 });
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });
});
