import { z } from 'zod';

/** What a dataset holds: prices of a symbol, a dated value series, or option-chain snapshot rows. */
export const DATASET_KINDS = ['price', 'indicator', 'options'] as const;
export type DatasetKind = (typeof DATASET_KINDS)[number];

/** A price dataset's symbol, for the scanners: a single stock or an ETF (indices are kept as ETFs). */
export const DATASET_SYMBOL_KINDS = ['stock', 'etf'] as const;
export type DatasetSymbolKind = (typeof DATASET_SYMBOL_KINDS)[number];

/**
 * A dataset of the browser's data library: a bundled sample or a CSV the user kept. An option chain's `symbol` is a
 * name for the chain (rows name their own underlyings), and its dates span the snapshot dates.
 */
export const DatasetSummarySchema = z.object({
  symbol: z.string(),
  kind: z.enum(DATASET_KINDS),
  /** Price datasets only; absent on other kinds. */
  symbol_kind: z.enum(DATASET_SYMBOL_KINDS).optional(),
  source: z.enum(['sample', 'user']),
  rows: z.number().int(),
  first: z.string(),
  last: z.string(),
  /** Where it came from: the sample's description or the dropped file's name. */
  origin: z.string(),
});
export type DatasetSummary = z.infer<typeof DatasetSummarySchema>;

/** Price bars as plain arrays, for charts. */
export const PriceBarsSchema = z.object({
  dates: z.array(z.string()),
  open: z.array(z.number()),
  high: z.array(z.number()),
  low: z.array(z.number()),
  close: z.array(z.number()),
  volume: z.array(z.number()),
});
export type PriceBars = z.infer<typeof PriceBarsSchema>;

/** What a dropped CSV holds, before the user keeps it or runs it. */
export const CsvPreviewSchema = z.object({
  fileName: z.string(),
  rows: z.number().int(),
  first: z.string(),
  last: z.string(),
  /** Columns beyond the price ones, e.g. Entry1, Exit2, Adj Close. */
  extraColumns: z.array(z.string()),
  warnings: z.array(z.string()),
  bars: PriceBarsSchema,
});
export type CsvPreview = z.infer<typeof CsvPreviewSchema>;

/** One row of a dropped option-chain CSV as it was read (src/engine/options/types.ts OptionQuote). */
export const OptionChainRowSchema = z.object({
  ticker: z.string(),
  close: z.number(),
  expiration: z.string(),
  strike: z.number(),
  lastPrice: z.number(),
  volume: z.number(),
  openInterest: z.number(),
  iv: z.number(),
  /** NaN when the file does not give it (the worker's answer is structured-cloned, which keeps NaN). */
  delta: z.union([z.number(), z.nan()]),
  vega: z.union([z.number(), z.nan()]),
  contractSymbol: z.string(),
  date: z.string(),
  type: z.enum(['put', 'call']),
});
export type OptionChainRow = z.infer<typeof OptionChainRowSchema>;

/** What a dropped option-chain CSV holds, before the user keeps it. */
export const OptionChainPreviewSchema = z.object({
  fileName: z.string(),
  rows: z.number().int(),
  /** The snapshot dates, sorted (usually one). */
  dates: z.array(z.string()),
  /** How many underlyings the rows cover. */
  tickers: z.number().int(),
  /** What was read leniently (percent IVs, missing Delta or Vega columns). */
  warnings: z.array(z.string()),
  /** The first rows, in file order. */
  firstRows: z.array(OptionChainRowSchema),
});
export type OptionChainPreview = z.infer<typeof OptionChainPreviewSchema>;

/** The error of a CSV that cannot be read: row is the file's line (the header is line 1). */
export const CsvProblemSchema = z.object({
  detail: z.string(),
  row: z.number().int().optional(),
  column: z.string().optional(),
});
export type CsvProblem = z.infer<typeof CsvProblemSchema>;
