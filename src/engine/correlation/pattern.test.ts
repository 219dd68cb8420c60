import { describe, expect, it } from 'vitest';
import { patternCorrelation } from './pattern.ts';

// A zig-zag of 5 closes, and the same path at 9 points (midpoints between them), scaled x10 and shifted by 5.
const reference = [1, 3, 2, 4, 0];
const denser = [1, 2, 3, 2.5, 2, 3, 4, 2, 0].map((v) => v * 10 + 5);

describe('patternCorrelation', () => {
  it('is 100 for the same shape at another scale and length, either way round', () => {
    expect(patternCorrelation(reference, denser)).toBeCloseTo(100, 10);
    expect(patternCorrelation(denser, reference)).toBeCloseTo(100, 10);
    expect(
      patternCorrelation(
        reference,
        reference.map((v) => v * 1000 - 3),
      ),
    ).toBeCloseTo(100, 10);
  });

  it('is 0 for an inverted shape (negative r floors at 0)', () => {
    expect(
      patternCorrelation(
        reference,
        denser.map((v) => 100 - v),
      ),
    ).toBe(0);
    expect(
      patternCorrelation(
        denser.map((v) => -v),
        reference,
      ),
    ).toBe(0);
  });

  it('is r x 100 in between, after resampling the comparison', () => {
    // [1, 2, 3] against [1, 3, 2]: deviations -1, 0, 1 and -1, 1, 0 -> Sxy = 1, Sxx = Syy = 2, r = 0.5.
    expect(patternCorrelation([1, 2, 3], [1, 3, 2])).toBeCloseTo(50, 12);
    // A 5-close comparison resampled to 3 takes its closes 0, 2 and 4: [1, 3, 2] again.
    expect(patternCorrelation([1, 2, 3], [1, 9, 3, -7, 2])).toBeCloseTo(50, 12);
  });

  it('is NaN with fewer than 3 closes in either path or a flat path', () => {
    expect(patternCorrelation([1, 2], [1, 2, 3])).toBeNaN();
    expect(patternCorrelation([1, 2, 3], [1, 2])).toBeNaN();
    expect(patternCorrelation([5, 5, 5, 5], [1, 2, 3])).toBeNaN();
    expect(patternCorrelation([1, 2, 3], [4, 4, 4, 4, 4])).toBeNaN();
  });
});
