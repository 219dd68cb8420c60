import { DAY_MS } from './frequency.ts';
import { lowerBound } from './lower-bound.ts';

/**
 * The first and last bar index inside [startMs, end of endMs's UTC day], by binary search on ascending times.
 * The end is read as a whole day: an end of 2020-03-31 (any time on that day) includes every bar of 2020-03-31,
 * intraday ones too. NaN bounds are open ends. Null when no bar falls inside.
 */
export function windowRange(time: Float64Array, startMs: number, endMs: number): { from: number; to: number } | null {
  const start = Number.isNaN(startMs) ? -Infinity : startMs;
  const endExclusive = Number.isNaN(endMs) ? Infinity : (Math.floor(endMs / DAY_MS) + 1) * DAY_MS;
  const from = lowerBound(time, start);
  const to = lowerBound(time, endExclusive) - 1;
  return from <= to ? { from, to } : null;
}
