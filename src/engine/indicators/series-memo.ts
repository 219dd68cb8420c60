import type { Bars } from '../series/bars.ts';

/** Indicator series kept across runs, in bytes: about 8 series of a million bars, 300 of 25,000. */
const DEFAULT_BUDGET_BYTES = 64 * 1024 * 1024;

interface Entry {
  readonly owner: Map<string, Kept>;
  readonly key: string;
  readonly bytes: number;
}

interface Kept {
  readonly series: Float64Array;
  readonly entry: Entry;
}

/**
 * Indicator series already computed on one set of bars, by the indicator's definition. A backtest's entry and exit
 * often read the same series (a crossover's spread), and a sweep or a walk-forward runs thousands of backtests on the
 * same bars; each distinct series is then computed once. Bars are never written after they are made and the series
 * handed out are never written by their readers, so one array serves all of them. The least recently used series go
 * first once the budget is spent. A dropped Bars object's series stay counted and held until then: the order of use
 * holds them, and a finalizer would free them only at a full collection, which is no sooner in practice.
 */
export class SeriesMemo {
  private readonly byBars = new WeakMap<Bars, Map<string, Kept>>();
  /** Every kept series, least recently used first (a Set keeps insertion order). */
  private readonly order = new Set<Entry>();
  private bytes = 0;

  constructor(private readonly budgetBytes = DEFAULT_BUDGET_BYTES) {}

  get(bars: Bars, key: string, make: () => Float64Array): Float64Array {
    let kept = this.byBars.get(bars);
    if (!kept) this.byBars.set(bars, (kept = new Map()));
    const found = kept.get(key);
    if (found) {
      this.order.delete(found.entry);
      this.order.add(found.entry);
      return found.series;
    }
    const series = make();
    const entry: Entry = { owner: kept, key, bytes: series.byteLength };
    kept.set(key, { series, entry });
    this.order.add(entry);
    this.bytes += entry.bytes;
    // The series just made always stays, even alone over the budget: its run is about to read it.
    for (const oldest of this.order) {
      if (this.bytes <= this.budgetBytes || oldest === entry) break;
      this.order.delete(oldest);
      oldest.owner.delete(oldest.key);
      this.bytes -= oldest.bytes;
    }
    return series;
  }

  /** Bytes of the series kept now. */
  get keptBytes(): number {
    return this.bytes;
  }
}

/** A number as a key: String() gives each double its own text except -0, which it writes as 0. */
function paramText(p: number): string {
  return Object.is(p, -0) ? '-0' : String(p);
}

/** The key of an indicator's series: its code and its complete parameters. */
export function indicatorKey(url: string, params: readonly number[]): string {
  return `${url}(${params.map(paramText).join(',')})`;
}

/** The one memo of the technical indicators (technical-map.ts). */
export const INDICATOR_MEMO = new SeriesMemo();
