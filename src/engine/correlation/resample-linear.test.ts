import { describe, expect, it } from 'vitest';
import { resampleLinear } from './resample-linear.ts';

const list = (a: Float64Array) => Array.from(a);

describe('resampleLinear', () => {
  it('stretches: 3 values to 5 points land on positions 0, 0.5, 1, 1.5, 2', () => {
    expect(list(resampleLinear([0, 10, 20], 5))).toEqual([0, 5, 10, 15, 20]);
    expect(list(resampleLinear([1, 3, 2], 5))).toEqual([1, 2, 3, 2.5, 2]);
  });

  it('squeezes: 5 values to 3 points take positions 0, 2, 4 exactly', () => {
    expect(list(resampleLinear([0, 1, 4, 9, 16], 3))).toEqual([0, 4, 16]);
  });

  it('interpolates between values when a position is fractional', () => {
    // 4 values to 3 points: positions 0, 1.5, 3 -> 0, (10 + 30) / 2, 20
    expect(list(resampleLinear([0, 10, 30, 20], 3))).toEqual([0, 20, 20]);
    // 3 values to 4 points: positions 0, 2/3, 4/3, 2 -> 0, 2/3 x 10, 10 + 1/3 x 10, 20
    const out = resampleLinear([0, 10, 20], 4);
    [0, 20 / 3, 40 / 3, 20].forEach((v, i) => expect(out[i]).toBeCloseTo(v, 12));
  });

  it('keeps both ends and is the identity at the same length', () => {
    const v = [3, 1, 4, 1, 5, 9, 2, 6];
    expect(list(resampleLinear(v, v.length))).toEqual(v);
    for (const length of [2, 3, 7, 13, 100]) {
      const out = resampleLinear(v, length);
      expect([out[0], out[length - 1]]).toEqual([3, 6]);
    }
  });

  it('handles the degenerate sizes', () => {
    expect(list(resampleLinear([5], 3))).toEqual([5, 5, 5]);
    expect(list(resampleLinear([5, 6, 7], 1))).toEqual([5]);
    expect(list(resampleLinear([5, 6], 0))).toEqual([]);
    expect(list(resampleLinear([], 2))).toEqual([NaN, NaN]);
    expect(() => resampleLinear([1, 2], -1)).toThrow(RangeError);
    expect(() => resampleLinear([1, 2], 2.5)).toThrow(RangeError);
  });
});
