import { CsvError } from '../csv/csv-error.ts';
import type { Bars } from '../engine/series/bars.ts';
import { barLabel } from '../engine/series/bars.ts';
import { HOUR_MS } from '../engine/series/frequency.ts';

const MINUTE_MS = 60_000;

/**
 * A file of bars closer than an hour (1-minute, 5-minute...): the engine backtests hourly, daily, weekly or monthly
 * bars, and builds no daily bars from intraday ones, so such a file is refused with an offer to fold it into clock
 * hours (`resample: 'Hourly'` on the next load). The answer carries `resample` so a screen can show that offer.
 */
export class IntradayCsvError extends CsvError {
  readonly resample = 'Hourly' as const;

  constructor(column: string, reason: string) {
    super(0, column, reason, `Column ${column}: ${reason}`);
    this.name = 'IntradayCsvError';
  }
}

/** The median gap between consecutive (sorted) bars in milliseconds; 0 for fewer than two bars. */
export function medianGap(time: Float64Array): number {
  const n = time.length;
  if (n < 2) return 0;
  const gaps = new Float64Array(n - 1);
  for (let i = 1; i < n; i++) gaps[i - 1] = time[i] - time[i - 1];
  gaps.sort();
  const m = gaps.length;
  return m % 2 === 1 ? gaps[(m - 1) / 2] : (gaps[m / 2 - 1] + gaps[m / 2]) / 2;
}

/** Throws an IntradayCsvError when the bars are less than an hour apart (by their median gap). */
export function checkNotSubHourly(bars: Bars, dateColumn: string): void {
  const gap = medianGap(bars.time);
  if (gap <= 0 || gap >= HOUR_MS) return;
  const minutes = Math.max(1, Math.round(gap / MINUTE_MS));
  const n = bars.time.length;
  throw new IntradayCsvError(
    dateColumn,
    `the bars are ${minutes} minute${minutes === 1 ? '' : 's'} apart (${minutes}-minute bars, ${barLabel(bars.time[0])} to ${barLabel(bars.time[n - 1])}). ` +
      'Backtests run on hourly, daily, weekly or monthly bars, and daily bars are not built from intraday ones: ' +
      'resample the file to hourly bars, or drop a file of daily bars.',
  );
}
