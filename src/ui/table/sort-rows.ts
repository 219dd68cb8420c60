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
