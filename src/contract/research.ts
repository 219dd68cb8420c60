import { z } from 'zod';
import { OverfittingSchema } from './overfitting.ts';
import { BacktestTaskSchema } from './task.ts';

/** The most combinations one sweep may ask for: 10,000 backtests still answer within seconds on two cores. */
export const SWEEP_MAX_COMBINATIONS = 10_000;
export const SWEEP_MAX_AXES = 3;

/** A sweep cell's figures: the fields of a backtest result of that combination, under the result's own names. */
export const SWEEP_METRICS = [
  'Total Return (%)',
  'CAGR',
  'Sharpe Ratio',
  'Max Drawdown',
  'Win Rate',
  'profit_factor',
  'Total Trades',
] as const;
export type SweepMetric = (typeof SWEEP_METRICS)[number];
export const DEFAULT_SWEEP_METRIC: SweepMetric = 'Sharpe Ratio';
/** Below this many trades a combination's figures are too thin to rank (docs/research.md, "Too few trades"). */
export const DEFAULT_MIN_TRADES = 30;

/** Whether a sweep cell ran and made at least `minTrades` trades: only such a cell may be ranked. */
export function hasEnoughTrades(cell: SweepCell, minTrades: number): boolean {
  return cell.error === undefined && (cell['Total Trades'] ?? 0) >= minTrades;
}

/** How a screen names each metric. Higher is better for every one (drawdowns are negative percents). */
export const metricLabel: Record<SweepMetric, string> = {
  'Total Return (%)': 'Total return (%)',
  CAGR: 'CAGR (%)',
  'Sharpe Ratio': 'Sharpe ratio',
  'Max Drawdown': 'Max drawdown (%)',
  'Win Rate': 'Win rate (%)',
  profit_factor: 'Profit factor',
  'Total Trades': 'Trades',
};

const AxisValueSchema = z.union([z.number().finite(), z.string().trim().min(1, 'a value must not be empty')]);
export type AxisValue = z.infer<typeof AxisValueSchema>;

/** Numbers from `from` to `to` (both included when the steps land on it) every `step`. */
export const AxisRangeSchema = z
  .object({
    from: z.number({ error: 'from must be a number' }).finite(),
    to: z.number({ error: 'to must be a number' }).finite(),
    step: z.number({ error: 'step must be a number' }).finite().positive('step must be above 0'),
  })
  .refine((r) => r.to >= r.from, { message: 'to must not be below from', path: ['to'] });
export type AxisRange = z.infer<typeof AxisRangeSchema>;

export const SweepAxisSchema = z.object({
  /**
   * A dotted path into StrategyParams (`entry.condition.rule.comparison_value`, `entry.steps.1.rule.period`,
   * `symbol`), or one of `risk_control.stop`, `risk_control.take`, `risk_control.days` for a segment of risk_control.
   */
  path: z.string().trim().min(1, 'path is required'),
  values: z.union([z.array(AxisValueSchema).min(1, 'values must list at least one value'), AxisRangeSchema], {
    error: 'values must be a list of numbers or strings, or {from, to, step}',
  }),
});
export type SweepAxis = z.infer<typeof SweepAxisSchema>;

export const SweepRequestSchema = z.object({
  strategy: z.record(z.string(), z.unknown(), { error: 'strategy must be a StrategyParams object' }),
  axes: z
    .array(SweepAxisSchema)
    .min(1, 'a sweep needs 1 to 3 axes')
    .max(SWEEP_MAX_AXES, `a sweep takes at most ${SWEEP_MAX_AXES} axes`),
  metric: z.enum(SWEEP_METRICS, { error: `metric must be one of ${SWEEP_METRICS.join(', ')}` }).optional(),
  min_trades: z
    .number({ error: 'min_trades must be a whole number of trades' })
    .int('min_trades must be a whole number of trades')
    .min(0, 'min_trades must be 0 or more')
    .default(DEFAULT_MIN_TRADES),
});
export type SweepRequest = z.input<typeof SweepRequestSchema>;
/** A sweep body as parsed. */
export type SweepParams = z.output<typeof SweepRequestSchema>;

/** One combination's figures, exactly as a backtest of it reports them; `error` instead when it could not run. */
export const SweepCellSchema = z.object({
  /** One value per axis, in the axes' order. */
  values: z.array(AxisValueSchema),
  'Total Trades': z.number().int().nullable(),
  'Total Return (%)': z.number().nullable(),
  CAGR: z.number().nullable(),
  'Sharpe Ratio': z.number().nullable(),
  'Max Drawdown': z.number().nullable(),
  'Win Rate': z.number().nullable(),
  profit_factor: z.number().nullable(),
  error: z.string().optional(),
});
export type SweepCell = z.infer<typeof SweepCellSchema>;

export const ExpandedAxisSchema = z.object({ path: z.string(), values: z.array(AxisValueSchema) });
export type ExpandedAxis = z.infer<typeof ExpandedAxisSchema>;

