/*
 * The performance summary of a backtest in currency, as TradingView's Strategy Tester lays it out: all trades, then
 * the long and the short ones apart (docs/semantics.md, "Performance summary").
 */
import { heldBars } from './metrics.ts';
import type { ExecutionSpec, SimulatedTrade } from './types.ts';

/** One trade in currency. */
export interface TradeMoney {
  /** Profit or loss after commission and slippage: the change of the account's cash from the trade. */
  readonly pnl: number;
  /** The sum of `pnl` over this trade and every one before it. */
  readonly cumPnl: number;
  /** Commission paid on both sides. */
  readonly commission: number;
}

/** The figures of one group of trades (all, long or short). Null where the group has no such trade. */
export interface SideSummary {
  readonly trades: number;
  /** Trades with a profit; the others (a zero included) are losers, as in the Trades figures. */
  readonly winners: number;
  readonly losers: number;
  readonly netProfit: number;
  readonly grossProfit: number;
  /** The sum of the losers' P&L, zero or negative. */
  readonly grossLoss: number;
  readonly commissionPaid: number;
  readonly largestWin: number | null;
  readonly largestLoss: number | null;
  readonly avgBarsWinners: number | null;
  readonly avgBarsLosers: number | null;
}

export interface PerformanceSummary {
  readonly all: SideSummary;
  readonly long: SideSummary;
  readonly short: SideSummary;
  /** The largest rise of the equity from its lowest point so far, in currency, and as a percent of that low. */
  readonly maxRunUp: number;
  readonly maxRunUpPct: number;
  /** Per trade, in the order of `trades`. */
  readonly perTrade: TradeMoney[];
}

/**
 * Each trade's P&L and commission in currency. One position at a time, each committing `allocation` of the cash left
 * by the trades before it (simulate.ts), so trade k's notional is allocation x capital x the product of
 * (1 + allocation x ret) over the trades before it. Commission is charged on the entry notional and on the exit
 * notional (the entry one x exit fill / entry fill).
 */
export function tradeMoney(trades: readonly SimulatedTrade[], spec: ExecutionSpec): TradeMoney[] {
  let cash = spec.capital;
  let cum = 0;
  return trades.map((t) => {
    const notional = spec.allocation * cash;
    const pnl = notional * t.ret;
    cash += pnl;
    cum += pnl;
    return { pnl, cumPnl: cum, commission: notional * spec.commission * (1 + t.exitPrice / t.entryPrice) };
  });
}

function sideSummary(trades: readonly SimulatedTrade[], money: readonly TradeMoney[]): SideSummary {
  let winners = 0;
  let grossProfit = 0;
  let grossLoss = 0;
  let commissionPaid = 0;
  let largestWin: number | null = null;
  let largestLoss: number | null = null;
  let barsWinners = 0;
  let barsLosers = 0;
  trades.forEach((t, i) => {
    const { pnl, commission } = money[i];
    commissionPaid += commission;
    if (pnl > 0) {
      winners++;
      grossProfit += pnl;
      barsWinners += heldBars(t);
      largestWin = largestWin === null ? pnl : Math.max(largestWin, pnl);
    } else {
      grossLoss += pnl;
      barsLosers += heldBars(t);
      largestLoss = largestLoss === null ? pnl : Math.min(largestLoss, pnl);
    }
  });
  const losers = trades.length - winners;
  return {
    trades: trades.length,
    winners,
    losers,
    netProfit: grossProfit + grossLoss,
    grossProfit,
    grossLoss,
    commissionPaid,
    largestWin,
    largestLoss,
    avgBarsWinners: winners > 0 ? barsWinners / winners : null,
    avgBarsLosers: losers > 0 ? barsLosers / losers : null,
  };
}

/** The largest rise of a curve from its lowest value so far, and that rise over the low in percent (0 without one). */
export function maxRunUp(equity: Float64Array): { value: number; pct: number } {
  let low = Infinity;
  let value = 0;
  let pct = 0;
  for (const e of equity) {
    if (e < low) low = e;
    if (e - low > value) {
      value = e - low;
      pct = low > 0 ? (value / low) * 100 : 0;
    }
  }
  return { value, pct };
}

/** The summary of a run: its trades all played in one direction (spec.direction), so the other side is empty. */
export function performanceSummary(
  trades: readonly SimulatedTrade[],
  equity: Float64Array,
  spec: ExecutionSpec,
): PerformanceSummary {
  const money = tradeMoney(trades, spec);
  const all = sideSummary(trades, money);
  const none = sideSummary([], []);
  const runUp = maxRunUp(equity);
  return {
    all,
    long: spec.direction === 'Long' ? all : none,
    short: spec.direction === 'Short' ? all : none,
    maxRunUp: runUp.value,
    maxRunUpPct: runUp.pct,
    perTrade: money,
  };
}
