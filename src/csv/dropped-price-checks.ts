import type { PriceRow } from '../engine/series/bars.ts';
import { barLabel } from '../engine/series/bars.ts';
import { CsvError } from './csv-error.ts';
import type { PriceCsv } from './parse-price-csv.ts';

/**
 * What a dropped price file must hold before it can be backtested, checked on the rows as read (file order, with
 * their lines), so that each message names the lines to look at: `barsFromRows` alone only lists repeated dates.
 */

/** A header with no rows under it: say so at line 2 rather than accept "0 rows" that later fail to run. */
export function checkHasRows(csv: PriceCsv): void {
  if (csv.rows.length > 0) return;
  throw CsvError.cell(
    2,
    '',
    'the file has a header line but no rows of prices under it; add the rows (Date, Open, High, Low, Close, Volume), one a line',
  );
}

/** A date written twice: `2020-01-03 appears on lines 4 and 5`, naming the file's lines of the first repeat. */
export function checkRepeatedDates(csv: Pick<PriceCsv, 'rows' | 'lines' | 'dateColumn'>): void {
  const lineOf = new Map<number, number>();
  const { rows, lines } = csv;
  for (let i = 0; i < rows.length; i++) {
    const time = rows[i].time;
    const first = lineOf.get(time);
    if (first === undefined) {
      lineOf.set(time, lines[i]);
      continue;
    }
    const more = countRepeats(rows, time) - 2;
    const also = more > 0 ? ` (and on ${more} more line${more === 1 ? '' : 's'})` : '';
    throw CsvError.cell(
      lines[i],
      csv.dateColumn,
      `${barLabel(time)} appears on lines ${first} and ${lines[i]}${also}; each date may appear once`,
    );
  }
}

function countRepeats(rows: readonly PriceRow[], time: number): number {
  let n = 0;
  for (const row of rows) if (row.time === time) n++;
  return n;
}
