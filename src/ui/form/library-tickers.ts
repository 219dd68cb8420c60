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
  /** The library could not be listed: any symbol may still be typed. */
  failed: boolean;
}

/** The price datasets of the connection, for the symbol pickers and their hints. */
export function useLibraryTickers(): TickerOptions {
  const query = usePriceSymbols();
  const list = query.data ?? [];
  const bySymbol = new Map(list.map((d) => [d.symbol.toUpperCase(), d]));
  return {
    symbols: [...bySymbol.keys()].sort(),
    info: (symbol) => bySymbol.get(symbol.toUpperCase()),
    known: query.isSuccess && list.length > 0,
    loading: query.isPending,
    failed: query.isError,
  };
}

/** "2013-05-13 to 2018-05-11" of a dataset. */
export function dataSpan(d: DatasetSummary): string {
  return `${d.first} to ${d.last}`;
}

/** What a ticker field says under it when nothing else is said: the span of the picked dataset, or what to type. */
export function libraryHelp(library: TickerOptions, value: string): string {
  const picked = library.info(value);
  if (picked) return `Prices from ${dataSpan(picked)}`;
  if (library.failed) return 'The data library could not be listed; type a ticker';
  return library.symbols.length
    ? 'Pick a dataset of the data library or type a ticker'
    : 'A ticker the connection has prices for';
}
