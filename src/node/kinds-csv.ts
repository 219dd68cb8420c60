import type { DatasetSymbolKind } from '../contract/index.ts';
import { DATASET_SYMBOL_KINDS } from '../contract/index.ts';

const KINDS: readonly DatasetSymbolKind[] = DATASET_SYMBOL_KINDS;

/**
 * A data folder's `kinds.csv`: one `symbol,kind` line per symbol, kind `stock`, `etf` or `index` (any case), with an optional
 * `symbol,kind` header; blank lines and lines starting with `#` are skipped. Symbols come back upper-cased. A bad line
 * throws an Error naming the line (the caller adds the file): a typo must not quietly turn an ETF into a stock.
 */
export function parseKindsCsv(text: string): Map<string, DatasetSymbolKind> {
  const kinds = new Map<string, DatasetSymbolKind>();
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
    if (!kind) throw new Error(`line ${line}: "${cells[1]}" is not a kind (stock, etf or index)`);
    const earlier = firstLine.get(symbol);
    if (earlier !== undefined) throw new Error(`line ${line}: ${symbol} is listed again (first on line ${earlier})`);
    firstLine.set(symbol, line);
    kinds.set(symbol, kind);
  });
  return kinds;
}
