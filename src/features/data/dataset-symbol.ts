/**
 * Ticker-like symbols, as the worker accepts them (src/worker/data-library.ts SYMBOL_PATTERN; screens do not import
 * the worker): they become storage keys and appear in share links.
 */
export const SYMBOL_PATTERN = /^[A-Z0-9][A-Z0-9._^-]{0,19}$/;

export const SYMBOL_RULE = '1 to 20 capital letters, digits or . _ ^ -, starting with a letter or digit';

/** "spx prices.csv" -> "SPX_PRICES": the file name upper-cased without extension, made into a valid symbol. */
export function symbolFromFileName(fileName: string): string {
  const stem = fileName.replace(/^.*[\\/]/, '').replace(/\.[^.]*$/, '');
  const symbol = stem
    .toUpperCase()
    .replace(/[^A-Z0-9._^-]+/g, '_')
    .replace(/^[^A-Z0-9]+/, '')
    .replace(/_+$/, '');
  return symbol.slice(0, 20);
}

/** Why the symbol cannot be used, or null when it can. */
export function symbolProblem(symbol: string): string | null {
  if (symbol === '') return 'Enter a symbol';
  return SYMBOL_PATTERN.test(symbol) ? null : `A symbol is ${SYMBOL_RULE}`;
}
