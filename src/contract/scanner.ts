import { z } from 'zod';
import { CalendarDateSchema } from './calendar-date.ts';
import { UniverseNameSchema } from './market-data.ts';
import { LocalTimestampSchema, TaskListQuerySchema, TaskListResponseSchema, TaskStatusSchema } from './task.ts';

/*
 * The stock scanner and the scanner backtest (spec analytics-service.md sections 2.4, 2.5, 2.9, 4.4, 4.5; issue 6).
 * Query strings and forms arrive as text, so numbers and booleans are read from text too. Fields marked "not in the
 * spec" are our extensions.
 */

/** The 37 signal names of spec 2.4, by category, exactly as the spec spells them. */
export const SCANNER_SIGNALS_BY_CATEGORY = {
  'Technical Indicator': ['MA', 'MAGap', 'MACDHist', 'MACDHistGap', 'RSI', 'PriceBreakout', 'HighPoints', 'LowPoints'],
  'Candlestick Pattern': [
    'Hammer followed by a rise',
    'Shooting Star followed by a fall',
    'UpTrend Pattern',
    'DownTrend Pattern',
  ],
  'Optix Signal': ['Optix #1', 'Optix #2', 'Optix #3', 'Optix #4', 'Optix #5', 'Optix #6', 'Optix #7'],
  'CPM Pattern': [
    'Head and Shoulders Top',
    'Head and Shoulders Bottom',
    'Double Top',
    'Double Bottom',
    'Triple Tap',
    'Rounding Bottom',
    'Ascending Channel',
    'Descending Channel',
  ],
  'High/Low Signal': [
    'Symbol All-Time High',
    'Symbol All-Time Low',
    'Symbol 52-Week High',
    'Symbol 52-Week Low',
    'Symbol 4-Week High',
    'Symbol 4-Week Low',
    'Symbol 13-Week High',
    'Symbol 13-Week Low',
  ],
  'Trend Score': ['Trend Score Breakout', 'Trend Score Breakdown'],
} as const;
export type ScannerSignalCategory = keyof typeof SCANNER_SIGNALS_BY_CATEGORY;
export const SCANNER_SIGNAL_CATEGORIES = Object.keys(SCANNER_SIGNALS_BY_CATEGORY) as ScannerSignalCategory[];
export const SCANNER_SIGNAL_NAMES: readonly string[] = Object.values(SCANNER_SIGNALS_BY_CATEGORY).flat();

export const SCANNER_PICK_CATEGORIES = ['SwingAI', 'MidTermAI'] as const;
export type ScannerPickCategory = (typeof SCANNER_PICK_CATEGORIES)[number];

export const SCANNER_DIRECTIONS = ['Long', 'Short'] as const;

/** true/false, 1/0, yes/no from a query string; a boolean from JSON. */
const flag = z.preprocess(
  (v) => {
    if (typeof v !== 'string') return v;
    const t = v.trim().toLowerCase();
    if (t === 'true' || t === '1' || t === 'yes') return true;
    if (t === 'false' || t === '0' || t === 'no' || t === '') return false;
    return v;
  },
  z.boolean({ error: 'expected true or false' }),
);

const pickCategory = z.enum(SCANNER_PICK_CATEGORIES, { error: `expected ${SCANNER_PICK_CATEGORIES.join(' or ')}` });

// ---------------------------------------------------------------- stock scanner (2.4, 2.5, 4.4)

export const ScannerSignalInfoSchema = z.object({
  name: z.string(),
  category: z.string(),
  description: z.string(),
  /** Not in the spec: which way the signal trades. */
  direction: z.enum(SCANNER_DIRECTIONS).optional(),
});
export type ScannerSignalInfo = z.infer<typeof ScannerSignalInfoSchema>;

export const PredefinedSignalsSchema = z.object({
  code: z.literal(200),
  data: z.object({
    signals: z.array(ScannerSignalInfoSchema),
    categories: z.record(z.string(), z.array(z.object({ name: z.string(), description: z.string() }))),
  }),
});
export type PredefinedSignals = z.infer<typeof PredefinedSignalsSchema>;

