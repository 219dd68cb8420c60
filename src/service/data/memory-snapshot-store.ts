import type { SnapshotStore, StoredFundamentals, StoredOptionChain } from './snapshot-port.ts';
import { bySymbol, fundamentalsRecord, optionChainRecord, snapshotKey } from './snapshot-records.ts';

/** Snapshots in memory (tests, the CLI without --data). It answers copies and refuses what the other stores refuse. */
export class MemorySnapshotStore implements SnapshotStore {
  readonly #fundamentals = new Map<string, StoredFundamentals>();
  readonly #chains = new Map<string, StoredOptionChain>();

  fundamentals(symbol: string): Promise<StoredFundamentals | undefined> {
    const found = this.#fundamentals.get(snapshotKey(symbol));
    return Promise.resolve(found && structuredClone(found));
  }

  allFundamentals(): Promise<StoredFundamentals[]> {
    return Promise.resolve(bySymbol([...this.#fundamentals.values()].map((f) => structuredClone(f))));
  }

  putFundamentals(fundamentals: StoredFundamentals): Promise<void> {
    try {
      const record = fundamentalsRecord(fundamentals);
      this.#fundamentals.set(record.symbol, structuredClone(record));
      return Promise.resolve();
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }

  optionChains(): Promise<StoredOptionChain[]> {
    return Promise.resolve(bySymbol([...this.#chains.values()].map((c) => structuredClone(c))));
  }

  putOptionChain(chain: StoredOptionChain): Promise<void> {
    try {
      const record = optionChainRecord(chain);
      this.#chains.set(record.symbol, structuredClone(record));
      return Promise.resolve();
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }
}
