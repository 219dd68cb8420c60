import type { Bars } from '../series/bars.ts';
import { directionalMovement } from './adx.ts';
import { atr } from './atr.ts';
import { bollinger } from './bollinger.ts';
import { cci } from './cci.ts';
import { donchianHigh, donchianLow } from './donchian.ts';
import { macd } from './macd.ts';
import { maSpread } from './ma-spread.ts';
import { mfi } from './mfi.ts';
import { momentum } from './momentum.ts';
import { ema, sma, wma } from './moving-averages.ts';
import { obv } from './obv.ts';
import { roc } from './roc.ts';
import { rsi } from './rsi.ts';
import { INDICATOR_MEMO, indicatorKey } from './series-memo.ts';
import { stochasticD, stochasticK } from './stochastic.ts';
import { williamsR } from './williams-r.ts';

export type TechnicalKind = 'moving-average' | 'oscillator' | 'trend' | 'volatility' | 'volume' | 'price-channel';

export interface TechnicalParam {
  readonly name: string;
  readonly default: number;
  readonly min: number;
  readonly integer: boolean;
}

export interface TechnicalIndicator {
  /** Display name without params, e.g. 'RSI', 'MACD Histogram', 'Bollinger %B', 'MA Spread', 'OBV'. */
  readonly key: string;
  readonly title: string;
  /** One or two plain sentences for a help popover. */
  readonly description: string;
  /** Internal code, e.g. 'TI_RSI'. */
  readonly url: string;
  /** SMA/EMA/WMA are 'moving-average': only they accept the MA comparison type. */
  readonly kind: TechnicalKind;
  readonly params: readonly TechnicalParam[];
  /** Bars before the first defined value. */
  lookback(params: readonly number[]): number;
  /**
   * Omitted trailing params take their defaults; invalid params throw like parseTechnicalName. The series is computed
   * once per bars and params and shared by every caller (series-memo.ts): read it, never write it.
   */
  compute(bars: Bars, params: readonly number[]): Float64Array;
}

export interface ResolvedTechnical {
  readonly indicator: TechnicalIndicator;
  readonly params: readonly number[];
  /** Canonical name with every parameter, e.g. 'RSI(14)', 'MACD Histogram(12,26,9)', 'OBV'. */
  readonly name: string;
}

function period(defaultValue: number, min = 1, name = 'period'): TechnicalParam {
  return { name, default: defaultValue, min, integer: true };
}

const MACD_PARAMS = [period(12, 2, 'fast period'), period(26, 2, 'slow period'), period(9, 1, 'signal period')];
const BOLLINGER_PARAMS = [period(20, 2), { name: 'deviations', default: 2, min: 0, integer: false }];
const STOCHASTIC_K_PARAMS = [period(14), period(3, 1, 'smoothing')];

interface Definition {
  readonly key: string;
  readonly title: string;
  readonly description: string;
  readonly url: string;
  readonly kind: TechnicalKind;
  readonly params: readonly TechnicalParam[];
  /** Receives complete, validated params. */
  readonly lookback: (p: readonly number[]) => number;
  /** Receives complete, validated params. */
  readonly compute: (bars: Bars, p: readonly number[]) => Float64Array;
}

const macdLookback = (p: readonly number[]): number => Math.max(p[0], p[1]) - 1;
const macdSignalLookback = (p: readonly number[]): number => macdLookback(p) + p[2] - 1;

