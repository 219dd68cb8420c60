import { z } from 'zod';
import { CalendarDateSchema } from './calendar-date.ts';
import { FieldErrorSchema } from './errors.ts';
import { YEARS_ORDER } from './seasonality-window.ts';

/*
 * The analytics service's shapes (spec analytics-service.md sections 2.1, 2.2, 4.1, 4.2).
 *
 * Envelopes: success is `{code: 200 | 211, data}`; an error is `{code, msg, data: null}` (docs/semantics.md), with
 * `errors[{path, message}]` naming the fields of a 400. The body's code is what counts. The HTTP status equals it for
 * 400, 401, 403, 404, 409 (our extension: a task that has already finished) and 500; code 411 (insufficient data) travels as HTTP 422 and code 407 (no results) as HTTP 200,
 * since 407 and 411 mean other things in HTTP.
 */

export const ANALYTICS_ERROR_CODES = [400, 401, 403, 404, 407, 409, 411, 500] as const;
export type AnalyticsErrorCode = (typeof ANALYTICS_ERROR_CODES)[number];

export const AnalyticsErrorBodySchema = z.object({
  code: z.union(ANALYTICS_ERROR_CODES.map((c) => z.literal(c))),
  msg: z.string(),
  data: z.null(),
  errors: z.array(FieldErrorSchema).optional(),
});
export type AnalyticsErrorBody = z.infer<typeof AnalyticsErrorBodySchema>;

/** The HTTP status an analytics error code travels with. */
export function analyticsHttpStatus(code: AnalyticsErrorCode): 200 | 400 | 401 | 403 | 404 | 409 | 422 | 500 {
  if (code === 407) return 200;
  if (code === 411) return 422;
  return code;
}

const ticker = z
  .string()
  .trim()
  .min(1, 'a ticker is required')
  .max(40, 'a ticker has at most 40 characters')
  .transform((s) => s.toUpperCase());

/** A whole number from a query string or a form field (which arrive as text) or JSON (a number). */
function wholeNumber(min: number, max: number) {
  return z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z
      .number({ error: `expected a whole number from ${min} to ${max}` })
      .int(`expected a whole number from ${min} to ${max}`)
      .min(min, `expected a whole number from ${min} to ${max}`)
      .max(max, `expected a whole number from ${min} to ${max}`),
  );
}

// ---------------------------------------------------------------- seasonality (4.1)

/** Feature names of `/seasonality?features=`; each is also the path suffix of its own endpoint. */
export const SEASONALITY_FEATURES = [
  'performance-by-week',
  'performance-by-month',
  'performance-around-holiday',
  'performance-by-day-of-single-month',
  'performance-around-specific-days',
  'performance-by-day-of-month',
  'performance-by-day-of-year',
  'one-dollar-curve',
] as const;
export type SeasonalityFeature = (typeof SEASONALITY_FEATURES)[number];

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
export type MonthName = (typeof MONTH_NAMES)[number];

export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const;

export const SINGLE_MONTH_CATEGORIES = ['calendar_day', 'trading_day'] as const;
export type SingleMonthCategory = (typeof SINGLE_MONTH_CATEGORIES)[number];

const year = wholeNumber(1800, 2200);

/** A month by name in any case ("march", "March") or by number 1..12. */
const monthName = z.preprocess(
  (v) => {
    if (typeof v !== 'string') return v;
    const t = v.trim();
    if (/^\d{1,2}$/.test(t)) return MONTH_NAMES[Number(t) - 1] ?? t;
    return MONTH_NAMES.find((m) => m.toLowerCase() === t.toLowerCase()) ?? t;
  },
  z.enum(MONTH_NAMES, { error: `expected a month name (${MONTH_NAMES.join(', ')})` }),
);

