import type { z } from 'zod';
import type { SnapshotStore, StoredFundamentals, StoredOptionChain } from '../service/data/snapshot-port.ts';
import {
  bySymbol,
  fundamentalsRecord,
  optionChainRecord,
  snapshotKey,
  StoredFundamentalsSchema,
  StoredOptionChainSchema,
} from '../service/data/snapshot-records.ts';
import type { SnapshotRecord, StudioDatabase } from './database.ts';

type Kind = SnapshotRecord['kind'];

/**
 * Snapshots in the app's IndexedDB (`snapshots`), one record a symbol and kind under `KIND:SYMBOL`, each put in one
 * transaction. A record that does not parse is left out of a list; reading the symbol's fundamentals from it throws.
 */
export class IdbSnapshotStore implements SnapshotStore {
  readonly #db: StudioDatabase;

  constructor(db: StudioDatabase) {
    this.#db = db;
  }

  async fundamentals(symbol: string): Promise<StoredFundamentals | undefined> {
    const key = recordKey('fundamentals', symbol);
    const record = await this.#db.get('snapshots', key);
    if (!record) return undefined;
    const parsed = StoredFundamentalsSchema.safeParse(record.snapshot);
    if (!parsed.success) throw new Error(`the stored snapshot ${key} does not read: ${parsed.error.message}`);
    return parsed.data;
  }

  allFundamentals(): Promise<StoredFundamentals[]> {
    return this.#all('fundamentals', StoredFundamentalsSchema);
  }

  async putFundamentals(fundamentals: StoredFundamentals): Promise<void> {
    const record = fundamentalsRecord(fundamentals);
    await this.#db.put('snapshots', {
      key: recordKey('fundamentals', record.symbol),
      kind: 'fundamentals',
      snapshot: record,
    });
  }

  optionChains(): Promise<StoredOptionChain[]> {
    return this.#all('options', StoredOptionChainSchema);
  }

  async putOptionChain(chain: StoredOptionChain): Promise<void> {
    const record = optionChainRecord(chain);
    await this.#db.put('snapshots', { key: recordKey('options', record.symbol), kind: 'options', snapshot: record });
  }

  async #all<T extends { symbol: string }>(kind: Kind, schema: z.ZodType<T>): Promise<T[]> {
    const records = await this.#db.getAllFromIndex('snapshots', 'kind', kind);
    return bySymbol(
      records.flatMap((record) => {
        const parsed = schema.safeParse(record.snapshot);
        return parsed.success ? [parsed.data] : [];
      }),
    );
  }
}

function recordKey(kind: Kind, symbol: string): string {
  return `${kind}:${snapshotKey(symbol)}`;
}
