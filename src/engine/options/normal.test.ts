import { describe, expect, it } from 'vitest';
import { normalCdf, normalPdf } from './normal.ts';

describe('normalCdf', () => {
  it('matches table values of the standard normal distribution', () => {
    // N(x) = (1 + erf(x / sqrt 2)) / 2, from published tables (15 significant digits)
    expect(normalCdf(0)).toBe(0.5);
    expect(normalCdf(0.5)).toBeCloseTo(0.691462461274013, 13);
    expect(normalCdf(1)).toBeCloseTo(0.841344746068543, 13);
    expect(normalCdf(-1)).toBeCloseTo(0.158655253931457, 13);
    expect(normalCdf(-1.96)).toBeCloseTo(0.0249978951482204, 13);
    expect(normalCdf(1.96)).toBeCloseTo(0.97500210485178, 13);
    expect(normalCdf(2)).toBeCloseTo(0.977249868051821, 13);
    expect(normalCdf(-3)).toBeCloseTo(0.00134989803163009, 13);
  });

  it('keeps its relative precision in the far tails and saturates beyond them', () => {
    // N(-6) = 9.86587645037698e-10, N(-10) = 7.61985302416052e-24
    expect(normalCdf(-6) / 9.86587645037698e-10).toBeCloseTo(1, 7);
    expect(normalCdf(-10) / 7.61985302416052e-24).toBeCloseTo(1, 7);
    expect(normalCdf(-40)).toBe(0);
    expect(normalCdf(40)).toBe(1);
    expect(normalCdf(Number.NEGATIVE_INFINITY)).toBe(0);
    expect(normalCdf(Number.POSITIVE_INFINITY)).toBe(1);
    expect(normalCdf(NaN)).toBeNaN();
  });

  it('is symmetric: N(x) + N(-x) = 1', () => {
    for (const x of [0.1, 0.7, 1.3, 2.5, 4.2, 7.5]) expect(normalCdf(x) + normalCdf(-x)).toBeCloseTo(1, 15);
  });
});

describe('normalPdf', () => {
  it('is 1 / sqrt(2 pi) at 0 and exp(-1/2) / sqrt(2 pi) at 1', () => {
    expect(normalPdf(0)).toBeCloseTo(0.398942280401433, 15);
    expect(normalPdf(1)).toBeCloseTo(0.241970724519143, 15);
    expect(normalPdf(-1)).toBe(normalPdf(1));
  });
});
