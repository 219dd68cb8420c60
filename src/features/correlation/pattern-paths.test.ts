import { describe, expect, it } from 'vitest';
import { overlayPaths, resampleLinear } from './pattern-paths.ts';

describe('resampleLinear', () => {
  it('reads evenly spaced positions between the values', () => {
    // 3 values to 5 steps: positions 0, 0.5, 1, 1.5, 2.
    expect(resampleLinear([10, 20, 40], 5)).toEqual([10, 15, 20, 30, 40]);
    // 5 values to 3 steps: positions 0, 2, 4.
    expect(resampleLinear([1, 2, 3, 4, 5], 3)).toEqual([1, 3, 5]);
    expect(resampleLinear([7], 3)).toEqual([7, 7, 7]);
    expect(resampleLinear([], 3)).toEqual([]);
  });
});

describe('overlayPaths', () => {
  it('puts both paths at 100 on their first close, on 0..100% of the window', () => {
    const reference = [
      { Date: '2020-01-02', Close: 50 },
      { Date: '2020-01-03', Close: 55 },
      { Date: '2020-01-06', Close: 45 },
    ];
    // Five comparison closes resampled to three steps: the 1st, 3rd and 5th.
    const comparison = [200, 210, 240, 230, 180].map((Close, i) => ({ Date: `2021-01-0${i + 1}`, Close }));
    expect(overlayPaths(reference, comparison)).toEqual([
      { position: 0, referenceDate: '2020-01-02', reference: 100, comparison: 100 },
      { position: 50, referenceDate: '2020-01-03', reference: 110.00000000000001, comparison: 120 },
      { position: 100, referenceDate: '2020-01-06', reference: 90, comparison: 90 },
    ]);
  });

  it('is empty without prices', () => {
    expect(overlayPaths([], [{ Date: '2020-01-02', Close: 1 }])).toEqual([]);
  });
});
