import type { Bars } from '../../series/bars.ts';
import type { SignalRule } from './context.ts';
import { definer } from './define.ts';

/*
 * Candlestick Pattern signals (spec 2.4). The hammer and the shooting star are confirmed by the bar after them, so
 * they fire on that confirming bar t and read bars t-6..t only.
 */

const define = definer('Candlestick Pattern');

/** The prior move a reversal candle must follow: close[t-1] against close[t-1-TREND_BARS]. */
const TREND_BARS = 5;
const SHADOW_TO_BODY = 2;
const RUN_BARS = 3;

export const HAMMER = define(
  'Hammer followed by a rise',
  'Long',
  'Yesterday was a hammer after a decline and today closes above its high. Hammer: its close is below the close 5 ' +
    'bars before it; it has a range (high above low); its lower shadow is at least 2 x its body and its upper shadow ' +
    'is no longer than its body (a candle with no body and no upper shadow, a dragonfly doji, counts). ' +
    'Body = |close - open|, lower shadow = min(open, close) - low, upper shadow = high - max(open, close).',
);
export const SHOOTING_STAR = define(
  'Shooting Star followed by a fall',
  'Short',
  'Yesterday was a shooting star after a rise and today closes below its low. Shooting star: its close is above the ' +
    'close 5 bars before it; it has a range (high above low); its upper shadow is at least 2 x its body and its lower ' +
    'shadow is no longer than its body (a gravestone doji counts). Body = |close - open|, upper shadow = ' +
    'high - max(open, close), lower shadow = min(open, close) - low.',
);
export const UPTREND = define(
  'UpTrend Pattern',
  'Long',
  'Three bars in a row each with a higher high, a higher low and a higher close than the bar before. Fires on the ' +
    'third such bar only; a longer run does not fire again until it is broken.',
);
export const DOWNTREND = define(
  'DownTrend Pattern',
  'Short',
  'Three bars in a row each with a lower high, a lower low and a lower close than the bar before. Fires on the ' +
    'third such bar only; a longer run does not fire again until it is broken.',
);

export const CANDLESTICK_SIGNALS = [HAMMER, SHOOTING_STAR, UPTREND, DOWNTREND];

/** Bar i is a hammer: a long lower shadow, a short upper one, after a decline. */
function isHammer(bars: Bars, i: number): boolean {
  const { open, high, low, close } = bars;
  const top = Math.max(open[i], close[i]);
  const bottom = Math.min(open[i], close[i]);
  const body = top - bottom;
  return (
    close[i] < close[i - TREND_BARS] &&
    high[i] > low[i] &&
    bottom - low[i] >= SHADOW_TO_BODY * body &&
    high[i] - top <= body
  );
}

/** Bar i is a shooting star: a long upper shadow, a short lower one, after a rise. */
function isShootingStar(bars: Bars, i: number): boolean {
  const { open, high, low, close } = bars;
  const top = Math.max(open[i], close[i]);
  const bottom = Math.min(open[i], close[i]);
  const body = top - bottom;
  return (
    close[i] > close[i - TREND_BARS] &&
    high[i] > low[i] &&
    high[i] - top >= SHADOW_TO_BODY * body &&
    bottom - low[i] <= body
  );
}

type Candle = (bars: Bars, i: number) => boolean;

/** Bar t confirms a reversal candle on bar t-1: it closes beyond that candle's high (up) or low (down). */
function reversalOn(bars: Bars, isCandle: Candle, up: boolean, t: number): boolean {
  if (t < TREND_BARS + 1) return false;
  const confirmed = up ? bars.close[t] > bars.high[t - 1] : bars.close[t] < bars.low[t - 1];
  return confirmed && isCandle(bars, t - 1);
}

function reversalFires(bars: Bars, isCandle: Candle, up: boolean): Uint8Array {
  const out = new Uint8Array(bars.close.length);
  for (let t = TREND_BARS + 1; t < out.length; t++) if (reversalOn(bars, isCandle, up, t)) out[t] = 1;
  return out;
}

/**
 * 1 on the bar that completes exactly `RUN_BARS` bars in a row each beyond the one before on high, low and close
 * (up: all higher; down: all lower). Counting the run is what keeps a fourth such bar from firing again.
 */
function trendRunFires(bars: Bars, up: boolean): Uint8Array {
  const out = new Uint8Array(bars.close.length);
  let run = 0;
  for (let t = 1; t < out.length; t++) {
    run = beyondPrevious(bars, up, t) ? run + 1 : 0;
    if (run === RUN_BARS) out[t] = 1;
  }
  return out;
}

/** Bar t (t >= 1) is beyond bar t-1 on high, low and close. */
function beyondPrevious(bars: Bars, up: boolean, t: number): boolean {
  const { high, low, close } = bars;
  return up
    ? high[t] > high[t - 1] && low[t] > low[t - 1] && close[t] > close[t - 1]
    : high[t] < high[t - 1] && low[t] < low[t - 1] && close[t] < close[t - 1];
}

/** trendRunFires(bars, up)[t] === 1: bars t-RUN_BARS+1 .. t are each beyond the one before, and bar t-RUN_BARS is not. */
function trendRunOn(bars: Bars, up: boolean, t: number): boolean {
  const before = t - RUN_BARS;
  if (before < 0) return false;
  for (let k = t; k > before; k--) if (!beyondPrevious(bars, up, k)) return false;
  return !(before >= 1 && beyondPrevious(bars, up, before));
}

export const CANDLESTICK_RULES: readonly SignalRule[] = [
  {
    definition: HAMMER,
    fires: (c) => reversalFires(c.bars, isHammer, true),
    firesOn: (c, t) => reversalOn(c.bars, isHammer, true, t),
  },
  {
    definition: SHOOTING_STAR,
    fires: (c) => reversalFires(c.bars, isShootingStar, false),
    firesOn: (c, t) => reversalOn(c.bars, isShootingStar, false, t),
  },
  { definition: UPTREND, fires: (c) => trendRunFires(c.bars, true), firesOn: (c, t) => trendRunOn(c.bars, true, t) },
  {
    definition: DOWNTREND,
    fires: (c) => trendRunFires(c.bars, false),
    firesOn: (c, t) => trendRunOn(c.bars, false, t),
  },
];
