import type {
  DividendEvent,
  RefreshSymbolsRequest,
  RefreshTask,
  SourceKind,
  SourceName,
  SplitEvent,
  StoredBar,
  StoredValue,
} from '../../contract/market-data.ts';
import type { SnapshotStore } from './snapshot-port.ts';
import type { UniverseCatalog } from './universe-catalog.ts';

/** A source's price history as fetched: ascending by date, one bar a day, split-adjusted, with its events. */
export interface FetchedPrices {
  kind: 'prices';
  rows: StoredBar[];
  splits: SplitEvent[];
  dividends: DividendEvent[];
}

/** A source's value series as fetched (a FRED series, a COT position), ascending by date. */
export interface FetchedValues {
  kind: 'indicator';
  rows: StoredValue[];
}

export type FetchedSeries = FetchedPrices | FetchedValues;

/** What an adapter says of itself (the `GET /data/sources` entry without what the host adds). */
export interface SourceDescription {
  name: SourceName;
  kinds: SourceKind[];
  needsKey: boolean;
  browserDirect: boolean;
  description: string;
  /** The real host every request goes to unless a mirror is set (`--source NAME=URL`). */
  defaultBaseUrl: string;
}

/**
 * One market-data source. `series` fetches a symbol's daily history from `from` (inclusive; the whole history when
 * undefined) to the newest day, or throws a `SourceError`. `signal` aborts it (a cancelled refresh).
 */
export interface MarketSource {
  readonly description: SourceDescription;
  /** The base address requests go to (the default, or the configured mirror). */
  readonly baseUrl: string;
  /** Whether it can be used now (it has a key when it needs one). */
  readonly ready: boolean;
  series(symbol: string, from: string | undefined, signal: AbortSignal): Promise<FetchedSeries>;
}

/** A failure of a source, in the user's words; `retryable` for a 429, a 5xx or a dropped connection. */
export class SourceError extends Error {
  readonly retryable: boolean;
  constructor(message: string, retryable: boolean, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SourceError';
    this.retryable = retryable;
  }
}

/** A symbol's stored series with what is known of it. */
export type StoredSeries = (FetchedPrices | FetchedValues) & {
  symbol: string;
  source: SourceName;
  /** ISO 8601 with zone. */
  updated_at: string;
};

/** A stored series without its rows, for lists. */
export interface StoredSeriesHead {
  symbol: string;
  source: SourceName;
  kind: 'prices' | 'indicator';
  first: string;
  last: string;
  rows: number;
  updated_at: string;
  splits: SplitEvent[];
  dividends: DividendEvent[];
}

/**
 * Where fetched series are kept: files on a server or CLI (`--data DIR`), IndexedDB in the browser, memory in tests.
 * `put` replaces a symbol's series whole and atomically: a reader sees the old series or the new, never a mix, and a
 * failed put leaves the old one exactly as it was. Symbols are upper case.
 */
export interface SymbolStore {
  list(): Promise<StoredSeriesHead[]>;
  get(symbol: string): Promise<StoredSeries | undefined>;
  put(series: StoredSeries): Promise<void>;
  delete(symbol: string): Promise<boolean>;
  /**
   * What changes whenever the symbol's stored series does, also when another process or tab wrote it (a file's
   * stamp, a record's update time); undefined when nothing is stored. Readers that cache a series compare it.
   */
  revision(symbol: string): Promise<string | undefined>;
  /** Called after every put or delete (market data drops what it cached of the symbol). */
  onChange(listener: (symbol: string) => void): () => void;
}

/** A host's refreshes: started, read and cancelled per account (RefreshRuns). */
export interface RefreshRunsPort {
  /** Starts a refresh from `source` and answers its id at once; `sent` is the body as sent (the task's params). */
  start(username: string, source: MarketSource, request: RefreshSymbolsRequest, sent: unknown): string;
  /** The refresh as its account sees it; undefined for another account's or an unknown one. */
  get(taskId: string, username: string): RefreshTask | undefined;
  /** Stops a running refresh: the symbols done stay stored, the ones under way are left as they were. */
  cancel(taskId: string, username: string): RefreshTask | undefined;
  /** Resolves when no refresh is running. */
  idle(): Promise<void>;
  /** Cancels every running refresh (a host stopping): what they stored so far stays, nothing is half written. */
  cancelAll(): void;
}

/** A host's market-data layer: its sources (each with the base address it was given), its store and its refreshes. */
export interface MarketDataPorts {
  sources: ReadonlyMap<SourceName, MarketSource>;
  store: SymbolStore;
  runs: RefreshRunsPort;
  /** The price source a refresh uses when the request names none. */
  defaultSource: SourceName;
  /** The built-in and user universes; without them the universe endpoints answer 501. */
  universes?: UniverseCatalog;
  /** Option chains and fundamentals fetched with a refresh that asks for them; without it a refresh refuses `snapshots`. */
  snapshots?: SnapshotStore;
}
