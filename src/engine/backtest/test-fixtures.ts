import type { Bars } from '../series/bars.ts';
import type { ExecutionSpec } from './types.ts';

/** Tests only: tiny hand-made series whose every number can be checked on paper. */

export const DAY_MS = 86_400_000;
export const T0 = Date.UTC(2020, 0, 1);

/** A bar as [open, high, low, close], or one number for a flat bar (all four prices equal). */
export type BarRow = readonly [number, number, number, number] | number;

export function makeBars(rows: readonly BarRow[], times?: readonly number[]): Bars {
  const n = rows.length;
  const bars = {
    time: new Float64Array(n),
    open: new Float64Array(n),
    high: new Float64Array(n),
    low: new Float64Array(n),
    close: new Float64Array(n),
    volume: new Float64Array(n).fill(1),
    columns: {},
  };
  rows.forEach((row, i) => {
    const [o, h, l, c] = typeof row === 'number' ? [row, row, row, row] : row;
    bars.time[i] = times ? times[i] : T0 + i * DAY_MS;
    bars.open[i] = o;
    bars.high[i] = h;
    bars.low[i] = l;
    bars.close[i] = c;
  });
  return bars;
}

/** A 0/1 action array of length n, 1 on the given bars. */
export function actions(n: number, ...on: number[]): Uint8Array {
  const a = new Uint8Array(n);
  for (const i of on) a[i] = 1;
  return a;
}

/** Long, current close, no risk control, no costs, 1000 fully allocated, the whole series as the window. */
export function makeSpec(bars: Bars, overrides: Partial<ExecutionSpec> = {}): ExecutionSpec {
  return {
    direction: 'Long',
    tradePrice: 2,
    stopPct: null,
    takePct: null,
    maxBars: null,
    commission: 0,
    slippage: 0,
    capital: 1000,
    allocation: 1,
    from: 0,
    to: bars.time.length - 1,
    barsPerYear: 252,
    ...overrides,
  };
}
