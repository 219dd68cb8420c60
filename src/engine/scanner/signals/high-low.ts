import type { SignalRule } from './context.ts';
import type { SignalDefinition } from '../types.ts';
import { definer } from './define.ts';
import { newHighOn, newHighs, newLowOn, newLows } from './new-extremes.ts';

/*
 * High/Low signals (spec 2.4): a close beyond every close of a trailing span of bars before it. The spec's "1 year,
 * 1 month, 3 months" are 252, 21 and 63 trading days. Strict: equalling the old extreme is not a new one.
 */

const define = definer('High/Low Signal');

const YEAR_BARS = 252;
const MONTH_BARS = 21;
const QUARTER_BARS = 63;
/** An all-time extreme needs a history to mean anything: at least a year of earlier bars. */
const ALL_TIME_MIN_BARS = YEAR_BARS;

export const ALL_TIME_HIGH = define(
  'Symbol All-Time High',
  'Long',
  `The close is above every earlier close in the series, with at least ${ALL_TIME_MIN_BARS} earlier bars.`,
);
export const ALL_TIME_LOW = define(
  'Symbol All-Time Low',
  'Short',
  `The close is below every earlier close in the series, with at least ${ALL_TIME_MIN_BARS} earlier bars.`,
);
export const WEEK52_HIGH = define(
  'Symbol 52-Week High',
  'Long',
  `The close is above the highest close of the previous ${YEAR_BARS} bars (about one year).`,
);
export const WEEK52_LOW = define(
  'Symbol 52-Week Low',
  'Short',
  `The close is below the lowest close of the previous ${YEAR_BARS} bars (about one year).`,
);
export const WEEK4_HIGH = define(
  'Symbol 4-Week High',
  'Long',
  `The close is above the highest close of the previous ${MONTH_BARS} bars (about one month).`,
);
export const WEEK4_LOW = define(
  'Symbol 4-Week Low',
  'Short',
  `The close is below the lowest close of the previous ${MONTH_BARS} bars (about one month).`,
);
export const WEEK13_HIGH = define(
  'Symbol 13-Week High',
  'Long',
  `The close is above the highest close of the previous ${QUARTER_BARS} bars (about three months).`,
);
export const WEEK13_LOW = define(
  'Symbol 13-Week Low',
  'Short',
  `The close is below the lowest close of the previous ${QUARTER_BARS} bars (about three months).`,
);

export const HIGH_LOW_SIGNALS = [
  ALL_TIME_HIGH,
  ALL_TIME_LOW,
  WEEK52_HIGH,
  WEEK52_LOW,
  WEEK4_HIGH,
  WEEK4_LOW,
  WEEK13_HIGH,
  WEEK13_LOW,
];

/**
 * 1 where the close is beyond every earlier defined close (above them for `up`), from bar `minEarlier` on. A missing
 * close never fires and does not count as an extreme.
 */
function allTimeExtremes(close: Float64Array, minEarlier: number, up: boolean): Uint8Array {
  const out = new Uint8Array(close.length);
  let extreme = up ? -Infinity : Infinity;
  for (let t = 0; t < close.length; t++) {
    const c = close[t];
    if (up ? c > extreme : c < extreme) {
      if (t >= minEarlier) out[t] = 1;
      extreme = c;
    }
  }
  return out;
}

/** allTimeExtremes(close, minEarlier, up)[t] === 1: the close is beyond the extreme of every earlier defined close. */
function allTimeExtremeOn(close: Float64Array, minEarlier: number, up: boolean, t: number): boolean {
  if (t < minEarlier) return false;
  // The running extreme skips NaN closes (a comparison with NaN is false), as allTimeExtremes' does.
  let extreme = up ? -Infinity : Infinity;
  for (let i = 0; i < t; i++) {
    const c = close[i];
    if (up ? c > extreme : c < extreme) extreme = c;
  }
  return up ? close[t] > extreme : close[t] < extreme;
}

/** The rules of a trailing span: a new high or a new low against the previous `lookback` closes. */
function spanRules(high: SignalDefinition, low: SignalDefinition, lookback: number): SignalRule[] {
  return [
    {
      definition: high,
      fires: (c) => newHighs(c.close, lookback),
      firesOn: (c, t) => newHighOn(c.close, lookback, t),
    },
    { definition: low, fires: (c) => newLows(c.close, lookback), firesOn: (c, t) => newLowOn(c.close, lookback, t) },
  ];
}

export const HIGH_LOW_RULES: readonly SignalRule[] = [
  {
    definition: ALL_TIME_HIGH,
    fires: (c) => allTimeExtremes(c.close, ALL_TIME_MIN_BARS, true),
    firesOn: (c, t) => allTimeExtremeOn(c.close, ALL_TIME_MIN_BARS, true, t),
  },
  {
    definition: ALL_TIME_LOW,
    fires: (c) => allTimeExtremes(c.close, ALL_TIME_MIN_BARS, false),
    firesOn: (c, t) => allTimeExtremeOn(c.close, ALL_TIME_MIN_BARS, false, t),
  },
  ...spanRules(WEEK52_HIGH, WEEK52_LOW, YEAR_BARS),
  ...spanRules(WEEK4_HIGH, WEEK4_LOW, MONTH_BARS),
  ...spanRules(WEEK13_HIGH, WEEK13_LOW, QUARTER_BARS),
];
