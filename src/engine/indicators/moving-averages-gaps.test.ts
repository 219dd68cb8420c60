import { describe, expect, it } from 'vitest';
import { ema, movingAverage, sma } from './moving-averages.ts';

const f64 = (...v: number[]): Float64Array => Float64Array.from(v);

function expectSeries(actual: Float64Array, expected: number[]): void {
  expect(actual.length).toBe(expected.length);
  expected.forEach((e, t) => {
    if (Number.isNaN(e)) expect(actual[t], `bar ${t}`).toBeNaN();
    else expect(actual[t], `bar ${t}`).toBeCloseTo(e, 12);
  });
}

describe('sma', () => {
  it('averages the last N bars', () => {
    expectSeries(sma(f64(1, 3, 2, 5, 4), 2), [NaN, (1 + 3) / 2, (3 + 2) / 2, (2 + 5) / 2, (5 + 4) / 2]);
  });

  it('skips leading NaNs: the first value is on the N-th defined bar', () => {
    expectSeries(sma(f64(NaN, NaN, 1, 2, 3, 4), 2), [NaN, NaN, NaN, (1 + 2) / 2, (2 + 3) / 2, (3 + 4) / 2]);
  });

  it('is undefined while the window holds an interior NaN', () => {
    expectSeries(sma(f64(1, 2, NaN, 4, 6, 8), 2), [NaN, 1.5, NaN, NaN, (4 + 6) / 2, (6 + 8) / 2]);
  });

  it('is undefined everywhere for an invalid period', () => {
    for (const n of [0, -1, 1.5, NaN]) expectSeries(sma(f64(1, 2, 3), n), [NaN, NaN, NaN]);
  });

  it('does not drift on a long series (compensated rolling sum)', () => {
    const x = new Float64Array(25_000);
    for (let t = 0; t < x.length; t++) x[t] = 1e6 + (t % 7) * 0.1;
    const out = sma(x, 21);
    for (let t = x.length - 50; t < x.length; t++) {
      let s = 0;
      for (let i = t - 20; i <= t; i++) s += x[i];
      expect(Math.abs(out[t] - s / 21)).toBeLessThan(1e-9);
    }
  });
});

describe('ema', () => {
  it('is seeded with the SMA of the first N defined values, then alpha = 2/(N+1)', () => {
    // N = 3, alpha = 0.5. Seed at t=3: (1+2+6)/3 = 3; t=4: 3 + 0.5*(2-3) = 2.5; t=5: 2.5 + 0.5*(10-2.5) = 6.25.
    expectSeries(ema(f64(NaN, 1, 2, 6, 2, 10), 3), [NaN, NaN, NaN, 3, 2.5, 6.25]);
  });

  it('skips an interior NaN without restarting', () => {
    // N = 2, alpha = 2/3. Seed t=1: 1.5; t=2: 1.5 + 2/3*(3-1.5) = 2.5; t=3 NaN; t=4: 2.5 + 2/3*(5-2.5).
    expectSeries(ema(f64(1, 2, 3, NaN, 5), 2), [NaN, 1.5, 2.5, NaN, 2.5 + (2 / 3) * 2.5]);
  });

  it('N = 1 is the series itself', () => {
    expectSeries(ema(f64(4, 7, 1), 1), [4, 7, 1]);
  });
});

describe('sma and ema on random series with gaps', () => {
  it('match straightforward reference implementations', () => {
    let seed = 5;
    const rnd = (): number => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    for (let trial = 0; trial < 30; trial++) {
      const x = Float64Array.from({ length: 70 }, (_, t) => (t < 4 || rnd() < 0.05 ? NaN : rnd() * 50 - 10));
      const n = 1 + Math.floor(rnd() * 9);
      const smaRef = Array.from(x, (_, t) => {
        if (t < n - 1) return NaN;
        const w = Array.from(x.subarray(t - n + 1, t + 1));
        return w.some(Number.isNaN) ? NaN : w.reduce((a, b) => a + b, 0) / n;
      });
      const defined = Array.from(x).filter((v) => !Number.isNaN(v));
      let state = NaN;
      let k = 0;
      const emaRef = Array.from(x, (v) => {
        if (Number.isNaN(v)) return NaN;
        k++;
        if (k < n) return NaN;
        state = k === n ? defined.slice(0, n).reduce((a, b) => a + b, 0) / n : state + (2 / (n + 1)) * (v - state);
        return state;
      });
      expectSeries(sma(x, n), smaRef);
      expectSeries(ema(x, n), emaRef);
    }
  });
});

describe('movingAverage', () => {
  it('picks S or E', () => {
    const x = f64(1, 3, 2, 6);
    expectSeries(movingAverage(x, 2, 'S'), Array.from(sma(x, 2)));
    expectSeries(movingAverage(x, 2, 'E'), Array.from(ema(x, 2)));
  });
});
