import type { z } from 'zod';
import type { TaskSummary } from '../../contract/index.ts';
import { BacktestResultSchema } from '../../contract/index.ts';

/** The fields of a backtest result that its summary reads: what a stored result must have to be summed up. */
export const BacktestHeadlineSchema = BacktestResultSchema.pick({
  'Total Return (%)': true,
  CAGR: true,
  'Sharpe Ratio': true,
  'Max Drawdown': true,
  'Total Trades': true,
});

/** A backtest result's headline figures, as the task list shows and sorts them. */
export function backtestSummary(result: z.infer<typeof BacktestHeadlineSchema>): TaskSummary {
  return {
    total_return_pct: result['Total Return (%)'],
    cagr_pct: result.CAGR,
    sharpe: result['Sharpe Ratio'],
    max_drawdown_pct: result['Max Drawdown'],
    trades: result['Total Trades'],
  };
}
