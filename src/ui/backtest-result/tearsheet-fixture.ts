import type { BacktestResult, BenchmarkComparison, Trade } from '../../contract/index.ts';

/* Test-only: a small result written by hand, so tearsheet tests can state every figure they expect. */

const trade = (
  entry_date: string,
  exit_date: string,
  return_pct: number,
  exit_reason: Trade['exit_reason'],
): Trade => ({
  entry_date,
  exit_date,
  entry_price: 100,
  exit_price: 100 * (1 + return_pct / 100),
  return_pct,
  bars_held: 2,
  exit_reason,
  open: false,
  mae_pct: -1,
  mfe_pct: 1,
});

export const FIXTURE_BENCHMARK: BenchmarkComparison = {
  symbol: 'DJI',
  dates_matched: 4,
  // As stored before coverage existed: the screens derive what they need from the equity.
  coverage: null,
  strategy_total_return_pct: null,
  strategy_cagr_pct: null,
  monthly_returns: [],
  annual_returns: [],
  // No bar on 2020-12-01: that point is skipped on the chart.
  equity: [100000, null, 102000, 101000, 103020],
  total_return_pct: 3.02,
  cagr_pct: 47.5,
  beta: 0.8,
  alpha_pct: 12.34,
  correlation: 0.61,
  tracking_error_pct: 9.5,
  information_ratio: 0.42,
  up_capture_pct: 95.5,
  down_capture_pct: 70.25,
};

export function tearsheetFixture(over: Partial<BacktestResult['Extra']> = {}): BacktestResult {
  const trades = [
    trade('2020-11-30', '2020-12-01', 1, 'target'),
    trade('2020-12-01', '2020-12-31', -2, 'stop'),
    trade('2021-01-04', '2021-01-29', 0.97, 'time'),
  ];
  return {
    Symbol: 'SPX',
    Frequency: 'Daily',
    'Total Trades': 3,
    'Total Positive': 2,
    'Total Negative': 1,
    'Win Rate': 66.67,
    'Average Win %': 0.985,
    'Average Loss %': -2,
    'Each Return': trades.map((t) => t.return_pct),
    'Total Return (%)': 4,
    BuyHoldGain: 2.5,
    CAGR: 60,
    'Sharpe Ratio': 1.5,
    'Max Drawdown': -1.98,
    'DrawDown Period': 2,
    'Time in Market': 100,
    EntryDate: trades.map((t) => t.entry_date),
    ExitDate: trades.map((t) => t.exit_date),
    'Last Entry Date': '2021-01-04',
    'Last Exit Date': '2021-01-29',
    'BT End Date': '2021-01-29',
    Extra: {
      dates: ['2020-11-30', '2020-12-01', '2020-12-31', '2021-01-04', '2021-01-29'],
      equity: [100000, 101000, 99000, 103000, 104000],
      drawdown: [0, 0, -1.98, 0, 0],
      buy_hold_equity: [100000, 100500, 101000, 102000, 102500],
      sortino: 2,
      calmar: 30,
      profit_factor: 0.985,
      expectancy: -0.01,
      return_per_exposure: 4,
      performance: null,
      best_trade: 1,
      worst_trade: -2,
      avg_bars_held: 2,
      final_equity: 104000,
      trades,
      benchmark: FIXTURE_BENCHMARK,
      benchmark_note: null,
      monthly_returns: [
        { year: 2020, month: 11, return_pct: 0.5 },
        { year: 2020, month: 12, return_pct: -1.5 },
        { year: 2021, month: 1, return_pct: 5.05 },
      ],
      annual_returns: [
        { year: 2020, return_pct: -1 },
        { year: 2021, return_pct: 5.05 },
      ],
      drawdowns: [
        {
          peak_date: '2020-12-01',
          trough_date: '2020-12-31',
          recovery_date: '2021-01-04',
          depth_pct: -1.98,
          bars_to_trough: 1,
          bars_to_recovery: 2,
        },
        {
          peak_date: '2021-01-04',
          trough_date: '2021-01-29',
          recovery_date: null,
          depth_pct: -0.5,
          bars_to_trough: 1,
          bars_to_recovery: null,
        },
      ],
      ...over,
    },
  };
}
