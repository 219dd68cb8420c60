import type { OptionItem } from '../../contract/index.ts';
import type { SortDirection } from '../../ui/table/sort-rows.ts';
import { sortRows } from '../../ui/table/sort-rows.ts';
import type { OptionField } from './option-columns.ts';
import { columnOf } from './option-columns.ts';

export interface OptionSort {
  field: OptionField;
  direction: SortDirection;
}

/** The spec's ranking: the best expected value per dollar of margin first. */
export const DEFAULT_SORT: OptionSort = { field: 'ev_score', direction: 'desc' };

/** A sorted copy; a missing number (null or NaN) sorts below every number, so it ends a "highest first" list. */
export function sortOptions(rows: readonly OptionItem[], sort: OptionSort): OptionItem[] {
  return sortRows(
    rows,
    (row) => {
      const v = row[sort.field];
      return v === null || (typeof v === 'number' && Number.isNaN(v)) ? -Infinity : v;
    },
    sort.direction,
  );
}

/**
 * The sort after a click on a column's header: the other way on the sorted column; on another, numbers highest
 * first (what an analyst ranks by) and text A to Z.
 */
export function nextSort(current: OptionSort, field: OptionField): OptionSort {
  if (current.field === field) return { field, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { field, direction: columnOf(field).numeric ? 'desc' : 'asc' };
}
