import { usePriceSymbols } from '../../client/analytics-queries.ts';
import type { DatasetSummary } from '../../contract/index.ts';

export interface TickerOptions {
  /** Symbols with price data in this browser's library; empty on a server connection (any symbol may be typed). */
  symbols: string[];
  /** The library's entry for a symbol, if it has one. */
  info: (symbol: string) => DatasetSummary | undefined;
  /** Whether the list is known, so that "not in the library" can be said of a symbol. */
  known: boolean;
  /** The list is still being read (the browser's library fills from the bundled samples on a first visit). */
  loading: boolean;
}

/** The price datasets of the connection, for the symbol pickers and their hints. */
export function useTickerOptions(): TickerOptions {
  const query = usePriceSymbols();
  const list = query.data ?? [];
  const bySymbol = new Map(list.map((d) => [d.symbol.toUpperCase(), d]));
  return {
    symbols: [...bySymbol.keys()].sort(),
    info: (symbol) => bySymbol.get(symbol.toUpperCase()),
    known: query.isSuccess && list.length > 0,
    loading: query.isPending,
  };
}

/** "2013-05-13 to 2018-05-11" of a dataset. */
export function dataSpan(d: DatasetSummary): string {
  return `${d.first} to ${d.last}`;
}
