import { z } from 'zod';

/** How many stretches of bars the PBO's cross-validation cuts the returns into (docs/research.md). */
export const PBO_BLOCKS = 16;
/** The most cells the PBO is computed over: a sweep of more is judged on this many, spread evenly, with its best. */
export const PBO_MAX_CELLS = 200;

/**
 * How likely a sweep's best cell is luck (docs/research.md#how-likely-is-it-luck). Sharpe ratios here are per bar of
 * the strategy's frequency, not annualised like a cell's `Sharpe Ratio`.
 */
export const OverfittingSchema = z.object({
  /** Cells whose bar returns were measured: the strategies tried. */
  trials: z.number().int(),
  /** Standard deviation of the trials' Sharpe ratios per bar. */
  sharpe_std: z.number().nullable(),
  /** The largest Sharpe ratio per bar that `trials` strategies without skill would be expected to reach. */
  expected_max_sharpe: z.number().nullable(),
  /** The index in `cells` of the cell with the highest Sharpe ratio per bar, and that ratio. */
  best_cell: z.number().int().nullable(),
  best_sharpe: z.number().nullable(),
  /** The probability (0..1) that the best cell's true Sharpe ratio is above `expected_max_sharpe`. */
  deflated_sharpe: z.number().nullable(),
  /** The Probability of Backtest Overfitting (0..1), by cross-validation over PBO_BLOCKS stretches. */
  pbo: z.number().nullable(),
  /** How many cells the PBO was computed over. */
  pbo_cells: z.number().int(),
});
export type Overfitting = z.infer<typeof OverfittingSchema>;

/** A cell's bar returns as the overfitting figures need them (src/engine/research/return-summary.ts). */
export const ReturnSummarySchema = z.object({
  bars: z.number().int(),
  sharpe: z.number(),
  skew: z.number(),
  kurtosis: z.number(),
  blocks: z.array(z.number()),
});
export type ReturnSummary = z.infer<typeof ReturnSummarySchema>;
