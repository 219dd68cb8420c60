import type { BacktestResult, BacktestTask } from '../../contract/index.ts';
import { BacktestResultSchema } from '../../contract/index.ts';

/** Test-only: a result whose figures and equity are set by hand; the rest is zero or empty. */
export function resultFixture(
  figures: { total: number; sharpe: number; maxDrawdown: number; winRate: number; trades: number },
  dates: string[],
  equity: number[],
): BacktestResult {
  return BacktestResultSchema.parse({
    Symbol: 'SPX',
    Frequency: 'Daily',
    'Total Trades': figures.trades,
    'Total Positive': 0,
    'Total Negative': 0,
    'Win Rate': figures.winRate,
    'Average Win %': 0,
    'Average Loss %': 0,
    'Each Return': [],
    'Total Return (%)': figures.total,
    BuyHoldGain: 0,
    CAGR: figures.total / 2,
    'Sharpe Ratio': figures.sharpe,
    'Max Drawdown': figures.maxDrawdown,
    'DrawDown Period': 0,
    'Time in Market': 50,
    EntryDate: [],
    ExitDate: [],
    'Last Entry Date': '',
    'Last Exit Date': '',
    'BT End Date': dates[dates.length - 1],
    Extra: {
      dates,
      equity,
      drawdown: equity.map(() => 0),
      buy_hold_equity: equity,
      sortino: null,
      calmar: null,
      profit_factor: null,
      expectancy: null,
      return_per_exposure: null,
      performance: null,
      best_trade: null,
      worst_trade: null,
      avg_bars_held: null,
      final_equity: equity[equity.length - 1],
      trades: [],
    },
  });
}

/** Test-only: a task as GET /backtest/status answers it. */
export function taskFixture(
  taskId: string,
  params: Record<string, unknown>,
  result?: BacktestResult,
  status: BacktestTask['status'] = 'SUCCESS',
): BacktestTask {
  return {
    task_id: taskId,
    task_type: 'backtest',
    status,
    params,
    username: 'local',
    created_at: '2026-01-02T03:04:05',
    result,
  };
}