export const ScannerBacktestInfoSchema = z.object({
  date: z.string(),
  Direction: z.enum(SCANNER_DIRECTIONS),
  Symbol: z.string(),
  _Signal: z.string(),
  /** Ours: the symbol's kind, `Stock` or `ETF`. */
  Market: z.string(),
  AnnualReturn: z.number(),
  TradeNumber: z.number().int(),
  AvgWin: z.number(),
  AvgLoss: z.number(),
  WinRate: z.number(),
  MedianReturn: z.number(),
  AvgReturn: z.number(),
  Z_Score: z.number(),
  StdDev: z.number(),
  MaxRisk: z.number(),
  TimeInMarket: z.number(),
  Close: z.number(),
  EachReturn: z.array(z.number()),
  EntryTradeDate: z.array(z.string()),
  ExitTradeDate: z.array(z.string()),
  EntryTradePrice: z.array(z.number()),
  ExitTradePrice: z.array(z.number()),
  ExitReason: z.array(z.string()),
});
export type ScannerBacktestInfo = z.infer<typeof ScannerBacktestInfoSchema>;

export const ScannerItemSchema = z.object({
  Date: z.string(),
  Symbol: z.string(),
  Close: z.number(),
  Direction: z.enum(SCANNER_DIRECTIONS),
  _Signal: z.string(),
  WinRate: z.string(),
  ProfitTarget: z.string(),
  StopLoss: z.string(),
  TimeInMarket: z.string(),
  AvgWin: z.number(),
  AvgLoss: z.number(),
  TradeNumber: z.number().int(),
  Z_Score: z.number(),
  ExpectedReturn: z.number(),
  AnnualReturn: z.number(),
  MedianReturn: z.number(),
  AvgReturn: z.number(),
  StdDev: z.number(),
  MaxRisk: z.number(),
  SharpeRatio: z.number(),
  /** Null before the symbol has the 200 bars the score needs (ours: the spec always has one). */
  TrendScore: z.number().nullable(),
  /** Null likewise, and without the SPX benchmark. */
  RelTrendScore: z.number().nullable(),
  /** Null when the symbol has no Optix series (ours: the spec always has one). */
  Optix: z.number().nullable(),
  /** Not in the spec: the signal's category (2.4), the pick list it came from, the Kelly fraction and the kind. */
  SignalCategory: z.string().optional(),
  Category: pickCategory.optional(),
  Kelly: z.number().optional(),
  Kind: z.enum(['stock', 'etf']).optional(),
  backtest_info: ScannerBacktestInfoSchema.optional(),
});
export type ScannerItem = z.infer<typeof ScannerItemSchema>;

export const ScannerSingleQuerySchema = z
  .object({
    start_date: CalendarDateSchema.optional(),
    end_date: CalendarDateSchema.optional(),
    include_backtest: flag.default(false),
    /** Not in the spec for this path (latest-day-all has it): which pick list, SwingAI by default. */
    category: pickCategory.default('SwingAI'),
  })
  .refine((q) => q.start_date === undefined || q.end_date === undefined || q.start_date <= q.end_date, {
    message: 'start_date must not be after end_date',
    path: ['start_date'],
  });
export type ScannerSingleQuery = z.output<typeof ScannerSingleQuerySchema>;

export const ScannerLatestQuerySchema = z.object({
  ticker: z
    .string()
    .trim()
    .max(40, 'a ticker has at most 40 characters')
    .transform((s) => (s === '' ? undefined : s.toUpperCase()))
    .optional(),
  date: CalendarDateSchema.optional(),
  category: pickCategory.default('SwingAI'),
  include_backtest: flag.default(false),
  /** Not in the spec: without a date, the latest day on which the list has picks (not merely bars). */
  with_picks: flag.default(false),
  /** Not in the spec: scan only this universe's members (those with daily prices); empty or absent scans every symbol. */
  universe: z.preprocess((v) => (v === '' ? undefined : v), UniverseNameSchema.optional()),
});
export type ScannerLatestQuery = z.output<typeof ScannerLatestQuerySchema>;

export const ScannerSingleResponseSchema = z.object({
  code: z.literal(200),
  data: z.object({ as_of_date: z.string(), ticker: z.string(), scanner_data: z.array(ScannerItemSchema) }),
});
export type ScannerSingleResponse = z.infer<typeof ScannerSingleResponseSchema>;

export const ScannerLatestResponseSchema = z.object({
  code: z.literal(200),
  data: z.object({
    as_of_date: z.string(),
    tickers: z.array(z.string()),
    count: z.number().int(),
    scanner_data: z.array(ScannerItemSchema),
    /** Not in the spec: how many symbols had a bar that day (so an empty day says whether anything traded). */
    symbols_scanned: z.number().int().optional(),
  }),
});
export type ScannerLatestResponse = z.infer<typeof ScannerLatestResponseSchema>;

// ---------------------------------------------------------------- scanner backtest (2.9, 4.5)

export const RANK_CONDITIONS = ['WinRate', 'Z_Score', 'StdDev', 'Expected Return', 'SharpeRatio'] as const;
export type RankCondition = (typeof RANK_CONDITIONS)[number];

