import type { RefreshedSymbol, RefreshProgress, RefreshResult } from '../../../contract/market-data.ts';
import type { FetchedSeries, MarketSource, StoredSeries, SymbolStore } from '../market-source-port.ts';
import { SourceError } from '../market-source-port.ts';
import { firstUnorderedDate, mergeEvents, overlapAgrees, overlapStart } from './overlap.ts';
import { storeKey } from './series-head.ts';
import { fetchSnapshots, type SnapshotFetching } from './snapshot-fetch.ts';

export interface RefreshOptions {
  source: MarketSource;
  store: SymbolStore;
  symbols: string[];
  /** The first day wanted for a symbol with nothing stored from this source (its whole history without it). */
  from?: string;
  signal: AbortSignal;
  now: () => Date;
  /** Symbols fetched at once (4 when absent). */
  concurrency?: number;
  /** When given, each symbol whose prices were refreshed also gets its option chain and fundamentals fetched. */
  snapshots?: SnapshotFetching;
  /** Told after each symbol finishes, in the order they finish. */
  onSymbol?: (done: RefreshedSymbol, progress: RefreshProgress) => void;
}

export const DEFAULT_REFRESH_CONCURRENCY = 4;

/** Thrown inside a symbol's refresh once the refresh is cancelled: the symbol is left out, nothing is written. */
class Cancelled extends Error {
  constructor() {
    super('the refresh was cancelled');
    this.name = 'Cancelled';
  }
}

/** `work`, or a Cancelled rejection as soon as `signal` aborts (a source that ignores the signal does not hold it up). */
async function abortable<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  const listener: { onAbort?: () => void } = {};
  const aborted = new Promise<never>((_resolve, reject) => {
    const onAbort = () => reject(new Cancelled());
    listener.onAbort = onAbort;
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
  });
  try {
    return await Promise.race([work, aborted]);
  } finally {
    if (listener.onAbort) signal.removeEventListener('abort', listener.onAbort);
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function span(rows: readonly { Date: string }[]): { first: string | null; last: string | null } {
  return rows.length > 0 ? { first: rows[0].Date, last: rows[rows.length - 1].Date } : { first: null, last: null };
}

/** One symbol's refresh against one store and source; see refreshSymbols. */
class SymbolRefresh {
  readonly #options: RefreshOptions;
  readonly #source: string;

  constructor(options: RefreshOptions) {
    this.#options = options;
    this.#source = options.source.description.name;
  }

  /** The symbol's outcome, or undefined when the refresh was cancelled before it was written. */
  async run(symbol: string): Promise<RefreshedSymbol | undefined> {
    let stored: StoredSeries | undefined;
    let outcome: RefreshedSymbol;
    try {
      stored = await this.#options.store.get(symbol);
      outcome = await this.#refresh(symbol, stored);
    } catch (error) {
      if (error instanceof Cancelled || this.#options.signal.aborted) return undefined;
      return { symbol, status: 'failed', rows_added: 0, ...span(stored?.rows ?? []), error: messageOf(error) };
    }
    return this.#withSnapshots(outcome);
  }

  /** The outcome with its snapshots fetched when asked; a cancel meanwhile leaves them out, the prices stay done. */
  async #withSnapshots(outcome: RefreshedSymbol): Promise<RefreshedSymbol> {
    const { snapshots, signal, now } = this.#options;
    if (!snapshots || signal.aborted) return outcome;
    try {
      const fetched = await abortable(
        fetchSnapshots(outcome.symbol, snapshots, { signal, now: now(), lastDay: outcome.last }),
        signal,
      );
      return { ...outcome, ...fetched };
    } catch {
      // only a cancel throws here (fetchSnapshots answers a failure in snapshot_error)
      return outcome;
    }
  }

  async #refresh(symbol: string, stored: StoredSeries | undefined): Promise<RefreshedSymbol> {
    if (!stored || stored.source !== this.#source || stored.rows.length === 0) {
      const fetched = await this.#fetch(symbol, this.#options.from);
      if (fetched.rows.length === 0) {
        const since = this.#options.from ? ` from ${this.#options.from}` : '';
        throw new SourceError(`${this.#source} has no data for ${symbol}${since}`, false);
      }
      await this.#write(symbol, fetched);
      return { symbol, status: 'updated', rows_added: fetched.rows.length, ...span(fetched.rows) };
    }
    const last = stored.rows[stored.rows.length - 1].Date;
    const fetched = await this.#fetch(symbol, overlapStart(stored));
    const splitSince = fetched.kind === 'prices' && fetched.splits.some((split) => split.date > last);
    if (splitSince || !overlapAgrees(stored, fetched)) return this.#reload(symbol);

    const added = fetched.rows.filter((row) => row.Date > last);
    const next = this.#appended(symbol, stored, fetched);
    const eventsChanged =
      next.kind === 'prices' &&
      stored.kind === 'prices' &&
      (next.splits.length !== stored.splits.length || next.dividends.length !== stored.dividends.length);
    if (added.length === 0 && !eventsChanged) {
      return { symbol, status: 'unchanged', rows_added: 0, ...span(stored.rows) };
    }
    await this.#put(symbol, next);
    return {
      symbol,
      status: added.length > 0 ? 'updated' : 'unchanged',
      rows_added: added.length,
      ...span(next.rows),
    };
  }

  /** The whole history again, replacing what is stored (an overlapping bar differed, or a split came). */
  async #reload(symbol: string): Promise<RefreshedSymbol> {
    const whole = await this.#fetch(symbol, undefined);
    if (whole.rows.length === 0) {
      throw new SourceError(`${this.#source} answered no history for ${symbol} when it was fetched again whole`, false);
    }
    await this.#write(symbol, whole);
    return { symbol, status: 'updated', rows_added: whole.rows.length, ...span(whole.rows), reloaded: true };
  }

  /** The stored series with the fetched bars after its last, and the events of both. */
  #appended(symbol: string, stored: StoredSeries, fetched: FetchedSeries): StoredSeries {
    const last = stored.rows[stored.rows.length - 1].Date;
    const base = { symbol, source: stored.source, updated_at: this.#options.now().toISOString() };
    if (stored.kind === 'prices' && fetched.kind === 'prices') {
      return {
        ...base,
        kind: 'prices',
        rows: [...stored.rows, ...fetched.rows.filter((row) => row.Date > last)],
        splits: mergeEvents(stored.splits, fetched.splits),
        dividends: mergeEvents(stored.dividends, fetched.dividends),
      };
    }
    if (stored.kind === 'indicator' && fetched.kind === 'indicator') {
      return { ...base, kind: 'indicator', rows: [...stored.rows, ...fetched.rows.filter((row) => row.Date > last)] };
    }
    // overlapAgrees has already refused a change of kind
    throw new Error(`${symbol} changed kind from ${stored.kind} to ${fetched.kind}`);
  }

  async #fetch(symbol: string, from: string | undefined): Promise<FetchedSeries> {
    const { source, signal } = this.#options;
    if (signal.aborted) throw new Cancelled();
    const fetched = await abortable(source.series(symbol, from, signal), signal);
    const unordered = firstUnorderedDate(fetched.rows);
    if (unordered !== undefined) {
      throw new SourceError(`${this.#source} answered ${symbol} with its dates out of order at ${unordered}`, false);
    }
    return fetched;
  }

  #write(symbol: string, fetched: FetchedSeries): Promise<void> {
    const updated_at = this.#options.now().toISOString();
    return this.#put(symbol, { ...fetched, symbol, source: this.#options.source.description.name, updated_at });
  }

  /** Writes the series whole, unless the refresh was cancelled meanwhile; a put once started is let finish. */
  async #put(symbol: string, series: StoredSeries): Promise<void> {
    if (this.#options.signal.aborted) throw new Cancelled();
    try {
      await this.#options.store.put(series);
    } catch (error) {
      throw new Error(`${symbol} could not be stored (what was stored is kept): ${messageOf(error)}`, { cause: error });
    }
  }
}

