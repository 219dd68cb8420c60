import { z } from 'zod';
import { wideCloseSymbols } from '../../csv/parse-wide-close-csv.ts';
import type { DatasetSymbolKind } from '../../contract/index.ts';
import { DATASET_SYMBOL_KINDS } from '../../contract/index.ts';

const SymbolKindSchema = z.enum(DATASET_SYMBOL_KINDS);

/**
 * `public/samples/index.json`: what the browser can fetch, since it cannot list a folder (the CLI and server read the
 * same folder as a data folder, see src/node/folder-market-data.ts).
 */
export const SamplesIndexSchema = z.object({
  /**
   * A price file per symbol. `kind`: `stock` (the default), `etf` or `index` (SPX, DJI); the scanners' find_type
   * scans indices with the ETFs (SourceMarketData.symbolKind).
   */
  prices: z.array(
    z.object({ symbol: z.string(), file: z.string(), origin: z.string(), kind: SymbolKindSchema.default('stock') }),
  ),
  /**
   * Wide close-only files (`Date,EEM,TIP,...`): each column is a symbol. `symbols` lists the columns to serve (their
   * headers, any case) so the browser knows them without fetching the file; without it, every column of the file.
   * `kind` is that of every column: `etf` unless given (the bundled wide file holds ETF closes).
   */
  wide: z
    .array(
      z.object({
        file: z.string(),
        origin: z.string(),
        symbols: z.array(z.string()).optional(),
        kind: SymbolKindSchema.default('etf'),
      }),
    )
    .default([]),
  indicators: z.array(
    z.object({ stem: z.string(), file: z.string(), sidecar: z.string().optional(), origin: z.string().optional() }),
  ),
  /** Option-chain snapshot files (read by parseOptionChainCsv), served together as the connection's option chain. */
  options: z.array(z.object({ file: z.string(), origin: z.string() })).default([]),
});
export type SamplesIndex = z.infer<typeof SamplesIndexSchema>;

/** A bundled price series: a file of its own, or (with `column`) a column of a wide close file. */
export interface SamplePrice {
  /** Upper case. */
  symbol: string;
  /** Relative to the samples folder. */
  file: string;
  origin: string;
  /** The symbol's column of the wide `file` (= `symbol`). */
  column?: string;
  kind: DatasetSymbolKind;
}

async function headerSymbols(file: string, readFile: (file: string) => Promise<string>): Promise<string[]> {
  const text = await readFile(file);
  try {
    return wideCloseSymbols(text);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`${file}: ${message}`, { cause: error });
  }
}

/**
 * The bundled price series, one per symbol: the price files, then the columns of the wide files in list order; a
 * symbol that has a price file of its own (or came from an earlier wide file) is not taken from a wide file. A wide
 * entry without `symbols` is read (`readFile(file)`, relative to the samples folder) for its header.
 */
export async function samplePrices(
  index: SamplesIndex,
  readFile: (file: string) => Promise<string>,
): Promise<SamplePrice[]> {
  const out: SamplePrice[] = [];
  const seen = new Set<string>();
  for (const p of index.prices) {
    const symbol = p.symbol.toUpperCase();
    if (seen.has(symbol)) continue;
    seen.add(symbol);
    out.push({ symbol, file: p.file, origin: p.origin, kind: p.kind });
  }
  for (const w of index.wide) {
    const symbols = w.symbols ?? (await headerSymbols(w.file, readFile));
    for (const s of symbols) {
      const symbol = s.toUpperCase();
      if (seen.has(symbol)) continue;
      seen.add(symbol);
      out.push({ symbol, file: w.file, origin: w.origin, column: symbol, kind: w.kind });
    }
  }
  return out;
}
