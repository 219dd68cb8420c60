import type { DataProvenance } from '../../contract/index.ts';

const SOURCE_WORDS: Record<string, string> = {
  sample: 'bundled sample',
  user: 'your file',
  folder: "the server's data folder",
};

/** "yahoo", or what a sample, a kept file or a server's folder is called in words. */
export function provenanceSourceText(source: string): string {
  return SOURCE_WORDS[source] ?? source;
}

/** "Data: yahoo, 2020-01-02 to 2024-11-22": a result's prices, under a heading that already names the symbol. */
export function provenanceText(data: DataProvenance): string {
  return `Data: ${provenanceSourceText(data.source)}, ${data.first} to ${data.last}`;
}

/** "AAPL yahoo, 2020-01-02 to 2024-11-22": one of several symbols. */
export function namedProvenanceText(data: DataProvenance): string {
  return `${data.symbol} ${provenanceSourceText(data.source)}, ${data.first} to ${data.last}`;
}

/**
 * "Data: 12 symbols (yahoo, bundled sample), last dates 2020-12-31 to 2024-11-22": many symbols in one line, with the
 * earliest and latest last date (one date when they all end on the same day).
 */
export function provenanceSummaryText(entries: readonly DataProvenance[]): string {
  const sources = [...new Set(entries.map((e) => provenanceSourceText(e.source)))].join(', ');
  const lasts = entries.map((e) => e.last).sort();
  const earliest = lasts[0];
  const latest = lasts[lasts.length - 1];
  const ends = earliest === latest ? `last date ${latest}` : `last dates ${earliest} to ${latest}`;
  return `Data: ${entries.length} symbols (${sources}), ${ends}`;
}

/** "MSFT, NVDA and 2 more": the stale symbols named in a chip, at most `shown` of them. */
export function staleSymbolsText(entries: readonly DataProvenance[], shown = 3): string {
  const names = entries.filter((e) => e.stale).map((e) => e.symbol);
  const more = names.length - shown;
  return more > 0 ? `${names.slice(0, shown).join(', ')} and ${more} more` : names.join(', ');
}