/**
 * Refreshes each symbol from the source into the store, `concurrency` at once. A symbol with nothing stored from this
 * source is fetched from `from` (or whole); a stored one from its OVERLAP_BARS-th last bar: when the overlap agrees
 * the new bars are appended, when a bar differs or a split came after the last stored bar the whole history is
 * fetched again and replaces it. Each symbol's series is written whole with one put. A symbol that fails is answered
 * `failed` with the error's sentence and its stored series is left as it was; the others go on. Once `signal` aborts
 * no symbol starts, the ones under way are abandoned unwritten, and the answer is `cancelled` with those done.
 */
export async function refreshSymbols(options: RefreshOptions): Promise<RefreshResult> {
  const { signal, now, onSymbol } = options;
  const symbols = [...new Set(options.symbols.map(storeKey))];
  const total = symbols.length;
  const concurrency = Math.max(1, Math.floor(options.concurrency ?? DEFAULT_REFRESH_CONCURRENCY));
  const refresh = new SymbolRefresh(options);
  const finished: RefreshedSymbol[] = [];
  const started = now().getTime();
  let next = 0;
  let listenerError: { error: unknown } | undefined;

  const progress = (): RefreshProgress => {
    const done = finished.length;
    const elapsed = (now().getTime() - started) / 1000;
    const seconds_left = Math.max(0, Math.round((elapsed / done) * (total - done) * 10) / 10);
    return { done, total, symbols: [...finished], seconds_left };
  };

  const worker = async () => {
    while (!signal.aborted && next < total) {
      const outcome = await refresh.run(symbols[next++]);
      if (!outcome) continue;
      finished.push(outcome);
      try {
        onSymbol?.(outcome, progress());
      } catch (error) {
        // a listener's failure must not stop the other symbols; it is thrown once all are done
        listenerError ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, total) }, worker));
  if (listenerError) throw listenerError.error;

  const byName = new Map(finished.map((outcome) => [outcome.symbol, outcome]));
  const done = symbols.flatMap((symbol) => byName.get(symbol) ?? []);
  return {
    source: options.source.description.name,
    symbols: done,
    ...(done.length < total ? { cancelled: true } : {}),
  };
}
