/**
 * Ticker-like symbols, as the worker accepts them (src/worker/data-library.ts SYMBOL_PATTERN; screens do not import
 * the worker): they become storage keys and appear in share links.
 */
export const SYMBOL_PATTERN = /^[A-Z0-9][A-Z0-9._^-]{0,19}$/;

export const SYMBOL_RULE = '1 to 20 capital letters, digits or . _ ^ -, starting with a letter or digit';

export { symbolFromFileName } from '../../client/dataset-name.ts';

/** Why the symbol cannot be used, or null when it can. */
export function symbolProblem(symbol: string): string | null {
  if (symbol === '') return 'Enter a symbol';
  return SYMBOL_PATTERN.test(symbol) ? null : `A symbol is ${SYMBOL_RULE}`;
}

/** Index tickers as data sites write them: a caret (^GSPC) or the usual names of the big indices and the VIX. */
const INDEX_SYMBOLS = new Set([
  'SPX',
  'DJI',
  'NDX',
  'RUT',
  'VIX',
  'COMP',
  'NYA',
  'DAX',
  'FTSE',
  'N225',
  'HSI',
  'STOXX50E',
]);

/** The kind a symbol most likely is, as the Symbol kind select's default: an index by its name, else a stock. */
export function likelySymbolKind(symbol: string): 'index' | 'stock' {
  return symbol.startsWith('^') || INDEX_SYMBOLS.has(symbol) ? 'index' : 'stock';
}
