import type { PriceBasis } from '../../contract/index.ts';
import type { Bars } from '../../engine/series/bars.ts';
import { isoDay } from '../../engine/series/bars.ts';
import { totalReturnBars } from '../../engine/series/total-return.ts';

/** Where every series keeps its dividend-adjusted close: a file's `Adj Close`, and a fetched symbol's AdjClose. */
const ADJUSTED_COLUMN = 'Adj Close';

function adjustedCloses(bars: Bars): Float64Array | undefined {
  return bars.columns[ADJUSTED_COLUMN];
}

/** A bar can be put on a total-return basis when both its closes are positive numbers. */
const usable = (close: number, adjusted: number) => close > 0 && adjusted > 0 && Number.isFinite(adjusted);

/** What the symbol's data lacks for a total-return run, in the user's words, or null when every bar can be scaled. */
export function totalReturnProblem(bars: Bars, symbol: string): string | null {
  const adjusted = adjustedCloses(bars);
  const n = bars.time.length;
  let missing = 0;
  let first = -1;
  for (let i = 0; i < n; i++) {
    if (adjusted && usable(bars.close[i], adjusted[i])) continue;
    missing++;
    if (first < 0) first = i;
  }
  if (missing === 0) return null;
  if (missing === n)
    return `total return needs the dividend-adjusted close of ${symbol}, and its data has none: choose price, or fetch ${symbol} from a source that adjusts for dividends (yahoo)`;
  return `total return needs a dividend-adjusted close on every bar of ${symbol}, and ${missing} of its ${n} bars have none (the first on ${isoDay(bars.time[first])}): choose price, or fetch ${symbol} again`;
}

/** True when the adjusted close is the close on every bar: the source gave no dividend adjustment. */
export function adjustsNothing(bars: Bars): boolean {
  const adjusted = adjustedCloses(bars);
  return adjusted !== undefined && bars.close.every((close, i) => close === adjusted[i]);
}

/**
 * The symbol's bars on the run's price basis: as they are for `price`, scaled by their adjusted closes for
 * `total_return` (a plain Error, which fails the task, when the data cannot give it; validate refuses first).
 */
export function onPriceBasis(bars: Bars, basis: PriceBasis, symbol: string): Bars {
  if (basis === 'price') return bars;
  const problem = totalReturnProblem(bars, symbol);
  const adjusted = adjustedCloses(bars);
  if (problem !== null || !adjusted) throw new Error(`price_basis: ${problem ?? 'no adjusted close'}`);
  return totalReturnBars(bars, adjusted);
}
