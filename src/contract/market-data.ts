import { z } from 'zod';
import { calendarDateField, CalendarDateSchema } from './calendar-date.ts';
import { LocalTimestampSchema, TaskStatusSchema } from './task.ts';

/** What a market-data source can give. */
export const SOURCE_KINDS = ['prices', 'options', 'fundamentals', 'indicators'] as const;
export const SourceKindSchema = z.enum(SOURCE_KINDS);
export type SourceKind = z.infer<typeof SourceKindSchema>;

/** The sources an adapter exists for (src/sources). */
export const SOURCE_NAMES = ['yahoo', 'stooq', 'alphavantage', 'fred', 'cftc'] as const;
export const SourceNameSchema = z.enum(SOURCE_NAMES, {
  error: `source must be one of ${SOURCE_NAMES.join(', ')}`,
});
export type SourceName = z.infer<typeof SourceNameSchema>;

export const SourceInfoSchema = z.object({
  name: SourceNameSchema,
  kinds: z.array(SourceKindSchema),
  /** The source answers only with an API key. */
  needs_key: z.boolean(),
  /** The source answers a browser page directly (CORS), so the in-browser connection can fetch from it. */
  browser_direct: z.boolean(),
  /** Where this host sends the source's requests (the real host, or the mirror `--source NAME=URL` set). */
  base_url: z.string(),
  /** Whether this host can use the source now: it has the key it needs. */
  ready: z.boolean(),
  /** What the source is, in a sentence. */
  description: z.string(),
});
export type SourceInfo = z.infer<typeof SourceInfoSchema>;

export const SourcesAnswerSchema = z.object({ sources: z.array(SourceInfoSchema) });
export type SourcesAnswer = z.infer<typeof SourcesAnswerSchema>;

/** At most this many symbols in one refresh. */
export const REFRESH_MAX_SYMBOLS = 2000;

/** A symbol as a source names it: letters, digits and `.^=-_` (BRK-B, ^VIX, EURUSD=X, DGS10). */
export const MarketSymbolSchema = z
  .string({ error: 'each symbol must be text' })
  .trim()
  .min(1, 'a symbol must not be empty')
  .max(32, 'a symbol has at most 32 characters')
  .regex(/^[A-Za-z0-9.^=_-]+$/, 'a symbol may hold only letters, digits and . ^ = - _')
  .transform((s) => s.toUpperCase());

/** A universe's name (a named symbol list): 1-60 letters, digits, spaces and `& - _ .`; compared without case. */
export const UniverseNameSchema = z
  .string({ error: 'a universe name must be text' })
  .trim()
  .min(1, 'a universe name must not be empty')
  .max(60, 'a universe name has at most 60 characters')
  .regex(/^[A-Za-z0-9 &._-]+$/, 'a universe name may hold only letters, digits, spaces and & - _ .');

export const RefreshRequestSchema = z
  .object({
    symbols: z
      .array(MarketSymbolSchema, { error: 'symbols must be a list of symbols' })
      .max(REFRESH_MAX_SYMBOLS, `symbols may name at most ${REFRESH_MAX_SYMBOLS} symbols`)
      .optional(),
    /** A universe whose members are refreshed (with `symbols`, if both are given). */
    universe: UniverseNameSchema.optional(),
    /** The source to fetch from; the host's default price source (yahoo on a server, the keyed source in a browser). */
    source: SourceNameSchema.optional(),
    /** The first day wanted when a symbol has no stored history (the whole history without it). */
    from: calendarDateField('from').optional(),
    /** Also fetch each symbol's option chain and dividend fundamentals (source yahoo only). */
    snapshots: z.boolean({ error: 'snapshots must be true or false' }).optional(),
  })
  .refine((r) => r.universe !== undefined || (r.symbols?.length ?? 0) > 0, {
    path: ['symbols'],
    message: 'symbols must name at least one symbol (or universe a universe)',
  });
export type RefreshRequest = z.infer<typeof RefreshRequestSchema>;
/** A refresh with its symbols worked out (a universe's members added): what a refresh run is given. */
export type RefreshSymbolsRequest = Omit<RefreshRequest, 'symbols' | 'universe'> & { symbols: string[] };

export const REFRESH_STATUSES = ['updated', 'unchanged', 'failed'] as const;

export const RefreshedSymbolSchema = z.object({
  symbol: z.string(),
  status: z.enum(REFRESH_STATUSES),
  /** Bars added to what was stored (all of them for a first fetch or a whole reload). */
  rows_added: z.number().int(),
  /** The stored series' first and last dates after the refresh (null when nothing is stored). */
  first: CalendarDateSchema.nullable(),
  last: CalendarDateSchema.nullable(),
  /** Why the whole history was fetched again: an overlapping bar differed (a split or a revision). */
  reloaded: z.boolean().optional(),
  /** Why a symbol failed, in a sentence; what was stored is kept as it was. */
  error: z.string().optional(),
  /** With `snapshots`: what of the option chain and fundamentals was stored ('chain', 'fundamentals'). */
  snapshots: z.array(z.enum(['chain', 'fundamentals'])).optional(),
  /** With `snapshots`: why a snapshot could not be fetched or stored (its prices are unaffected, stored snapshots kept). */
  snapshot_error: z.string().optional(),
});
export type RefreshedSymbol = z.infer<typeof RefreshedSymbolSchema>;