/** The most days each month has (February 29 exists in leap years). */
const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/** Every query parameter of the seasonality endpoints; each endpoint reads the ones it needs. */
export const SeasonalityQuerySchema = z
  .object({
    ticker,
    start_year: year.optional(),
    end_year: year.optional(),
    /** Checked against the calendar's names by the service (the list lives with the calendar). */
    holiday_name: z.string().trim().min(1).optional(),
    shift: wholeNumber(1, 30).optional(),
    month: wholeNumber(1, 12).optional(),
    day: wholeNumber(1, 31).optional(),
    target_month: monthName.optional(),
    category: z.enum(SINGLE_MONTH_CATEGORIES, { error: `expected ${SINGLE_MONTH_CATEGORIES.join(' or ')}` }).optional(),
    entry_day: wholeNumber(1, 252).optional(),
    holding_days: wholeNumber(1, 252).optional(),
    exit_day: wholeNumber(2, 504).optional(),
    features: z
      .string()
      .optional()
      .transform((s, ctx) => {
        if (s === undefined || s.trim() === '') return undefined;
        const names = s.split(',').map((f) => f.trim());
        const unknown = names.filter((f) => !(SEASONALITY_FEATURES as readonly string[]).includes(f));
        if (unknown.length) {
          ctx.addIssue({
            code: 'custom',
            message: `unknown feature ${unknown.join(', ')}; expected some of ${SEASONALITY_FEATURES.join(', ')}`,
          });
          return z.NEVER;
        }
        return names as SeasonalityFeature[];
      }),
  })
  .refine((q) => q.start_year === undefined || q.end_year === undefined || q.start_year <= q.end_year, YEARS_ORDER)
  .refine((q) => q.exit_day === undefined || q.entry_day === undefined || q.exit_day > q.entry_day, {
    message: 'exit_day must be after entry_day',
    path: ['exit_day'],
  })
  .refine((q) => q.month === undefined || q.day === undefined || q.day <= DAYS_IN_MONTH[q.month - 1], {
    error: (issue) => {
      const { month, day } = issue.input as { month: number; day: number };
      return `day ${day} does not exist in ${MONTH_NAMES[month - 1]} (at most ${DAYS_IN_MONTH[month - 1]} days)`;
    },
    path: ['day'],
  });
/** What a client sends (the schema above also reads the text of a query string). */
export interface SeasonalityRequest {
  ticker: string;
  start_year?: number;
  end_year?: number;
  holiday_name?: string;
  shift?: number;
  month?: number;
  day?: number;
  target_month?: MonthName;
  category?: SingleMonthCategory;
  entry_day?: number;
  holding_days?: number;
  exit_day?: number;
  /** Comma list of SEASONALITY_FEATURES; all when absent. */
  features?: string;
}

const pct = z.number();

export const WeekRowSchema = z.object({ Weekday: z.enum(WEEKDAY_NAMES), Return: pct, Positive: pct });
export const MonthRowSchema = z.object({ Month: z.enum(MONTH_NAMES), Return: pct, Positive: pct });
export const DayOfMonthRowSchema = z.object({
  Month: z.string().regex(/^\d{2}$/),
  Day: z.string().regex(/^\d{2}$/),
  'AVG RET': pct,
  MAX: pct,
  MIN: pct,
  '% POS': pct,
});
export const DayOfYearRowSchema = z.object({
  Day: z.number().int().min(1).max(252),
  'AVG RET': pct,
  MAX: pct,
  MIN: pct,
  '% POS': pct,
});
export const OffsetRowSchema = z.object({ DayOffset: z.number().int(), Mean_Return: pct, Positive_Pct: pct });
export const HolidayObjectSchema = z.object({
  holiday_name: z.string(),
  shift: z.number().int(),
  data: z.array(OffsetRowSchema),
});
export const SpecificDayObjectSchema = z.object({
  target_date: z.string().regex(/^\d{2}-\d{2}$/),
  shift: z.number().int(),
  data: z.array(OffsetRowSchema),
});
export const SingleMonthRowSchema = z.object({
  Day: z.string().regex(/^\d{2}$/),
  Mean_Return: pct,
  Positive_Pct: pct,
});
export const SingleMonthObjectSchema = z.object({
  month_name: z.enum(MONTH_NAMES),
  category: z.enum(SINGLE_MONTH_CATEGORIES),
  data: z.array(SingleMonthRowSchema),
});
export const CurvePointSchema = z.object({ Date: z.string(), Equity: z.number() });
/** Not in the spec: each year's holding of the one-dollar curve, so a client need not guess it from the points. */
export const CurveTradeSchema = z.object({ entry: z.string(), exit: z.string(), return_pct: z.number() });
export const CurveObjectSchema = z.object({
  entry_trading_day: z.number().int(),
  exit_trading_day: z.number().int(),
  holding_days: z.number().int(),
  trades: z.array(CurveTradeSchema).optional(),
  data: z.array(CurvePointSchema),
});

export type WeekRow = z.infer<typeof WeekRowSchema>;
export type MonthRow = z.infer<typeof MonthRowSchema>;
export type DayOfMonthRow = z.infer<typeof DayOfMonthRowSchema>;
export type DayOfYearRow = z.infer<typeof DayOfYearRowSchema>;
export type OffsetRow = z.infer<typeof OffsetRowSchema>;
export type HolidayObject = z.infer<typeof HolidayObjectSchema>;
export type SpecificDayObject = z.infer<typeof SpecificDayObjectSchema>;
export type SingleMonthRow = z.infer<typeof SingleMonthRowSchema>;
export type SingleMonthObject = z.infer<typeof SingleMonthObjectSchema>;
export type CurvePoint = z.infer<typeof CurvePointSchema>;
export type CurveTrade = z.infer<typeof CurveTradeSchema>;
export type CurveObject = z.infer<typeof CurveObjectSchema>;

