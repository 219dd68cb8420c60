import { z } from 'zod';
import { PerformanceSummarySchema } from './performance.ts';

export const EXIT_REASONS = ['signal', 'stop', 'target', 'time', 'end'] as const;
export type ExitReason = (typeof EXIT_REASONS)[number];

/** One closed (or still open at the end) trade, as shown in the trade table. */
export const TradeSchema = z.object({
  entry_date: z.string(),
  exit_date: z.string(),
  /** Fill prices after slippage. */
  entry_price: z.number(),
  exit_price: z.number(),
  /** Net percent after costs. */
  return_pct: z.number(),
  /** Profit or loss in the account's currency after costs, and its running total; absent on results stored before. */
  pnl: z.number().optional(),
  cum_pnl: z.number().optional(),
  /** Bars from the fill bar to the exit bar, both counted. */
  bars_held: z.number().int(),
  exit_reason: z.enum(EXIT_REASONS),
  /** True when the trade was still open after the last bar and was marked at the last close. */
  open: z.boolean(),
  /** Maximum adverse and favourable excursion in percent of the entry fill, from bar highs and lows while held. */
  mae_pct: z.number(),
  mfe_pct: z.number(),
});
export type Trade = z.infer<typeof TradeSchema>;

export const MonthlyReturnSchema = z.object({
  year: z.number().int(),
  /** 1 to 12. */
  month: z.number().int().min(1).max(12),
  return_pct: z.number(),
  /**
   * The strategy's months only: false when no position was open at any time in the month (its return is then no
   * figure of the strategy, shown as "–"). Absent on the benchmark's months and on results stored before it existed.
   */
  in_market: z.boolean().optional(),
});
export type MonthlyReturn = z.infer<typeof MonthlyReturnSchema>;

export const AnnualReturnSchema = z.object({ year: z.number().int(), return_pct: z.number() });
export type AnnualReturn = z.infer<typeof AnnualReturnSchema>;

/** How much of the strategy's dates the benchmark covers (docs/semantics.md, "Benchmark"). */
export const BenchmarkCoverageSchema = z.object({
  /** The first and last result dates on which the benchmark has a bar: the common part. */
  first_date: z.string(),
  last_date: z.string(),
  /** The result's dates, of which `dates_matched` have a benchmark bar. */
  strategy_dates: z.number().int(),
  /** `dates_matched` over `strategy_dates`, percent. */
  share_pct: z.number(),
  /** True when the common part runs from the result's first date to its last. */
  whole_window: z.boolean(),
});
export type BenchmarkCoverage = z.infer<typeof BenchmarkCoverageSchema>;

/**
 * The strategy against its request's `benchmark` over the window (docs/semantics.md): figures from the daily returns
 * of both on the dates both have. Ratios with no defined value (a flat benchmark, too few dates) are null.
 */
export const BenchmarkComparisonSchema = z.object({
  symbol: z.string(),
  /** Result dates on which the benchmark has a bar. */
  dates_matched: z.number().int(),
  // Null on results stored before these existed.
  coverage: BenchmarkCoverageSchema.nullable().default(null),
  /** The strategy's total return and CAGR over the common part (the same dates as the benchmark's figures). */
  strategy_total_return_pct: z.number().nullable().default(null),
  strategy_cagr_pct: z.number().nullable().default(null),
  /** The benchmark's calendar months and years by the strategy's rule, over the common part. */
  monthly_returns: z.array(MonthlyReturnSchema).default([]),
  annual_returns: z.array(AnnualReturnSchema).default([]),
  /** The benchmark's close scaled to the initial capital on its first window date; null where it has no bar. */
  equity: z.array(z.number().nullable()),
  total_return_pct: z.number(),
  cagr_pct: z.number(),
  beta: z.number().nullable(),
  alpha_pct: z.number().nullable(),
  correlation: z.number().nullable(),
  tracking_error_pct: z.number().nullable(),
  information_ratio: z.number().nullable(),
  up_capture_pct: z.number().nullable(),
  down_capture_pct: z.number().nullable(),
});
export type BenchmarkComparison = z.infer<typeof BenchmarkComparisonSchema>;

