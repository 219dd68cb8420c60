import type { OptionItem } from '../../contract/index.ts';
import type { CsvCell } from '../../ui/table/csv-text.ts';
import { rowsToCsv } from '../../ui/table/csv-text.ts';
import { OPTION_COLUMNS } from './option-columns.ts';

/** The rows as CSV under the spec's field names, numbers unrounded, a missing number (null, NaN) as an empty cell. */
export function optionsCsv(rows: readonly OptionItem[]): string {
  return rowsToCsv(
    OPTION_COLUMNS.map((c) => c.field),
    rows.map((row) =>
      OPTION_COLUMNS.map((c): CsvCell => {
        const v = row[c.field];
        return typeof v === 'number' && !Number.isFinite(v) ? null : v;
      }),
    ),
  );
}

/** E.g. "put-opportunities-2022-03-10.csv". */
export function optionsFileName(asOfDate: string): string {
  return `put-opportunities-${asOfDate}.csv`;
}
