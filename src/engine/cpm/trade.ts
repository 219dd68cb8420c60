import type { Bars } from '../series/bars.ts';
import { marketCondition } from './market-condition.ts';
import type { CpmDirection, CpmMatch, CpmTrade } from './types.ts';

/**
 * Percent result of a position opened at `entry` and valued at `price`: long (price / entry - 1) x 100, short
 * (entry - price) / entry x 100, the usual short P&L on the money put up at entry (as the strategy backtest's short
 * return with no costs). A short's result is not the long's inverse ratio: a fall from 100 to 80 gains 20%, not 25%.
 */
export function resultPct(entry: number, price: number, direction: CpmDirection): number {
  return direction === 'Long' ? (price / entry - 1) * 100 : ((entry - price) / entry) * 100;
}

/**
 * The trade after `match`, or null when its exit would fall after the last bar (too recent to complete).
 *
 * MaxGain and MaxLoss are the best and worst excursions from the entry close over the bars held (entry + 1 .. exit),
 * from their highs and lows: for a long the highest high and the lowest low, for a short the lowest low (its gain)
 * and the highest high (its loss). They are clamped to MaxGain >= 0 >= MaxLoss, because the position starts at the
 * entry close with an excursion of 0: a path that never goes above the entry has no gain, not a negative one. So
 * MaxLoss <= EachReturn <= MaxGain whenever the exit bar's close lies inside its range. A missing (NaN) high or low
 * is skipped.
 */
export function tradeMatch(
  bars: Bars,
  match: CpmMatch,
  timeInMarket: number,
  direction: CpmDirection,
): CpmTrade | null {
  const entryIndex = match.end;
  const exitIndex = entryIndex + timeInMarket;
  if (exitIndex >= bars.close.length) return null;
  const entryPrice = bars.close[entryIndex];
  const exitPrice = bars.close[exitIndex];
  const favourable = direction === 'Long' ? bars.high : bars.low;
  const adverse = direction === 'Long' ? bars.low : bars.high;
  let maxGainPct = 0;
  let maxLossPct = 0;
  for (let k = entryIndex + 1; k <= exitIndex; k++) {
    const gain = resultPct(entryPrice, favourable[k], direction);
    const loss = resultPct(entryPrice, adverse[k], direction);
    if (gain > maxGainPct) maxGainPct = gain;
    if (loss < maxLossPct) maxLossPct = loss;
  }
  return {
    match,
    entryIndex,
    exitIndex,
    entryPrice,
    exitPrice,
    returnPct: resultPct(entryPrice, exitPrice, direction),
    maxGainPct,
    maxLossPct,
    marketCondition: marketCondition(bars, entryIndex),
  };
}
