import type { OptionChainPreview } from '../contract/index.ts';
import { parseOptionChainCsv } from '../csv/parse-option-chain-csv.ts';
import type { OptionQuote } from '../engine/options/types.ts';

/** Rows shown in a dropped chain's preview: enough to check the columns were read right. */
export const CHAIN_PREVIEW_ROWS = 20;

/** The snapshot dates of a chain, sorted, each once. */
export function chainDates(quotes: readonly OptionQuote[]): string[] {
  return [...new Set(quotes.map((q) => q.date))].sort();
}

/** Parses a dropped option-chain CSV; throws the CsvError that names the row and column. */
export function previewOptionChain(fileName: string, text: string): OptionChainPreview {
  const { quotes, warnings } = parseOptionChainCsv(text);
  return {
    fileName,
    rows: quotes.length,
    warnings,
    dates: chainDates(quotes),
    tickers: new Set(quotes.map((q) => q.ticker)).size,
    firstRows: quotes.slice(0, CHAIN_PREVIEW_ROWS),
  };
}