export const RefreshResultSchema = z.object({
  source: SourceNameSchema,
  symbols: z.array(RefreshedSymbolSchema),
  /** True when the refresh was cancelled: the symbols not reached are absent, the ones done are kept. */
  cancelled: z.boolean().optional(),
});
export type RefreshResult = z.infer<typeof RefreshResultSchema>;

/** How far a running refresh is: per symbol, so a screen can show each one. */
export const RefreshProgressSchema = z.object({
  done: z.number().int(),
  total: z.number().int(),
  /** The symbols finished so far, in the order they finished. */
  symbols: z.array(RefreshedSymbolSchema),
  /** Seconds left, estimated from the symbols done (absent before the first). */
  seconds_left: z.number().optional(),
});
export type RefreshProgress = z.infer<typeof RefreshProgressSchema>;

export const RefreshTaskSchema = z.object({
  task_id: z.string(),
  task_type: z.literal('refresh'),
  status: TaskStatusSchema,
  params: z.record(z.string(), z.unknown()),
  username: z.string(),
  created_at: LocalTimestampSchema,
  /** The fraction done (0..1) while RUNNING. */
  progress: z.number().min(0).max(1).optional(),
  /** Per-symbol progress while RUNNING. */
  refresh_progress: RefreshProgressSchema.optional(),
  result: RefreshResultSchema.optional(),
  error: z.string().optional(),
});
export type RefreshTask = z.infer<typeof RefreshTaskSchema>;

export const SplitEventSchema = z.object({
  date: CalendarDateSchema,
  /** New shares per old share: 4 for a 4:1 split, 0.5 for a 1:2 reverse split. */
  ratio: z.number().positive(),
});
export type SplitEvent = z.infer<typeof SplitEventSchema>;

export const DividendEventSchema = z.object({
  date: CalendarDateSchema,
  /** Per share, in the price's currency, as of the payment (split-adjusted like the prices). */
  amount: z.number(),
});
export type DividendEvent = z.infer<typeof DividendEventSchema>;

/** What the store keeps of a symbol: prices with OHLCV and the dividend-adjusted close, or a value series. */
export const STORED_SERIES_KINDS = ['prices', 'indicator'] as const;

export const StoredSymbolSchema = z.object({
  symbol: z.string(),
  source: SourceNameSchema,
  kind: z.enum(STORED_SERIES_KINDS),
  first: CalendarDateSchema,
  last: CalendarDateSchema,
  rows: z.number().int(),
  /** When it was last refreshed (ISO 8601 with zone). */
  updated_at: z.string(),
  splits: z.array(SplitEventSchema),
  dividends: z.array(DividendEventSchema),
  /** The last date is more than 5 trading days older than the newest last date in the store. */
  stale: z.boolean(),
});
export type StoredSymbol = z.infer<typeof StoredSymbolSchema>;

export const StoredSymbolsAnswerSchema = z.object({ symbols: z.array(StoredSymbolSchema) });
export type StoredSymbolsAnswer = z.infer<typeof StoredSymbolsAnswerSchema>;

/** A fetched daily bar as stored and answered: prices split-adjusted, `AdjClose` also dividend-adjusted. */
export const StoredBarSchema = z.object({
  Date: CalendarDateSchema,
  Open: z.number(),
  High: z.number(),
  Low: z.number(),
  Close: z.number(),
  Volume: z.number(),
  AdjClose: z.number(),
});
export type StoredBar = z.infer<typeof StoredBarSchema>;

/** A value series' point (a FRED series, a COT net position). */
export const StoredValueSchema = z.object({ Date: CalendarDateSchema, Value: z.number() });
export type StoredValue = z.infer<typeof StoredValueSchema>;

export const SymbolBarsQuerySchema = z.object({
  from: calendarDateField('from').optional(),
  to: calendarDateField('to').optional(),
});

export const SymbolBarsAnswerSchema = z.object({
  symbol: z.string(),
  source: SourceNameSchema,
  kind: z.enum(STORED_SERIES_KINDS),
  /** Price bars (kind prices); a value series answers `values` instead. */
  rows: z.array(StoredBarSchema),
  values: z.array(StoredValueSchema).optional(),
});
export type SymbolBarsAnswer = z.infer<typeof SymbolBarsAnswerSchema>;

export const DeletedSymbolSchema = z.object({ symbol: z.string(), deleted: z.literal(true) });

/**
 * The in-browser connection's settings of a source: its API key (kept in this browser's IndexedDB, never sent to a
 * server, never answered back) and a mirror's base address. `null` clears a setting; an absent field leaves it.
 */
export const SourceSettingsSchema = z.object({
  api_key: z.string().trim().max(200, 'api_key has at most 200 characters').nullable().optional(),
  base_url: z
    .url({ protocol: /^https?$/, error: 'base_url must be an http:// or https:// address' })
    .nullable()
    .optional(),
});
export type SourceSettings = z.infer<typeof SourceSettingsSchema>;
