import { describe, expect, it } from 'vitest';
import { barsFromRows } from './from-rows.ts';
import { totalReturnBars } from './total-return.ts';

const DAY = 86_400_000;

describe('totalReturnBars', () => {
  it('scales each bar by its adjusted close over its close, volume unchanged', () => {
    // Close 10, 11, 12, 13 with adjusted closes 9, 10, 11.5, 13: factors 0.9, 10/11, 23/24 and 1.
    const rows = [
      { open: 9.8, high: 10.2, low: 9.6, close: 10, volume: 500, adj: 9 },
      { open: 10.9, high: 11.3, low: 10.8, close: 11, volume: 600, adj: 10 },
      { open: 11.6, high: 12.4, low: 11.5, close: 12, volume: 700, adj: 11.5 },
      { open: 12.5, high: 13.1, low: 12.4, close: 13, volume: 800, adj: 13 },
    ];
    const bars = barsFromRows(
      rows.map(({ adj, ...r }, i) => ({ time: Date.UTC(2024, 0, 2) + i * DAY, ...r, extra: { AdjClose: adj } })),
    );
    const adjusted = bars.columns.AdjClose;
    const scaled = totalReturnBars(bars, adjusted);

    const values = (v: Float64Array) => Array.from(v);
    const expectNear = (actual: Float64Array, expected: number[]) =>
      expected.forEach((e, i) => expect(actual[i]).toBeCloseTo(e, 12));
    expectNear(scaled.open, [8.82, 109 / 11, 11.116666666666667, 12.5]);
    expectNear(scaled.high, [9.18, 113 / 11, 11.883333333333333, 13.1]);
    expectNear(scaled.low, [8.64, 108 / 11, 11.020833333333334, 12.4]);
    expect(values(scaled.close)).toEqual([9, 10, 11.5, 13]);
    expect(values(scaled.volume)).toEqual([500, 600, 700, 800]);
    expect(scaled.time).toBe(bars.time);
    // the price series itself is left as it was
    expect(values(bars.close)).toEqual([10, 11, 12, 13]);
  });
});
