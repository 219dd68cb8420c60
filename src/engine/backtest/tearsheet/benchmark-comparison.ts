import { cagrPercent } from '../metrics.ts';
import type { PeriodReturns } from './period-returns.ts';
import { periodReturns } from './period-returns.ts';

const DAY_MS = 86_400_000;

/** A benchmark's closes by bar time (epoch ms, ascending). */
export interface BenchmarkSeries {
  readonly time: Float64Array;
  readonly close: Float64Array;
}

export interface BenchmarkFigures {
  /** Equity values (result bars) on which the benchmark has a bar. */
  datesMatched: number;
  /** The benchmark's close scaled to the capital on its first matched bar, per result bar; NaN where it has no bar. */
  equity: Float64Array;
  /** Result bar indexes of the first and last matched bars: the common part of the two series. */
  firstIndex: number;
  lastIndex: number;
  /** The strategy's return and CAGR over the common part, to read beside the benchmark's (the same dates). */
  strategyReturnPct: number;
  strategyCagrPct: number;
  totalReturnPct: number;
  cagrPct: number;
  beta: number | null;
  alphaPct: number | null;
  correlation: number | null;
  trackingErrorPct: number | null;
  informationRatio: number | null;
  upCapturePct: number | null;
  downCapturePct: number | null;
  /** The benchmark's calendar-month and calendar-year returns over the matched bars (its first over the capital). */
  periods: PeriodReturns;
}

/** The first index of an ascending array whose value is at least `t`. */
function lowerBound(values: Float64Array, t: number): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (values[mid] < t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The strategy's equity against a benchmark over the result's bars (docs/semantics.md, "Benchmark"). A result bar is
 * matched when the benchmark has a bar of exactly the same time with a close above 0; returns run from one matched bar
 * to the next, so a return spans any bar the benchmark lacks. One pass, no allocation but the benchmark's curve;
 * deviations are sample ones (n - 1). Null when no result bar is matched. Where the benchmark covers only part of the
 * result's bars, every figure is over the common part (first to last matched bar), the strategy's return and CAGR
 * over it included, so the two are read over the same dates.
 */
export function compareWithBenchmark(
  time: Float64Array,
  equity: Float64Array,
  benchmark: BenchmarkSeries,
  capital: number,
  barsPerYear: number,
): BenchmarkFigures | null {
  const n = equity.length;
  const bTime = benchmark.time;
  const bClose = benchmark.close;
  const curve = new Float64Array(n);
  // A plain loop: TypedArray#fill with NaN takes a slow path, several times the cost of this whole comparison.
  for (let k = 0; k < n; k++) curve[k] = NaN;
  let j = n > 0 ? lowerBound(bTime, time[0]) : 0;
  let matched = 0;
  let scale = 0;
  let firstClose = 0;
  let firstTime = 0;
  let prevClose = 0;
  let prevEquity = 0;
  let lastTime = 0;
  let firstIndex = -1;
  let lastIndex = -1;
  // Sums of the returns shifted by the first ones (s0, b0), as in the strategy's Sharpe: exact for a constant series
  // (a flat benchmark's shifted returns are all 0, so its variance is exactly 0) and no division per bar.
  let m = 0;
  let s0 = 0;
  let b0 = 0;
  let sumS = 0;
  let sumB = 0;
  let sumD = 0;
  let sumSS = 0;
  let sumBB = 0;
  let sumDD = 0;
  let sumSB = 0;
  let upS = 0;
  let upB = 0;
  let downS = 0;
  let downB = 0;
  for (let k = 0; k < n && j < bTime.length; k++) {
    const t = time[k];
    while (j < bTime.length && bTime[j] < t) j++;
    if (j >= bTime.length || bTime[j] !== t) continue;
    const close = bClose[j];
    if (!(close > 0)) continue;
    const e = equity[k];
    if (matched === 0) {
      firstClose = close;
      firstTime = t;
      firstIndex = k;
      scale = capital / close;
    } else {
      // Equity at or below zero has no return; the bar counts as flat, as in the strategy's own Sharpe.
      const rs = prevEquity > 0 ? e / prevEquity - 1 : 0;
      const rb = close / prevClose - 1;
      if (m === 0) {
        s0 = rs;
        b0 = rb;
      }
      m++;
      const xs = rs - s0;
      const xb = rb - b0;
      const xd = xs - xb;
      sumS += xs;
      sumB += xb;
      sumD += xd;
      sumSS += xs * xs;
      sumBB += xb * xb;
      sumDD += xd * xd;
      sumSB += xs * xb;
      if (rb > 0) {
        upS += rs;
        upB += rb;
      } else if (rb < 0) {
        downS += rs;
        downB += rb;
      }
    }
    curve[k] = close * scale;
    matched++;
    prevClose = close;
    prevEquity = e;
    lastTime = t;
    lastIndex = k;
  }
  if (matched === 0) return null;

  const growth = prevClose / firstClose;
  const years = (lastTime - firstTime) / DAY_MS;
  const startEquity = equity[firstIndex];
  const strategyGrowth = startEquity > 0 ? equity[lastIndex] / startEquity : 0;
  // Sums of squared deviations from the mean (n - 1 times the sample variances and covariance).
  const m2S = m > 0 ? sumSS - (sumS * sumS) / m : 0;
  const m2B = m > 0 ? sumBB - (sumB * sumB) / m : 0;
  const m2D = m > 0 ? sumDD - (sumD * sumD) / m : 0;
  const cSB = m > 0 ? sumSB - (sumS * sumB) / m : 0;
  const meanS = m > 0 ? s0 + sumS / m : 0;
  const meanB = m > 0 ? b0 + sumB / m : 0;
  const meanD = meanS - meanB;
  const beta = m >= 2 && m2B > 0 ? cSB / m2B : null;
  const correlation = m >= 2 && m2B > 0 && m2S > 0 ? Math.max(-1, Math.min(1, cSB / Math.sqrt(m2S * m2B))) : null;
  const sdD = m >= 2 ? Math.sqrt(Math.max(0, m2D) / (m - 1)) : null;
  const rootYear = Math.sqrt(barsPerYear);
  // The benchmark's own periods, by the rule of the strategy's, on the dates it has.
  const matchedTime = new Float64Array(matched);
  const matchedCurve = new Float64Array(matched);
  for (let k = firstIndex, at = 0; k <= lastIndex; k++) {
    if (Number.isNaN(curve[k])) continue;
    matchedTime[at] = time[k];
    matchedCurve[at++] = curve[k];
  }
  return {
    datesMatched: matched,
    equity: curve,
    firstIndex,
    lastIndex,
    strategyReturnPct: (strategyGrowth - 1) * 100,
    strategyCagrPct: cagrPercent(strategyGrowth, years),
    totalReturnPct: (growth - 1) * 100,
    cagrPct: cagrPercent(growth, years),
    beta,
    alphaPct: beta === null ? null : (meanS - beta * meanB) * barsPerYear * 100,
    correlation,
    trackingErrorPct: sdD === null ? null : sdD * rootYear * 100,
    informationRatio: sdD !== null && sdD > 0 ? (meanD * barsPerYear) / (sdD * rootYear) : null,
    // Sums over the same periods: the ratio of the two means, since both means divide by the same count.
    upCapturePct: upB > 0 ? (upS / upB) * 100 : null,
    downCapturePct: downB < 0 ? (downS / downB) * 100 : null,
    periods: periodReturns(matchedTime, matchedCurve, capital),
  };
}
