import type { CandlestickData, HistogramData, LineData, SeriesMarker, Time, UTCTimestamp } from 'lightweight-charts';
import { chartTime } from './chart-time.ts';

export interface ChartPoint {
  /** A bar label: YYYY-MM-DD or YYYY-MM-DD HH:MM. */
  time: string;
  value: number;
}

export interface ChartCandle {
  time: string;
  open: number;
  high: number;
  low: number;
  close: number;
}

export interface ChartMarker {
  time: string;
  position: 'above' | 'below';
  shape: 'arrowUp' | 'arrowDown' | 'circle';
  color: string;
  text?: string;
}

/**
 * Keeps the items lightweight-charts accepts: a readable time, finite numbers, strictly ascending times. The library
 * throws on unsorted or duplicate times, and one bad row must not take the whole chart down.
 */
function ascending<T extends { time: string }, R extends { time: UTCTimestamp }>(
  items: readonly T[],
  valid: (item: T) => boolean,
  convert: (item: T, time: UTCTimestamp) => R,
): R[] {
  const out: R[] = [];
  let last = -Infinity;
  for (const item of items) {
    const time = chartTime(item.time);
    if (time === null || time <= last || !valid(item)) continue;
    out.push(convert(item, time));
    last = time;
  }
  return out;
}

export function toLineData(points: readonly ChartPoint[]): LineData<UTCTimestamp>[] {
  return ascending(
    points,
    (p) => Number.isFinite(p.value),
    (p, time) => ({ time, value: p.value }),
  );
}

/** The bars of a `bands` series as columns of height 1 (readable times, ascending, each once). */
export function toBandData(times: readonly string[]): HistogramData<UTCTimestamp>[] {
  return ascending(
    times.map((time) => ({ time })),
    () => true,
    (_, time) => ({ time, value: 1 }),
  );
}

export function toCandleData(candles: readonly ChartCandle[]): CandlestickData<UTCTimestamp>[] {
  return ascending(
    candles,
    (c) => [c.open, c.high, c.low, c.close].every(Number.isFinite),
    (c, time) => ({ time, open: c.open, high: c.high, low: c.low, close: c.close }),
  );
}

/** Markers on times the series has (a marker elsewhere would float at the nearest bar), sorted as the library needs. */
export function toSeriesMarkers(
  markers: readonly ChartMarker[],
  seriesTimes: ReadonlySet<number>,
): SeriesMarker<Time>[] {
  const out: SeriesMarker<UTCTimestamp>[] = [];
  for (const m of markers) {
    const time = chartTime(m.time);
    if (time === null || !seriesTimes.has(time)) continue;
    out.push({
      time,
      position: m.position === 'above' ? 'aboveBar' : 'belowBar',
      shape: m.shape,
      color: m.color,
      ...(m.text ? { text: m.text } : {}),
    });
  }
  return out.sort((a, b) => a.time - b.time);
}
