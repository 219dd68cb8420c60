import { describe, expect, it } from 'vitest';
import { normalCdf } from '../options/normal.ts';
import { seededRandom } from '../testing/seeded-random.ts';
import { probabilityOfOverfitting } from './backtest-overfitting.ts';
import { deflatedSharpe, EULER_GAMMA, expectedMaxSharpe } from './deflated-sharpe.ts';
import { normalQuantile } from './normal-quantile.ts';
import { evenlyChosen, overfittingOf } from './overfitting.ts';
import type { ReturnSummary } from './return-summary.ts';
import { summariseEquity } from './return-summary.ts';

/** The quantile by bisection on the normal distribution function: a second method. */
function quantileByBisection(p: number): number {
  let lo = -10;
  let hi = 10;
  for (let i = 0; i < 200; i++) {
    const mid = (lo + hi) / 2;
    if (normalCdf(mid) < p) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** An equity curve that earns the given returns bar after bar. */
function equityOf(returns: readonly number[]): number[] {
  const equity = [100];
  for (const r of returns) equity.push(equity[equity.length - 1] * (1 + r));
  return equity;
}

function gaussian(random: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

describe('normalQuantile', () => {
  it('matches the table values and the bisection of the distribution function', () => {
    expect(normalQuantile(0.9)).toBeCloseTo(1.281552, 6);
    expect(normalQuantile(0.99)).toBeCloseTo(2.326348, 6);
    expect(normalQuantile(0.999)).toBeCloseTo(3.090232, 6);
    expect(normalQuantile(0.5)).toBe(0);
    expect(normalQuantile(0.025)).toBeCloseTo(-1.959964, 6);
    for (const p of [1e-9, 0.001, 0.02, 0.0243, 0.3, 0.7, 0.976, 0.999999]) {
      expect(Math.abs(normalQuantile(p) - quantileByBisection(p))).toBeLessThan(
        1e-8 * Math.max(1, Math.abs(quantileByBisection(p))) + 1e-8,
      );
    }
    expect(normalQuantile(0)).toBe(-Infinity);
    expect(normalQuantile(1)).toBe(Infinity);
    expect(normalQuantile(1.5)).toBeNaN();
  });
});

describe('expectedMaxSharpe', () => {
  it('is the extreme-value approximation for N = 10, 100, 1000', () => {
    const table: [number, number][] = [
      [10, 1.281552],
      [100, 2.326348],
      [1000, 3.090232],
    ];
    for (const [n, q] of table) {
      const second = quantileByBisection(1 - 1 / (n * Math.E));
      const byHand = 0.5 * ((1 - 0.5772156649) * q + 0.5772156649 * second);
      expect(expectedMaxSharpe(n, 0.5)).toBeCloseTo(byHand, 5);
    }
    expect(EULER_GAMMA).toBeCloseTo(0.5772156649, 10);
  });

  it('is close to the exact expected maximum of N standard normals', () => {
    // E[max of N standard normals], from tables of normal order statistics
    expect(expectedMaxSharpe(10, 1)).toBeCloseTo(1.5388, 1);
    expect(expectedMaxSharpe(100, 1)).toBeCloseTo(2.5076, 1);
    expect(expectedMaxSharpe(1000, 1)).toBeCloseTo(3.2414, 1);
  });

  it('is undefined below two trials', () => {
    expect(expectedMaxSharpe(1, 1)).toBeNull();
  });
});

describe('deflatedSharpe', () => {
  // 0.001 plus a cycle of +3%, -1%, -1%, -1%: about its mean of 0.001 the deviations are 0.03 and three -0.01, so
  // m2 = (0.0009 + 3 x 0.0001) / 4 = 0.0003, m3 = (0.000027 - 3 x 0.000001) / 4 = 0.000006,
  // m4 = (0.00000081 + 3 x 0.00000001) / 4 = 0.00000021: skew = 0.000006 / 0.0003^1.5 = 2 / sqrt(3),
  // kurtosis = 0.00000021 / 0.0003^2 = 7 / 3.
  const cycle = [0.031, -0.009, -0.009, -0.009];
  const returns = Array.from({ length: 400 }, (_, i) => cycle[i % 4]);
  const summary = summariseEquity(equityOf(returns), 16);

  it('reads the skew, kurtosis, length and Sharpe ratio of the returns', () => {
    expect(summary?.bars).toBe(400);
    expect(summary?.skew).toBeCloseTo(2 / Math.sqrt(3), 9);
    expect(summary?.kurtosis).toBeCloseTo(7 / 3, 9);
    expect(summary?.sharpe).toBeCloseTo(0.001 / Math.sqrt((0.0003 * 400) / 399), 9);
  });

  it('is the normal probability of the deflated, shape-corrected statistic', () => {
    const sr = 0.001 / Math.sqrt((0.0003 * 400) / 399);
    const sr0 = 0.02;
    const skew = 2 / Math.sqrt(3);
    const kurtosis = 7 / 3;
    const z = ((sr - sr0) * Math.sqrt(399)) / Math.sqrt(1 - skew * sr + ((kurtosis - 1) / 4) * sr * sr);
    if (!summary) throw new Error('no summary');
    expect(deflatedSharpe({ ...summary, benchmark: sr0 })).toBeCloseTo(normalCdf(z), 12);
    // against a benchmark equal to the Sharpe ratio the probability is one half
    expect(deflatedSharpe({ ...summary, benchmark: summary.sharpe })).toBeCloseTo(0.5, 12);
  });
});

describe('probabilityOfOverfitting', () => {
  const summaryOf = (blockReturns: number[][]): ReturnSummary => ({
    bars: 0,
    sharpe: 0,
    skew: 0,
    kurtosis: 3,
    blocks: blockReturns.flatMap((rs) => [rs.length, rs.reduce((s, r) => s + r, 0), rs.reduce((s, r) => s + r * r, 0)]),
  });

  it('is 1 when each stretch is won by the strategy that loses the other, 0 with a steady winner', () => {
    // two stretches: A shines in the first, B in the second; choosing on one half always picks the loser of the other
    const a = summaryOf([
      [0.02, 0.03, 0.025],
      [-0.01, 0.0, -0.02],
    ]);
    const b = summaryOf([
      [-0.01, 0.0, -0.02],
      [0.02, 0.03, 0.025],
    ]);
    expect(probabilityOfOverfitting([a, b], 2)).toBe(1);
    const steady = summaryOf([
      [0.02, 0.03, 0.025],
      [0.03, 0.031, 0.032],
    ]);
    expect(probabilityOfOverfitting([steady, b], 2)).toBe(0);
  });

  const noiseGrid = (strategies: number, bars: number, seed: number) => {
    const random = seededRandom(seed);
    return Array.from({ length: strategies }, () => Array.from({ length: bars }, () => 0.01 * gaussian(random)));
  };

  it('is near one half on grids of pure noise', () => {
    // one grid's PBO spreads widely (its splits share the same bars), so the check is on the mean of twenty grids
    const pbos = Array.from({ length: 20 }, (_, seed) => {
      const grid = noiseGrid(40, 1600, seed + 1).map((rs) => summariseEquity(equityOf(rs), 16));
      return (
        probabilityOfOverfitting(
          grid.filter((s) => s !== null),
          16,
        ) ?? NaN
      );
    });
    const mean = pbos.reduce((s, v) => s + v, 0) / pbos.length;
    expect(mean).toBeGreaterThan(0.4);
    expect(mean).toBeLessThan(0.6);
  });

  it('is near 0 with one planted real edge', () => {
    const grid = noiseGrid(40, 1600, 11);
    grid[17] = grid[17].map((r) => r + 0.003);
    const pbo = probabilityOfOverfitting(
      grid.map((rs) => summariseEquity(equityOf(rs), 16)).filter((s) => s !== null),
      16,
    );
    expect(pbo).toBeLessThan(0.05);
  });

  it('refuses stretches that do not match', () => {
    expect(probabilityOfOverfitting([summaryOf([[0.01]]), summaryOf([[0.01], [0.02]])], 2)).toBeNull();
  });
});

describe('overfittingOf', () => {
  it('finds the best cell, skips cells that did not run and bounds the PBO cells', () => {
    const random = seededRandom(3);
    const grid = Array.from({ length: 30 }, () => Array.from({ length: 320 }, () => 0.01 * gaussian(random)));
    grid[5] = grid[5].map((r) => r + 0.004);
    const summaries = grid.map((rs) => summariseEquity(equityOf(rs), 16));
    summaries[2] = null;
    const result = overfittingOf(summaries, { blocks: 16, maxPboCells: 10 });
    expect(result.trials).toBe(29);
    expect(result.bestIndex).toBe(5);
    expect(result.pboCells).toBe(10);
    const sharpes = summaries.filter((s) => s !== null).map((s) => s.sharpe);
    const mean = sharpes.reduce((s, v) => s + v, 0) / sharpes.length;
    const std = Math.sqrt(sharpes.reduce((s, v) => s + (v - mean) ** 2, 0) / (sharpes.length - 1));
    expect(result.sharpeStd).toBeCloseTo(std, 12);
    expect(result.deflatedSharpe).toBeGreaterThan(0.5);
  });

  it('chooses cells evenly and keeps the one asked for', () => {
    expect(evenlyChosen(5, 10, 3)).toEqual([0, 1, 2, 3, 4]);
    expect(evenlyChosen(100, 4, 99)).toEqual([0, 25, 50, 99]);
    expect(evenlyChosen(100, 4, 60)).toEqual([0, 25, 50, 60]);
  });
});
