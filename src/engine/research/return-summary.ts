/**
 * What the overfitting figures need of one strategy's per-bar returns, kept small enough for 10,000 sweep cells:
 * the Sharpe ratio per bar, the skew and kurtosis, and for each of `blocks` consecutive stretches of the bars the
 * count, sum and sum of squares of the returns (from which the Sharpe ratio of any union of stretches follows).
 */
export interface ReturnSummary {
  /** How many returns (one fewer than the equity values). */
  bars: number;
  /** Mean over sample standard deviation, per bar; 0 when the returns do not vary. */
  sharpe: number;
  /** Third standardised moment; 0 when the returns do not vary. */
  skew: number;
  /** Fourth standardised moment (3 for a normal distribution, not the excess); 3 when the returns do not vary. */
  kurtosis: number;
  /** count, sum and sum of squares of each stretch, stretch after stretch: 3 x blocks numbers. */
  blocks: number[];
}

/** Mean over sample standard deviation from a count, a sum and a sum of squares; 0 when there is no spread. */
export function sharpeOfSums(count: number, sum: number, squares: number): number {
  if (count < 2) return 0;
  const mean = sum / count;
  const variance = (squares - sum * mean) / (count - 1);
  // cancellation leaves a few ulps of variance on constant returns
  return variance > 1e-18 * Math.max(1, squares / count) ? mean / Math.sqrt(variance) : 0;
}

/**
 * The summary of an equity curve's bar-to-bar returns, the bars cut into `blocks` stretches of (nearly) equal length.
 * Null when there are fewer returns than blocks.
 */
export function summariseEquity(equity: ArrayLike<number>, blocks: number): ReturnSummary | null {
  const n = equity.length - 1;
  if (n < Math.max(2, blocks)) return null;
  const returnAt = (i: number) => (equity[i] !== 0 ? equity[i + 1] / equity[i] - 1 : 0);
  const sums = new Array<number>(3 * blocks).fill(0);
  let total = 0;
  for (let i = 0; i < n; i++) {
    const r = returnAt(i);
    const b = Math.floor((i * blocks) / n);
    sums[3 * b] += 1;
    sums[3 * b + 1] += r;
    sums[3 * b + 2] += r * r;
    total += r;
  }
  const mean = total / n;
  let m2 = 0;
  let m3 = 0;
  let m4 = 0;
  for (let i = 0; i < n; i++) {
    const d = returnAt(i) - mean;
    const d2 = d * d;
    m2 += d2;
    m3 += d2 * d;
    m4 += d2 * d2;
  }
  m2 /= n;
  m3 /= n;
  m4 /= n;
  const varies = m2 > 1e-18 * Math.max(1, mean * mean);
  return {
    bars: n,
    sharpe: varies ? mean / Math.sqrt((m2 * n) / (n - 1)) : 0,
    skew: varies ? m3 / m2 ** 1.5 : 0,
    kurtosis: varies ? m4 / (m2 * m2) : 3,
    blocks: sums,
  };
}
