import type {
  AnnualReturn,
  BacktestResult,
  BenchmarkComparison,
  DrawdownEpisode,
  MonthlyReturn,
  SweepFigures,
} from '../../contract/index.ts';
import type { MonthReturn, YearReturn } from '../../engine/backtest/tearsheet/period-returns.ts';
import type { BenchmarkFigures } from '../../engine/backtest/tearsheet/benchmark-comparison.ts';
import type { DrawdownEpisodeAt } from '../../engine/backtest/tearsheet/drawdown-episodes.ts';
import type { Tearsheet } from '../../engine/backtest/tearsheet/tearsheet.ts';
import type { BacktestMetrics, ExecutionSpec, SimulationOutcome } from '../../engine/backtest/types.ts';
import type { Bars } from '../../engine/series/bars.ts';
import { barLabel } from '../../engine/series/bars.ts';
import { heldBars } from '../../engine/backtest/metrics.ts';
import { monthKey, monthsInMarket } from '../../engine/backtest/tearsheet/months-in-market.ts';
import { performanceSummary } from '../../engine/backtest/performance-summary.ts';
import { performanceFigures } from './performance-figures.ts';
import { barLabels } from './bar-labels.ts';

export interface ResultParts {
  symbol: string;
  frequency: string;
  bars: Bars;
  spec: ExecutionSpec;
  outcome: SimulationOutcome;
  metrics: BacktestMetrics;
  tearsheet: Tearsheet;
  /** The request's benchmark symbol, and why there is no comparison when the tearsheet has none. */
  benchmark: { symbol: string; note: string | null };
}

/** Percent figures keep 6 decimals: enough for any display, small enough for a 25,000-bar equity curve. */
const round = (x: number, digits = 6) => {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
};
const roundOrNull = (x: number | null) => (x === null ? null : round(x));

/** A curve as a plain array at 4 decimals; a loop, because Array.from with a mapper is several times slower here. */
function curve(values: Float64Array): number[] {
  const out = new Array<number>(values.length);
  for (let i = 0; i < values.length; i++) out[i] = Math.round(values[i] * 1e4) / 1e4;
  return out;
}

/** A benchmark curve as a plain array at 4 decimals, null where the benchmark has no bar (NaN in the engine). */
function gappedCurve(values: Float64Array): (number | null)[] {
  const out = new Array<number | null>(values.length);
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    out[i] = Number.isNaN(v) ? null : Math.round(v * 1e4) / 1e4;
  }
  return out;
}

const monthlyReturn = (p: MonthReturn): MonthlyReturn => ({
  year: p.year,
  month: p.month,
  return_pct: round(p.returnPct),
});
const annualReturn = (p: YearReturn): AnnualReturn => ({ year: p.year, return_pct: round(p.returnPct) });

function benchmarkComparison(symbol: string, b: BenchmarkFigures, dates: readonly string[]): BenchmarkComparison {
  return {
    symbol,
    dates_matched: b.datesMatched,
    coverage: {
      first_date: dates[b.firstIndex],
      last_date: dates[b.lastIndex],
      strategy_dates: dates.length,
      share_pct: round((b.datesMatched / dates.length) * 100),
      whole_window: b.firstIndex === 0 && b.lastIndex === dates.length - 1,
    },
    strategy_total_return_pct: round(b.strategyReturnPct),
    strategy_cagr_pct: round(b.strategyCagrPct),
    monthly_returns: b.periods.monthly.map(monthlyReturn),
    annual_returns: b.periods.annual.map(annualReturn),
    equity: gappedCurve(b.equity),
    total_return_pct: round(b.totalReturnPct),
    cagr_pct: round(b.cagrPct),
    beta: roundOrNull(b.beta),
    alpha_pct: roundOrNull(b.alphaPct),
    correlation: roundOrNull(b.correlation),
    tracking_error_pct: roundOrNull(b.trackingErrorPct),
    information_ratio: roundOrNull(b.informationRatio),
    up_capture_pct: roundOrNull(b.upCapturePct),
    down_capture_pct: roundOrNull(b.downCapturePct),
  };
}

/** An episode's window indices as the window's dates; the bar counts are differences of those indices. */
function drawdownEpisode(e: DrawdownEpisodeAt, dates: readonly string[]): DrawdownEpisode {
  return {
    peak_date: dates[e.peak],
    trough_date: dates[e.trough],
    recovery_date: e.recovery === null ? null : dates[e.recovery],
    depth_pct: round(e.depthPct),
    bars_to_trough: e.trough - e.peak,
    bars_to_recovery: e.recovery === null ? null : e.recovery - e.peak,
  };
}

