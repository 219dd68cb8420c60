import type { Bars } from '../../series/bars.ts';
import type { FireMap, SignalContext } from './context.ts';
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

function reversalFires(bars: Bars, isCandle: (bars: Bars, i: number) => boolean, up: boolean): Uint8Array {
  const { high, low, close } = bars;
  const out = new Uint8Array(close.length);
  for (let t = TREND_BARS + 1; t < close.length; t++) {
    const confirmed = up ? close[t] > high[t - 1] : close[t] < low[t - 1];
    if (confirmed && isCandle(bars, t - 1)) out[t] = 1;
  }
  return out;
}

/**
 * 1 on the bar that completes exactly `RUN_BARS` bars in a row each beyond the one before on high, low and close
 * (up: all higher; down: all lower). Counting the run is what keeps a fourth such bar from firing again.
 */
function trendRunFires(bars: Bars, up: boolean): Uint8Array {
  const { high, low, close } = bars;
  const out = new Uint8Array(close.length);
  let run = 0;
  for (let t = 1; t < close.length; t++) {
    const beyond = up
      ? high[t] > high[t - 1] && low[t] > low[t - 1] && close[t] > close[t - 1]
      : high[t] < high[t - 1] && low[t] < low[t - 1] && close[t] < close[t - 1];
    run = beyond ? run + 1 : 0;
    if (run === RUN_BARS) out[t] = 1;
  }
  return out;
}

export function addCandlestickFires(ctx: SignalContext, fires: FireMap): void {
  fires.set(HAMMER.name, reversalFires(ctx.bars, isHammer, true));
  fires.set(SHOOTING_STAR.name, reversalFires(ctx.bars, isShootingStar, false));
  fires.set(UPTREND.name, trendRunFires(ctx.bars, true));
  fires.set(DOWNTREND.name, trendRunFires(ctx.bars, false));
}