export const FIND_TYPES = ['stock', 'etf', 'stock/etf'] as const;

export interface NumberRange {
  min: number;
  max: number;
}

const NUMBER = String.raw`-?\d+(?:\.\d+)?`;
const RANGE_RE = new RegExp(String.raw`^\s*(${NUMBER})\s*-\s*(${NUMBER})\s*$`);

/** `min-max`, e.g. `2-8` or `-5-5`; an empty text is no range. */
const range = z
  .string({ error: 'expected a range min-max, e.g. 2-8' })
  .transform((s, ctx): NumberRange | undefined => {
    if (s.trim() === '') return undefined;
    const m = RANGE_RE.exec(s);
    if (!m) {
      ctx.addIssue({ code: 'custom', message: `expected a range min-max, e.g. 2-8; got "${s}"` });
      return z.NEVER;
    }
    const min = Number(m[1]);
    const max = Number(m[2]);
    if (min > max) {
      ctx.addIssue({ code: 'custom', message: `the range's min ${min} is above its max ${max}` });
      return z.NEVER;
    }
    return { min, max };
  })
  .optional();

const finiteNumber = (what: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z.number({ error: `expected ${what}` }).refine(Number.isFinite, `expected ${what}`),
  );

export interface LongShortRatio {
  long: number;
  short: number;
}

/** `long/short` shares of the capital, each 0..1 with a sum of at most 1, e.g. `1.0/0.0` or `0.7/0.3`. */
const longShortRatio = z.string({ error: 'expected long/short, e.g. 1.0/0.0' }).transform((s, ctx): LongShortRatio => {
  const m = new RegExp(String.raw`^\s*(\d+(?:\.\d+)?)\s*/\s*(\d+(?:\.\d+)?)\s*$`).exec(s);
  const long = m ? Number(m[1]) : NaN;
  const short = m ? Number(m[2]) : NaN;
  if (!m || long > 1 || short > 1 || long + short > 1 + 1e-9 || long + short === 0) {
    ctx.addIssue({
      code: 'custom',
      message: `expected long/short shares from 0 to 1 that add up to at most 1 (e.g. 1.0/0.0 or 0.7/0.3); got "${s}"`,
    });
    return z.NEVER;
  }
  return { long, short };
});

/** `Kelly` (any case) or a fixed share of equity per trade above 0 and at most 1. */
const capitalAllocate = z
  .union([z.string(), z.number()], { error: 'expected Kelly or a ratio such as 0.6' })
  .transform((v, ctx): 'Kelly' | number => {
    if (typeof v === 'string' && v.trim().toLowerCase() === 'kelly') return 'Kelly';
    const n = typeof v === 'number' ? v : v.trim() === '' ? NaN : Number(v);
    if (!Number.isFinite(n) || n <= 0 || n > 1) {
      ctx.addIssue({
        code: 'custom',
        message: `expected Kelly or a ratio above 0 and at most 1 (e.g. 0.6); got "${v}"`,
      });
      return z.NEVER;
    }
    return n;
  })
  .default('Kelly');

const findType = z.string({ error: `expected ${FIND_TYPES.join(', ')}` }).transform((s, ctx): ('stock' | 'etf')[] => {
  const parts = s
    .toLowerCase()
    .split('/')
    .map((p) => p.trim());
  const kinds = [...new Set(parts)];
  if (kinds.length === 0 || kinds.some((k) => k !== 'stock' && k !== 'etf')) {
    ctx.addIssue({ code: 'custom', message: `expected stock, etf or stock/etf; got "${s}"` });
    return z.NEVER;
  }
  return kinds as ('stock' | 'etf')[];
});

const signalList = z
  .preprocess(
    (v) => {
      if (typeof v !== 'string') return v;
      const t = v.trim();
      if (t.startsWith('[')) {
        try {
          return JSON.parse(t) as unknown;
        } catch {
          return v;
        }
      }
      return t === '' ? [] : t.split(',').map((s) => s.trim());
    },
    z.array(z.string(), { error: "expected an array of signal names, or ['All']" }),
  )
  .transform((names, ctx): string[] | 'All' => {
    if (names.length === 0) {
      ctx.addIssue({ code: 'custom', message: "choose at least one signal, or ['All']" });
      return z.NEVER;
    }
    if (names.some((n) => n.trim().toLowerCase() === 'all')) return 'All';
    const unknown = names.filter((n) => !SCANNER_SIGNAL_NAMES.includes(n));
    if (unknown.length) {
      ctx.addIssue({
        code: 'custom',
        message: `unknown signal ${unknown.map((n) => `"${n}"`).join(', ')}; see get-predefined-signals for the 37 names`,
      });
      return z.NEVER;
    }
    return [...new Set(names)];
  });

