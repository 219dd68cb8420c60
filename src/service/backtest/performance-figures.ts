import type { PerformanceSummary as Figures, SidePerformance } from '../../contract/index.ts';
import type { PerformanceSummary, SideSummary } from '../../engine/backtest/performance-summary.ts';

/** Currency to 4 decimals, like the final equity: exact to the cent and free of float noise. */
const money = (x: number) => Math.round(x * 1e4) / 1e4;
const moneyOrNull = (x: number | null) => (x === null ? null : money(x));
const barsOrNull = (x: number | null) => (x === null ? null : Math.round(x * 1e6) / 1e6);

function side(s: SideSummary): SidePerformance {
  return {
    trades: s.trades,
    winners: s.winners,
    losers: s.losers,
    net_profit: money(s.netProfit),
    gross_profit: money(s.grossProfit),
    gross_loss: money(s.grossLoss),
    commission_paid: money(s.commissionPaid),
    largest_win: moneyOrNull(s.largestWin),
    largest_loss: moneyOrNull(s.largestLoss),
    avg_bars_winners: barsOrNull(s.avgBarsWinners),
    avg_bars_losers: barsOrNull(s.avgBarsLosers),
  };
}

/** The engine's performance summary in the result's shape. */
export function performanceFigures(p: PerformanceSummary): Figures {
  return {
    all: side(p.all),
    long: side(p.long),
    short: side(p.short),
    max_run_up: money(p.maxRunUp),
    max_run_up_pct: Math.round(p.maxRunUpPct * 1e6) / 1e6,
  };
}
