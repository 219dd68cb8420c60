/** Helpers of the window picker: a price history as chart points, and pixels back to trading dates. */

export interface PickerPoint {
  /** UTC ms of the trading day. */
  t: number;
  close: number;
}

/** An SVG chart slows down with thousands of points and has ~1,000 pixels: keep about this many. */
export const MAX_PICKER_POINTS = 1200;

export function dayMs(iso: string): number {
  return Date.parse(`${iso.slice(0, 10)}T00:00:00Z`);
}

export function isoOfMs(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Every step-th close (and the last), as chart points. */
export function thinPoints(dates: readonly string[], close: readonly number[], max = MAX_PICKER_POINTS): PickerPoint[] {
  const step = Math.max(1, Math.ceil(dates.length / max));
  const points: PickerPoint[] = [];
  for (let i = 0; i < dates.length; i += step) points.push({ t: dayMs(dates[i]), close: close[i] });
  const last = dates.length - 1;
  if (last >= 0 && last % step !== 0) points.push({ t: dayMs(dates[last]), close: close[last] });
  return points;
}

/** The index of the time in the ascending `times` closest to `t`, the earlier on a tie (times must not be empty). */
export function nearestIndex(times: readonly number[], t: number): number {
  let lo = 0;
  let hi = times.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (times[mid] < t) lo = mid + 1;
    else hi = mid;
  }
  return lo > 0 && t - times[lo - 1] <= times[lo] - t ? lo - 1 : lo;
}

/**
 * The trading day under a pointer: `x` pixels from the plot area's left edge of `width` pixels, on an axis running
 * linearly from the first to the last of `times` (clamped to the ends).
 */
export function timeAtPixel(times: readonly number[], x: number, width: number): number {
  const first = times[0];
  const last = times[times.length - 1];
  const fraction = width > 0 ? Math.min(1, Math.max(0, x / width)) : 0;
  return times[nearestIndex(times, first + fraction * (last - first))];
}

/** Ticks on the first day of every n-th year within [first, last], n chosen so that there are at most `max`. */
export function yearTicks(first: number, last: number, max = 6): number[] {
  const from = new Date(first).getUTCFullYear() + 1;
  const to = new Date(last).getUTCFullYear();
  if (to < from) return [first];
  const step = Math.max(1, Math.ceil((to - from + 1) / max));
  const ticks: number[] = [];
  for (let year = Math.ceil(from / step) * step; year <= to; year += step) ticks.push(Date.UTC(year, 0, 1));
  return ticks.length ? ticks : [first];
}