/** Cells in row-major order: the last axis changes fastest. */
export const SweepResultSchema = z.object({
  axes: z.array(ExpandedAxisSchema),
  metric: z.enum(SWEEP_METRICS),
  cells: z.array(SweepCellSchema),
  /** Cells with fewer trades than this are never best (results stored before the rule read 0). */
  min_trades: z.number().int().default(0),
  /** The index in `cells` of the best cell by the metric among those with at least min_trades; null when none. */
  best: z.number().int().nullable().default(null),
  /** Why there is no best cell; null when there is one. */
  best_reason: z.string().nullable().default(null),
  /** How likely the best cell is luck (docs/research.md); every sweep has it, results stored before it did not. */
  overfitting: OverfittingSchema.optional(),
});
export type SweepResult = z.infer<typeof SweepResultSchema>;

export const WalkForwardRequestSchema = SweepRequestSchema.extend({
  in_sample_bars: z
    .number({ error: 'in_sample_bars must be a whole number of bars' })
    .int('in_sample_bars must be a whole number of bars')
    .min(20, 'in_sample_bars must be at least 20'),
  out_of_sample_bars: z
    .number({ error: 'out_of_sample_bars must be a whole number of bars' })
    .int('out_of_sample_bars must be a whole number of bars')
    .min(5, 'out_of_sample_bars must be at least 5'),
  anchored: z.boolean({ error: 'anchored must be true or false' }).default(false),
});
export type WalkForwardRequest = z.input<typeof WalkForwardRequestSchema>;
/** A walk-forward body as parsed. */
export type WalkForwardParams = z.output<typeof WalkForwardRequestSchema>;

const FiguresSchema = SweepCellSchema.omit({ values: true, error: true });
export type SweepFigures = z.infer<typeof FiguresSchema>;

/** The figures of a run that did not happen: a combination that failed, a window with nothing to choose. */
export const NO_FIGURES: SweepFigures = {
  'Total Trades': null,
  'Total Return (%)': null,
  CAGR: null,
  'Sharpe Ratio': null,
  'Max Drawdown': null,
  'Win Rate': null,
  profit_factor: null,
};

export const WalkForwardWindowSchema = z.object({
  in_sample_start: z.string(),
  in_sample_end: z.string(),
  out_of_sample_start: z.string(),
  out_of_sample_end: z.string(),
  /** The chosen combination, one value per axis; empty when no combination could run in sample. */
  chosen: z.array(AxisValueSchema),
  in_sample: FiguresSchema,
  out_of_sample: FiguresSchema,
});
export type WalkForwardWindow = z.infer<typeof WalkForwardWindowSchema>;

export const WalkForwardWarningSchema = z.object({
  kind: z.enum(['no_trades', 'tied_choice']),
  /** The windows it concerns, numbered from 1 as the screens number them. */
  windows: z.array(z.number().int()),
  message: z.string(),
});
export type WalkForwardWarning = z.infer<typeof WalkForwardWarningSchema>;

export const WalkForwardResultSchema = z.object({
  axes: z.array(ExpandedAxisSchema),
  metric: z.enum(SWEEP_METRICS),
  anchored: z.boolean(),
  windows: z.array(WalkForwardWindowSchema),
  /** The out-of-sample bars of every window, one after the other, capital carried over. */
  dates: z.array(z.string()),
  equity: z.array(z.number()),
  /** The same dates' equity of the strategy as first written, run over the same stretch, for comparison. */
  base_equity: z.array(z.number()),
  figures: FiguresSchema,
  /**
   * Out-of-sample CAGR over the in-sample windows' mean CAGR; null when the in-sample CAGR is 0 or absent, or when
   * the out-of-sample windows made fewer than min_trades trades in all.
   */
  efficiency: z.number().nullable(),
  /** Why there is no efficiency; null when there is one. */
  efficiency_reason: z.string().nullable().default(null),
  /** The minimum of out-of-sample trades for an efficiency (results stored before the rule read 0). */
  min_trades: z.number().int().default(0),
  /** What to read with care: windows without a trade out of sample, in-sample choices tied with another. */
  warnings: z.array(WalkForwardWarningSchema).default([]),
});
export type WalkForwardResult = z.infer<typeof WalkForwardResultSchema>;

/** The fraction done, 0..1, of a RUNNING task that reports it (sweeps, walk-forward, scanner backtests). */
export const ProgressSchema = z.number().min(0).max(1);

export const SweepTaskSchema = BacktestTaskSchema.extend({
  task_type: z.literal('sweep'),
  result: SweepResultSchema.optional(),
});
export type SweepTask = z.infer<typeof SweepTaskSchema>;

export const WalkForwardTaskSchema = BacktestTaskSchema.extend({
  task_type: z.literal('walk_forward'),
  result: WalkForwardResultSchema.optional(),
});
export type WalkForwardTask = z.infer<typeof WalkForwardTaskSchema>;

/** What `/backtest/status/{id}` answers for any task of the backtest service. */
export const AnyBacktestTaskSchema = z.union([SweepTaskSchema, WalkForwardTaskSchema, BacktestTaskSchema]);
export type AnyBacktestTask = z.infer<typeof AnyBacktestTaskSchema>;

/** What a cancel answers: the task as it now stands. */
export const CancelResponseSchema = z.object({
  task_id: z.string(),
  status: z.literal('FAILED'),
  error: z.string(),
});
export type CancelResponse = z.infer<typeof CancelResponseSchema>;
