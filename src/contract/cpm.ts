import { z } from 'zod';
import { CalendarDateSchema } from './calendar-date.ts';
import { LocalTimestampSchema, TaskListQuerySchema, TaskListResponseSchema, TaskStatusSchema } from './task.ts';

/*
 * Chart pattern matching (spec analytics-service.md sections 2.3, 2.9, 4.3 and issue 5). Form-style fields arrive as
 * text from query strings and forms, so numbers are read from text too.
 */

function whole(min: number, max: number) {
  const message = `expected a whole number from ${min} to ${max}`;
  return z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  );
}

export const CPM_TIMEFRAMES = ['Daily', 'Weekly', 'Monthly'] as const;
export type CpmTimeframe = (typeof CPM_TIMEFRAMES)[number];
export const CPM_LOOKBACKS = ['10', '20', 'All'] as const;
export type CpmLookback = (typeof CPM_LOOKBACKS)[number];
export const CPM_MODES = ['backtest', 'scan'] as const;
export type CpmMode = (typeof CPM_MODES)[number];

/** The common parameters of spec 4.3 (`pattern_bars` is ours: the length of a predefined pattern's template). */
export const CpmParamsSchema = z
  .object({
    symbol: z
      .string({ error: 'symbol is required' })
      .trim()
      .min(1, 'symbol is required')
      .max(40)
      .transform((s) => s.toUpperCase()),
    corr_per: whole(0, 100),
    time_in_market: whole(3, 252),
    start_date: CalendarDateSchema.optional(),
    end_date: CalendarDateSchema.optional(),
    timeframe: z.enum(CPM_TIMEFRAMES, { error: `expected ${CPM_TIMEFRAMES.join(', ')}` }).default('Daily'),
    lookback_period: z
      .preprocess(
        (v) => (typeof v === 'number' ? String(v) : v),
        z.enum(CPM_LOOKBACKS, { error: `expected ${CPM_LOOKBACKS.join(', ')} (years)` }),
      )
      .default('20'),
    ma: whole(1, 252).optional(),
    ma_condition: z
      .preprocess(
        (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
        z.union([z.literal(0), z.literal(1), z.literal(2)], {
          error: 'expected 0 (none), 1 (close above the MA) or 2 (close below the MA)',
        }),
      )
      .default(0),
    direction: z.enum(['Long', 'Short'], { error: 'expected Long or Short' }).default('Long'),
    /** Checked against the engine's pattern names by the service. */
    system_pattern: z.string().trim().min(1).optional(),
    exclude_overlap: z
      .preprocess(
        (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
        z.union([z.literal(0), z.literal(1)], { error: 'expected 1 (exclude overlapping matches) or 0 (keep them)' }),
      )
      .default(1),
    name: z.string().max(200).optional(),
    pattern_bars: whole(5, 520).optional(),
  })
  .superRefine((p, ctx) => {
    if (p.system_pattern !== undefined) return;
    // Customize mode: the template is the symbol's own window.
    if (p.start_date === undefined)
      ctx.addIssue({ code: 'custom', path: ['start_date'], message: 'start_date is required without system_pattern' });
    if (p.end_date === undefined)
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'end_date is required without system_pattern' });
    if (p.start_date !== undefined && p.end_date !== undefined && p.start_date >= p.end_date)
      ctx.addIssue({ code: 'custom', path: ['start_date'], message: 'start_date must be before end_date' });
  })
  .refine((p) => p.ma_condition === 0 || p.ma !== undefined, {
    message: 'ma is required when ma_condition is 1 or 2',
    path: ['ma'],
  });
export type CpmParams = z.output<typeof CpmParamsSchema>;

/** What a client sends. */
export interface CpmRequest {
  symbol: string;
  corr_per: number;
  time_in_market: number;
  start_date?: string;
  end_date?: string;
  timeframe?: CpmTimeframe;
  lookback_period?: CpmLookback;
  ma?: number;
  ma_condition?: 0 | 1 | 2;
  direction?: 'Long' | 'Short';
  system_pattern?: string;
  exclude_overlap?: 0 | 1;
  name?: string;
  pattern_bars?: number;
}

export const CpmMatchSchema = z.object({
  StartDate: z.string(),
  EndDate: z.string(),
  Corr: z.number(),
  Close: z.number(),
  BarsNum: z.number().int(),
});
export type CpmMatchRecord = z.infer<typeof CpmMatchSchema>;

