/** One walk-forward window in bar indices, both ends included. */
export interface WindowSpan {
  isFrom: number;
  isTo: number;
  oosFrom: number;
  oosTo: number;
}

/**
 * The windows over the bars `first..last`: in-sample `inSample` bars (anchored: from `first`, growing), then
 * `outOfSample` bars out of sample, the next window starting where the last one's out-of-sample part started. The
 * last out-of-sample part may be shorter; a window with no out-of-sample bar is not made.
 */
export function walkForwardWindows(
  first: number,
  last: number,
  inSample: number,
  outOfSample: number,
  anchored: boolean,
): WindowSpan[] {
  const windows: WindowSpan[] = [];
  for (let k = 0; ; k++) {
    const isFrom = anchored ? first : first + k * outOfSample;
    const isTo = first + k * outOfSample + inSample - 1;
    const oosFrom = isTo + 1;
    if (oosFrom > last) return windows;
    windows.push({ isFrom, isTo, oosFrom, oosTo: Math.min(last, isTo + outOfSample) });
  }
}
