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

/**
 * How many numbers one summary takes packed in a Float64Array (`summariseEquityInto`): bars, sharpe, skew and
 * kurtosis, then the 3 x blocks sums of the stretches.
 */
export function packedSummaryLength(blocks: number): number {
  return 4 + 3 * blocks;
}

/** Mean over sample standard deviation from a count, a sum and a sum of squares; 0 when there is no spread. */
export function sharpeOfSums(count: number, sum: number, squares: number): number {
  if (count < 2) return 0;
  const mean = sum / count;
  const variance = (squares - sum * mean) / (count - 1);
  // cancellation leaves a few ulps of variance on constant returns. The scale is max(1, squares / count), its
  // division skipped when it cannot exceed 1: the PBO calls this millions of times.
  const scale = squares > count ? squares / count : 1;
  return variance > 1e-18 * scale ? mean / Math.sqrt(variance) : 0;
}

/** The returns of the last summary, kept between calls: a sweep summarises thousands of curves of the same length. */
let scratch = new Float64Array(0);

/**
 * `summariseEquity` written into `out` from `at` (packedSummaryLength(blocks) numbers), without building an object:
 * what a sweep slice sends across threads. False, and nothing written, when there are fewer returns than blocks.
 */
export function summariseEquityInto(equity: ArrayLike<number>, blocks: number, out: Float64Array, at: number): boolean {
  const n = equity.length - 1;
  if (n < Math.max(2, blocks)) return false;
  if (scratch.length < n) scratch = new Float64Array(Math.max(n, 2 * scratch.length));
  const returns = scratch;
  let total = 0;
  // Return i falls in stretch floor(i * blocks / n): stretch b starts at the first i with i * blocks >= b * n.
  let end = 0;
  for (let b = 0; b < blocks; b++) {
    const start = end;
    end = b + 1 === blocks ? n : Math.ceil(((b + 1) * n) / blocks);
    let sum = 0;
    let squares = 0;
    for (let i = start; i < end; i++) {
      const before = equity[i];
      const r = before !== 0 ? equity[i + 1] / before - 1 : 0;
      returns[i] = r;
      sum += r;
      squares += r * r;
      total += r;
    }
    out[at + 4 + 3 * b] = end - start;
    out[at + 5 + 3 * b] = sum;
    out[at + 6 + 3 * b] = squares;
  }
  const mean = total / n;
  let m2 = 0;
  let m3 = 0;
  let m4 = 0;
  for (let i = 0; i < n; i++) {
    const d = returns[i] - mean;
    const d2 = d * d;
    m2 += d2;
    m3 += d2 * d;
    m4 += d2 * d2;
  }
  m2 /= n;
  m3 /= n;
  m4 /= n;
  const varies = m2 > 1e-18 * Math.max(1, mean * mean);
  out[at] = n;
  out[at + 1] = varies ? mean / Math.sqrt((m2 * n) / (n - 1)) : 0;
  out[at + 2] = varies ? m3 / m2 ** 1.5 : 0;
  out[at + 3] = varies ? m4 / (m2 * m2) : 3;
  return true;
}

/** The summary packed at `at` of `packed` (see summariseEquityInto) as an object. */
export function unpackSummary(packed: Float64Array, at: number, blocks: number): ReturnSummary {
  const sums = new Array<number>(3 * blocks);
  for (let k = 0; k < 3 * blocks; k++) sums[k] = packed[at + 4 + k];
  return { bars: packed[at], sharpe: packed[at + 1], skew: packed[at + 2], kurtosis: packed[at + 3], blocks: sums };
}

/**
 * The summary of an equity curve's bar-to-bar returns, the bars cut into `blocks` stretches of (nearly) equal length.
 * Null when there are fewer returns than blocks.
 */
export function summariseEquity(equity: ArrayLike<number>, blocks: number): ReturnSummary | null {
  const packed = new Float64Array(packedSummaryLength(blocks));
  return summariseEquityInto(equity, blocks, packed, 0) ? unpackSummary(packed, 0, blocks) : null;
}
