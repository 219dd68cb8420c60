import { join } from 'node:path';
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
import { symbolFileName } from './file-symbol-store.ts';
import { messageOf, readIfThere, storedFiles, writeFileAtomically } from './store-files.ts';

/**
 * Snapshots kept as files, one a symbol and kind: `DIR/snapshots/fundamentals/<symbolFileName>` and
 * `DIR/snapshots/options/<symbolFileName>`, each written atomically (a reader sees the old file or the new). A file that
 * does not read is left out of a list; reading the symbol's fundamentals from it fails naming the file.
 */
export class FileSnapshotStore implements SnapshotStore {
  readonly #fundamentalsFolder: string;
  readonly #chainsFolder: string;

  constructor(dir: string) {
    this.#fundamentalsFolder = join(dir, 'snapshots', 'fundamentals');
    this.#chainsFolder = join(dir, 'snapshots', 'options');
  }

  fundamentals(symbol: string): Promise<StoredFundamentals | undefined> {
    return readRecord(join(this.#fundamentalsFolder, symbolFileName(snapshotKey(symbol))), StoredFundamentalsSchema);
  }

  allFundamentals(): Promise<StoredFundamentals[]> {
    return readAll(this.#fundamentalsFolder, StoredFundamentalsSchema);
  }

  async putFundamentals(fundamentals: StoredFundamentals): Promise<void> {
    const record = fundamentalsRecord(fundamentals);
    await writeFileAtomically(this.#fundamentalsFolder, symbolFileName(record.symbol), `${JSON.stringify(record)}\n`);
  }

  optionChains(): Promise<StoredOptionChain[]> {
    return readAll(this.#chainsFolder, StoredOptionChainSchema);
  }

  async putOptionChain(chain: StoredOptionChain): Promise<void> {
    const record = optionChainRecord(chain);
    await writeFileAtomically(this.#chainsFolder, symbolFileName(record.symbol), `${JSON.stringify(record)}\n`);
  }
}

async function readRecord<T>(path: string, schema: z.ZodType<T>): Promise<T | undefined> {
  const text = await readIfThere(path);
  if (text === undefined) return undefined;
  try {
    return schema.parse(JSON.parse(text));
  } catch (error) {
    throw new Error(`${path}: it is not a stored snapshot (${messageOf(error)})`, { cause: error });
  }
}

async function readAll<T extends { symbol: string }>(folder: string, schema: z.ZodType<T>): Promise<T[]> {
  const files = await storedFiles(folder);
  const read = await Promise.all(files.map((name) => readRecord(join(folder, name), schema).catch(() => undefined)));
  return bySymbol(read.filter((r) => r !== undefined));
}
