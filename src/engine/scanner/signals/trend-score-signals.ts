import type { SignalRule } from './context.ts';
import { onSeries } from './context.ts';
import { crossesAboveLevel, crossesAboveLevelOn, crossesBelowLevel, crossesBelowLevelOn } from './crossings.ts';
import { definer } from './define.ts';
import { TREND_SCORE_DESCRIPTION } from './trend-score.ts';

/* Trend Score signals (spec 2.4): the symbol's own trend score (trend-score.ts) leaving its middle band. */

const define = definer('Trend Score');

const BREAKOUT_LEVEL = 7;
const BREAKDOWN_LEVEL = 3;

export const TREND_SCORE_BREAKOUT = define(
  'Trend Score Breakout',
  'Long',
  `The trend score rises above ${BREAKOUT_LEVEL}: at most ${BREAKOUT_LEVEL} on the previous bar, above it now. ` +
    TREND_SCORE_DESCRIPTION,
);
export const TREND_SCORE_BREAKDOWN = define(
  'Trend Score Breakdown',
  'Short',
  `The trend score falls below ${BREAKDOWN_LEVEL}: at least ${BREAKDOWN_LEVEL} on the previous bar, below it now. ` +
    TREND_SCORE_DESCRIPTION,
);

export const TREND_SCORE_SIGNALS = [TREND_SCORE_BREAKOUT, TREND_SCORE_BREAKDOWN];

export const TREND_SCORE_RULES: readonly SignalRule[] = [
  {
    definition: TREND_SCORE_BREAKOUT,
    fires: (c) => crossesAboveLevel(c.trendScore, BREAKOUT_LEVEL),
    firesOn: (c, t) => onSeries(c, t, (s, at) => crossesAboveLevelOn(s.trendScore, BREAKOUT_LEVEL, at)),
  },
  {
    definition: TREND_SCORE_BREAKDOWN,
    fires: (c) => crossesBelowLevel(c.trendScore, BREAKDOWN_LEVEL),
    firesOn: (c, t) => onSeries(c, t, (s, at) => crossesBelowLevelOn(s.trendScore, BREAKDOWN_LEVEL, at)),
  },
];
