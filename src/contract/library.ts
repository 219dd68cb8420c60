import { z } from 'zod';

/** A dataset of the browser's data library: a bundled sample or a CSV the user kept. */
export const DatasetSummarySchema = z.object({
  symbol: z.string(),
  kind: z.enum(['price', 'indicator']),
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

/** The error of a CSV that cannot be read: row is the file's line (the header is line 1). */
export const CsvProblemSchema = z.object({
  detail: z.string(),
  row: z.number().int().optional(),
  column: z.string().optional(),
});
export type CsvProblem = z.infer<typeof CsvProblemSchema>;
