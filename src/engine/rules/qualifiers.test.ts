import { describe, expect, it } from 'vitest';
import { seededRandom } from '../testing/seeded-random.ts';
import { applyQualifier } from './qualifiers.ts';
import type { MovingAverageType } from './types.ts';

const f64 = (...v: number[]): Float64Array => Float64Array.from(v);
const q = (operator: number, period: number, maType: MovingAverageType = 'S') => ({ operator, period, maType });

function expectSeries(actual: Float64Array, expected: number[]): void {
  expect(actual.length).toBe(expected.length);
  expected.forEach((e, t) => {
    if (Number.isNaN(e)) expect(actual[t], `bar ${t}`).toBeNaN();
    else expect(actual[t], `bar ${t}`).toBeCloseTo(e, 10);
  });
}

const X = f64(1, 3, 2, 5, 4);

describe('applyQualifier by hand on [1,3,2,5,4]', () => {
  it('Rate Of Change (5), N=2: (x[t]/x[t-2] - 1) * 100', () => {
    expectSeries(applyQualifier(X, q(5, 2)), [NaN, NaN, (2 / 1 - 1) * 100, (5 / 3 - 1) * 100, (4 / 2 - 1) * 100]);
  });

  it('% of Previous Range (6), N=2: (x[t]-x[t-1]) / range(x[t-2..t-1]) * 100', () => {
    expectSeries(applyQualifier(X, q(6, 2)), [
      NaN,
      NaN,
      ((2 - 3) / (3 - 1)) * 100,
      ((5 - 2) / (3 - 2)) * 100,
      ((4 - 5) / (5 - 2)) * 100,
    ]);
  });

  it('MA Ratio (7), N=2, simple: x[t] / SMA2', () => {
    // SMA2 = [NaN, 2, 2.5, 3.5, 4.5]
    expectSeries(applyQualifier(X, q(7, 2, 'S')), [NaN, 3 / 2, 2 / 2.5, 5 / 3.5, 4 / 4.5]);
  });

  it('MA Ratio (7), N=2, exponential: x[t] / EMA2', () => {
    // alpha = 2/3; seed t=1: (1+3)/2 = 2; t=2: 2 + 2/3*(2-2) = 2; t=3: 2 + 2/3*(5-2) = 4; t=4: 4 + 2/3*(4-4) = 4.
    expectSeries(applyQualifier(X, q(7, 2, 'E')), [NaN, 3 / 2, 2 / 2, 5 / 4, 4 / 4]);
  });

  it('Range Rank (8), N=3: (x[t]-min)/(max-min)*100 over x[t-2..t]', () => {
    expectSeries(applyQualifier(X, q(8, 3)), [
      NaN,
      NaN,
      ((2 - 1) / (3 - 1)) * 100,
      ((5 - 2) / (5 - 2)) * 100,
      ((4 - 2) / (5 - 2)) * 100,
    ]);
  });

  it('DrawDown % (9), N=3: (x[t]/max - 1)*100', () => {
    expectSeries(applyQualifier(X, q(9, 3)), [NaN, NaN, (2 / 3 - 1) * 100, (5 / 5 - 1) * 100, (4 / 5 - 1) * 100]);
  });

  it('DrawUp % (10), N=3: (x[t]/min - 1)*100', () => {
    expectSeries(applyQualifier(X, q(10, 3)), [NaN, NaN, (2 / 1 - 1) * 100, (5 / 2 - 1) * 100, (4 / 2 - 1) * 100]);
  });

  it('Net Change (11), N=2: x[t] - x[t-2]', () => {
    expectSeries(applyQualifier(X, q(11, 2)), [NaN, NaN, 2 - 1, 5 - 3, 4 - 2]);
  });
});

