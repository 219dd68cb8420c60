import type { TechnicalIndicatorInfo } from '../../contract/index.ts';

/**
 * The periods analysts most often use with an indicator, offered in the signal autocomplete beside its default
 * (docs/semantics.md, "Signals"). Any other period can still be typed: `RSI(7)` is read like these.
 */
const COMMON_PERIODS: Record<string, readonly number[]> = {
  RSI: [2, 5, 14],
  SMA: [10, 20, 50, 100, 200],
  EMA: [10, 20, 50, 100, 200],
  WMA: [10, 20, 50, 100, 200],
  ATR: [10, 14, 20],
  CCI: [14, 20],
  ROC: [10, 12, 20],
  Momentum: [10, 20],
  'Williams %R': [10, 14],
  MFI: [14],
  ADX: [14, 20],
  'Donchian High': [20, 55],
  'Donchian Low': [20, 55],
};

/** The indicator's names to offer: its default name, then its common periods in order (later params at default). */
export function technicalNames(t: TechnicalIndicatorInfo): string[] {
  const periods = COMMON_PERIODS[t.key] ?? [];
  if (t.params.length === 0 || periods.length === 0) return [t.name];
  const byPeriod = periods.map((p) => (p === t.params[0].default ? t.name : `${t.key}(${p})`));
  return byPeriod.includes(t.name) ? byPeriod : [t.name, ...byPeriod];
}
