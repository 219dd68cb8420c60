import type { ResolvedCondition } from './resolve-condition.ts';

/** Bars a condition needs before it can first hold: indicator warm-up, moving average, qualifier window. */
export function lookbackOf(c: ResolvedCondition): number {
  const indicator = c.signal.technical ? c.signal.technical.indicator.lookback(c.signal.technical.params) : 0;
  const average = c.comparison === 'SVMA' || c.comparison === 'SVEMA' ? c.period : 0;
  const ownPeriod = c.operator >= 5 && c.operator <= 11 ? c.period : c.operator >= 14 ? c.period : 0;
  const qualifier = c.qualifier?.period ?? 0;
  return indicator + average + ownPeriod + qualifier;
}
