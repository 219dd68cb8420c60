import { z } from 'zod';

/** The performance summary's figures of one group of trades, in the account's currency (docs/semantics.md). */
export const SidePerformanceSchema = z.object({
  trades: z.number().int(),
  winners: z.number().int(),
  /** The trades without a profit (a zero included), as in the Trades figures. */
  losers: z.number().int(),
  net_profit: z.number(),
  gross_profit: z.number(),
  /** Zero or negative. */
  gross_loss: z.number(),
  commission_paid: z.number(),
  /** Null when the group has no winner (no loser for the loss and the losers' bars). */
  largest_win: z.number().nullable(),
  largest_loss: z.number().nullable(),
  avg_bars_winners: z.number().nullable(),
  avg_bars_losers: z.number().nullable(),
});
export type SidePerformance = z.infer<typeof SidePerformanceSchema>;

/** A TradingView-style performance summary: all trades, the long ones, the short ones. */
export const PerformanceSummarySchema = z.object({
  all: SidePerformanceSchema,
  long: SidePerformanceSchema,
  short: SidePerformanceSchema,
  /** The largest rise of the equity from its lowest point so far, in currency and in percent of that low. */
  max_run_up: z.number(),
  max_run_up_pct: z.number(),
});
export type PerformanceSummary = z.infer<typeof PerformanceSummarySchema>;
