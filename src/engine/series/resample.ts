import type { Bars } from './bars.ts';
import { DAY_MS, HOUR_MS } from './frequency.ts';

export type ResampleTarget = 'Weekly' | 'Monthly' | 'Hourly';

const WEEK_MS = 7 * DAY_MS;
/** 1970-01-05, the first Monday after the epoch (a Thursday). */
const FIRST_MONDAY_MS = 4 * DAY_MS;

/** The period a bar time falls in: clock hour, ISO week (Monday..Sunday, UTC) or calendar month (UTC). */
export function periodKey(time: number, to: ResampleTarget): number {
  switch (to) {
    case 'Hourly':
      return Math.floor(time / HOUR_MS);
    case 'Weekly':
      return Math.floor((time - FIRST_MONDAY_MS) / WEEK_MS);
    case 'Monthly': {
      const d = new Date(time);
      return d.getUTCFullYear() * 12 + d.getUTCMonth();
    }
  }
}

/**
 * Aggregates sorted bars into hours, weeks or months. Each output bar covers the consecutive input bars of one period
 * and carries the time of its LAST input bar (the week's or month's last session; for Hourly the hour's last bar, e.g.
 * 09:59 for 1-minute bars 09:30..09:59), so a value is never dated before the data it summarises.
 * open = first open, high = max, low = min, close = last close, volume = sum; extra columns take the last value.
 */
export function resampleBars(bars: Bars, to: ResampleTarget): Bars {
  const n = bars.time.length;
  const ends: number[] = [];
  let key = 0;
  for (let i = 0; i < n; i++) {
    const k = periodKey(bars.time[i], to);
    if (i > 0 && k !== key) ends.push(i - 1);
    key = k;
  }
  if (n > 0) ends.push(n - 1);

  const m = ends.length;
  const time = new Float64Array(m);
  const open = new Float64Array(m);
  const high = new Float64Array(m);
  const low = new Float64Array(m);
  const close = new Float64Array(m);
  const volume = new Float64Array(m);
  const names = Object.keys(bars.columns);
  const columns: Record<string, Float64Array> = {};
  for (const name of names) columns[name] = new Float64Array(m);

  let start = 0;
  for (let g = 0; g < m; g++) {
    const end = ends[g];
    let hi = -Infinity;
    let lo = Infinity;
    let vol = 0;
    for (let i = start; i <= end; i++) {
      if (bars.high[i] > hi) hi = bars.high[i];
      if (bars.low[i] < lo) lo = bars.low[i];
      vol += bars.volume[i];
    }
    time[g] = bars.time[end];
    open[g] = bars.open[start];
    high[g] = hi;
    low[g] = lo;
    close[g] = bars.close[end];
    volume[g] = vol;
    for (const name of names) columns[name][g] = bars.columns[name][end];
    start = end + 1;
  }
  return { time, open, high, low, close, volume, columns };
}
