import type { Bars } from './bars.ts';

/** The first `count` bars, as views of the same arrays (no copies). */
export function headBars(bars: Bars, count: number): Bars {
  const columns: Record<string, Float64Array> = {};
  for (const [name, values] of Object.entries(bars.columns)) columns[name] = values.subarray(0, count);
  return {
    time: bars.time.subarray(0, count),
    open: bars.open.subarray(0, count),
    high: bars.high.subarray(0, count),
    low: bars.low.subarray(0, count),
    close: bars.close.subarray(0, count),
    volume: bars.volume.subarray(0, count),
    columns,
  };
}
