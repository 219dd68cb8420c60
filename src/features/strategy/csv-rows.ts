import type { CsvRow, PriceBars } from '../../contract/index.ts';

const cache = new WeakMap<PriceBars, CsvRow[]>();

/**
 * The price columns of a dropped CSV as spec 2.8 rows, for validate in CSV mode (so the answer speaks about the file,
 * not the symbol's library data). Entry/Exit columns stay in the worker; the service fills missing ones with 0, which
 * does not change what validate reports. Built once per file.
 */
export function csvRowsOf(bars: PriceBars): CsvRow[] {
  let rows = cache.get(bars);
  if (!rows) {
    rows = bars.dates.map((date, i) => ({
      Date: date,
      Open: bars.open[i],
      High: bars.high[i],
      Low: bars.low[i],
      Close: bars.close[i],
      Volume: bars.volume[i],
    }));
    cache.set(bars, rows);
  }
  return rows;
}

/** The symbol a dropped file stands for: its name without the extension, as a ticker. */
export function fileStem(fileName: string): string {
  const stem = fileName.replace(/^.*[\\/]/, '').replace(/\.[^.]+$/, '');
  return (
    stem
      .toUpperCase()
      .replace(/[^A-Z0-9._^-]+/g, '_')
      .slice(0, 20) || 'CSV'
  );
}
