import type { ValueSeries } from '../series/bars.ts';

/**
 * a / b on the dates both series have a finite value (b non-zero), e.g. VIX over VIX3M. Both must ascend in time; a
 * date only one of them has is left out rather than filled, since a stale term-structure value would mislead.
 */
export function seriesRatio(a: ValueSeries, b: ValueSeries): ValueSeries {
  const time: number[] = [];
  const value: number[] = [];
  let j = 0;
  for (let i = 0; i < a.time.length; i++) {
    const t = a.time[i];
    while (j < b.time.length && b.time[j] < t) j++;
    if (j === b.time.length) break;
    if (b.time[j] !== t) continue;
    const x = a.value[i];
    const y = b.value[j];
    if (Number.isFinite(x) && Number.isFinite(y) && y !== 0) {
      time.push(t);
      value.push(x / y);
    }
  }
  return { time: Float64Array.from(time), value: Float64Array.from(value) };
}
