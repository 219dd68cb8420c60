import type { RefreshedSymbol, SourceName } from '../../../contract/market-data.ts';
import type { OptionQuote } from '../../../engine/options/types.ts';
import type { SnapshotStore, StoredFundamentals } from '../snapshot-port.ts';

/** A symbol's dividend figures as a source gives them (fractions; null where it gives none). */
export type FetchedFundamentals = Pick<
  StoredFundamentals,
  'dividendYield' | 'trailingPE' | 'payoutRatio' | 'epsGrowth'
>;

/**
 * What fetches snapshots (Yahoo's extras on a server and in a browser): a symbol's put quotes of its nearest
 * expirations, each quote carrying the day it was quoted, and its dividend fundamentals. Either throws a SourceError.
 */
export interface SnapshotSource {
  readonly name: SourceName;
  nearPuts(symbol: string, signal: AbortSignal): Promise<OptionQuote[]>;
  fundamentals(symbol: string, signal: AbortSignal): Promise<FetchedFundamentals>;
}

/** A host's snapshot fetching: where from and where to. */
export interface SnapshotFetching {
  source: SnapshotSource;
  store: SnapshotStore;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Fetches and stores a symbol's option chain and fundamentals after its prices. The chain is dated by its quotes, the
 * fundamentals by the symbol's last stored bar (`lastDay`, today without one). Each is put whole only once fetched, so
 * a failure keeps what was stored; the answer names what was stored and, in one sentence, what failed.
 */
export async function fetchSnapshots(
  symbol: string,
  fetching: SnapshotFetching,
  options: { signal: AbortSignal; now: Date; lastDay: string | null },
): Promise<Pick<RefreshedSymbol, 'snapshots' | 'snapshot_error'>> {
  const { source, store } = fetching;
  const { signal, now } = options;
  const fetched_at = now.toISOString();
  const stored: ('chain' | 'fundamentals')[] = [];
  const failures: string[] = [];
  try {
    const quotes = await source.nearPuts(symbol, signal);
    if (quotes.length === 0) throw new Error(`${source.name} listed no put options for ${symbol}`);
    const date = quotes.reduce((newest, q) => (q.date > newest ? q.date : newest), quotes[0].date);
    await store.putOptionChain({ symbol, source: source.name, date, fetched_at, quotes });
    stored.push('chain');
  } catch (error) {
    if (signal.aborted) throw error;
    failures.push(`option chain: ${messageOf(error)}`);
  }
  try {
    const figures = await source.fundamentals(symbol, signal);
    const date = options.lastDay ?? fetched_at.slice(0, 10);
    await store.putFundamentals({ symbol, source: source.name, date, fetched_at, ...figures });
    stored.push('fundamentals');
  } catch (error) {
    if (signal.aborted) throw error;
    failures.push(`fundamentals: ${messageOf(error)}`);
  }
  return {
    snapshots: stored,
    ...(failures.length > 0 ? { snapshot_error: `${failures.join('; ')} (what was stored is kept)` } : {}),
  };
}
