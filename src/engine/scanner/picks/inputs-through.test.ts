import { describe, expect, it } from 'vitest';
import { makeBars } from '../../backtest/test-fixtures.ts';
import { inputsThrough } from './inputs-through.ts';

describe('inputsThrough', () => {
  const bars = { ...makeBars([1, 2, 3, 4, 5]), columns: { Entry1: Float64Array.of(9, 8, 7, 6, 5) } };
  const inputs = { bars, optix: Float64Array.of(10, 20, 30, 40, 50), benchmarkClose: Float64Array.of(5, 4, 3, 2, 1) };

  it('cuts every column after the bar, as views of the same memory', () => {
    const cut = inputsThrough(inputs, 2);
    expect(Array.from(cut.bars.close)).toEqual([1, 2, 3]);
    expect(Array.from(cut.bars.time)).toEqual(Array.from(bars.time.subarray(0, 3)));
    expect(Array.from(cut.bars.columns.Entry1)).toEqual([9, 8, 7]);
    expect(Array.from(cut.optix!)).toEqual([10, 20, 30]);
    expect(Array.from(cut.benchmarkClose!)).toEqual([5, 4, 3]);
    expect(cut.bars.close.buffer).toBe(bars.close.buffer);
  });

  it('returns the inputs themselves at the last bar, and leaves absent series absent', () => {
    expect(inputsThrough(inputs, 4)).toBe(inputs);
    const cut = inputsThrough({ bars }, 0);
    expect(cut.optix).toBeUndefined();
    expect(cut.benchmarkClose).toBeUndefined();
  });
});