const DEFINITIONS: readonly Definition[] = [
  {
    key: 'SMA',
    title: 'Simple Moving Average',
    description: 'The plain average of the last N closes. It smooths out day-to-day noise and lags the price.',
    url: 'TI_SMA',
    kind: 'moving-average',
    params: [period(20)],
    lookback: (p) => p[0] - 1,
    compute: (b, p) => sma(b.close, p[0]),
  },
  {
    key: 'EMA',
    title: 'Exponential Moving Average',
    description: 'An average of the closes that gives more weight to recent bars, so it reacts faster than the SMA.',
    url: 'TI_EMA',
    kind: 'moving-average',
    params: [period(20)],
    lookback: (p) => p[0] - 1,
    compute: (b, p) => ema(b.close, p[0]),
  },
  {
    key: 'WMA',
    title: 'Weighted Moving Average',
    description: 'An average of the last N closes with linearly falling weights: the newest close counts N times.',
    url: 'TI_WMA',
    kind: 'moving-average',
    params: [period(20)],
    lookback: (p) => p[0] - 1,
    compute: (b, p) => wma(b.close, p[0]),
  },
  {
    key: 'RSI',
    title: 'Relative Strength Index',
    description:
      'Compares the size of recent gains with recent losses on a 0 to 100 scale. Readings above 70 are often read as overbought, below 30 as oversold.',
    url: 'TI_RSI',
    kind: 'oscillator',
    params: [period(14, 2)],
    lookback: (p) => p[0],
    compute: (b, p) => rsi(b.close, p[0]),
  },
  {
    key: 'MACD',
    title: 'MACD Line',
    description:
      'The fast EMA of the close minus the slow EMA. It is positive while the short-term trend is above the long-term one.',
    url: 'TI_MACD',
    kind: 'trend',
    params: MACD_PARAMS,
    lookback: macdLookback,
    compute: (b, p) => macd(b.close, p[0], p[1], p[2]).line,
  },
  {
    key: 'MACD Signal',
    title: 'MACD Signal Line',
    description: 'An EMA of the MACD line. The MACD line crossing it is a classic momentum signal.',
    url: 'TI_MACD_SIGNAL',
    kind: 'trend',
    params: MACD_PARAMS,
    lookback: macdSignalLookback,
    compute: (b, p) => macd(b.close, p[0], p[1], p[2]).signal,
  },
  {
    key: 'MACD Histogram',
    title: 'MACD Histogram',
    description: 'The MACD line minus its signal line. It crosses 0 when the MACD line crosses the signal line.',
    url: 'TI_MACD_HIST',
    kind: 'trend',
    params: MACD_PARAMS,
    lookback: macdSignalLookback,
    compute: (b, p) => macd(b.close, p[0], p[1], p[2]).histogram,
  },
  {
    key: 'Bollinger Upper',
    title: 'Upper Bollinger Band',
    description: 'The N-bar SMA of the close plus k population standard deviations of the same closes.',
    url: 'TI_BB_UPPER',
    kind: 'price-channel',
    params: BOLLINGER_PARAMS,
    lookback: (p) => p[0] - 1,
    compute: (b, p) => bollinger(b.close, p[0], p[1]).upper,
  },
  {
    key: 'Bollinger Lower',
    title: 'Lower Bollinger Band',
    description: 'The N-bar SMA of the close minus k population standard deviations of the same closes.',
    url: 'TI_BB_LOWER',
    kind: 'price-channel',
    params: BOLLINGER_PARAMS,
    lookback: (p) => p[0] - 1,
    compute: (b, p) => bollinger(b.close, p[0], p[1]).lower,
  },
  {
    key: 'Bollinger %B',
    title: 'Bollinger %B',
    description:
      'Where the close sits between the Bollinger Bands: 0 at the lower band, 1 at the upper band, beyond them outside the bands.',
    url: 'TI_BB_PCTB',
    kind: 'oscillator',
    params: BOLLINGER_PARAMS,
    lookback: (p) => p[0] - 1,
    compute: (b, p) => bollinger(b.close, p[0], p[1]).percentB,
  },
  {
    key: 'Bollinger Bandwidth',
    title: 'Bollinger Bandwidth',
    description:
      'The distance between the Bollinger Bands as a percent of the middle band. Low readings mark quiet markets that often precede big moves.',
    url: 'TI_BB_WIDTH',
    kind: 'volatility',
    params: BOLLINGER_PARAMS,
    lookback: (p) => p[0] - 1,
    compute: (b, p) => bollinger(b.close, p[0], p[1]).bandwidth,
  },
  {
    key: 'Stochastic %K',
    title: 'Stochastic %K',
    description:
      'Where the close sits in the high-low range of the last N bars, 0 to 100, averaged over the smoothing bars (1 = the raw fast %K).',
    url: 'TI_STOCH_K',
    kind: 'oscillator',
    params: STOCHASTIC_K_PARAMS,
    lookback: (p) => p[0] - 1 + p[1] - 1,
    compute: (b, p) => stochasticK(b.high, b.low, b.close, p[0], p[1]),
  },
  {
    key: 'Stochastic %D',
    title: 'Stochastic %D',
    description: 'A simple moving average of Stochastic %K, the slower of the two stochastic lines.',
    url: 'TI_STOCH_D',
    kind: 'oscillator',
    params: [...STOCHASTIC_K_PARAMS, period(3, 1, 'D period')],
    lookback: (p) => p[0] - 1 + p[1] - 1 + p[2] - 1,
    compute: (b, p) => stochasticD(b.high, b.low, b.close, p[0], p[1], p[2]),
  },
  {
    key: 'Williams %R',
    title: 'Williams %R',
    description:
      'Where the close sits in the high-low range of the last N bars, from 0 at the high to -100 at the low.',
    url: 'TI_WILLR',
    kind: 'oscillator',
    params: [period(14)],
    lookback: (p) => p[0] - 1,
    compute: (b, p) => williamsR(b.high, b.low, b.close, p[0]),
  },
  {
    key: 'CCI',
    title: 'Commodity Channel Index',
    description:
      'How far the typical price is from its average, in units of its mean deviation. Readings beyond +100 or -100 are unusual.',
    url: 'TI_CCI',
    kind: 'oscillator',
    params: [period(20, 2)],
    lookback: (p) => p[0] - 1,
    compute: (b, p) => cci(b.high, b.low, b.close, p[0]),
  },
  {
    key: 'ATR',
    title: 'Average True Range',
    description:
      "Wilder's average of the true range, the bar's full price range including any gap from the previous close.",
    url: 'TI_ATR',
    kind: 'volatility',
    params: [period(14)],
    lookback: (p) => p[0],
    compute: (b, p) => atr(b.high, b.low, b.close, p[0]),
  },
  {
    key: 'ADX',
    title: 'Average Directional Index',
    description:
      'The strength of a trend on a 0 to 100 scale, whatever its direction. Readings above 25 usually mean a trend.',
    url: 'TI_ADX',
    kind: 'trend',
    params: [period(14, 2)],
    lookback: (p) => 2 * p[0] - 1,
    compute: (b, p) => directionalMovement(b.high, b.low, b.close, p[0]).adx,
  },
  {
    key: '+DI',
    title: 'Plus Directional Indicator',
    description: 'The share of the average true range made of upward moves. +DI above -DI means buyers are in control.',
    url: 'TI_PLUS_DI',
    kind: 'trend',
    params: [period(14)],
    lookback: (p) => p[0],
    compute: (b, p) => directionalMovement(b.high, b.low, b.close, p[0]).plusDI,
  },
  {
    key: '-DI',
    title: 'Minus Directional Indicator',
    description:
      'The share of the average true range made of downward moves. -DI above +DI means sellers are in control.',
    url: 'TI_MINUS_DI',
    kind: 'trend',
    params: [period(14)],
    lookback: (p) => p[0],
    compute: (b, p) => directionalMovement(b.high, b.low, b.close, p[0]).minusDI,
  },
  {
    key: 'ROC',
    title: 'Rate of Change',
    description: 'The percent change of the close over the last N bars.',
    url: 'TI_ROC',
    kind: 'oscillator',
    params: [period(12)],
    lookback: (p) => p[0],
    compute: (b, p) => roc(b.close, p[0]),
  },
  {
    key: 'Momentum',
    title: 'Momentum',
    description: 'The change of the close over the last N bars, in price points.',
    url: 'TI_MOM',
    kind: 'oscillator',
    params: [period(10)],
    lookback: (p) => p[0],
    compute: (b, p) => momentum(b.close, p[0]),
  },
  {
    key: 'OBV',
    title: 'On-Balance Volume',
    description:
      'A running total of volume, added on up closes and subtracted on down closes. Only its changes matter, not its level.',
    url: 'TI_OBV',
    kind: 'volume',
    params: [],
    lookback: () => 0,
    compute: (b) => obv(b.close, b.volume),
  },
  {
    key: 'MFI',
    title: 'Money Flow Index',
    description:
      'A volume-weighted RSI: the share of the last N bars of money flow that came on rising typical prices, 0 to 100.',
    url: 'TI_MFI',
    kind: 'oscillator',
    params: [period(14, 2)],
    lookback: (p) => p[0],
    compute: (b, p) => mfi(b.high, b.low, b.close, b.volume, p[0]),
  },
  {
    key: 'Donchian High',
    title: 'Donchian Channel High',
    description:
      'The highest high of the last N bars, the current bar included. A close at this level is an N-bar high.',
    url: 'TI_DONCHIAN_HIGH',
    kind: 'price-channel',
    params: [period(20)],
    lookback: (p) => p[0] - 1,
    compute: (b, p) => donchianHigh(b.high, p[0]),
  },
  {
    key: 'Donchian Low',
    title: 'Donchian Channel Low',
    description: 'The lowest low of the last N bars, the current bar included. A close at this level is an N-bar low.',
    url: 'TI_DONCHIAN_LOW',
    kind: 'price-channel',
    params: [period(20)],
    lookback: (p) => p[0] - 1,
    compute: (b, p) => donchianLow(b.low, p[0]),
  },
  {
    key: 'MA Spread',
    title: 'Moving Average Spread',
    description:
      'The fast SMA of the close minus the slow SMA. It crosses above 0 when the fast average crosses above the slow one.',
    url: 'TI_MA_SPREAD',
    kind: 'trend',
    params: [period(10, 1, 'fast period'), period(30, 1, 'slow period')],
    lookback: (p) => Math.max(p[0], p[1]) - 1,
    compute: (b, p) => maSpread(b.close, p[0], p[1]),
  },
];

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** Fills omitted trailing params with defaults and checks them; throws an Error that names the indicator. */
function completeParams(def: Definition, params: readonly number[]): readonly number[] {
  const expected = def.params;
  if (params.length > expected.length) {
    const names = expected.map((p) => p.name).join(', ');
    throw new Error(
      `${def.key} takes ${plural(expected.length, 'parameter')}${names ? ` (${names})` : ''}, got ${params.length}`,
    );
  }
  return Object.freeze(
    expected.map((spec, i) => {
      const value = i < params.length ? params[i] : spec.default;
      if (!Number.isFinite(value)) throw new Error(`${def.key}: ${spec.name} must be a number, got ${value}`);
      if (spec.integer && !Number.isInteger(value)) {
        throw new Error(`${def.key}: ${spec.name} must be a whole number, got ${value}`);
      }
      if (value < spec.min) throw new Error(`${def.key}: ${spec.name} must be at least ${spec.min}, got ${value}`);
      return value;
    }),
  );
}

