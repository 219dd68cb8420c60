import { macd } from '../../indicators/macd.ts';
import { rsi } from '../../indicators/rsi.ts';
import type { Bars } from '../../series/bars.ts';
import type { SignalDefinition } from '../types.ts';
import type { CloseAverages } from './close-averages.ts';
import { closeAverages } from './close-averages.ts';
import type { RuleSeries } from './recent-series.ts';
import { RecentSeries } from './recent-series.ts';
import { trendScoreFrom } from './trend-score.ts';

/**
 * What every signal of one symbol reads: its bars and the indicator series several signals share, each computed once
 * and only when a signal first asks for it. A latest-day scan of a symbol on which no MACD signal fires, say, never
 * computes the MACD; a full scan computes each series once for all the signals that read it.
 */
export class SignalContext implements RuleSeries {
  readonly bars: Bars;
  readonly close: Float64Array;
  /** The symbol's Optix on its bars, when it has one (the Optix rules exist only then). */
  readonly optix: Float64Array | undefined;
  #averages: CloseAverages | undefined;
  #macdHistogram: Float64Array | undefined;
  #rsi14: Float64Array | undefined;
  #trendScore: Float64Array | undefined;
  #recent: RecentSeries | undefined;

  constructor(bars: Bars, optix: Float64Array | undefined) {
    this.bars = bars;
    this.close = bars.close;
    this.optix = optix;
  }

  /** SMA(10, 20, 50, 100, 200) of the close: MA, MAGap, the Optix rules and the trend score read them. */
  get averages(): CloseAverages {
    return (this.#averages ??= closeAverages(this.close));
  }

  /** MACD(12, 26, 9) histogram: MACDHist and MACDHistGap. */
  get macdHistogram(): Float64Array {
    return (this.#macdHistogram ??= macd(this.close, 12, 26, 9).histogram);
  }

  /** RSI(14), Wilder smoothing. */
  get rsi14(): Float64Array {
    return (this.#rsi14 ??= rsi(this.close, 14));
  }

  /** The symbol's trend score (trend-score.ts): the Trend Score signals and every pick's trendScore. */
  get trendScore(): Float64Array {
    return (this.#trendScore ??= trendScoreFrom(this.close, this.averages));
  }

  /**
   * The series a one-bar rule reads about bar t, and t's position in them: the last bars' values (recent-series.ts)
   * when t is one of the latest bars, the whole series otherwise. The values are the same either way; the last bars'
   * cost one pass and no full-length array, which is what a scan of the latest day asks about.
   */
  seriesFor(t: number): { series: RuleSeries; at: number } {
    const recent = (this.#recent ??= new RecentSeries(this.close));
    return recent.covers(t) ? { series: recent, at: t - recent.from } : { series: this, at: t };
  }
}

/**
 * One signal's rule. `fires` is the signal on every bar (what a pick's trade history is simulated on); `firesOn`
 * answers for one bar only, reading no more of the history than that bar's rule needs, and must give exactly
 * `fires(ctx)[t] === 1` (fires-on-bar.test.ts holds the two together on every bar). A rule without `firesOn` is
 * answered from its full series.
 */
export interface SignalRule {
  readonly definition: SignalDefinition;
  readonly fires: (ctx: SignalContext) => Uint8Array;
  readonly firesOn?: (ctx: SignalContext, t: number) => boolean;
}

/** A one-bar rule's answer on bar t, read from the series SignalContext.seriesFor(t) gives. */
export function onSeries(ctx: SignalContext, t: number, rule: (series: RuleSeries, at: number) => boolean): boolean {
  const { series, at } = ctx.seriesFor(t);
  return rule(series, at);
}