export const ScannerBacktestParamsSchema = z
  .object({
    start_date: CalendarDateSchema,
    end_date: CalendarDateSchema,
    find_type: findType,
    signals: signalList,
    total_capital: finiteNumber('a capital above 0').refine((n) => n > 0, 'expected a capital above 0'),
    long_short_ratio: longShortRatio,
    commission: finiteNumber('a commission percent from 0 to 10')
      .refine((n) => n >= 0 && n <= 10, 'expected a commission percent from 0 to 10')
      .default(0),
    name: z.string().max(200, 'a name has at most 200 characters').optional(),
    profit_target_range: range,
    stop_loss_range: range,
    time_in_market_range: range,
    trend_range: range,
    reltrend_range: range,
    optix_range: range,
    capital_allocate: capitalAllocate,
    daily_limit: z
      .preprocess(
        (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
        z
          .number({ error: 'expected a whole number from 1 to 100' })
          .int('expected a whole number from 1 to 100')
          .min(1, 'expected a whole number from 1 to 100')
          .max(100, 'expected a whole number from 1 to 100'),
      )
      .default(3),
    rank_condition: z
      .enum(RANK_CONDITIONS, { error: `expected one of ${RANK_CONDITIONS.join(', ')}` })
      .default('StdDev'),
  })
  .refine((p) => p.start_date <= p.end_date, {
    message: 'start_date must not be after end_date',
    path: ['start_date'],
  });
export type ScannerBacktestParams = z.output<typeof ScannerBacktestParamsSchema>;

/** What a client sends (spec 4.5). */
export interface ScannerBacktestRequest {
  start_date: string;
  end_date: string;
  find_type: string;
  signals: string[];
  total_capital: number;
  long_short_ratio: string;
  commission?: number;
  name?: string;
  profit_target_range?: string;
  stop_loss_range?: string;
  time_in_market_range?: string;
  trend_range?: string;
  reltrend_range?: string;
  optix_range?: string;
  capital_allocate?: string;
  daily_limit?: number;
  rank_condition?: RankCondition;
}

export const ScannerTradeRecordSchema = z.object({
  Date: z.string(),
  Symbol: z.string(),
  Close: z.number(),
  Direction: z.enum(SCANNER_DIRECTIONS),
  Signal: z.string(),
  ProfitTarget: z.number(),
  StopLoss: z.number(),
  TimeInMarket: z.number(),
  WinRate: z.number(),
  Kelly: z.number(),
  'Expected Return(%)': z.number(),
  Optix: z.number().nullable(),
  TrendScore: z.number().nullable(),
  RelTrendScore: z.number().nullable(),
});
export type ScannerTradeRecord = z.infer<typeof ScannerTradeRecordSchema>;

export const ScannerActionRowsSchema = z.object({
  'Start Date': z.array(z.string()),
  Symbol: z.array(z.string()),
  Signal: z.array(z.string()),
  Direction: z.array(z.string()),
  TimeInMarket: z.array(z.number()),
  ProfitTarget: z.array(z.number()),
  StopLoss: z.array(z.number()),
  Kelly: z.array(z.number()),
  StayInMarket: z.array(z.number()),
  Shares: z.array(z.number()),
  Price: z.array(z.number()),
  Close: z.array(z.number()),
  FloatProfit: z.array(z.number()),
  OrderStatus: z.array(z.string()),
  Action: z.array(z.enum(['Buy', 'Sell', 'Hold'])),
  /** Not in the spec: the day each row describes. */
  Date: z.array(z.string()).optional(),
});
export type ScannerActionRows = z.infer<typeof ScannerActionRowsSchema>;

/** Not in the spec: each finished trade with its exit, for the trade list. */
export const ScannerClosedTradeSchema = z.object({
  Symbol: z.string(),
  Signal: z.string(),
  Direction: z.enum(SCANNER_DIRECTIONS),
  EntryDate: z.string(),
  EntryPrice: z.number(),
  ExitDate: z.string(),
  ExitPrice: z.number(),
  Shares: z.number(),
  Return: z.number(),
  ExitReason: z.string(),
});
export type ScannerClosedTrade = z.infer<typeof ScannerClosedTradeSchema>;

export const ScannerBacktestDataSchema = z.object({
  'TOTAL RETURN': z.number(),
  'MEDIAN RETURN': z.number(),
  'AVERAGE RETURN': z.number(),
  'WIN RATE': z.number(),
  'AVERAGE WIN': z.number(),
  'AVERAGE LOSS': z.number(),
  'MAX RISK': z.number(),
  'TOTAL TRADES': z.number().int(),
  'TOTAL POSITIVE': z.number().int(),
  'TOTAL NEGATIVE': z.number().int(),
  'TIME IN MARKET': z.number(),
  'STD.DEV': z.number(),
  'Z-SCORE': z.number(),
  'BUY and HOLD': z.number(),
  'AVERAGE POSITION': z.number(),
  /** JSON-encoded ScannerTradeRecord[] (spec 2.9). */
  'TRADE LIST': z.string(),
  result: ScannerActionRowsSchema,
  /** Not in the spec: the portfolio's equity at each day's close, and the finished trades. */
  equity: z.object({ dates: z.array(z.string()), values: z.array(z.number()) }).optional(),
  closed_trades: z.array(ScannerClosedTradeSchema).optional(),
});
export type ScannerBacktestData = z.infer<typeof ScannerBacktestDataSchema>;

/** `{code, msg, data, task_id}`: 200 with trades; 407 (data null) when nothing traded. */
export const ScannerBacktestResultSchema = z.object({
  code: z.union([z.literal(200), z.literal(407)]),
  msg: z.string(),
  data: ScannerBacktestDataSchema.nullable(),
  task_id: z.string().optional(),
});
export type ScannerBacktestResult = z.infer<typeof ScannerBacktestResultSchema>;

export const ScannerBacktestTaskSchema = z.object({
  task_id: z.string(),
  status: TaskStatusSchema,
  username: z.string(),
  created_at: LocalTimestampSchema,
  /** The request as submitted, JSON-encoded (spec 4.5). */
  params: z.string(),
  result: ScannerBacktestResultSchema.optional(),
  error: z.string().optional(),
  /** Our extension: the fraction done (0..1) while RUNNING, when the service running it knows. */
  progress: z.number().min(0).max(1).optional(),
});
export type ScannerBacktestTask = z.infer<typeof ScannerBacktestTaskSchema>;

export const ScannerBacktestTaskListItemSchema = z.object({
  task_id: z.string(),
  status: TaskStatusSchema,
  name: z.string(),
  find_type: z.string(),
  created_at: LocalTimestampSchema,
});
export type ScannerBacktestTaskListItem = z.infer<typeof ScannerBacktestTaskListItemSchema>;

export const ScannerBacktestTaskListSchema = TaskListResponseSchema.extend({
  tasks: z.array(ScannerBacktestTaskListItemSchema),
});
export type ScannerBacktestTaskList = z.infer<typeof ScannerBacktestTaskListSchema>;

export const ScannerBacktestTaskListQuerySchema = TaskListQuerySchema.extend({ status: TaskStatusSchema.optional() });

// ---------------------------------------------------------------- option scanner (2.6, 4.6)

export const OptionItemSchema = z.object({
  ticker: z.string(),
  close: z.number(),
  expirDate: z.string(),
  DTE: z.number().int(),
  strike: z.number(),
  be: z.number(),
  POP_est: z.number(),
  credit: z.number(),
  margin: z.number(),
  return_per: z.number(),
  ev_score: z.number(),
  cagr: z.number(),
  Volume: z.number(),
  OI: z.number(),
  IV: z.number(),
  /** Null when the chain has no delta or vega column (ours: the spec always has them). */
  Delta: z.number().nullable(),
  Vega: z.number().nullable(),
  ContractSymbol: z.string(),
});
export type OptionItem = z.infer<typeof OptionItemSchema>;

export const OptionChainOriginSchema = z.object({
  origin: z.enum(['fetched', 'files', 'demo']),
  /** The source a fetched chain came from (yahoo). */
  source: z.string().optional(),
  /** The snapshot day scanned. */
  date: z.string(),
});
export type OptionChainOrigin = z.infer<typeof OptionChainOriginSchema>;

export const OptionQuerySchema = z.object({ date: CalendarDateSchema.optional() });

export const OptionResponseSchema = z.object({
  code: z.literal(200),
  data: z.object({
    as_of_date: z.string(),
    option_type: z.literal('put'),
    tickers: z.array(z.string()),
    count: z.number().int(),
    option_data: z.array(OptionItemSchema),
    /** Where the scanned chain comes from (an extension): fetched from a source, the connection's files, or the made-up demo. */
    chain: OptionChainOriginSchema.optional(),
  }),
});
export type OptionResponse = z.infer<typeof OptionResponseSchema>;
