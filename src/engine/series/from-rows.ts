import type { Bars, PriceRow } from './bars.ts';
import { barLabel } from './bars.ts';

/** A series that cannot be built; `dates` names the offending bars (YYYY-MM-DD, or YYYY-MM-DD HH:MM intraday). */
export class SeriesError extends Error {
  readonly dates: string[];

  constructor(message: string, dates: readonly string[] = []) {
    super(message);
    this.name = 'SeriesError';
    this.dates = [...dates];
  }
}

const MAX_LISTED = 10;

function listDates(dates: readonly string[]): string {
  const shown = dates.slice(0, MAX_LISTED).join(', ');
  return dates.length > MAX_LISTED ? `${shown} and ${dates.length - MAX_LISTED} more` : shown;
}

/** Indices of `rows` in ascending time order (stable); cheap when the rows are already ascending or descending. */
function ascendingOrder(rows: readonly PriceRow[]): Int32Array {
  const n = rows.length;
  const order = new Int32Array(n);
  let ascending = true;
  let descending = true;
  for (let i = 1; i < n && (ascending || descending); i++) {
    const d = rows[i].time - rows[i - 1].time;
    if (d < 0) ascending = false;
    if (d > 0) descending = false;
  }
  if (ascending) {
    for (let i = 0; i < n; i++) order[i] = i;
  } else if (descending) {
    for (let i = 0; i < n; i++) order[i] = n - 1 - i;
  } else {
    for (let i = 0; i < n; i++) order[i] = i;
    order.sort((a, b) => rows[a].time - rows[b].time || a - b);
  }
  return order;
}

/** A volume the series can use: zero, negative, NaN or missing volume becomes 1 (zero volume is not a suspension). */
function flooredVolume(v: number): number {
  return Number.isFinite(v) && v > 0 ? v : 1;
}

/**
 * Columnar bars from parsed rows: sorted by time; a repeated date throws a SeriesError naming every repeated date;
 * volume <= 0 (or NaN / missing) is floored to 1; extra columns are the union of the rows' `extra` keys (in order of
 * first appearance), NaN where a row has no value.
 */
export function barsFromRows(rows: readonly PriceRow[]): Bars {
  const n = rows.length;
  for (let i = 0; i < n; i++) {
    if (!Number.isFinite(rows[i].time)) throw new SeriesError(`row ${i + 1} has no valid date`);
  }
  const order = ascendingOrder(rows);

  const duplicates: string[] = [];
  for (let k = 1; k < n; k++) {
    const t = rows[order[k]].time;
    if (t === rows[order[k - 1]].time) {
      const label = barLabel(t);
      if (duplicates[duplicates.length - 1] !== label) duplicates.push(label);
    }
  }
  if (duplicates.length > 0) {
    throw new SeriesError(`duplicate dates (each date may appear once): ${listDates(duplicates)}`, duplicates);
  }

  const names: string[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    if (!row.extra) continue;
    for (const name of Object.keys(row.extra)) {
      if (!seen.has(name)) {
        seen.add(name);
        names.push(name);
      }
    }
  }

  const time = new Float64Array(n);
  const open = new Float64Array(n);
  const high = new Float64Array(n);
  const low = new Float64Array(n);
  const close = new Float64Array(n);
  const volume = new Float64Array(n);
  const columns: Record<string, Float64Array> = {};
  for (const name of names) columns[name] = new Float64Array(n).fill(NaN);

  for (let k = 0; k < n; k++) {
    const row = rows[order[k]];
    time[k] = row.time;
    open[k] = row.open;
    high[k] = row.high;
    low[k] = row.low;
    close[k] = row.close;
    volume[k] = flooredVolume(row.volume);
    const extra = row.extra;
    if (extra) {
      for (const name in extra) {
        const v = extra[name];
        columns[name][k] = typeof v === 'number' ? v : NaN;
      }
    }
  }
  return { time, open, high, low, close, volume, columns };
}
