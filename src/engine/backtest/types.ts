/** Execution settings of one backtest, already converted to numbers (docs/semantics.md). */
export interface ExecutionSpec {
  readonly direction: 'Long' | 'Short';
  /** 0 = next open, 1 = next close, 2 = current close. */
  readonly tradePrice: 0 | 1 | 2;
  /** Stop-loss as a positive percent (5 means 5%), or null. */
  readonly stopPct: number | null;
  /** Take-profit as a positive percent, or null. */
  readonly takePct: number | null;
  /** Maximum bars held (exit at the close of fill bar + maxBars), or null. */
  readonly maxBars: number | null;
  /** Fractions per side (0.001 = 0.1%). */
  readonly commission: number;
  readonly slippage: number;
  readonly capital: number;
  /** capital_alloc: the fraction of equity committed to each trade. */
  readonly allocation: number;
  /** First and last bar index (inclusive) of the [start_date, end_date] window. */
  readonly from: number;
  readonly to: number;
  /** For annualising the Sharpe ratio: 252, 52, 12, or 252 x 7. */
  readonly barsPerYear: number;
}

export type ExitReason = 'signal' | 'stop' | 'target' | 'time' | 'end';

export interface SimulatedTrade {
  /** Bar indices of the entry fill and the exit fill. */
  readonly entryBar: number;
  readonly exitBar: number;
  /** Fill prices after slippage. */
  readonly entryPrice: number;
  readonly exitPrice: number;
  /** Net return as a fraction after commission and slippage. */
  readonly ret: number;
  readonly exitReason: ExitReason;
  /** Still open after the last bar of the window; closed at its close. */
  readonly open: boolean;
  /** Worst and best excursion while held, fractions of the entry fill, from bar lows/highs (sign: adverse <= 0). */
  readonly mae: number;
  readonly mfe: number;
}

export interface SimulationOutcome {
  readonly trades: readonly SimulatedTrade[];
  /** Mark-to-market equity at each close of the window, from `from` to `to`. */
  readonly equity: Float64Array;
  /** Bars in the market (fill bar to exit bar, both counted) within the window. */
  readonly barsInMarket: number;
}

/** The metrics of spec 2.9 and the extras of docs/semantics.md, in engine terms (fractions converted to percent here). */
export interface BacktestMetrics {
  readonly totalTrades: number;
  readonly totalPositive: number;
  readonly totalNegative: number;
  readonly winRatePct: number;
  readonly averageWinPct: number;
  readonly averageLossPct: number;
  readonly eachReturnPct: readonly number[];
  readonly totalReturnPct: number;
  readonly buyHoldGainPct: number;
  readonly cagrPct: number;
  readonly sharpe: number;
  readonly maxDrawdownPct: number;
  readonly drawdownPeriodBars: number;
  readonly timeInMarketPct: number;
  readonly drawdownPct: Float64Array;
  readonly buyHoldEquity: Float64Array;
  readonly sortino: number | null;
  readonly calmar: number | null;
  readonly profitFactor: number | null;
  readonly expectancyPct: number | null;
  /** Total return over the time-in-market fraction (percent per unit of exposure); null when never in the market. */
  readonly returnPerExposurePct: number | null;
  readonly bestTradePct: number | null;
  readonly worstTradePct: number | null;
  readonly avgBarsHeld: number | null;
  readonly finalEquity: number;
}
