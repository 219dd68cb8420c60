import type { SignalInputs, SymbolSignals } from '../types.ts';
import { CANDLESTICK_RULES } from './candlestick.ts';
import type { SignalRule } from './context.ts';
import { SignalContext } from './context.ts';
import { CPM_RULES } from './cpm-patterns.ts';
import { HIGH_LOW_RULES } from './high-low.ts';
import { LazyFireMap } from './lazy-fire-map.ts';
import { OPTIX_RULES } from './optix.ts';
import { TECHNICAL_RULES } from './technical.ts';
import { TREND_SCORE_RULES } from './trend-score-signals.ts';
import { relTrendScoreOn } from './recent-series.ts';
import { relTrendScore } from './trend-score.ts';

function checkLength(name: string, series: Float64Array | undefined, length: number): void {
  if (series && series.length !== length) {
    throw new RangeError(`${name} has ${series.length} values for ${length} bars; it must be on the symbol's bars`);
  }
}

/** The rules in the order of SIGNALS, with and without the Optix ones. */
const ALL_RULES: readonly SignalRule[] = [
  ...TECHNICAL_RULES,
  ...CANDLESTICK_RULES,
  ...OPTIX_RULES,
  ...CPM_RULES,
  ...HIGH_LOW_RULES,
  ...TREND_SCORE_RULES,
];
const RULES_WITHOUT_OPTIX = ALL_RULES.filter((r) => !OPTIX_RULES.includes(r));

/**
 * Every signal of one symbol on every bar, in the order of SIGNALS (Optix ones only with an Optix series). Each bar's
 * fire uses that bar and earlier bars only.
 *
 * Nothing is computed up front: each fire array, the trend scores and the indicator series the signals share (the
 * close averages, the MACD, the RSI) are computed when first read, once. `firesOn` answers for one bar from that bar's
 * windows only, so a scan of the latest day builds the arrays of the few signals firing that day (their trade
 * histories need them) and none of the others'.
 */
export function computeSignals(inputs: SignalInputs): SymbolSignals {
  const { bars, optix, benchmarkClose } = inputs;
  const close = bars.close;
  checkLength('optix', optix, close.length);
  checkLength('benchmarkClose', benchmarkClose, close.length);
  const ctx = new SignalContext(bars, optix);
  const fires = new LazyFireMap(ctx, optix ? ALL_RULES : RULES_WITHOUT_OPTIX);
  let relative: Float64Array | undefined;
  const recentRelative = new Map<number, number>();
  return {
    fires,
    get trendScore() {
      return ctx.trendScore;
    },
    get relTrendScore() {
      return (relative ??= relTrendScore(close, benchmarkClose));
    },
    barCount: close.length,
    firesOn: (name, index) => fires.firesOn(name, index),
    trendScoreAt: (index) => {
      const { series, at } = ctx.seriesFor(index);
      return series.trendScore[at];
    },
    // The latest bars' from one pass over the ratio, kept (a host keeps a symbol's signals between requests); any
    // other bar, or once built, from the whole series.
    relTrendScoreAt: (index) => {
      if (relative !== undefined || ctx.seriesFor(index).series === ctx) {
        return (relative ??= relTrendScore(close, benchmarkClose))[index];
      }
      let value = recentRelative.get(index);
      if (value === undefined) {
        value = relTrendScoreOn(close, benchmarkClose, index);
        recentRelative.set(index, value);
      }
      return value;
    },
  };
}
