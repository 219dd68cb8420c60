import type { StoredSeries, StoredSeriesHead, SymbolStore } from './market-source-port.ts';
import { ChangeListeners, storeKey } from './refresh/series-head.ts';
import { decodeSeries, encodeSeries, fromHeadRecord } from './refresh/series-record.ts';
import type { ColumnsRecord, HeadRecord } from './refresh/series-record.ts';

/**
 * Fetched series in memory (tests, the CLI without --data), kept as the other stores keep them (a head and columns),
 * so it refuses what they refuse. It answers copies: a caller changing what it put or got does not change the store.
 */
export class MemorySymbolStore implements SymbolStore {
  readonly #series = new Map<string, { head: HeadRecord; columns: ColumnsRecord }>();
  readonly #changes = new ChangeListeners();
  readonly #revisions = new Map<string, number>();
  #puts = 0;

  list(): Promise<StoredSeriesHead[]> {
    const heads = [...this.#series.values()].map((record) => fromHeadRecord(structuredClone(record.head)));
    return Promise.resolve(heads.sort((a, b) => a.symbol.localeCompare(b.symbol)));
  }

  get(symbol: string): Promise<StoredSeries | undefined> {
    const record = this.#series.get(storeKey(symbol));
    return Promise.resolve(record && decodeSeries(structuredClone(record.head), record.columns));
  }

  put(series: StoredSeries): Promise<void> {
    const symbol = storeKey(series.symbol);
    try {
      this.#series.set(symbol, encodeSeries({ ...series, symbol }));
      this.#revisions.set(symbol, ++this.#puts);
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    this.#changes.emit(symbol);
    return Promise.resolve();
  }

  revision(symbol: string): Promise<string | undefined> {
    const key = storeKey(symbol);
    return Promise.resolve(this.#series.has(key) ? String(this.#revisions.get(key)) : undefined);
  }

  delete(symbol: string): Promise<boolean> {
    const key = storeKey(symbol);
    const had = this.#series.delete(key);
    if (had) this.#changes.emit(key);
    return Promise.resolve(had);
  }

  onChange(listener: (symbol: string) => void): () => void {
    return this.#changes.add(listener);
  }
}
