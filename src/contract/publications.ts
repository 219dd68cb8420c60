import { z } from 'zod';
import { CalendarDateSchema } from './calendar-date.ts';
import { UniverseNameSchema } from './market-data.ts';

/*
 * Predefined screens and reports (spec analytics-service.md sections 2.7, 2.8, 4.7, 4.8).
 *
 * Records and reports are read leniently: fields beyond the spec's are kept, and a figure may be null (a source
 * without it, e.g. the P/E of a company with losses). The spec's fields themselves must be there, with their types.
 */

// ---------------------------------------------------------------- screens (2.7, 4.7)

/** Each category's screen keys, in the spec's order. */
export const SCREEN_KEYS_BY_CATEGORY = {
  A: ['etf-sentiment-seasonality', 'commod-sentiment-seasonality'],
  B: ['etf-sentiment-trend', 'commod-sentiment-trend'],
  C: [
    'stocks-long-ideas',
    'stocks-short-ideas',
    'nasdaq100-long-ideas',
    'nasdaq100-short-ideas',
    'russell3000-long-ideas',
    'russell3000-short-ideas',
  ],
  D: ['commod-hedger-extremes'],
  E: ['etf-sector-ma'],
  F: ['optix-exhaustion'],
  G: ['sp1500-dividend', 'nasdaq100-dividend'],
} as const;

export type ScreenCategory = keyof typeof SCREEN_KEYS_BY_CATEGORY;
export type ScreenKey = (typeof SCREEN_KEYS_BY_CATEGORY)[ScreenCategory][number];

export const SCREEN_CATEGORIES = Object.keys(SCREEN_KEYS_BY_CATEGORY) as ScreenCategory[];

/** The 15 keys in the spec's order. */
export const SCREEN_KEYS: readonly ScreenKey[] = SCREEN_CATEGORIES.flatMap((c) => SCREEN_KEYS_BY_CATEGORY[c]);

export function screenCategory(key: ScreenKey): ScreenCategory {
  return SCREEN_CATEGORIES.find((c) => (SCREEN_KEYS_BY_CATEGORY[c] as readonly string[]).includes(key))!;
}

/** The long/short ideas screens (category C): the only ones a `date` applies to. */
export function isIdeasScreen(key: ScreenKey): boolean {
  return screenCategory(key) === 'C';
}

/**
 * The screens computed over a universe's members (ideas, sector breadth, dividends): the only ones a `universe`
 * applies to (an extension of the spec; each has its default universe, docs/screens.md).
 */
export function screenTakesUniverse(key: ScreenKey): boolean {
  const category = screenCategory(key);
  return category === 'C' || category === 'E' || category === 'G';
}

/** `text` is any string, `date` a YYYY-MM-DD calendar date, `number` a figure or null. */
export type ScreenFieldKind = 'text' | 'date' | 'number';

/** Each category's fields (spec 2.7), in the spec's order: the columns of its table. */
export const SCREEN_FIELDS = {
  A: { symbol: 'text', name: 'text', group: 'text', last_value: 'number', last_update: 'text', AvgReturn: 'number' },
  B: {
    symbol: 'text',
    chart_name: 'text',
    name: 'text',
    group: 'text',
    last_value: 'number',
    last_update: 'text',
    close: 'number',
    MA: 'number',
  },
  C: {
    symbol: 'text',
    chart_name: 'text',
    date: 'text',
    last_value: 'number',
    five_ma: 'number',
    equity_close: 'number',
    ma_200: 'number',
  },
  D: {
    symbol: 'text',
    name: 'text',
    last_value: 'number',
    last_update: 'text',
    three_year_max: 'number',
    three_year_min: 'number',
    net_position: 'number',
  },
  E: {
    symbol: 'text',
    chart_name: 'text',
    name: 'text',
    last_value: 'number',
    last_update: 'text',
    over_10: 'number',
    over_200: 'number',
  },
  F: { chart_name: 'text', last_value: 'number', last_update: 'text', group: 'text', '10MA': 'number' },
  G: {
    name: 'text',
    symbol: 'text',
    report_date: 'date',
    divyield: 'number',
    pe_ratio: 'number',
    onemonthperf: 'number',
    threemonthperf: 'number',
    sixmonthperf: 'number',
    oneyearperf: 'number',
    twoyearperf: 'number',
    eps_growth: 'number',
    payout_ratio: 'number',
  },
} as const satisfies Record<ScreenCategory, Record<string, ScreenFieldKind>>;

interface FieldValue {
  text: string;
  date: string;
  number: number | null;
}

/** A record of category C: its fields typed, plus whatever else the source sent. */
export type ScreenRecordOf<C extends ScreenCategory> = {
  -readonly [F in keyof (typeof SCREEN_FIELDS)[C]]: FieldValue[(typeof SCREEN_FIELDS)[C][F] & ScreenFieldKind];
} & Record<string, unknown>;

/** A record of any category, as a table reads it. */
export type ScreenRecord = Record<string, unknown>;

const FIELD_SCHEMAS: Record<ScreenFieldKind, z.ZodType> = {
  text: z.string({ error: 'expected text' }),
  date: CalendarDateSchema,
  number: z.number({ error: 'expected a number (or null)' }).nullable(),
};

function recordSchema<C extends ScreenCategory>(category: C): z.ZodType<ScreenRecordOf<C>> {
  const fields: Record<string, ScreenFieldKind> = SCREEN_FIELDS[category];
  const shape = Object.fromEntries(Object.entries(fields).map(([f, kind]) => [f, FIELD_SCHEMAS[kind]]));
  return z.looseObject(shape) as unknown as z.ZodType<ScreenRecordOf<C>>;
}

