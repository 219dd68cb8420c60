import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../testing/seeded-random.ts';
import { prefixMedians } from './prefix-medians.ts';

describe('prefixMedians', () => {
  it('by hand', () => {
    // Prefixes: [5] 5; [5, 1] 3; [5, 1, 4] 4; [5, 1, 4, 4] 4; [5, 1, 4, 4, -2] 4; + 9: sorted -2 1 4 4 5 9 -> 4.
    expect(Array.from(prefixMedians([5, 1, 4, 4, -2, 9]))).toEqual([NaN, 5, 3, 4, 4, 4, 4]);
    expect(Array.from(prefixMedians([]))).toEqual([NaN]);
  });

  it('matches sorting each prefix, with ties and repeated values', () => {
    const next = seededRandom(21);
    const values = Array.from({ length: 400 }, () => Math.round((next() - 0.5) * 40) / 4);
    const medians = prefixMedians(values);
    for (let k = 1; k <= values.length; k++) {
      const sorted = values.slice(0, k).sort((a, b) => a - b);
      const mid = k >> 1;
      // + 0: the data hold -0 (Math.round of a small negative), which is the median 0.
      expect(medians[k]).toBe((k % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2) + 0);
    }
  });
});