export const TECHNICAL_INDICATORS: readonly TechnicalIndicator[] = Object.freeze(
  DEFINITIONS.map((def): TechnicalIndicator =>
    Object.freeze({
      key: def.key,
      title: def.title,
      description: def.description,
      url: def.url,
      kind: def.kind,
      params: def.params,
      lookback: (params: readonly number[]) => def.lookback(completeParams(def, params)),
      compute: (bars: Bars, params: readonly number[]) => {
        const complete = completeParams(def, params);
        return INDICATOR_MEMO.get(bars, indicatorKey(def.url, complete), () => def.compute(bars, complete));
      },
    }),
  ),
);

function normalizeKey(key: string): string {
  return key.trim().replace(/\s+/g, ' ').toLowerCase();
}

const BY_KEY: ReadonlyMap<string, { def: Definition; indicator: TechnicalIndicator }> = new Map(
  DEFINITIONS.map((def, i) => [normalizeKey(def.key), { def, indicator: TECHNICAL_INDICATORS[i] }]),
);

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/**
 * Parses 'RSI', 'RSI(14)', 'rsi( 14 )', 'MACD Histogram(12,26,9)', 'MA Spread(10,30)'; defaults fill omitted trailing
 * params; case-insensitive on the key; returns undefined when the name is not a technical indicator; throws an Error
 * with a clear message naming the indicator when the params are wrong (too many, not numbers, below min, not whole).
 */
