import type { SignalInputs, SymbolSignals } from '../types.ts';
import { addCandlestickFires } from './candlestick.ts';
import { closeAverages } from './close-averages.ts';
import type { FireMap, SignalContext } from './context.ts';
import { addCpmFires } from './cpm-patterns.ts';
import { addHighLowFires } from './high-low.ts';
import { addOptixFires } from './optix.ts';
import { addTechnicalFires } from './technical.ts';
import { addTrendScoreFires } from './trend-score-signals.ts';
import { relTrendScore, trendScoreFrom } from './trend-score.ts';

function checkLength(name: string, series: Float64Array | undefined, length: number): void {
  if (series && series.length !== length) {
    throw new RangeError(`${name} has ${series.length} values for ${length} bars; it must be on the symbol's bars`);
  }
}

/**
 * Every signal of one symbol on every bar, in the order of SIGNALS (Optix ones only with an Optix series). Each bar's
 * fire uses that bar and earlier bars only. The close averages are computed once and shared by the groups.
 */
export function computeSignals(inputs: SignalInputs): SymbolSignals {
  const { bars, optix, benchmarkClose } = inputs;
  const close = bars.close;
  checkLength('optix', optix, close.length);
  checkLength('benchmarkClose', benchmarkClose, close.length);
  const ctx: SignalContext = { bars, close, averages: closeAverages(close) };
  const trendScore = trendScoreFrom(close, ctx.averages);
  const fires: FireMap = new Map();
  addTechnicalFires(ctx, fires);
  addCandlestickFires(ctx, fires);
  if (optix) addOptixFires(ctx, optix, fires);
  addCpmFires(ctx, fires);
  addHighLowFires(ctx, fires);
  addTrendScoreFires(trendScore, fires);
  return { fires, trendScore, relTrendScore: relTrendScore(close, benchmarkClose) };
}
