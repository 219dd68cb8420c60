import type { OptionItem } from '../../contract/index.ts';
import type { CsvTable } from '../../ui/table/csv-file.ts';
import { OPTION_COLUMNS } from './option-columns.ts';

/** The rows as CSV under the spec's field names, numbers unrounded, a missing number (null, NaN) as an empty cell. */
export function optionsCsv(rows: readonly OptionItem[]): CsvTable {
  return {
    header: OPTION_COLUMNS.map((c) => c.field),
    rows: rows.map((row) => OPTION_COLUMNS.map((c) => row[c.field])),
  };
}

/** E.g. "put-opportunities-2022-03-10.csv". */
export function optionsFileName(asOfDate: string): string {
  return `put-opportunities-${asOfDate}.csv`;
}
