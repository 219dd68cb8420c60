import { smaFrom } from '../../indicators/moving-averages.ts';
import { rsiFrom } from '../../indicators/rsi.ts';
import type { CloseAverages } from './close-averages.ts';
import { trendScoreOn } from './trend-score.ts';

/*
 * The shared indicator series on the last few bars only, for a scan of the latest day: whether MA, MAGap, the MACD,
 * RSI and Trend Score signals fire on the last bar needs their series on that bar and up to four before it, yet
 * building the whole series (the close averages, the MACD, the RSI, the trend score) was most of a latest-day scan's
 * time and garbage. One pass per group walks the whole history with the same running state as the full indicator
 * (src/engine/indicators: sma's compensated rolling sum, the seeded EMAs, Wilder's RSI), in the same order of floating
 * point operations, so every value is bit for bit the full series' value; it writes only the last bars.
 * recent-series.test.ts holds the two together on every cut of several series.
 */

/** How many of the last bars are kept: a one-bar rule reads its bar and up to four before it (MACDHistGap). */
export const RECENT_BARS = 6;
/** The most bars before t a one-bar rule reads (MACDHistGap: t - 4). */
const RULE_LOOKBACK = 4;

/** The five close averages (close-averages.ts) on bars from..x.length-1. */
export function recentAverages(x: Float64Array, from: number): CloseAverages {
  return {
    sma10: smaFrom(x, 10, from),
    sma20: smaFrom(x, 20, from),
    sma50: smaFrom(x, 50, from),
    sma100: smaFrom(x, 100, from),
    sma200: smaFrom(x, 200, from),
  };
}

/** One seeded exponential smoothing (moving-averages.ts seededSmoothing), fed a value at a time. */
class SeededSmoothing {
  readonly #period: number;
  readonly #alpha: number;
  #seen = 0;
  #seedSum = 0;
  #value = NaN;

  constructor(period: number, alpha: number) {
    this.#period = period;
    this.#alpha = alpha;
  }

  /** The smoothing's value on a bar with value x: NaN for a NaN x (state untouched) and during the seed. */
  next(x: number): number {
    if (Number.isNaN(x)) return NaN;
    if (this.#seen < this.#period) {
      this.#seedSum += x;
      if (++this.#seen === this.#period) return (this.#value = this.#seedSum / this.#period);
      return NaN;
    }
    this.#value += this.#alpha * (x - this.#value);
    return this.#value;
  }
}

/** macd(x, 12, 26, 9).histogram on bars from..x.length-1. */
export function recentMacdHistogram(x: Float64Array, from: number): Float64Array {
  const fast = new SeededSmoothing(12, 2 / (12 + 1));
  const slow = new SeededSmoothing(26, 2 / (26 + 1));
  const signal = new SeededSmoothing(9, 2 / (9 + 1));
  const out = new Float64Array(Math.max(0, x.length - from));
  for (let t = 0; t < x.length; t++) {
    const value = x[t];
    const line = fast.next(value) - slow.next(value);
    const histogram = line - signal.next(line);
    if (t >= from) out[t - from] = histogram;
  }
  return out;
}

/** rsi(x, 14) on bars from..x.length-1 (rsi.ts, the same Wilder averages). */
export function recentRsi14(x: Float64Array, from: number): Float64Array {
  return rsiFrom(x, 14, from);
}

/** The trend score (trend-score.ts) on bars from..close.length-1, from the averages on those bars. */
export function recentTrendScore(close: Float64Array, averages: CloseAverages, from: number): Float64Array {
  const out = new Float64Array(Math.max(0, close.length - from));
  for (let t = from; t < close.length; t++) out[t - from] = trendScoreOn(close, averages, t, t - from);
  return out;
}

/** The series the one-bar rules read, on some range of bars. */
export interface RuleSeries {
  readonly close: Float64Array;
  readonly averages: CloseAverages;
  readonly macdHistogram: Float64Array;
  readonly rsi14: Float64Array;
  readonly trendScore: Float64Array;
}

/** The rule series on the last RECENT_BARS bars of `close`: index 0 is bar `from`. Each group computed when read. */
export class RecentSeries implements RuleSeries {
  readonly from: number;
  readonly close: Float64Array;
  readonly #fullClose: Float64Array;
  #averages: CloseAverages | undefined;
  #macdHistogram: Float64Array | undefined;
  #rsi14: Float64Array | undefined;
  #trendScore: Float64Array | undefined;

  constructor(close: Float64Array) {
    this.from = Math.max(0, close.length - RECENT_BARS);
    this.#fullClose = close;
    this.close = close.subarray(this.from);
  }

  /**
   * Whether a one-bar rule can read bar t here: t is among the kept bars with every bar the rule reads before it,
   * or the kept bars are the whole series (then positions are bar indices and the rules' own edge checks hold).
   */
  covers(t: number): boolean {
    return t < this.#fullClose.length && (this.from === 0 || t - this.from >= RULE_LOOKBACK);
  }

  get averages(): CloseAverages {
    return (this.#averages ??= recentAverages(this.#fullClose, this.from));
  }

  get macdHistogram(): Float64Array {
    return (this.#macdHistogram ??= recentMacdHistogram(this.#fullClose, this.from));
  }

  get rsi14(): Float64Array {
    return (this.#rsi14 ??= recentRsi14(this.#fullClose, this.from));
  }

  get trendScore(): Float64Array {
    return (this.#trendScore ??= recentTrendScore(this.#fullClose, this.averages, this.from));
  }
}

/**
 * relTrendScore(close, benchmarkClose)[t] (trend-score.ts) on one bar: the score of the ratio through bar t, whose
 * averages on t depend on no later bar.
 */
export function relTrendScoreOn(close: Float64Array, benchmarkClose: Float64Array | undefined, t: number): number {
  if (!benchmarkClose) return NaN;
  const ratio = new Float64Array(t + 1);
  for (let i = 0; i <= t; i++) {
    const r = close[i] / benchmarkClose[i];
    ratio[i] = Number.isFinite(r) ? r : NaN;
  }
  return trendScoreOn(ratio, recentAverages(ratio, t), t, 0);
}
