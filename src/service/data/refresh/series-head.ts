import type { StoredSeries, StoredSeriesHead } from '../market-source-port.ts';

/** A stored series' head: what a list shows of it without its rows (first and last are '' when it has none). */
export function headOf(series: StoredSeries): StoredSeriesHead {
  const rows = series.rows;
  return {
    symbol: series.symbol,
    source: series.source,
    kind: series.kind,
    first: rows.length > 0 ? rows[0].Date : '',
    last: rows.length > 0 ? rows[rows.length - 1].Date : '',
    rows: rows.length,
    updated_at: series.updated_at,
    splits: series.kind === 'prices' ? series.splits.map((s) => ({ ...s })) : [],
    dividends: series.kind === 'prices' ? series.dividends.map((d) => ({ ...d })) : [],
  };
}

/** The store key of a symbol: stores keep symbols upper case, and callers may ask in any case. */
export function storeKey(symbol: string): string {
  return symbol.trim().toUpperCase();
}

/**
 * The listeners of a store's onChange, told after each put or delete. A listener's throw is dropped: the write it
 * reports has happened, and a put must not answer a failure for a series it stored.
 */
export class ChangeListeners {
  readonly #listeners = new Set<(symbol: string) => void>();

  add(listener: (symbol: string) => void): () => void {
    // a wrapper, so the same function added twice is called twice and removed once per unsubscribe
    const entry = (symbol: string) => listener(symbol);
    this.#listeners.add(entry);
    return () => {
      this.#listeners.delete(entry);
    };
  }

  emit(symbol: string): void {
    for (const listener of [...this.#listeners]) {
      try {
        listener(symbol);
      } catch {
        // see above
      }
    }
  }
}