export function parseTechnicalName(name: string): ResolvedTechnical | undefined {
  // The whole text before '(' must equal a key, so 'MACD Signal(...)' can never be read as 'MACD' plus junk.
  const open = name.indexOf('(');
  const entry = BY_KEY.get(normalizeKey(open < 0 ? name : name.slice(0, open)));
  if (!entry) return undefined;
  const { def, indicator } = entry;
  let values: number[] = [];
  if (open >= 0) {
    const rest = name.slice(open + 1).trimEnd();
    if (!rest.endsWith(')')) throw new Error(`${def.key}: expected ')' at the end of "${name.trim()}"`);
    const inside = rest.slice(0, -1);
    if (inside.includes('(') || inside.includes(')'))
      throw new Error(`${def.key}: unbalanced parentheses in "${name.trim()}"`);
    if (inside.trim() !== '') {
      values = inside.split(',').map((raw, i) => {
        // Surplus params are left to completeParams, whose count error is the more useful one.
        if (i >= def.params.length) return NaN;
        const text = raw.trim();
        if (!NUMBER.test(text)) {
          throw new Error(`${def.key}: ${def.params[i].name} must be a number, got "${text}"`);
        }
        return Number(text);
      });
    }
  }
  const params = completeParams(def, values);
  return Object.freeze({
    indicator,
    params,
    name: params.length === 0 ? def.key : `${def.key}(${params.join(',')})`,
  });
}
