import { sma } from '../indicators/moving-averages.ts';
import type { Bars } from '../series/bars.ts';
import { median } from './median.ts';

const LONG_AVERAGE = 200;
const TREND_BARS = 50;
const VOLATILITY_BARS = 21;
const VOLATILITY_HISTORY = 252;

/** The 200-bar simple average of the close at `index`; NaN during the warm-up. */
function longAverage(close: Float64Array, index: number): number {
  if (index < LONG_AVERAGE - 1) return NaN;
  // Only the last value is needed, so the average runs over just its own window.
  return sma(close.subarray(index - LONG_AVERAGE + 1, index + 1), LONG_AVERAGE)[LONG_AVERAGE - 1];
}

/** Sample standard deviation of returns[end - 20 .. end]. */
function spread(returns: Float64Array, end: number): number {
  let sum = 0;
  for (let k = end - VOLATILITY_BARS + 1; k <= end; k++) sum += returns[k];
  const mean = sum / VOLATILITY_BARS;
  let ss = 0;
  for (let k = end - VOLATILITY_BARS + 1; k <= end; k++) ss += (returns[k] - mean) ** 2;
  return Math.sqrt(ss / (VOLATILITY_BARS - 1));
}

/**
 * The 21-bar volatility at `index` and the median of its values on the 252 bars before it; null while any of them is
 * undefined. The oldest of those values, at index - 252, needs 21 returns and so 22 closes up to it: index >= 273.
 * The 273 returns are taken once and shared by the overlapping windows.
 */
function volatilityAgainstMedian(close: Float64Array, index: number): { now: number; median: number } | null {
  const span = VOLATILITY_HISTORY + VOLATILITY_BARS;
  if (index < span) return null;
  const first = index - span + 1;
  const returns = new Float64Array(span);
  for (let j = 0; j < span; j++) returns[j] = close[first + j] / close[first + j - 1] - 1;
  const history = new Float64Array(VOLATILITY_HISTORY);
  for (let j = 0; j < VOLATILITY_HISTORY; j++) history[j] = spread(returns, VOLATILITY_BARS - 1 + j);
  const now = spread(returns, span - 1);
  if (Number.isNaN(now) || history.some(Number.isNaN)) return null;
  return { now, median: median(history) };
}

/**
 * The market's state at the close of bar `index`, as labels:
 * - "above/below 200-bar average": the close against its 200-bar simple average.
 * - "50-bar trend up/down": the close against the close 50 bars earlier. This is also the sign of the 50-bar SMA's
 *   slope, since SMA50[t] - SMA50[t-1] = (close[t] - close[t-50]) / 50, so the two usual readings agree.
 * - "volatility high/low": the 21-bar sample standard deviation of close-to-close returns against its median over
 *   the previous 252 bars (the divisor cancels out of the comparison).
 * A state that is not defined yet (warm-up, a non-finite close) is left out, and so is a tie, which says neither.
 */
export function marketCondition(bars: Bars, index: number): string[] {
  const close = bars.close;
  if (!Number.isInteger(index) || index < 0 || index >= close.length) {
    throw new RangeError(`bar index ${index} is outside 0..${close.length - 1}`);
  }
  const labels: string[] = [];
  const price = close[index];
  const average = longAverage(close, index);
  if (price > average) labels.push('above 200-bar average');
  else if (price < average) labels.push('below 200-bar average');
  if (index >= TREND_BARS) {
    const earlier = close[index - TREND_BARS];
    if (price > earlier) labels.push('50-bar trend up');
    else if (price < earlier) labels.push('50-bar trend down');
  }
  const volatility = volatilityAgainstMedian(close, index);
  if (volatility && volatility.now > volatility.median) labels.push('volatility high');
  else if (volatility && volatility.now < volatility.median) labels.push('volatility low');
  return labels;
}
