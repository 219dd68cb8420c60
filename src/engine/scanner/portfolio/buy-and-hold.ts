import type { Bars } from '../../series/bars.ts';
import { windowRange } from '../../series/window.ts';
import type { SymbolDays } from './trading-days.ts';

/** Last close over first close inside the window, minus 1, in percent; null when the window holds no bar of it. */
function windowGainPct(bars: Bars, startMs: number, endMs: number): number | null {
  const range = windowRange(bars.time, startMs, endMs);
  if (range === null) return null;
  return (bars.close[range.to] / bars.close[range.from] - 1) * 100;
}

/**
 * BUY and HOLD in percent: the benchmark's last close over its first close in the window, minus 1. Without a
 * benchmark (or one with no bar in the window) it is the equal-weight mean of that figure over the symbols the
 * portfolio traded, each over its own bars in the window: what holding the same names all along would have made.
 * 0 when there is neither (nothing traded: the service answers 407 anyway).
 */
export function buyAndHoldPct(
  benchmark: Bars | undefined,
  tradedSymbols: Iterable<string>,
  symbols: ReadonlyMap<string, SymbolDays>,
  startMs: number,
  endMs: number,
): number {
  const own = benchmark && windowGainPct(benchmark, startMs, endMs);
  if (own !== undefined && own !== null) return own;
  const gains: number[] = [];
  for (const symbol of tradedSymbols) {
    const days = symbols.get(symbol);
    if (days) gains.push((days.bars.close[days.to] / days.bars.close[days.from] - 1) * 100);
  }
  return gains.length === 0 ? 0 : gains.reduce((sum, g) => sum + g, 0) / gains.length;
}
