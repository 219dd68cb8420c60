import { z } from 'zod';

/** What a dataset holds: prices of a symbol, a dated value series, or option-chain snapshot rows. */
export const DATASET_KINDS = ['price', 'indicator', 'options'] as const;
export type DatasetKind = (typeof DATASET_KINDS)[number];

/** A price dataset's symbol: a single stock, an ETF or an index (the scanners scan indices with the ETFs). */
export const DATASET_SYMBOL_KINDS = ['stock', 'etf', 'index'] as const;
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

/** A number a file may leave out: NaN in the app, null on the wire (JSON has no NaN). */
const MissingNumberSchema = z.union([z.number(), z.nan(), z.null()]).transform((value) => value ?? NaN);

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
  /** NaN when the file does not give it. */
  delta: MissingNumberSchema,
  vega: MissingNumberSchema,
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

/** How the year-last dates of a dropped file are read: month first (12/31/2020) or day first (31/12/2020). */
export const DATE_ORDERS = ['month-first', 'day-first'] as const;
export type CsvDateOrder = (typeof DATE_ORDERS)[number];

/** What dropped files hold: one symbol's prices, one close column per symbol, or a dated value series. */
export const CSV_LAYOUTS = ['prices', 'wide', 'values'] as const;
export type CsvLayout = (typeof CSV_LAYOUTS)[number];

const CsvSpanSchema = z.object({ rows: z.number().int(), first: z.string(), last: z.string() });

/**
 * How the worker read one or more dropped files, before they are previewed or kept: the layout, how dates and numbers
 * are written, a default symbol and, for several files of one symbol, the history joined from them.
 */
export const CsvReadingSchema = z.object({
  layout: z.enum(CSV_LAYOUTS),
  /** The name to show and keep as the origin: the file's, or the joined files' ("a.csv + b.csv"). */
  fileName: z.string(),
  /**
   * What to preview and keep: the file as dropped, or (when read specially: day-first dates, thousands separators,
   * joined files) the rows written out plainly (ISO dates, plain numbers). Empty while the date order is asked.
   */
  text: z.string(),
  /** `ask`: the dates could be either way round (no day above 12); nothing else is read until the user says. */
  dates: z.enum(['iso', ...DATE_ORDERS, 'ask']),
  /** The date order was found in the file (a day above 12), not chosen. */
  datesDetected: z.boolean(),
  /** A date of the file written with the year last, to show what was (or is to be) decided. */
  dateExample: z.string().optional(),
  /** A number of the file written with a thousands separator ("1,234.50"), or null when there is none. */
  thousands: z.string().nullable(),
  /** A number of the file written with a decimal comma ("64,501427", in a file separated by semicolons), or null. */
  decimalComma: z.string().nullable(),
  /** The symbol to suggest, and where it came from. */
  symbol: z.string(),
  symbolFrom: z.enum(['ticker-column', 'file-name']),
  /** Each file read (several when joined), in the order given. */
  files: z.array(CsvSpanSchema.extend({ fileName: z.string() })),
  /** Dates two joined files both held with the same prices, kept once. */
  merged: z.number().int(),
  /** A wide file's columns: each becomes a symbol (`column` as written in the header). */
  symbols: z.array(CsvSpanSchema.extend({ column: z.string(), symbol: z.string() })),
  /** What was read leniently (each prefixed with its file when several were joined). */
  warnings: z.array(z.string()),
});
export type CsvReading = z.infer<typeof CsvReadingSchema>;

/** A dropped CSV loaded for CSV mode: its preview, the id later runs name it by, and the spacing of its bars. */
export const LoadedCsvSchema = CsvPreviewSchema.extend({
  previewId: z.string(),
  /** The spacing of the file's bars (after any resampling): the frequency it can be backtested at without resampling. */
  frequency: z.enum(['Hourly', 'Daily', 'Weekly', 'Monthly']),
});
export type LoadedCsv = z.infer<typeof LoadedCsvSchema>;

/** A dropped file as the page read it: its name and its text. */
const DroppedFileSchema = z.object({ fileName: z.string(), text: z.string() });

/** Keeps a CSV in the data library; `symbolKind` is a price CSV's kind of symbol (stock when absent). */
export const SaveDatasetRequestSchema = DroppedFileSchema.extend({
  symbol: z.string(),
  kind: z.enum(DATASET_KINDS),
  symbolKind: z.enum(DATASET_SYMBOL_KINDS).optional(),
});

/** Keeps chosen columns of a wide close file, each under its symbol, read as the file was (`POST /data/csv/read`). */
export const SaveWideRequestSchema = DroppedFileSchema.extend({
  columns: z.array(z.object({ column: z.string(), symbol: z.string() })),
  symbolKind: z.enum(DATASET_SYMBOL_KINDS),
  dateOrder: z.enum(DATE_ORDERS).optional(),
  thousands: z.boolean().optional(),
});

export const RemovedDatasetSchema = z.object({ removed: z.string() });

/** Dropped files to read: several files of one symbol are joined into one history. */
export const CsvReadRequestSchema = z.object({
  files: z.array(DroppedFileSchema),
  asIndicator: z.boolean().optional(),
  dateOrder: z.enum(DATE_ORDERS).optional(),
});

/** A dropped price CSV to load; `resample: 'Hourly'` folds bars less than an hour apart into clock hours. */
export const CsvLoadRequestSchema = DroppedFileSchema.extend({ resample: z.literal('Hourly').optional() });

/** A dropped option-chain CSV to preview. */
export const OptionPreviewRequestSchema = DroppedFileSchema;

/**
 * A strategy to run or validate on a loaded CSV. `params` is checked by the run itself, so that its errors name the
 * strategy's own fields; `runId` increases with each edit, and a run a higher id overtook answers 409 instead.
 */
export const CsvRunRequestSchema = z.object({
  params: z.record(z.string(), z.unknown()),
  runId: z.number().int().optional(),
});
export const CsvValidateRequestSchema = CsvRunRequestSchema.pick({ params: true });
