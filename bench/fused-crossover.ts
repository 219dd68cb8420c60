/**
 * The floor of `npm run bench`: an SMA crossover written as one hand-fused loop over Float64Arrays, the averages,
 * the crossings, the simulation and the equity curve in a single pass with no array but the curve. It plays the
 * engine's rules for this one strategy (docs/semantics.md, "Execution"): long only, trade_price 0 (an action on bar a
 * fills at the open of bar a + 1), no stop, target or day limit, no costs, all the equity in each trade, the whole
 * series as the window. So what the engine does beyond it for the same answer is its overhead, not different work.
 *
 * - entry: the fast SMA minus the slow one crosses above 0 (the spread at or below 0 on the bar before, above on this);
 *   taken only while flat and after the bar of the last exit, and dropped when its fill would be after the last bar;
 * - exit: the spread crosses below 0 on a bar from the fill bar on; it fills at the next open, unless that is past the
 *   last bar, where the trade runs on and closes at the last close;
 * - equity: the cash, plus while held the notional times close / entry fill - 1.
 */
export function fusedCrossover(
  open: Float64Array,
  close: Float64Array,
  fast: number,
  slow: number,
  capital: number,
  equity: Float64Array,
): number {
  const n = close.length;
  const last = n - 1;
  const warm = Math.max(fast, slow) - 1;
  let fastSum = 0;
  let slowSum = 0;
  let prev = NaN;
  let cash = capital;
  let held = false;
  let entryBar = 0;
  let entryFill = 0;
  let notional = 0;
  let exitBar = -1;
  let lastExitBar = -1;
  for (let i = 0; i < n; i++) {
    const c = close[i];
    fastSum += c;
    if (i >= fast) fastSum -= close[i - fast];
    slowSum += c;
    if (i >= slow) slowSum -= close[i - slow];
    const spread = i >= warm ? fastSum / fast - slowSum / slow : NaN;
    if (held && i === exitBar) {
      cash += notional * (open[i] / entryFill - 1);
      held = false;
      lastExitBar = i;
    } else if (held && i >= entryBar && exitBar < 0 && prev >= 0 && spread < 0 && i < last) {
      exitBar = i + 1;
    }
    if (!held && i > lastExitBar && prev <= 0 && spread > 0 && i < last) {
      held = true;
      entryBar = i + 1;
      entryFill = open[i + 1];
      notional = cash;
      exitBar = -1;
    }
    equity[i] = held && i >= entryBar ? cash + notional * (c / entryFill - 1) : cash;
    prev = spread;
  }
  if (held) {
    cash += notional * (close[last] / entryFill - 1);
    equity[last] = cash;
  }
  return cash;
}
