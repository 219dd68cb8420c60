import { describe, expect, it } from 'vitest';
import { seededRandom } from '../testing/seeded-random.ts';
import { pearson } from './pearson.ts';
import { rollingBeta, rollingCorrelation } from './rolling.ts';

const f = (...v: number[]) => Float64Array.from(v);

/** Plain per-window statistics, summed afresh for every window, as the second method. */
function windowStats(x: Float64Array, b: Float64Array, from: number, to: number) {
  const n = to - from + 1;
  let mx = 0;
  let mb = 0;
  for (let i = from; i <= to; i++) {
    mx += x[i] / n;
    mb += b[i] / n;
  }
  let cov = 0;
  let vx = 0;
  let vb = 0;
  for (let i = from; i <= to; i++) {
    cov += ((x[i] - mx) * (b[i] - mb)) / (n - 1);
    vx += (x[i] - mx) ** 2 / (n - 1);
    vb += (b[i] - mb) ** 2 / (n - 1);
  }
  return { cov, sdX: Math.sqrt(vx), sdB: Math.sqrt(vb), beta: cov / vb };
}

function randomWalk(seed: number, n: number, level: number, scale: number): Float64Array {
  const rnd = seededRandom(seed);
  const out = new Float64Array(n);
  let v = level;
  for (let i = 0; i < n; i++) out[i] = v += (rnd() - 0.5) * scale;
  return out;
}

const near = (a: number, b: number, rel: number) => Math.abs(a - b) <= rel * Math.max(1, Math.abs(b));

describe('rollingCorrelation and rollingBeta, by hand', () => {
  // x = 1, 2, 3, 5, 4 and bench = 2, 1, 4, 3, 6, window 3 (S = sum of products of deviations):
  // t=2: x 1,2,3 (mean 2), b 2,1,4 (mean 7/3): dx -1,0,1; db -1/3,-4/3,5/3 -> Sxb = 1/3 + 5/3 = 2, Sxx = 2,
  //      Sbb = (1 + 16 + 25) / 9 = 14/3 -> r = 2 / sqrt(2 x 14/3) = sqrt(3/7), beta = 2 / (14/3) = 3/7
  // t=3: x 2,3,5 (10/3), b 1,4,3 (8/3): dx -4/3,-1/3,5/3; db -5/3,4/3,1/3 -> Sxb = (20 - 4 + 5) / 9 = 7/3,
  //      Sxx = Sbb = 42/9 = 14/3 -> r = 1/2, beta = 1/2
  // t=4: x 3,5,4 (4), b 4,3,6 (13/3): dx -1,1,0; db -1/3,-4/3,5/3 -> Sxb = 1/3 - 4/3 = -1, Sxx = 2, Sbb = 14/3
  //      -> r = -1 / sqrt(28/3) = -sqrt(3/28), beta = -3/14
  const x = f(1, 2, 3, 5, 4);
  const bench = f(2, 1, 4, 3, 6);

  it('correlation', () => {
    const r = rollingCorrelation(x, bench, 3);
    expect([r[0], r[1]]).toEqual([NaN, NaN]);
    [Math.sqrt(3 / 7), 0.5, -Math.sqrt(3 / 28)].forEach((v, i) => expect(r[i + 2]).toBeCloseTo(v, 14));
  });

  it('beta', () => {
    const beta = rollingBeta(x, bench, 3);
    expect([beta[0], beta[1]]).toEqual([NaN, NaN]);
    [3 / 7, 0.5, -3 / 14].forEach((v, i) => expect(beta[i + 2]).toBeCloseTo(v, 14));
  });

  it('is all NaN when the window is longer than the series or not a whole number >= 1', () => {
    for (const w of [6, 0, -3, 2.5, NaN]) {
      expect(rollingCorrelation(x, bench, w).every(Number.isNaN)).toBe(true);
      expect(rollingBeta(x, bench, w).every(Number.isNaN)).toBe(true);
    }
  });

  it('rejects series of different lengths', () => {
    expect(() => rollingCorrelation(x, f(1, 2), 2)).toThrow(RangeError);
    expect(() => rollingBeta(x, f(1, 2), 2)).toThrow(RangeError);
  });
});

