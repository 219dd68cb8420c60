import { sma } from '../../indicators/moving-averages.ts';
import type { SignalContext, SignalRule } from './context.ts';
import { crossesBelowLevel } from './crossings.ts';
import type { SignalDefinition } from '../types.ts';
import { definer } from './define.ts';

/*
 * Optix Signal rules (spec 2.4), all Long. Optix is the symbol's market-timing indicator; a bar whose Optix (or an
 * average over a window holding a missing value) is NaN never fires.
 *
 * #1-#3 are states the spec states as conditions ("... below 35"). Firing on every bar of a state would make one
 * oversold spell dozens of trades, so they fire on the bar the state begins: true now and false on the previous bar.
 * A state with an undefined input is unknown (neither true nor false), so the first bar after a warm-up or a gap is
 * not an entry: nothing says the state was false before it.
 *
 * #5-#7 are "rises above 43 after being low": a crossing above 43 that counts only when armed. The indicator going
 * below the arming level arms the rule; any bar above 43 disarms it, whether it fired or not (the close under its
 * SMA(200) blocks the fire, not the disarming). So a cross fires when the value has been below the arming level at
 * some bar since it was last above 43. A bar without a value changes nothing.
 */

const define = definer('Optix Signal');

export const OPTIX_1 = define(
  'Optix #1',
  'Long',
  'Entry into the state "close above its 200-day SMA and the 5-day SMA of Optix below 35": fires on the bar the ' +
    'state begins (false on the previous bar), not on every bar of it.',
);
export const OPTIX_2 = define(
  'Optix #2',
  'Long',
  'Entry into the state "close above its 200-day SMA and Optix below 30": fires on the bar the state begins (false ' +
    'on the previous bar), not on every bar of it.',
);
export const OPTIX_3 = define(
  'Optix #3',
  'Long',
  'Entry into the state "10-day SMA of Optix below 30 and Optix below 20": fires on the bar the state begins (false ' +
    'on the previous bar), not on every bar of it.',
);
export const OPTIX_4 = define(
  'Optix #4',
  'Long',
  'Optix crosses below 0.5: at or above 0.5 on the previous bar, below 0.5 now.',
);
export const OPTIX_5 = define(
  'Optix #5',
  'Long',
  'The close is above its 200-day SMA and the 5-day SMA of Optix crosses above 43 (at or below 43 on the previous ' +
    'bar, above it now) after having been below 35 at some bar since it was last above 43.',
);
export const OPTIX_6 = define(
  'Optix #6',
  'Long',
  'The close is above its 200-day SMA and the 10-day SMA of Optix crosses above 43 (at or below 43 on the previous ' +
    'bar, above it now) after having been below 35 at some bar since it was last above 43.',
);
export const OPTIX_7 = define(
  'Optix #7',
  'Long',
  'The close is above its 200-day SMA and Optix crosses above 43 (at or below 43 on the previous bar, above it now) ' +
    'after having been below 30 at some bar since it was last above 43.',
);

export const OPTIX_SIGNALS = [OPTIX_1, OPTIX_2, OPTIX_3, OPTIX_4, OPTIX_5, OPTIX_6, OPTIX_7];

const UNKNOWN = -1;

/** a < b as 1 / 0, or UNKNOWN when either is NaN. */
function less(a: number, b: number): number {
  return a !== a || b !== b ? UNKNOWN : a < b ? 1 : 0;
}

/** Three-valued AND: false if either is false, else unknown if either is unknown. */
function and(p: number, q: number): number {
  return p === 0 || q === 0 ? 0 : p === UNKNOWN || q === UNKNOWN ? UNKNOWN : 1;
}

/** 1 where the state is true and was false (not unknown) on the previous bar. */
function entries(state: Int8Array): Uint8Array {
  const out = new Uint8Array(state.length);
  for (let t = 1; t < state.length; t++) if (state[t] === 1 && state[t - 1] === 0) out[t] = 1;
  return out;
}

/** The state "close above its SMA(200) and x below `level`". */
function trendAndBelow(close: Float64Array, sma200: Float64Array, x: Float64Array, level: number): Int8Array {
  const state = new Int8Array(x.length);
  for (let t = 0; t < x.length; t++) state[t] = and(less(sma200[t], close[t]), less(x[t], level));
  return state;
}

/** The state "a below `aLevel` and b below `bLevel`". */
function bothBelow(a: Float64Array, aLevel: number, b: Float64Array, bLevel: number): Int8Array {
  const state = new Int8Array(a.length);
  for (let t = 0; t < a.length; t++) state[t] = and(less(a[t], aLevel), less(b[t], bLevel));
  return state;
}

/** x crosses above `level` with the close above its SMA(200), armed by x going below `armBelow` (see the top). */
function armedCrossAbove(
  x: Float64Array,
  armBelow: number,
  level: number,
  close: Float64Array,
  sma200: Float64Array,
): Uint8Array {
  const out = new Uint8Array(x.length);
  let armed = false;
  for (let t = 0; t < x.length; t++) {
    const v = x[t];
    if (armed && t > 0 && x[t - 1] <= level && v > level && close[t] > sma200[t]) out[t] = 1;
    if (v > level) armed = false;
    else if (v < armBelow) armed = true;
  }
  return out;
}

interface OptixSeries {
  optix: Float64Array;
  optix5: Float64Array;
  optix10: Float64Array;
}

/** The Optix series and its averages, computed once per symbol for the rules that read them. */
const optixSeriesOf = new WeakMap<SignalContext, OptixSeries>();

function optixSeries(ctx: SignalContext): OptixSeries {
  let series = optixSeriesOf.get(ctx);
  if (series === undefined) {
    // The rules are only listed for a symbol with an Optix series (compute-signals.ts).
    if (ctx.optix === undefined) throw new Error('an Optix rule was asked about a symbol without Optix');
    const { optix } = ctx;
    series = { optix, optix5: sma(optix, 5), optix10: sma(optix, 10) };
    optixSeriesOf.set(ctx, series);
  }
  return series;
}

function rule(definition: SignalDefinition, fires: (ctx: SignalContext, s: OptixSeries) => Uint8Array): SignalRule {
  return { definition, fires: (ctx) => fires(ctx, optixSeries(ctx)) };
}

/** The seven rules, answered from their full series (a symbol with Optix is the exception, not the scan's bulk). */
export const OPTIX_RULES: readonly SignalRule[] = [
  rule(OPTIX_1, (c, s) => entries(trendAndBelow(c.close, c.averages.sma200, s.optix5, 35))),
  rule(OPTIX_2, (c, s) => entries(trendAndBelow(c.close, c.averages.sma200, s.optix, 30))),
  rule(OPTIX_3, (_c, s) => entries(bothBelow(s.optix10, 30, s.optix, 20))),
  rule(OPTIX_4, (_c, s) => crossesBelowLevel(s.optix, 0.5)),
  rule(OPTIX_5, (c, s) => armedCrossAbove(s.optix5, 35, 43, c.close, c.averages.sma200)),
  rule(OPTIX_6, (c, s) => armedCrossAbove(s.optix10, 35, 43, c.close, c.averages.sma200)),
  rule(OPTIX_7, (c, s) => armedCrossAbove(s.optix, 30, 43, c.close, c.averages.sma200)),
];
