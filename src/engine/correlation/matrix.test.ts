import { describe, expect, it } from 'vitest';
import { correlationMatrix } from './matrix.ts';

const f = (...v: number[]) => Float64Array.from(v);

describe('correlationMatrix', () => {
  // a and b: r = 11 / sqrt(130) (worked in pearson.test.ts); c = 5 - a, so r(a, c) = -1 and r(b, c) = -r(a, b).
  const a = f(1, 2, 3, 4);
  const b = f(2, 4, 5, 9);
  const c = f(4, 3, 2, 1);
  const r = 11 / Math.sqrt(130);

  it('holds every pairwise r, symmetric, with exactly 1 on the diagonal', () => {
    const m = correlationMatrix([a, b, c]);
    const expected = [
      [1, r, -1],
      [r, 1, -r],
      [-1, -r, 1],
    ];
    for (let i = 0; i < 3; i++) {
      expect(m[i][i]).toBe(1);
      for (let j = 0; j < 3; j++) {
        expect(m[i][j]).toBeCloseTo(expected[i][j], 15);
        expect(m[i][j]).toBe(m[j][i]);
      }
    }
  });

  it('has NaN for the row and column of a constant series, its diagonal too', () => {
    const m = correlationMatrix([a, f(0, 0, 0, 0), b]);
    expect(m[1]).toEqual([NaN, NaN, NaN]);
    expect([m[0][1], m[2][1]]).toEqual([NaN, NaN]);
    expect(m[0][0]).toBe(1);
    expect(m[0][2]).toBeCloseTo(r, 15);
  });

  it('is NaN off and on the diagonal with fewer than 2 returns, and empty for no series', () => {
    expect(correlationMatrix([f(0.1), f(0.2)])).toEqual([
      [NaN, NaN],
      [NaN, NaN],
    ]);
    expect(correlationMatrix([])).toEqual([]);
  });
});
