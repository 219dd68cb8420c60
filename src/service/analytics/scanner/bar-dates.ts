import type { Bars } from '../../../engine/series/bars.ts';
import { isoDay } from '../../../engine/series/bars.ts';

const DAY_MS = 86_400_000;

/** Epoch ms of a YYYY-MM-DD day at 00:00 UTC, the time daily bars carry. */
export function dayTime(iso: string): number {
  return Date.parse(`${iso}T00:00:00Z`);
}

/** First index whose bar is on or after `time`, or the bar count. */
export function firstIndexFrom(bars: Bars, time: number): number {
  let lo = 0;
  let hi = bars.time.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (bars.time[mid] < time) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The index of the bar dated `iso`, or -1 when the symbol did not trade that day. */
export function indexOnDay(bars: Bars, iso: string): number {
  const t = dayTime(iso);
  const i = firstIndexFrom(bars, t);
  return i < bars.time.length && bars.time[i] < t + DAY_MS ? i : -1;
}

/** The bars' indices dated from `from` to `to` (inclusive), as [first, last]; empty when first > last. */
export function indexRange(bars: Bars, from: string, to: string): [number, number] {
  return [firstIndexFrom(bars, dayTime(from)), firstIndexFrom(bars, dayTime(to) + DAY_MS) - 1];
}

export function lastDay(bars: Bars): string {
  return isoDay(bars.time[bars.time.length - 1]);
}