/** One drawdown episode: from an equity peak down to its trough and back up to the peak's level. */
export const DrawdownEpisodeSchema = z.object({
  peak_date: z.string(),
  trough_date: z.string(),
  /** Null while the equity has not regained the peak by the end of the window. */
  recovery_date: z.string().nullable(),
  /** Negative percent, e.g. -12.5. */
  depth_pct: z.number(),
  bars_to_trough: z.number().int(),
  bars_to_recovery: z.number().int().nullable(),
});
export type DrawdownEpisode = z.infer<typeof DrawdownEpisodeSchema>;

/** Where a result's prices came from: a source (yahoo, stooq, ...), the bundled sample, or a file the user kept. */
export const DataProvenanceSchema = z.object({
  symbol: z.string(),
  /** `sample` (bundled), `user` (a kept or dropped CSV), `folder` (a server's data folder) or a source's name. */
  source: z.string(),
  first: z.string(),
  last: z.string(),
  /** The last date is more than 5 trading days older than the newest date in the connection's store. */
  stale: z.boolean(),
  /**
   * How a CSV file was read, when anything needed deciding (dates day first, a decimal comma) or was read leniently
   * (no Volume column): the same sentences the Data screen shows for a dropped file.
   */
  reading: z.array(z.string()).optional(),
});
export type DataProvenance = z.infer<typeof DataProvenanceSchema>;

/** Figures beyond the spec's result fields (docs/semantics.md). Ratios with no defined value are null. */
export const ResultExtraSchema = z.object({
  dates: z.array(z.string()),
  equity: z.array(z.number()),
  drawdown: z.array(z.number()),
  buy_hold_equity: z.array(z.number()),
  sortino: z.number().nullable(),
  calmar: z.number().nullable(),
  profit_factor: z.number().nullable(),
  expectancy: z.number().nullable(),
  /**
   * Total return (%) over the time-in-market fraction: percent per unit of exposure, not annualised or compounded.
   * Results stored before it existed had a compounded figure instead: read as null.
   */
  return_per_exposure: z.number().nullable().default(null),
  /** In currency: all trades, long, short (docs/semantics.md); null on results stored before it existed. */
  performance: PerformanceSummarySchema.nullable().default(null),
  best_trade: z.number().nullable(),
  worst_trade: z.number().nullable(),
  avg_bars_held: z.number().nullable(),
  final_equity: z.number(),
  trades: z.array(TradeSchema),
  // The tearsheet's figures. Results stored before they existed lack them: read as empty, with no benchmark.
  /** Null when the benchmark has no data in the window; `benchmark_note` then says why. */
  benchmark: BenchmarkComparisonSchema.nullable().default(null),
  benchmark_note: z.string().nullable().default(null),
  monthly_returns: z.array(MonthlyReturnSchema).default([]),
  annual_returns: z.array(AnnualReturnSchema).default([]),
  /** The 5 deepest episodes, deepest first. */
  drawdowns: z.array(DrawdownEpisodeSchema).default([]),
  /** Where the symbol's prices came from and how far they reach; absent on results stored before it existed. */
  data: DataProvenanceSchema.optional(),
});
export type ResultExtra = z.infer<typeof ResultExtraSchema>;

/** The result of a SUCCESS task: spec 2.9, field names exactly as the spec writes them. */
export const BacktestResultSchema = z.object({
  Symbol: z.string(),
  Frequency: z.string(),
  'Total Trades': z.number().int(),
  'Total Positive': z.number().int(),
  'Total Negative': z.number().int(),
  'Win Rate': z.number(),
  'Average Win %': z.number(),
  'Average Loss %': z.number(),
  'Each Return': z.array(z.number()),
  'Total Return (%)': z.number(),
  BuyHoldGain: z.number(),
  CAGR: z.number(),
  'Sharpe Ratio': z.number(),
  'Max Drawdown': z.number(),
  'DrawDown Period': z.number().int(),
  'Time in Market': z.number(),
  EntryDate: z.array(z.string()),
  ExitDate: z.array(z.string()),
  'Last Entry Date': z.string(),
  'Last Exit Date': z.string(),
  'BT End Date': z.string(),
  Extra: ResultExtraSchema,
});
export type BacktestResult = z.infer<typeof BacktestResultSchema>;
