export interface HistogramBin {
  /** Lower edge, included. */
  from: number;
  /** Upper edge, excluded. */
  to: number;
  count: number;
}

const NICE_STEPS = [1, 2, 2.5, 5, 10];

/** The smallest 1, 2, 2.5 or 5 times a power of ten that is at least `raw`: bin edges an analyst can read. */
export function niceStep(raw: number): number {
  const power = 10 ** Math.floor(Math.log10(raw));
  return NICE_STEPS.map((s) => s * power).find((s) => s >= raw * (1 - 1e-12)) ?? 10 * power;
}

/** Edges in floating point drift (3 x 0.1 = 0.30000000000000004); twelve significant digits is plenty. */
const clean = (x: number) => Number(x.toPrecision(12));

/**
 * Bins of trade returns (percent) for a histogram. Bins are [from, to) with a nice width (1, 2, 2.5 or 5 times a
 * power of ten) and edges on multiples of that width, so 0 is always an edge and gains never share a bin with
 * losses. `binCount` is a target: the width is the range over it rounded up to a nice step, so the number of bins
 * can differ by one or two. The default follows Sturges (1 + log2 n, at most 20). Non-finite returns are skipped;
 * no returns give no bins; equal returns give one bin of width 1.
 */
export function returnHistogram(returns: readonly number[], binCount?: number): HistogramBin[] {
  const values = returns.filter(Number.isFinite);
  if (values.length === 0) return [];
  // A loop, not Math.min(...values): spreading a hundred thousand returns overflows the call stack.
  let min = Infinity;
  let max = -Infinity;
  for (const v of values) {
    if (v < min) min = v;
    if (v > max) max = v;
  }
  const target = Math.max(1, Math.round(binCount ?? Math.min(20, Math.ceil(Math.log2(values.length) + 1))));
  const width = max > min ? niceStep((max - min) / target) : 1;
  const first = Math.floor(min / width + 1e-9);
  const indexOf = (v: number) => Math.floor(v / width + 1e-9) - first;
  const bins: HistogramBin[] = Array.from({ length: indexOf(max) + 1 }, (_, i) => ({
    from: clean((first + i) * width),
    to: clean((first + i + 1) * width),
    count: 0,
  }));
  for (const v of values) bins[indexOf(v)].count++;
  return bins;
}
