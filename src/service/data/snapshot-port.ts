import type { SourceName } from '../../contract/market-data.ts';
import type { OptionQuote } from '../../engine/options/types.ts';

/*
 * Snapshots: what a source tells of a symbol as of one day rather than as a history. A refresh that asks for them
 * (RefreshRequest `snapshots`) fetches a stock's option chain and its dividend fundamentals besides its prices; the
 * option scanner reads the chains, the dividend screens the fundamentals.
 */

/** A symbol's dividend fundamentals as fetched on `date`; null where the source gives none. */
export interface StoredFundamentals {
  symbol: string;
  source: SourceName;
  /** The day the figures were fetched (YYYY-MM-DD, the source's market day). */
  date: string;
  /** ISO 8601 with zone. */
  fetched_at: string;
  /** Fractions: 0.0041 is 0.41%. */
  dividendYield: number | null;
  trailingPE: number | null;
  payoutRatio: number | null;
  /** Year-on-year growth of quarterly earnings per share, a fraction. */
  epsGrowth: number | null;
}

/** The option chain of one underlying as fetched on `date` (every quote carries that date). */
export interface StoredOptionChain {
  symbol: string;
  source: SourceName;
  date: string;
  /** ISO 8601 with zone. */
  fetched_at: string;
  quotes: OptionQuote[];
}

/**
 * Where snapshots are kept, beside the fetched series (files under `DIR/snapshots/` on a server or the CLI, IndexedDB in
 * the browser, memory in tests). A put replaces the symbol's snapshot of that kind whole and atomically; a failed fetch
 * never touches what is stored. Symbols are upper case.
 */
export interface SnapshotStore {
  fundamentals(symbol: string): Promise<StoredFundamentals | undefined>;
  allFundamentals(): Promise<StoredFundamentals[]>;
  putFundamentals(fundamentals: StoredFundamentals): Promise<void>;
  optionChains(): Promise<StoredOptionChain[]>;
  putOptionChain(chain: StoredOptionChain): Promise<void>;
}
