import type { Bars } from '../../engine/series/bars.ts';
import type { ResolvedCondition } from './resolve-condition.ts';
import type { ResolvedBlock } from './resolve-strategy.ts';

/**
 * Signal, condition and block series already computed on one set of bars, by what determines them. Within a sweep
 * most combinations share their signals (only a value or a period changes), so each RSI(14) is computed once per
 * symbol instead of once per backtest. The arrays are never written after they are made, so sharing them is safe.
 */
export class SeriesCache {
  private readonly byBars = new WeakMap<Bars, Map<string, Float64Array | Uint8Array>>();

  constructor(private readonly maxEntries = 2_000) {}

  async get<T extends Float64Array | Uint8Array>(bars: Bars, key: string, make: () => T | Promise<T>): Promise<T> {
    let entries = this.byBars.get(bars);
    if (!entries) this.byBars.set(bars, (entries = new Map()));
    const found = entries.get(key);
    if (found) return found as T;
    const made = await make();
    // A sweep of signal names can make thousands of series: the oldest go first, so memory stays bounded.
    if (entries.size >= this.maxEntries) entries.delete(entries.keys().next().value!);
    entries.set(key, made);
    return made;
  }
}

/** What a signal's values depend on besides the bars. */
export function signalKey(c: ResolvedCondition): string {
  const s = c.signal;
  return `s|${s.prefix}|${s.name}|${s.column ?? ''}|${s.csvColumn ?? ''}|${s.catalogueItem?.url ?? ''}`;
}

/** What a condition's true/false series depends on besides the bars. */
export function conditionKey(c: ResolvedCondition): string {
  const q = c.qualifier;
  const qualifier = q ? `${q.operator},${q.period},${q.maType}` : '';
  return `c|${signalKey(c)}|${c.comparison}|${c.operator}|${c.value}|${c.period}|${qualifier}`;
}

/** What a block's action series depends on besides the bars. */
export function blockKey(block: ResolvedBlock): string {
  const conditions = block.conditions.map(conditionKey).join('&');
  return `b|${block.ruleType}|${block.threshold}|${block.signalsInMarket}|${block.delayBars}|${conditions}`;
}