/** The all-in-one answer names the week and month columns differently (spec 2.1). */
export const AllInOneWeekRowSchema = z.object({
  Weekday: z.enum(WEEKDAY_NAMES),
  Mean_Return: pct,
  Positive_Pct: pct,
});
export const AllInOneMonthRowSchema = z.object({
  MonthName: z.enum(MONTH_NAMES),
  Mean_Return: pct,
  Positive_Pct: pct,
});

/**
 * `meta` of a feature in the all-in-one answer. Besides the spec's description, we add the years used (after clipping
 * to the data) and, for the object features, the object's own fields, so that `data` is always the row array.
 */
export const FeatureMetaSchema = z.looseObject({
  description: z.string(),
  start_year: z.number().int().optional(),
  end_year: z.number().int().optional(),
});

function feature<T extends z.ZodType, M extends z.ZodType>(row: T, meta: M) {
  return z.object({ meta, data: z.array(row) });
}

export const SeasonalityAllSchema = z.object({
  'performance-by-week': feature(AllInOneWeekRowSchema, FeatureMetaSchema).optional(),
  'performance-by-month': feature(AllInOneMonthRowSchema, FeatureMetaSchema).optional(),
  'performance-around-holiday': feature(
    OffsetRowSchema,
    FeatureMetaSchema.extend({ holiday_name: z.string(), shift: z.number().int() }),
  ).optional(),
  'performance-by-day-of-single-month': feature(
    SingleMonthRowSchema,
    FeatureMetaSchema.extend({ month_name: z.enum(MONTH_NAMES), category: z.enum(SINGLE_MONTH_CATEGORIES) }),
  ).optional(),
  'performance-around-specific-days': feature(
    OffsetRowSchema,
    FeatureMetaSchema.extend({ target_date: z.string(), shift: z.number().int() }),
  ).optional(),
  'performance-by-day-of-month': feature(DayOfMonthRowSchema, FeatureMetaSchema).optional(),
  'performance-by-day-of-year': feature(DayOfYearRowSchema, FeatureMetaSchema).optional(),
  'one-dollar-curve': feature(
    CurvePointSchema,
    FeatureMetaSchema.extend({
      entry_trading_day: z.number().int(),
      exit_trading_day: z.number().int(),
      holding_days: z.number().int(),
      trades: z.array(CurveTradeSchema).optional(),
    }),
  ).optional(),
});
export type SeasonalityAll = z.infer<typeof SeasonalityAllSchema>;

/** `{code: 200, data}` of an analytics endpoint. */
export function minimalEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.literal(200), data });
}

/** `{code: 211, data}` of the correlation endpoints. */
export function corrEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.literal(211), data });
}

export const HolidayListSchema = z.object({ holidays: z.array(z.string()) });

// ---------------------------------------------------------------- correlation and beta (4.2)

/** Form data carries arrays as JSON text (spec 4.2); JSON bodies carry them as arrays. */
const symbolList = z.preprocess(
  (v) => {
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v) as unknown;
    } catch {
      return v;
    }
  },
  z
    .array(ticker, { error: 'expected an array of symbols (in form data: JSON text such as ["AAPL","MSFT"])' })
    .min(1, 'name at least one symbol to compare')
    .max(50, 'compare at most 50 symbols at once'),
);

export const SymbolCorrRequestSchema = z
  .object({
    benchmark: ticker,
    stock_comparison: symbolList,
    start_date: CalendarDateSchema,
    end_date: CalendarDateSchema,
    roll_window: wholeNumber(2, 1260).default(21),
  })
  .refine((b) => b.start_date <= b.end_date, {
    message: 'start_date must not be after end_date',
    path: ['start_date'],
  });
export interface SymbolCorrRequest {
  benchmark: string;
  stock_comparison: string[];
  start_date: string;
  end_date: string;
  roll_window?: number;
}

/** Our extension: symbols of the connection's data added to the universe, named in a 400 when one is not a ticker. */
const assetSymbols = z.preprocess(
  (v) => {
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v) as unknown;
    } catch {
      return v;
    }
  },
  z
    .array(
      z
        .string()
        .trim()
        .toUpperCase()
        .refine((s) => /^[A-Z0-9][A-Z0-9._^=-]{0,39}$/.test(s), {
          error: (issue) => `${JSON.stringify(issue.input)} is not a ticker (letters, digits and . _ ^ = -)`,
        }),
      { error: 'expected an array of symbols (in form data: JSON text such as ["AAPL","MSFT"])' },
    )
    .max(40, 'add at most 40 symbols to the universe'),
);

