import type { Bars } from '../../../engine/series/bars.ts';
import { isoDay } from '../../../engine/series/bars.ts';
import { windowRange } from '../../../engine/series/window.ts';

/** Epoch ms of a YYYY-MM-DD day at 00:00 UTC, the time daily bars carry. */
function dayTime(iso: string): number {
  return Date.parse(`${iso}T00:00:00Z`);
}

/** The index of the bar dated `iso`, or -1 when the symbol did not trade that day. */
export function indexOnDay(bars: Bars, iso: string): number {
  return windowRange(bars.time, dayTime(iso), dayTime(iso))?.from ?? -1;
}

/** The bars' indices dated from `from` to `to` (inclusive), as [first, last]; empty when first > last. */
export function indexRange(bars: Bars, from: string, to: string): [number, number] {
  const range = windowRange(bars.time, dayTime(from), dayTime(to));
  return range ? [range.from, range.to] : [0, -1];
}

export function lastDay(bars: Bars): string {
  return isoDay(bars.time[bars.time.length - 1]);
}
