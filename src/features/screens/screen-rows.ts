import type { ScreenFieldKind, ScreenRecord } from '../../contract/index.ts';
import type { CsvTable } from '../../ui/table/csv-file.ts';

export type SortDirection = 'asc' | 'desc';

export interface ScreenColumn {
  field: string;
  kind: ScreenFieldKind;
}

/** A cell's value: a number or text, or null when the record lacks it. */
export function cellValue(record: ScreenRecord, field: string): number | string | null {
  const value = record[field];
  return typeof value === 'number' || typeof value === 'string' ? value : null;
}

/**
 * A sorted copy: numbers by value, text alphabetically (ignoring case); records without the value come last either
 * way, and equal values keep the service's order.
 */
export function sortRecords(records: readonly ScreenRecord[], field: string, direction: SortDirection): ScreenRecord[] {
  const sign = direction === 'asc' ? 1 : -1;
  const keyed = records.map((record, index) => ({ record, index, value: cellValue(record, field) }));
  keyed.sort((a, b) => {
    if (a.value === null || b.value === null)
      return a.value === b.value ? a.index - b.index : a.value === null ? 1 : -1;
    const order =
      typeof a.value === 'number' && typeof b.value === 'number'
        ? a.value - b.value
        : String(a.value).localeCompare(String(b.value), undefined, { sensitivity: 'base', numeric: true });
    return order !== 0 ? sign * order : a.index - b.index;
  });
  return keyed.map((k) => k.record);
}

/** The records as CSV with the spec's field names as the header and the figures unrounded; no value is empty. */
export function screenCsv(columns: readonly ScreenColumn[], records: readonly ScreenRecord[]): CsvTable {
  return {
    header: columns.map((c) => c.field),
    rows: records.map((r) => columns.map((c) => cellValue(r, c.field))),
  };
}
