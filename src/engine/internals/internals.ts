import type { Bars, ValueSeries } from '../series/bars.ts';
import { advanceDecline } from './advance-decline.ts';
import { mcclellan } from './mcclellan.ts';
import { newHighsLows } from './new-highs-lows.ts';
import { alignPanel } from './panel.ts';
import { percentAboveAverage } from './percent-above.ts';

/** Every market internal of a universe, one value per date of its panel (docs/market-internals.md). */
export interface MarketInternals {
  readonly time: Float64Array;
  readonly percentAbove50: ValueSeries;
  readonly percentAbove200: ValueSeries;
  readonly newHighs: ValueSeries;
  readonly newLows: ValueSeries;
  readonly newHighsMinusLows: ValueSeries;
  readonly advancers: ValueSeries;
  readonly decliners: ValueSeries;
  readonly advanceDeclineLine: ValueSeries;
  readonly mcclellanOscillator: ValueSeries;
  readonly mcclellanSummation: ValueSeries;
  readonly upVolumeRatio: ValueSeries;
}

/** The internals of a universe from its members' daily bars, at the standard periods (50, 200, 252, 19/39). */
export function marketInternals(members: readonly Bars[]): MarketInternals {
  const panel = alignPanel(members);
  const highsLows = newHighsLows(panel);
  const ad = advanceDecline(panel);
  const mc = mcclellan(ad.net);
  return {
    time: panel.time,
    percentAbove50: percentAboveAverage(panel, 50),
    percentAbove200: percentAboveAverage(panel, 200),
    newHighs: highsLows.highs,
    newLows: highsLows.lows,
    newHighsMinusLows: highsLows.net,
    advancers: ad.advancers,
    decliners: ad.decliners,
    advanceDeclineLine: ad.line,
    mcclellanOscillator: mc.oscillator,
    mcclellanSummation: mc.summation,
    upVolumeRatio: ad.upVolumeRatio,
  };
}