describe('rollingCorrelation and rollingBeta, flat windows and gaps', () => {
  it('is NaN where the benchmark is flat; where only x is flat, r is NaN and beta is 0', () => {
    const bench = f(1, 2, 0.1, 0.1, 0.1, 3);
    const x = f(0.3, 0.3, 0.3, 1, 2, 4);
    const r = rollingCorrelation(x, bench, 3);
    const beta = rollingBeta(x, bench, 3);
    // t=2: x flat (0.3 x3); t=4: bench flat (0.1 x3); t=3 and t=5: neither.
    expect([r[2], r[4]]).toEqual([NaN, NaN]);
    expect([beta[2], beta[4]]).toEqual([0, NaN]);
    expect(r[3]).toBeCloseTo(pearson([0.3, 0.3, 1], [2, 0.1, 0.1]), 14);
    expect(r[5]).toBeCloseTo(pearson([1, 2, 4], [0.1, 0.1, 3]), 14);
  });

  it('is NaN while a non-finite value is inside the window, then recovers', () => {
    const x = randomWalk(1, 40, 100, 2);
    const bench = randomWalk(2, 40, 50, 1);
    x[15] = NaN;
    const r = rollingCorrelation(x, bench, 5);
    for (let t = 15; t <= 19; t++) expect(r[t]).toBeNaN();
    for (const t of [14, 20, 39]) {
      expect(r[t]).toBeCloseTo(pearson(x.subarray(t - 4, t + 1), bench.subarray(t - 4, t + 1)), 12);
    }
  });
});

describe('rollingCorrelation and rollingBeta where sliding sums lose digits', () => {
  it('stays exact on a quiet window after volatile ones at a high price level', () => {
    // Moves of 100s then of 0.001s at a level of 1e4: updating the previous windows' sums by the departing big moves
    // would leave errors of about 1e-16 x 100 x 1e4 = 1e-10 against co-moments of about 1e-6.
    const x = f(10_000, 10_300, 9_900, 10_200, 10_200.001, 10_200.003, 10_200.002, 10_200.006);
    const bench = f(4_000, 3_900, 4_100, 4_000, 4_000.002, 4_000.001, 4_000.004, 4_000.005);
    const r = rollingCorrelation(x, bench, 3);
    const beta = rollingBeta(x, bench, 3);
    for (let t = 2; t < x.length; t++) {
      const s = windowStats(x, bench, t - 2, t);
      expect(near(r[t], s.cov / (s.sdX * s.sdB), 1e-9), `r at ${t}: ${r[t]}`).toBe(true);
      expect(near(beta[t], s.beta, 1e-9), `beta at ${t}: ${beta[t]}`).toBe(true);
    }
  });
});

describe('rollingCorrelation and rollingBeta against per-window sums', () => {
  // Price-like levels with small moves and 5,000 points: the sliding update must not drift.
  const n = 5000;
  const x = randomWalk(7, n, 10_000, 3);
  const bench = randomWalk(8, n, 4_000, 1);
  for (let i = 0; i < n; i++) bench[i] += 0.4 * (x[i] - 10_000); // some real co-movement

  for (const window of [2, 21, 252]) {
    it(`window ${window}: r and beta match, and beta = r x sd(x) / sd(bench)`, () => {
      const r = rollingCorrelation(x, bench, window);
      const beta = rollingBeta(x, bench, window);
      for (let t = 0; t < window - 1; t++) expect([r[t], beta[t]]).toEqual([NaN, NaN]);
      let worst = 0;
      for (let t = window - 1; t < n; t++) {
        const s = windowStats(x, bench, t - window + 1, t);
        const checks = [
          [r[t], s.cov / (s.sdX * s.sdB)],
          [beta[t], s.beta],
          [beta[t], r[t] * (s.sdX / s.sdB)], // the identity the spec states
        ];
        for (const [ours, want] of checks) {
          if (!near(ours, want, 1e-9)) worst = Math.max(worst, Math.abs(ours - want));
        }
      }
      expect(worst).toBe(0);
    });
  }
});