export const SCREEN_RECORD_SCHEMAS: { [C in ScreenCategory]: z.ZodType<ScreenRecordOf<C>> } = {
  A: recordSchema('A'),
  B: recordSchema('B'),
  C: recordSchema('C'),
  D: recordSchema('D'),
  E: recordSchema('E'),
  F: recordSchema('F'),
  G: recordSchema('G'),
};

/** The records of one screen, each checked against its category's fields. */
export function screenRecordsSchema(key: ScreenKey): z.ZodType<ScreenRecord[]> {
  return z.array(SCREEN_RECORD_SCHEMAS[screenCategory(key)] as z.ZodType<ScreenRecord>);
}

const screenKey = z.enum(SCREEN_KEYS as [ScreenKey, ...ScreenKey[]], {
  error: (issue) =>
    `${issue.input === undefined ? 'key is required' : 'unknown screen'}; expected one of ${SCREEN_KEYS.join(', ')}`,
});

export const ScreenListItemSchema = z.object({ key: screenKey, category: z.enum(SCREEN_CATEGORIES) });
export type ScreenListItem = z.infer<typeof ScreenListItemSchema>;

/** `data` of GET /screens/get-predefined-screens. */
export const ScreenListDataSchema = z.object({ screens: z.array(ScreenListItemSchema) });
export type ScreenListData = z.infer<typeof ScreenListDataSchema>;

/** The answer of GET /screens/get-predefined-screens: every key with its category, in the spec's order. */
export function screenList(): ScreenListData {
  return { screens: SCREEN_KEYS.map((key) => ({ key, category: screenCategory(key) })) };
}

/** An empty parameter (`date=`) counts as absent. */
const blankIsAbsent = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/**
 * GET /screens. `date` applies only to the long/short ideas screens (spec 4.7): on another screen it is ignored, as
 * the spec says it has no effect there. Without a date an ideas screen answers its latest day.
 */
export const ScreenQuerySchema = z.object({
  key: screenKey,
  date: z.preprocess(blankIsAbsent, CalendarDateSchema.optional()),
  /** An extension: the universe a screen that takes one is computed over (screenTakesUniverse), instead of its own. */
  universe: z.preprocess(blankIsAbsent, UniverseNameSchema.optional()),
});
export type ScreenQuery = z.infer<typeof ScreenQuerySchema>;

/** `{code, data: [records], type}`: `type` is the screen's key. */
export const ScreenAnswerSchema = z.object({
  code: z.literal(200),
  data: z.array(z.looseObject({})),
  type: z.string(),
});
export type ScreenAnswer = z.infer<typeof ScreenAnswerSchema>;

// ---------------------------------------------------------------- reports (2.8, 4.8)

export const REPORT_TYPES = ['quantedge', 'modeledge', 'sentimentedge', 'tradingedge'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

export const REPORT_TYPE_NAMES: Record<ReportType, string> = {
  quantedge: 'QuantEdge',
  modeledge: 'ModelEdge',
  sentimentedge: 'SentimentEdge',
  tradingedge: 'TradingEdge',
};

const reportType = z.enum(REPORT_TYPES, { error: `expected one of ${REPORT_TYPES.join(', ')}` });

export const ReportTypeItemSchema = z.object({ type: reportType, name: z.string() });
export type ReportTypeItem = z.infer<typeof ReportTypeItemSchema>;

/** `data` of GET /reports/get-predefined-report-types. */
export const ReportTypeListDataSchema = z.object({ report_types: z.array(ReportTypeItemSchema) });
export type ReportTypeListData = z.infer<typeof ReportTypeListDataSchema>;

export function reportTypeList(): ReportTypeListData {
  return { report_types: REPORT_TYPES.map((type) => ({ type, name: REPORT_TYPE_NAMES[type] })) };
}

/** A blog-style report. `post_content` is HTML as published: a screen sanitises it before showing it. */
export const ReportSchema = z.looseObject({
  title: z.string({ error: 'expected text' }),
  post_content: z.string({ error: 'expected HTML text' }),
  author: z.string({ error: 'expected text' }),
  url: z.string({ error: 'expected text' }),
  publish_date: CalendarDateSchema,
});
export type Report = z.infer<typeof ReportSchema>;

export const REPORT_COUNT_DEFAULT = 5;
export const REPORT_COUNT_MAX = 10;

const count = `expected a whole number from 1 to ${REPORT_COUNT_MAX}`;

/** GET /reports: `n` from 1 to 10, 5 when absent; no `report_type` means every type. */
export const ReportsQuerySchema = z.object({
  report_type: z.preprocess(blankIsAbsent, reportType.optional()),
  n: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : blankIsAbsent(v)),
    z.number({ error: count }).int(count).min(1, count).max(REPORT_COUNT_MAX, count).default(REPORT_COUNT_DEFAULT),
  ),
});
export type ReportsQuery = z.infer<typeof ReportsQuerySchema>;

/** `{code, data: [reports, newest first], type (only when filtered), count}`: `count` is the number in `data`. */
export const ReportsAnswerSchema = z.object({
  code: z.literal(200),
  data: z.array(ReportSchema),
  type: z.string().optional(),
  count: z.number().int(),
});
export type ReportsAnswer = z.infer<typeof ReportsAnswerSchema>;
