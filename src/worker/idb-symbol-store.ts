import type { StoredSeries, StoredSeriesHead, SymbolStore } from '../service/data/market-source-port.ts';
import { ChangeListeners, storeKey } from '../service/data/refresh/series-head.ts';
import {
  ColumnsRecordSchema,
  decodeSeries,
  encodeSeries,
  fromHeadRecord,
  HeadRecordSchema,
  issueSentence,
} from '../service/data/refresh/series-record.ts';
import type { StudioDatabase } from './database.ts';

/**
 * Fetched series in the app's IndexedDB: a head record (`fetched_heads`) and a rows record in columns
 * (`fetched_rows`) per symbol, written in one transaction, so a put replaces both or neither. A list reads only heads;
 * a record that does not parse is left out of a list and makes a get throw naming the symbol.
 */
export class IdbSymbolStore implements SymbolStore {
  readonly #db: StudioDatabase;
  readonly #changes = new ChangeListeners();

  constructor(db: StudioDatabase) {
    this.#db = db;
  }

  async list(): Promise<StoredSeriesHead[]> {
    const records = await this.#db.getAll('fetched_heads');
    const heads: StoredSeriesHead[] = [];
    for (const record of records) {
      const parsed = HeadRecordSchema.safeParse(record.head);
      if (parsed.success) heads.push(fromHeadRecord(parsed.data));
    }
    return heads.sort((a, b) => a.symbol.localeCompare(b.symbol));
  }

  async get(symbol: string): Promise<StoredSeries | undefined> {
    const key = storeKey(symbol);
    const tx = this.#db.transaction(['fetched_heads', 'fetched_rows'], 'readonly');
    const [headRecord, rowsRecord] = await Promise.all([
      tx.objectStore('fetched_heads').get(key),
      tx.objectStore('fetched_rows').get(key),
    ]);
    await tx.done;
    if (!headRecord) return undefined;
    const head = HeadRecordSchema.safeParse(headRecord.head);
    if (!head.success) throw new Error(`the stored series ${key} does not read: ${issueSentence(head.error)}`);
    const columns = ColumnsRecordSchema.safeParse(rowsRecord?.columns);
    if (!columns.success) throw new Error(`the stored rows of ${key} do not read: ${issueSentence(columns.error)}`);
    try {
      return decodeSeries(head.data, columns.data);
    } catch (error) {
      throw new Error(`the stored series ${key} does not read: ${error instanceof Error ? error.message : ''}`, {
        cause: error,
      });
    }
  }

  async put(series: StoredSeries): Promise<void> {
    const symbol = storeKey(series.symbol);
    if (!symbol) throw new Error('a stored series needs a symbol');
    const { head, columns } = encodeSeries({ ...series, symbol });
    const tx = this.#db.transaction(['fetched_heads', 'fetched_rows'], 'readwrite');
    await Promise.all([
      tx.objectStore('fetched_heads').put({ symbol, head, written: crypto.randomUUID() }),
      tx.objectStore('fetched_rows').put({ symbol, columns }),
      tx.done,
    ]);
    this.#changes.emit(symbol);
  }

  async revision(symbol: string): Promise<string | undefined> {
    const record = await this.#db.get('fetched_heads', storeKey(symbol));
    // a record written before revisions were kept: its head stands for it
    return record && (record.written ?? JSON.stringify(record.head));
  }

  async delete(symbol: string): Promise<boolean> {
    const key = storeKey(symbol);
    const tx = this.#db.transaction(['fetched_heads', 'fetched_rows'], 'readwrite');
    const heads = tx.objectStore('fetched_heads');
    const had = (await heads.getKey(key)) !== undefined;
    if (had) {
      await Promise.all([heads.delete(key), tx.objectStore('fetched_rows').delete(key)]);
    }
    await tx.done;
    if (had) this.#changes.emit(key);
    return had;
  }

  onChange(listener: (symbol: string) => void): () => void {
    return this.#changes.add(listener);
  }
}
