import { describe, expect, it } from 'vitest';
import { percentileOfSorted, tradeMonteCarlo } from './trade-monte-carlo.ts';

/** Every order of drawing `n` of the trades with replacement, each equally likely: the exact distribution. */
function enumerate(returnsPct: number[]): { final: number; drawdown: number }[] {
  const n = returnsPct.length;
  const out: { final: number; drawdown: number }[] = [];
  const walk = (path: number[]) => {
    if (path.length === n) {
      let equity = 1;
      let peak = 1;
      let deepest = 0;
      for (const r of path) {
        equity *= 1 + r / 100;
        peak = Math.max(peak, equity);
        deepest = Math.min(deepest, equity / peak - 1);
      }
      out.push({ final: equity * 100, drawdown: deepest * 100 });
      return;
    }
    for (const r of returnsPct) walk([...path, r]);
  };
  walk([]);
  return out;
}

/** A bootstrap percentile must sit where the exact distribution puts that share of the mass, give or take `slack`. */
function expectAtQuantile(values: number[], v: number, p: number, slack: number) {
  const below = values.filter((x) => x < v - 1e-9).length / values.length;
  const atOrBelow = values.filter((x) => x <= v + 1e-9).length / values.length;
  expect(below).toBeLessThanOrEqual(p + slack);
  expect(atOrBelow).toBeGreaterThanOrEqual(p - slack);
}

describe('percentileOfSorted', () => {
  it('interpolates between ranks', () => {
    expect(percentileOfSorted([1, 2, 3, 4], 50)).toBe(2.5);
    // rank 0.05 x 3 = 0.15: 1 + 0.15 x (2 - 1)
    expect(percentileOfSorted([1, 2, 3, 4], 5)).toBeCloseTo(1.15, 12);
    expect(percentileOfSorted([7], 95)).toBe(7);
  });
});

describe('tradeMonteCarlo', () => {
  it('has no spread when every trade is the same', () => {
    const mc = tradeMonteCarlo([10, 10]);
    const band = mc?.band ?? [];
    expect(band.map((b) => b.trade)).toEqual([0, 1, 2]);
    for (const [b, equity] of band.map((b, k) => [b, 100 * 1.1 ** k] as const))
      for (const v of [b.low, b.median, b.high]) expect(v).toBeCloseTo(equity, 9);
    expect(mc?.drawdownPercentiles.every((d) => d.drawdown_pct === 0)).toBe(true);
  });

  it('falls by the one losing trade when it is the only one', () => {
    const mc = tradeMonteCarlo([-20]);
    expect(mc?.band[1].median).toBeCloseTo(80, 10);
    for (const d of mc?.drawdownPercentiles ?? []) expect(d.drawdown_pct).toBeCloseTo(-20, 9);
  });

  it('puts its percentiles where the exact distribution of all 27 orders of 3 trades puts them', () => {
    const trades = [10, -5, 20];
    const exact = enumerate(trades);
    const mc = tradeMonteCarlo(trades);
    if (!mc) throw new Error('no Monte Carlo');
    expect(mc.resamples).toBe(1000);
    const last = mc.band[3];
    // a thousand draws put a percentile within about 2 points of its share of the mass
    expectAtQuantile(
      exact.map((e) => e.final),
      last.low,
      0.05,
      0.025,
    );
    expectAtQuantile(
      exact.map((e) => e.final),
      last.median,
      0.5,
      0.04,
    );
    expectAtQuantile(
      exact.map((e) => e.final),
      last.high,
      0.95,
      0.025,
    );
    for (const { percentile, drawdown_pct } of mc.drawdownPercentiles)
      expectAtQuantile(
        exact.map((e) => e.drawdown),
        drawdown_pct,
        percentile / 100,
        0.04,
      );
    expect(mc.drawdowns).toHaveLength(1000);
  });

  it('draws the same histories for the same seed, and keeps at most 201 band points', () => {
    const trades = Array.from({ length: 500 }, (_, i) => ((i * 37) % 11) - 5);
    const a = tradeMonteCarlo(trades);
    const b = tradeMonteCarlo(trades);
    expect(a?.drawdownPercentiles).toEqual(b?.drawdownPercentiles);
    expect(tradeMonteCarlo(trades, 1000, 7)?.drawdownPercentiles).not.toEqual(a?.drawdownPercentiles);
    expect(a?.band).toHaveLength(201);
    expect(a?.band[200].trade).toBe(500);
    expect(tradeMonteCarlo([])).toBeNull();
  });
});
