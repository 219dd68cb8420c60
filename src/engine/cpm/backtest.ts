import type { Bars } from '../series/bars.ts';
import type { ReturnSummary } from './backtest-info.ts';
import { summarizeReturns } from './backtest-info.ts';
import { tradeMatch } from './trade.ts';
import type { CpmDirection, CpmMatch, CpmTrade } from './types.ts';

export interface CpmBacktest extends ReturnSummary {
  /** One per completed match, in the order of the matches given (best first from scanPattern). */
  trades: CpmTrade[];
  /** Matches whose exit would fall after the last bar: reported, not traded. */
  untraded: CpmMatch[];
  /** Last close over the close at searchFrom, minus 1, in percent. */
  buyAndHold: number;
  /** Bars inside some trade's hold (entry + 1 .. exit, each bar once) over the bars searched, in percent. */
  timeInMarket: number;
}

/**
 * A trade after each match, in at the close of its last bar and out `timeInMarket` bars later (see trade.ts), and
 * backtest_info over them. Overlapping trades each count in the returns; in TIME IN MARKET a bar held by two trades
 * counts once, so the figure stays a share of the span (at most 100%). A trade holds exactly `timeInMarket` bars: the
 * entry bar's close is where it starts, not a bar it is exposed over.
 */
export function backtestMatches(
  bars: Bars,
  matches: readonly CpmMatch[],
  options: { timeInMarket: number; direction: CpmDirection; searchFrom: number },
): CpmBacktest {
  const { timeInMarket, direction, searchFrom } = options;
  const n = bars.close.length;
  if (!Number.isInteger(timeInMarket) || timeInMarket < 1) {
    throw new RangeError(`time_in_market must be a whole number of bars >= 1, got ${timeInMarket}`);
  }
  if (!Number.isInteger(searchFrom) || searchFrom < 0 || searchFrom >= n) {
    throw new RangeError(`searchFrom ${searchFrom} is not a bar index of ${n} bars`);
  }
  const trades: CpmTrade[] = [];
  const untraded: CpmMatch[] = [];
  const held = new Uint8Array(n);
  for (const match of matches) {
    const trade = tradeMatch(bars, match, timeInMarket, direction);
    if (trade === null) {
      untraded.push(match);
      continue;
    }
    trades.push(trade);
    held.fill(1, Math.max(trade.entryIndex + 1, searchFrom), trade.exitIndex + 1);
  }
  let barsHeld = 0;
  for (let i = searchFrom; i < n; i++) barsHeld += held[i];
  return {
    trades,
    untraded,
    ...summarizeReturns(trades.map((t) => t.returnPct)),
    buyAndHold: (bars.close[n - 1] / bars.close[searchFrom] - 1) * 100,
    timeInMarket: (barsHeld / (n - searchFrom)) * 100,
  };
}
