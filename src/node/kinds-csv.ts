import type { SymbolKind } from '../service/ports.ts';

const KINDS: readonly SymbolKind[] = ['stock', 'etf'];

/**
 * A data folder's `kinds.csv`: one `symbol,kind` line per symbol, kind `stock` or `etf` (any case), with an optional
 * `symbol,kind` header; blank lines and lines starting with `#` are skipped. Symbols come back upper-cased. A bad line
 * throws an Error naming the line (the caller adds the file): a typo must not quietly turn an ETF into a stock.
 */
export function parseKindsCsv(text: string): Map<string, SymbolKind> {
  const kinds = new Map<string, SymbolKind>();
  const firstLine = new Map<string, number>();
  const lines = (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text).split(/\r\n|\n|\r/);
  lines.forEach((raw, i) => {
    const line = i + 1;
    const trimmed = raw.trim();
    if (trimmed === '' || trimmed.startsWith('#')) return;
    const cells = trimmed.split(',').map((c) =>
      c
        .trim()
        .replace(/^"(.*)"$/, '$1')
        .trim(),
    );
    if (firstLine.size === 0 && cells.join(',').toLowerCase() === 'symbol,kind') return;
    if (cells.length !== 2 || cells[0] === '') {
      throw new Error(`line ${line}: expected symbol,kind (e.g. SPY,etf), got "${trimmed}"`);
    }
    const symbol = cells[0].toUpperCase();
    const kind = KINDS.find((k) => k === cells[1].toLowerCase());
    if (!kind) throw new Error(`line ${line}: "${cells[1]}" is not a kind (stock or etf)`);
    const earlier = firstLine.get(symbol);
    if (earlier !== undefined) throw new Error(`line ${line}: ${symbol} is listed again (first on line ${earlier})`);
    firstLine.set(symbol, line);
    kinds.set(symbol, kind);
  });
  return kinds;
}