/** A run's headline figures under the result's names, rounded as the result rounds them (a sweep's cell). */
export function headlineFigures(m: BacktestMetrics): SweepFigures {
  return {
    'Total Trades': m.totalTrades,
    'Total Return (%)': round(m.totalReturnPct),
    CAGR: round(m.cagrPct),
    'Sharpe Ratio': round(m.sharpe),
    'Max Drawdown': round(m.maxDrawdownPct),
    'Win Rate': round(m.winRatePct),
    profit_factor: roundOrNull(m.profitFactor),
  };
}

/** The engine's outcome in the spec's result shape (2.9) plus `Extra` (docs/semantics.md). */
export function toBacktestResult(parts: ResultParts): BacktestResult {
  const { symbol, frequency, bars, spec, outcome, metrics: m, tearsheet, benchmark } = parts;
  const label = (i: number) => barLabel(bars.time[i]);
  const entryDates = outcome.trades.map((t) => label(t.entryBar));
  const exitDates = outcome.trades.map((t) => label(t.exitBar));
  const dates = barLabels(bars.time, spec.from, spec.to);
  const heldMonths = monthsInMarket(bars.time, outcome.trades);
  const performance = performanceSummary(outcome.trades, outcome.equity, spec);
  return {
    Symbol: symbol,
    Frequency: frequency,
    'Total Trades': m.totalTrades,
    'Total Positive': m.totalPositive,
    'Total Negative': m.totalNegative,
    'Win Rate': round(m.winRatePct),
    'Average Win %': round(m.averageWinPct),
    'Average Loss %': round(m.averageLossPct),
    'Each Return': m.eachReturnPct.map((r) => round(r)),
    'Total Return (%)': round(m.totalReturnPct),
    BuyHoldGain: round(m.buyHoldGainPct),
    CAGR: round(m.cagrPct),
    'Sharpe Ratio': round(m.sharpe),
    'Max Drawdown': round(m.maxDrawdownPct),
    'DrawDown Period': m.drawdownPeriodBars,
    'Time in Market': round(m.timeInMarketPct),
    EntryDate: entryDates,
    ExitDate: exitDates,
    'Last Entry Date': entryDates.at(-1) ?? '',
    'Last Exit Date': exitDates.at(-1) ?? '',
    'BT End Date': label(spec.to),
    Extra: {
      dates,
      equity: curve(outcome.equity),
      drawdown: curve(m.drawdownPct),
      buy_hold_equity: curve(m.buyHoldEquity),
      sortino: roundOrNull(m.sortino),
      calmar: roundOrNull(m.calmar),
      profit_factor: roundOrNull(m.profitFactor),
      expectancy: roundOrNull(m.expectancyPct),
      return_per_exposure: roundOrNull(m.returnPerExposurePct),
      best_trade: roundOrNull(m.bestTradePct),
      worst_trade: roundOrNull(m.worstTradePct),
      avg_bars_held: roundOrNull(m.avgBarsHeld),
      final_equity: round(m.finalEquity, 4),
      performance: performanceFigures(performance),
      trades: outcome.trades.map((t, i) => ({
        entry_date: label(t.entryBar),
        exit_date: label(t.exitBar),
        entry_price: round(t.entryPrice),
        exit_price: round(t.exitPrice),
        return_pct: round(t.ret * 100),
        pnl: round(performance.perTrade[i].pnl, 4),
        cum_pnl: round(performance.perTrade[i].cumPnl, 4),
        bars_held: heldBars(t),
        exit_reason: t.exitReason,
        open: t.open,
        mae_pct: round(t.mae * 100),
        mfe_pct: round(t.mfe * 100),
      })),
      benchmark:
        tearsheet.benchmark === null ? null : benchmarkComparison(benchmark.symbol, tearsheet.benchmark, dates),
      benchmark_note: tearsheet.benchmark === null ? benchmark.note : null,
      monthly_returns: tearsheet.monthly.map((p) => ({
        ...monthlyReturn(p),
        in_market: heldMonths.has(monthKey(p.year, p.month)),
      })),
      annual_returns: tearsheet.annual.map(annualReturn),
      drawdowns: tearsheet.drawdowns.map((e) => drawdownEpisode(e, dates)),
    },
  };
}
