export type SortDirection = 'asc' | 'desc';

/** A sorted copy of the rows by one value; rows with equal values keep their order (the sort is stable). */
export function sortRows<Row>(
  rows: readonly Row[],
  value: (row: Row) => number | string,
  direction: SortDirection,
): Row[] {
  const sign = direction === 'asc' ? 1 : -1;
  const keyed = rows.map((row, index) => ({ row, index, key: value(row) }));
  keyed.sort((a, b) => {
    const order = a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
    return order !== 0 ? sign * order : a.index - b.index;
  });
  return keyed.map((k) => k.row);
}

/** Which column a table is sorted by (its index) and which way. */
export interface ColumnSort {
  column: number;
  direction: SortDirection;
}

/** The sort after a click on a column's header: the other way on the sorted column; on another, `first`. */
export function nextColumnSort(current: ColumnSort | null, column: number, first: SortDirection = 'asc'): ColumnSort {
  if (current?.column === column) return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { column, direction: first };
}
