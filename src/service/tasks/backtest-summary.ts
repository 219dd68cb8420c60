import type { BacktestResult, TaskSummary } from '../../contract/index.ts';

/** A backtest result's headline figures, as the task list shows and sorts them. */
export function backtestSummary(result: BacktestResult): TaskSummary {
  return {
    total_return_pct: result['Total Return (%)'],
    cagr_pct: result.CAGR,
    sharpe: result['Sharpe Ratio'],
    max_drawdown_pct: result['Max Drawdown'],
    trades: result['Total Trades'],
  };
}