export const CpmTradeSchema = z.object({
  StartDate: z.string(),
  EndDate: z.string(),
  'Correlation Percentage': z.number(),
  Close: z.number(),
  BarsNum: z.number().int(),
  EachReturn: z.number(),
  ExitDate: z.string(),
  ExitPrice: z.number(),
  MaxGain: z.number(),
  MaxLoss: z.number(),
  MarketCondition: z.array(z.string()),
});
export type CpmTradeRecord = z.infer<typeof CpmTradeSchema>;

export const CpmBacktestInfoSchema = z.object({
  'TOTAL RETURN': z.number(),
  'MEDIAN RETURN': z.number(),
  'AVERAGE RETURN': z.number(),
  'WIN RATE': z.number(),
  'AVERAGE WIN': z.number(),
  'AVERAGE LOSS': z.number(),
  'TOTAL TRADES': z.number().int(),
  'TOTAL POSITIVE': z.number().int(),
  'TOTAL NEGATIVE': z.number().int(),
  'BUY & HOLD': z.number(),
  'TIME IN MARKET': z.number(),
  trades: z.array(CpmTradeSchema),
});
export type CpmBacktestInfo = z.infer<typeof CpmBacktestInfoSchema>;

/** Not in the spec: the closes a screen needs to draw the matches, their overlay and what followed each. */
export const CpmChartDataSchema = z.object({
  /** The template's values (a predefined shape's 0..1 scale, or the Customize window's closes). */
  template: z.array(z.number()),
  /** The Customize window's dates; absent for a predefined pattern. */
  template_dates: z.array(z.string()).optional(),
  /** The searched span at the timeframe. */
  prices: z.object({ dates: z.array(z.string()), close: z.array(z.number()) }),
  /** Per match (the first 100, best first): its window's closes and up to time_in_market closes after it. */
  paths: z.array(z.object({ window: z.array(z.number()), after: z.array(z.number()) })),
});
export type CpmChartData = z.infer<typeof CpmChartDataSchema>;

export const CpmResultDataSchema = z.object({
  count: z.number().int(),
  patterns: z.array(CpmMatchSchema),
  backtest_info: CpmBacktestInfoSchema.optional(),
  chart: CpmChartDataSchema.optional(),
});
export type CpmResultData = z.infer<typeof CpmResultDataSchema>;

/** `{code, msg, data, task_id}`: code 200 with matches; 407 (data null) when nothing matched. */
export const CpmResultSchema = z.object({
  code: z.union([z.literal(200), z.literal(407)]),
  msg: z.string(),
  data: CpmResultDataSchema.nullable(),
  task_id: z.string().optional(),
});
export type CpmResult = z.infer<typeof CpmResultSchema>;

export const CpmTaskSchema = z.object({
  task_id: z.string(),
  status: TaskStatusSchema,
  mode: z.enum(CPM_MODES),
  username: z.string(),
  created_at: LocalTimestampSchema,
  /** The request as submitted, JSON-encoded (spec 4.3). */
  params: z.string(),
  result: CpmResultSchema.optional(),
  error: z.string().optional(),
});
export type CpmTask = z.infer<typeof CpmTaskSchema>;

export const CpmTaskListItemSchema = z.object({
  task_id: z.string(),
  status: TaskStatusSchema,
  mode: z.enum(CPM_MODES),
  symbol: z.string(),
  system_pattern: z.string().nullable(),
  created_at: LocalTimestampSchema,
});
export type CpmTaskListItem = z.infer<typeof CpmTaskListItemSchema>;

export const CpmTaskListSchema = TaskListResponseSchema.extend({ tasks: z.array(CpmTaskListItemSchema) });
export type CpmTaskList = z.infer<typeof CpmTaskListSchema>;

export const CpmTaskListQuerySchema = TaskListQuerySchema.extend({
  status: TaskStatusSchema.optional(),
  mode: z.enum(CPM_MODES, { error: `expected ${CPM_MODES.join(' or ')}` }).optional(),
});

export const CpmPatternListSchema = z.object({
  patterns: z.array(z.string()),
  /** Not in the spec: each pattern's keypoints (0..1), for thumbnails. */
  shapes: z.record(z.string(), z.array(z.number())).optional(),
});
export type CpmPatternList = z.infer<typeof CpmPatternListSchema>;
