import { nanArray } from '../../indicators/numeric.ts';
import { roc } from '../../indicators/roc.ts';
import type { CloseAverages } from './close-averages.ts';
import { closeAverages } from './close-averages.ts';

/*
 * Trend score, 0..10 (spec 2.5 TrendScore): one point for each of
 *   close > SMA(10), close > SMA(20), close > SMA(50), close > SMA(100), close > SMA(200),
 *   SMA(10) > SMA(20), SMA(20) > SMA(50), SMA(50) > SMA(200),
 *   21-bar rate of change > 0, 63-bar rate of change > 0.
 * Strict comparisons: a tie earns no point. NaN until SMA(200) exists, and on any bar where one of the ten inputs is
 * undefined (a missing close in a window), rather than a score that silently counts fewer than ten tests.
 * RelTrendScore is the same score of close / benchmark close: the symbol's trend against the market's.
 */

export const TREND_SCORE_DESCRIPTION =
  'Trend score, 0 to 10: one point each for close above its SMA(10), SMA(20), SMA(50), SMA(100) and SMA(200); ' +
  'SMA(10) above SMA(20), SMA(20) above SMA(50), SMA(50) above SMA(200); 21-bar and 63-bar rate of change above 0. ' +
  'Undefined before the first SMA(200) (200 bars).';

/** The ten points of one bar; NaN when any input is. */
function points(
  c: number,
  a10: number,
  a20: number,
  a50: number,
  a100: number,
  a200: number,
  r21: number,
  r63: number,
) {
  // One NaN test for all ten inputs: NaN anywhere makes the sum NaN.
  if (Number.isNaN(c + a10 + a20 + a50 + a100 + a200 + r21 + r63)) return NaN;
  return (
    +(c > a10) +
    +(c > a20) +
    +(c > a50) +
    +(c > a100) +
    +(c > a200) +
    +(a10 > a20) +
    +(a20 > a50) +
    +(a50 > a200) +
    +(r21 > 0) +
    +(r63 > 0)
  );
}

/** roc(close, period)[t] (indicators/roc.ts) on one bar. */
function rocOn(close: Float64Array, period: number, t: number): number {
  if (t < period) return NaN;
  const base = close[t - period];
  return base !== 0 ? (close[t] / base - 1) * 100 : NaN;
}

/**
 * The score of bar t of `close` from averages that hold bar t at position `at` (the whole series' averages, at = t, or
 * the last bars' of recent-series.ts).
 */
export function trendScoreOn(close: Float64Array, averages: CloseAverages, t: number, at: number): number {
  const { sma10, sma20, sma50, sma100, sma200 } = averages;
  const c = close[t];
  return points(c, sma10[at], sma20[at], sma50[at], sma100[at], sma200[at], rocOn(close, 21, t), rocOn(close, 63, t));
}

/** The score of `close` from its already computed averages (the scanner computes them once for all signals). */
export function trendScoreFrom(close: Float64Array, averages: CloseAverages): Float64Array {
  const { sma10, sma20, sma50, sma100, sma200 } = averages;
  const roc21 = roc(close, 21);
  const roc63 = roc(close, 63);
  const out = nanArray(close.length);
  for (let t = 0; t < close.length; t++) {
    const c = close[t];
    out[t] = points(c, sma10[t], sma20[t], sma50[t], sma100[t], sma200[t], roc21[t], roc63[t]);
  }
  return out;
}

/** The trend score of a close series (see the top of this file). */
export function trendScore(close: Float64Array): Float64Array {
  return trendScoreFrom(close, closeAverages(close));
}

/**
 * The trend score of close / benchmark close. NaN wherever the ratio is not a finite number (no benchmark yet, a
 * zero benchmark) and, through the averages, until 200 bars of ratio exist; all NaN without a benchmark.
 */
export function relTrendScore(close: Float64Array, benchmarkClose: Float64Array | undefined): Float64Array {
  if (!benchmarkClose) return nanArray(close.length);
  const ratio = new Float64Array(close.length);
  for (let t = 0; t < close.length; t++) {
    const r = close[t] / benchmarkClose[t];
    ratio[t] = Number.isFinite(r) ? r : NaN;
  }
  return trendScore(ratio);
}