describe('applyQualifier: undefined values are NaN', () => {
  it('warm-up: leading NaNs delay every qualifier', () => {
    const x = f64(NaN, NaN, 1, 3, 2);
    expectSeries(applyQualifier(x, q(5, 2)), [NaN, NaN, NaN, NaN, (2 / 1 - 1) * 100]);
    expectSeries(applyQualifier(x, q(8, 3)), [NaN, NaN, NaN, NaN, ((2 - 1) / (3 - 1)) * 100]);
    expectSeries(applyQualifier(x, q(7, 3, 'E')), [NaN, NaN, NaN, NaN, 2 / 2]);
  });

  it('zero range: Range Rank and % of Previous Range', () => {
    expectSeries(applyQualifier(f64(2, 2, 2, 3), q(8, 3)), [NaN, NaN, NaN, ((3 - 2) / (3 - 2)) * 100]);
    // window x[0..1] = [2,2] has range 0 at t=2; window x[1..2] = [2,3] at t=3: (3-3)/(3-2)*100 = 0
    expectSeries(applyQualifier(f64(2, 2, 3, 3), q(6, 2)), [NaN, NaN, NaN, 0]);
  });

  it('division by zero: ROC over 0, DrawDown with max 0, DrawUp with min 0, MA Ratio with MA 0', () => {
    expectSeries(applyQualifier(f64(0, 1, 2), q(5, 1)), [NaN, NaN, (2 / 1 - 1) * 100]);
    expectSeries(applyQualifier(f64(-1, 0, -2), q(9, 2)), [NaN, NaN, NaN]);
    expectSeries(applyQualifier(f64(0, 1, 2), q(10, 2)), [NaN, NaN, (2 / 1 - 1) * 100]);
    expectSeries(applyQualifier(f64(1, -1, 2), q(7, 2)), [NaN, NaN, 2 / 0.5]);
  });

  it('an invalid period gives NaN everywhere', () => {
    expectSeries(applyQualifier(X, q(8, 0)), [NaN, NaN, NaN, NaN, NaN]);
  });

  it('rejects a code outside 5..11', () => {
    expect(() => applyQualifier(X, q(4, 2))).toThrow(RangeError);
  });
});

describe('applyQualifier matches its definition on random series', () => {
  const window = (x: Float64Array, from: number, to: number): number[] => Array.from(x.subarray(from, to + 1));
  const defined = (w: number[]): boolean => !w.some(Number.isNaN);
  const finite = (v: number): number => (Number.isFinite(v) ? v : NaN);
  const reference: Record<number, (x: Float64Array, t: number, n: number) => number> = {
    5: (x, t, n) => (t < n || x[t - n] === 0 ? NaN : (x[t] / x[t - n] - 1) * 100),
    6: (x, t, n) => {
      if (t < n) return NaN;
      const w = window(x, t - n, t - 1);
      const range = Math.max(...w) - Math.min(...w);
      return defined(w) && range !== 0 ? ((x[t] - x[t - 1]) / range) * 100 : NaN;
    },
    8: (x, t, n) => {
      if (t < n - 1) return NaN;
      const w = window(x, t - n + 1, t);
      const range = Math.max(...w) - Math.min(...w);
      return defined(w) && range !== 0 ? ((x[t] - Math.min(...w)) / range) * 100 : NaN;
    },
    9: (x, t, n) => {
      if (t < n - 1) return NaN;
      const w = window(x, t - n + 1, t);
      return defined(w) && Math.max(...w) !== 0 ? (x[t] / Math.max(...w) - 1) * 100 : NaN;
    },
    10: (x, t, n) => {
      if (t < n - 1) return NaN;
      const w = window(x, t - n + 1, t);
      return defined(w) && Math.min(...w) !== 0 ? (x[t] / Math.min(...w) - 1) * 100 : NaN;
    },
    11: (x, t, n) => (t < n ? NaN : x[t] - x[t - n]),
  };
  it('ROC, % of Previous Range, Range Rank, DrawDown, DrawUp, Net Change', () => {
    const rnd = seededRandom(11);
    for (let trial = 0; trial < 40; trial++) {
      const x = Float64Array.from({ length: 60 }, (_, t) => (t < 3 || rnd() < 0.03 ? NaN : 1 + Math.floor(rnd() * 5)));
      const n = 1 + Math.floor(rnd() * 8);
      for (const [code, ref] of Object.entries(reference)) {
        const out = applyQualifier(x, q(Number(code), n));
        out.forEach((v, t) => {
          const e = finite(ref(x, t, n));
          if (Number.isNaN(e)) expect(v, `code ${code} N=${n} bar ${t}`).toBeNaN();
          else expect(v, `code ${code} N=${n} bar ${t}`).toBeCloseTo(e, 9);
        });
      }
    }
  });
});