export const AssetCorrRequestSchema = z
  .object({ start_date: CalendarDateSchema, end_date: CalendarDateSchema, symbols: assetSymbols.optional() })
  .refine((b) => b.start_date <= b.end_date, {
    message: 'start_date must not be after end_date',
    path: ['start_date'],
  });
export type AssetCorrRequest = z.output<typeof AssetCorrRequestSchema>;

export const PatternCorrRequestSchema = z
  .object({
    referenceSymbol: ticker,
    referenceStartDate: CalendarDateSchema,
    referenceEndDate: CalendarDateSchema,
    comparisonSymbol: ticker,
    comparisonStartDate: CalendarDateSchema,
    comparisonEndDate: CalendarDateSchema,
  })
  .refine((b) => b.referenceStartDate < b.referenceEndDate, {
    message: 'referenceStartDate must be before referenceEndDate',
    path: ['referenceStartDate'],
  })
  .refine((b) => b.comparisonStartDate < b.comparisonEndDate, {
    message: 'comparisonStartDate must be before comparisonEndDate',
    path: ['comparisonStartDate'],
  });
export type PatternCorrRequest = z.output<typeof PatternCorrRequestSchema>;

/** The asset-correlation universe of spec 2.2, in its order. */
export const ASSET_UNIVERSE = [
  'IVV',
  'IJH',
  'IJR',
  'EFA',
  'SCZ',
  'EEM',
  'AGG',
  'SHY',
  'IEF',
  'TLT',
  'TIP',
  'LQD',
  'VNQ',
  'GLD',
  'DBC',
  'HYG',
  'USO',
  'DXY',
] as const;

/** A row of symbol-named columns: `{index: SYMBOL, <SYMBOL>: r, ...}` or `{Date, <SYMBOL>: r, ..., stock_price}`. */
export const SymbolColumnsRowSchema = z.record(z.string(), z.union([z.string(), z.number()]));
export type SymbolColumnsRow = z.infer<typeof SymbolColumnsRowSchema>;

export const SymbolCorrDataSchema = z.object({
  corr_matrix: z.array(SymbolColumnsRowSchema),
  corr_roll: z.array(SymbolColumnsRowSchema),
});
export type SymbolCorrData = z.infer<typeof SymbolCorrDataSchema>;

export const BETA_CLASSES = ['aggressive', 'defensive', 'inverse'] as const;
export type BetaClassName = (typeof BETA_CLASSES)[number];

export const SymbolBetaDataSchema = z.object({
  beta_roll: z.array(SymbolColumnsRowSchema),
  /** Not in the spec: each symbol's latest beta and its class (above 1 aggressive, 0 to 1 defensive, below 0 inverse). */
  latest: z
    .array(z.object({ symbol: z.string(), beta: z.number(), class: z.enum(BETA_CLASSES), Date: z.string() }))
    .optional(),
});
export type SymbolBetaData = z.infer<typeof SymbolBetaDataSchema>;

export const CorrInfoSchema = z.object({
  symbol_1: z.string(),
  symbol_2: z.string(),
  correlation: z.number(),
  /** Not in the spec: the daily returns on the dates both symbols have, which the coefficient rests on. */
  observations: z.number().int().optional(),
});
export type CorrInfo = z.infer<typeof CorrInfoSchema>;

export const AssetCorrDataSchema = z.object({
  start_date: z.string(),
  end_date: z.string(),
  corr_info: z.array(CorrInfoSchema),
  /** Universe symbols left out, and (our addition) why each was. */
  missing: z.array(z.string()),
  missing_reasons: z.record(z.string(), z.string()).optional(),
  /** Not in the spec: the daily returns on the dates all present symbols share (each pair has its own count). */
  observations: z.number().int().optional(),
});
export type AssetCorrData = z.infer<typeof AssetCorrDataSchema>;

export const PricePointSchema = z.object({ Date: z.string(), Close: z.number() });
export const PatternCorrDataSchema = z.object({
  pattern_corr: z.number().min(0).max(100),
  /** Not in the spec: both windows' closes, so a client can overlay the two paths without a price endpoint. */
  reference: z.array(PricePointSchema).optional(),
  comparison: z.array(PricePointSchema).optional(),
});
export type PatternCorrData = z.infer<typeof PatternCorrDataSchema>;
