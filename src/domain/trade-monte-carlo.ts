/*
 * A Monte Carlo of a backtest's trades: the trades' net returns drawn again with replacement (a bootstrap), as many
 * as there were, compounded in the drawn order. Each resample is a history the same trades could have made in
 * another order and mix; across resamples the spread of the equity path and of its deepest fall shows how much of
 * the result's shape is the particular sequence. Trades are assumed independent; time between trades is ignored.
 */

/** How many histories are drawn, and the seed that makes every view of a result show the same ones. */
export const MONTE_CARLO_RESAMPLES = 1000;
export const MONTE_CARLO_SEED = 20_140_001;

/** mulberry32: a small, fast 32-bit generator; the same seed gives the same draws in every browser. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The p-th percentile (0..100) of sorted values, interpolated linearly between ranks (numpy's default). */
export function percentileOfSorted(sorted: ArrayLike<number>, p: number): number {
  const n = sorted.length;
  if (n === 0) return NaN;
  const rank = (p / 100) * (n - 1);
  const below = Math.floor(rank);
  const above = Math.min(n - 1, below + 1);
  return sorted[below] + (rank - below) * (sorted[above] - sorted[below]);
}

export interface EquityBandPoint {
  /** Trades closed so far, 0 to the number of trades. */
  trade: number;
  /** Equity as a percent of the starting capital: the 5th percentile, the median and the 95th. */
  low: number;
  median: number;
  high: number;
}

export interface TradeMonteCarlo {
  resamples: number;
  /** At every trade count, or at up to 201 spread evenly over them when there are more trades. */
  band: EquityBandPoint[];
  /** Every resample's maximum drawdown in percent (0 or negative), sorted from the deepest. */
  drawdowns: Float64Array;
  /** Percentiles of the maximum drawdown, by percentile: 5 is the deep end, 95 the shallow one. */
  drawdownPercentiles: { percentile: number; drawdown_pct: number }[];
}

export const DRAWDOWN_PERCENTILES = [5, 25, 50, 75, 95] as const;
/** The most trade counts the equity band is given at. */
const BAND_POINTS = 200;

/**
 * Resamples the trades' net returns (percent) `resamples` times with `seed`. Null without trades. Each path's
 * maximum drawdown is measured at trade closes, from the starting capital on.
 */
export function tradeMonteCarlo(
  returnsPct: readonly number[],
  resamples = MONTE_CARLO_RESAMPLES,
  seed = MONTE_CARLO_SEED,
): TradeMonteCarlo | null {
  const n = returnsPct.length;
  if (n === 0 || resamples < 1) return null;
  const random = mulberry32(seed);
  const growth = returnsPct.map((r) => 1 + r / 100);
  // the band is kept at up to BAND_POINTS + 1 trade counts, so thousands of trades stay a small array
  const points = Math.min(n, BAND_POINTS);
  const checkpoints = Array.from({ length: points + 1 }, (_, i) => Math.round((i * n) / points));
  const paths = new Float64Array(checkpoints.length * resamples);
  const drawdowns = new Float64Array(resamples);
  for (let s = 0; s < resamples; s++) {
    let equity = 1;
    let peak = 1;
    let deepest = 0;
    let next = 1;
    paths[s] = 1;
    for (let k = 1; k <= n; k++) {
      equity *= growth[Math.floor(random() * n)];
      if (checkpoints[next] === k) paths[next++ * resamples + s] = equity;
      if (equity > peak) peak = equity;
      else deepest = Math.min(deepest, equity / peak - 1);
    }
    drawdowns[s] = deepest * 100;
  }
  const band: EquityBandPoint[] = [];
  for (const [i, k] of checkpoints.entries()) {
    const step = paths.subarray(i * resamples, (i + 1) * resamples).sort();
    band.push({
      trade: k,
      low: percentileOfSorted(step, 5) * 100,
      median: percentileOfSorted(step, 50) * 100,
      high: percentileOfSorted(step, 95) * 100,
    });
  }
  drawdowns.sort();
  return {
    resamples,
    band,
    drawdowns,
    drawdownPercentiles: DRAWDOWN_PERCENTILES.map((p) => ({
      percentile: p,
      drawdown_pct: percentileOfSorted(drawdowns, p),
    })),
  };
}
