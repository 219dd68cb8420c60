import { highest, lowest } from '../../indicators/rolling-extremes.ts';
import { nanArray } from '../../indicators/numeric.ts';
import type { SignalRule } from './context.ts';
import { onSeries } from './context.ts';
import { crossesAboveLevel, crossesAboveLevelOn, crossesAboveSeries, crossesAboveSeriesOn } from './crossings.ts';
import { definer } from './define.ts';
import { highestEnding, lowestEnding, newHighOn, newHighs, newLowOn, newLows } from './new-extremes.ts';

/*
 * Technical Indicator signals (spec 2.4). Every crossing is "at or below on the previous bar, above on this one" with
 * both bars defined; see crossings.ts.
 */

const define = definer('Technical Indicator');

export const MA = define(
  'MA',
  'Long',
  'The close crosses above its 50-day simple moving average: the previous close was at or below the previous ' +
    'SMA(50) and this close is above this SMA(50).',
);
export const MA_GAP = define(
  'MAGap',
  'Long',
  'The 10-day simple moving average crosses above the 50-day one: the gap SMA(10) - SMA(50) was at or below 0 on ' +
    'the previous bar and is above 0 now.',
);
export const MACD_HIST = define(
  'MACDHist',
  'Long',
  'The MACD(12, 26, 9) histogram (MACD line minus its 9-day EMA signal line) crosses above 0: at or below 0 on the ' +
    'previous bar, above 0 now.',
);
export const MACD_HIST_GAP = define(
  'MACDHistGap',
  'Long',
  'The MACD(12, 26, 9) histogram is still below 0 but has risen on each of the last 3 bars. Fires once, on the bar ' +
    'of the third rise in a row; a fourth or later rise in the same run does not fire again.',
);
export const RSI = define(
  'RSI',
  'Long',
  'Golden cross of RSI(14) (Wilder smoothing) above 35: at or below 35 on the previous bar, above 35 now.',
);
export const PRICE_BREAKOUT = define(
  'PriceBreakout',
  'Long',
  'The close moves into the upper half of its 21-day range: its rank 2 x (close - lowest) / (highest - lowest) - 1, ' +
    'from -1 to +1 over the last 21 closes including this one, crosses above 0 (at or below 0 on the previous bar, ' +
    'above 0 now).',
);
export const HIGH_POINTS = define(
  'HighPoints',
  'Long',
  '13-day new high: the close is above the highest close of the previous 13 bars (equalling it does not count).',
);
export const LOW_POINTS = define(
  'LowPoints',
  'Short',
  '13-day new low: the close is below the lowest close of the previous 13 bars (equalling it does not count).',
);

export const TECHNICAL_SIGNALS = [MA, MA_GAP, MACD_HIST, MACD_HIST_GAP, RSI, PRICE_BREAKOUT, HIGH_POINTS, LOW_POINTS];

const RSI_LEVEL = 35;
const RANGE_BARS = 21;
const NEW_EXTREME_BARS = 13;
const HIST_RISES = 3;

/**
 * 1 on the bar that completes exactly `rises` rises in a row of a histogram still below 0. Counting the run, rather
 * than testing the last `rises` bars, is what keeps a fourth rise from firing again. A rise needs both bars defined,
 * so the run starts at the first defined histogram bar at the earliest.
 */
export function risingRunBelowZero(hist: Float64Array, rises: number): Uint8Array {
  const out = new Uint8Array(hist.length);
  let run = 0;
  for (let t = 1; t < hist.length; t++) {
    run = hist[t] > hist[t - 1] ? run + 1 : 0;
    if (run === rises && hist[t] < 0) out[t] = 1;
  }
  return out;
}

/** The close's rank in the range of the `n` closes ending at t, from -1 (the lowest) to +1 (the highest); NaN when flat. */
export function rangeRank(close: Float64Array, n: number): Float64Array {
  const high = highest(close, n);
  const low = lowest(close, n);
  const out = nanArray(close.length);
  for (let t = 0; t < close.length; t++) {
    const span = high[t] - low[t];
    if (span > 0) out[t] = (2 * (close[t] - low[t])) / span - 1;
  }
  return out;
}

/** risingRunBelowZero(hist, rises)[t] === 1: the run ending at t is exactly `rises` long, i.e. the bar before it is no rise. */
function risingRunBelowZeroOn(hist: Float64Array, rises: number, t: number): boolean {
  if (!(hist[t] < 0) || t - rises < 0) return false;
  for (let k = t; k > t - rises; k--) if (!(hist[k] > hist[k - 1])) return false;
  const before = t - rises;
  return !(before >= 1 && hist[before] > hist[before - 1]);
}

/** rangeRank(close, n)[t], reading only the window ending at t. */
function rangeRankOn(close: Float64Array, n: number, t: number): number {
  const high = highestEnding(close, t, n);
  const low = lowestEnding(close, t, n);
  const span = high - low;
  return span > 0 ? (2 * (close[t] - low)) / span - 1 : NaN;
}

/** PriceBreakout on bar t: the rank crossing above 0, as crossesAboveLevel of rangeRank. */
function priceBreakoutOn(close: Float64Array, t: number): boolean {
  return t >= 1 && rangeRankOn(close, RANGE_BARS, t - 1) <= 0 && rangeRankOn(close, RANGE_BARS, t) > 0;
}

export const TECHNICAL_RULES: readonly SignalRule[] = [
  {
    definition: MA,
    fires: (c) => crossesAboveSeries(c.close, c.averages.sma50),
    firesOn: (c, t) => onSeries(c, t, (s, at) => crossesAboveSeriesOn(s.close, s.averages.sma50, at)),
  },
  {
    definition: MA_GAP,
    fires: (c) => crossesAboveSeries(c.averages.sma10, c.averages.sma50),
    firesOn: (c, t) => onSeries(c, t, (s, at) => crossesAboveSeriesOn(s.averages.sma10, s.averages.sma50, at)),
  },
  {
    definition: MACD_HIST,
    fires: (c) => crossesAboveLevel(c.macdHistogram, 0),
    firesOn: (c, t) => onSeries(c, t, (s, at) => crossesAboveLevelOn(s.macdHistogram, 0, at)),
  },
  {
    definition: MACD_HIST_GAP,
    fires: (c) => risingRunBelowZero(c.macdHistogram, HIST_RISES),
    firesOn: (c, t) => onSeries(c, t, (s, at) => risingRunBelowZeroOn(s.macdHistogram, HIST_RISES, at)),
  },
  {
    definition: RSI,
    fires: (c) => crossesAboveLevel(c.rsi14, RSI_LEVEL),
    firesOn: (c, t) => onSeries(c, t, (s, at) => crossesAboveLevelOn(s.rsi14, RSI_LEVEL, at)),
  },
  {
    definition: PRICE_BREAKOUT,
    fires: (c) => crossesAboveLevel(rangeRank(c.close, RANGE_BARS), 0),
    firesOn: (c, t) => priceBreakoutOn(c.close, t),
  },
  {
    definition: HIGH_POINTS,
    fires: (c) => newHighs(c.close, NEW_EXTREME_BARS),
    firesOn: (c, t) => newHighOn(c.close, NEW_EXTREME_BARS, t),
  },
  {
    definition: LOW_POINTS,
    fires: (c) => newLows(c.close, NEW_EXTREME_BARS),
    firesOn: (c, t) => newLowOn(c.close, NEW_EXTREME_BARS, t),
  },
];
