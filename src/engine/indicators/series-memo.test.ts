import { describe, expect, it } from 'vitest';
import { makeBars } from '../backtest/test-fixtures.ts';
import { sma } from './moving-averages.ts';
import { indicatorKey, SeriesMemo } from './series-memo.ts';
import { parseTechnicalName } from './technical-map.ts';

const SERIES_BYTES = 4 * 8;

function counting(values: readonly number[]): { make: () => Float64Array; calls: () => number } {
  let calls = 0;
  return {
    make: () => {
      calls++;
      return Float64Array.from(values);
    },
    calls: () => calls,
  };
}

describe('SeriesMemo', () => {
  it('makes a series once per bars and key, and hands the same array to every reader', () => {
    const memo = new SeriesMemo();
    const bars = makeBars([1, 2, 3, 4]);
    const a = counting([1, 1, 1, 1]);
    const first = memo.get(bars, 'A', a.make);
    expect(memo.get(bars, 'A', a.make)).toBe(first);
    expect(a.calls()).toBe(1);
    // Another key, or other bars with the same prices, is another series.
    const b = counting([2, 2, 2, 2]);
    expect(Array.from(memo.get(bars, 'B', b.make))).toEqual([2, 2, 2, 2]);
    const other = makeBars([1, 2, 3, 4]);
    expect(memo.get(other, 'A', a.make)).not.toBe(first);
    expect(a.calls()).toBe(2);
    expect(memo.keptBytes).toBe(3 * SERIES_BYTES);
  });

  it('drops the least recently used series once over its budget', () => {
    const memo = new SeriesMemo(2 * SERIES_BYTES);
    const bars = makeBars([1, 2, 3, 4]);
    const a = counting([1, 1, 1, 1]);
    const b = counting([2, 2, 2, 2]);
    const c = counting([3, 3, 3, 3]);
    memo.get(bars, 'A', a.make);
    memo.get(bars, 'B', b.make);
    memo.get(bars, 'A', a.make); // A is now the more recent of the two
    memo.get(bars, 'C', c.make); // over budget: B goes
    expect(memo.keptBytes).toBe(2 * SERIES_BYTES);
    memo.get(bars, 'A', a.make);
    memo.get(bars, 'C', c.make);
    expect([a.calls(), c.calls()]).toEqual([1, 1]);
    memo.get(bars, 'B', b.make);
    expect(b.calls()).toBe(2);
  });

  it('keeps a series bigger than the whole budget for its reader, alone', () => {
    const memo = new SeriesMemo(SERIES_BYTES / 2);
    const bars = makeBars([1, 2, 3, 4]);
    const a = counting([1, 1, 1, 1]);
    const b = counting([2, 2, 2, 2]);
    expect(Array.from(memo.get(bars, 'A', a.make))).toEqual([1, 1, 1, 1]);
    expect(Array.from(memo.get(bars, 'B', b.make))).toEqual([2, 2, 2, 2]);
    expect(memo.keptBytes).toBe(SERIES_BYTES);
    memo.get(bars, 'A', a.make);
    expect(a.calls()).toBe(2);
  });

  it('keys an indicator by its code and every parameter, telling -0 from 0', () => {
    expect(indicatorKey('TI_MA_SPREAD', [10, 30])).toBe('TI_MA_SPREAD(10,30)');
    expect(indicatorKey('TI_X', [0])).not.toBe(indicatorKey('TI_X', [-0]));
    expect(indicatorKey('TI_X', [0.1 + 0.2])).not.toBe(indicatorKey('TI_X', [0.3]));
  });
});

describe('technical indicators through the memo', () => {
  it('compute once per bars and params, with the values of the function itself', () => {
    const closes = Array.from({ length: 40 }, (_, i) => 100 + ((i * 7) % 11));
    const bars = makeBars(closes);
    const spread = parseTechnicalName('MA Spread(3,5)')!;
    const first = spread.indicator.compute(bars, spread.params);
    expect(spread.indicator.compute(bars, [3, 5])).toBe(first);
    expect(spread.indicator.compute(bars, [3, 6])).not.toBe(first);
    // The spread of two SMAs taken here from the closes; averages equal up to rounding are a spread of 0.
    const fast = sma(Float64Array.from(closes), 3);
    const slow = sma(Float64Array.from(closes), 5);
    const spreadOf = (t: number) => (Math.abs(fast[t] - slow[t]) < 1e-9 ? 0 : fast[t] - slow[t]);
    expect(Array.from(first)).toEqual(closes.map((_, t) => spreadOf(t)));
  });
});
