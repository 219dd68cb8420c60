import type { PriceRow, ValueSeries } from '../engine/series/bars.ts';
import { barLabel } from '../engine/series/bars.ts';

/** A number as a plain CSV cell: shortest round-trip text; a missing value is an empty cell. */
function cell(v: number | undefined): string {
  return v === undefined || Number.isNaN(v) ? '' : String(v);
}

/**
 * Rows (sorted by the caller) as a plain price CSV `parsePriceCsv` reads back to the same rows: ISO dates, numbers
 * without separators, Date,Open,High,Low,Close,Volume (no Volume when no row has one), then the extra columns the rows carry (an empty cell where a
 * row has none). What the data library keeps of a file that had to be read specially (day-first dates, thousands
 * separators, several files joined, a column of a wide file), so it never has to be asked again.
 */
export function writePriceCsv(rows: readonly PriceRow[]): string {
  const extras: string[] = [];
  for (const row of rows)
    for (const name of Object.keys(row.extra ?? {})) if (!extras.includes(name)) extras.push(name);
  // rows without any volume (a file without the column, a wide file's closes) are written without one, so the file
  // read back warns as the original did: no Volume column, rather than every row's volume missing
  const volume = rows.some((r) => !Number.isNaN(r.volume));
  const lines = [['Date', 'Open', 'High', 'Low', 'Close', ...(volume ? ['Volume'] : []), ...extras].join(',')];
  for (const r of rows) {
    const base = [barLabel(r.time), cell(r.open), cell(r.high), cell(r.low), cell(r.close)];
    if (volume) base.push(cell(r.volume));
    lines.push([...base, ...extras.map((x) => cell(r.extra?.[x]))].join(','));
  }
  return `${lines.join('\n')}\n`;
}

/** A value series as a plain Date,Value CSV that `parseValueCsv` reads back to the same series. */
export function writeValueCsv(series: ValueSeries): string {
  const lines = ['Date,Value'];
  for (let i = 0; i < series.time.length; i++) lines.push(`${barLabel(series.time[i])},${cell(series.value[i])}`);
  return `${lines.join('\n')}\n`;
}
