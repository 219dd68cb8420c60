import type { Bars } from '../../series/bars.ts';
import type { Direction, ExitReason, ScannerCategory, ScannerPick, TradePlan } from '../types.ts';

/** The daily sort metrics of rank_condition (spec analytics-service.md 4.5). */
export const RANK_CONDITIONS = ['WinRate', 'Z_Score', 'StdDev', 'Expected Return', 'SharpeRatio'] as const;
export type RankCondition = (typeof RANK_CONDITIONS)[number];

/** How the portfolio trades; the parsed form of the request's parameters. */
export interface PortfolioOptions {
  /** total_capital, > 0. */
  capital: number;
  /** The long side of long_short_ratio: open longs may be worth at most longShare x equity (0..1). */
  longShare: number;
  /** The short side of long_short_ratio: open shorts may owe at most shortShare x equity (0..1). */
  shortShare: number;
  /** commission, in percent of the traded value, charged on entry and on exit. */
  commissionPct: number;
  /** capital_allocate: 'Kelly' sizes each trade by its pick's Kelly fraction; a number (0..1] sizes every trade alike. */
  allocation: 'Kelly' | number;
  /** daily_limit: at most this many new trades a day (a whole number >= 1). */
  dailyLimit: number;
  /** rank_condition: which picks of a day come first. */
  rankBy: RankCondition;
}

export interface PortfolioInput {
  /** Every tradable symbol's daily bars (the whole history is fine: only the window is read). */
  bars: ReadonlyMap<string, Bars>;
  /** The picks that passed the caller's filters, by signal day (YYYY-MM-DD). */
  picksByDay: ReadonlyMap<string, readonly ScannerPick[]>;
  /** start_date, YYYY-MM-DD, inclusive. */
  startDate: string;
  /** end_date, YYYY-MM-DD, inclusive. */
  endDate: string;
  /** For BUY and HOLD; without one the traded symbols' buy-and-hold stands in (see portfolio-stats.ts). */
  benchmark?: Bars;
}

/** A plan's exits, plus the forced close of whatever is still open on the window's last day. */
export type PortfolioExitReason = ExitReason | 'end of test';

/** One completed trade of the portfolio (every trade is completed: the last day closes the rest). */
export interface PortfolioTrade {
  symbol: string;
  signal: string;
  category: ScannerCategory;
  direction: Direction;
  /** The signal day: the trade is entered at that day's close. */
  entryDate: string;
  entryPrice: number;
  /** The day of the bar the exit price comes from. */
  exitDate: string;
  exitPrice: number;
  shares: number;
  /** Net of both commissions, on the entry value: long (X(1-c) - E(1+c)) / E, short (E(1-c) - X(1+c)) / E, in %. */
  returnPct: number;
  /** Money made or lost, after both commissions (= shares x entryPrice x returnPct / 100). */
  profit: number;
  exitReason: PortfolioExitReason;
  /** Bars of the symbol after the entry bar up to and including the exit bar. */
  barsHeld: number;
  plan: TradePlan;
  /** The pick's Kelly fraction (0..1), whatever the allocation. */
  kelly: number;
  /** The fraction of equity the trade was sized with before the long/short caps: the Kelly or the fixed ratio. */
  fraction: number;
  winRate: number;
  expectedReturn: number;
  optix: number | null;
  trendScore: number;
  relTrendScore: number;
  /** The pick's close (the entry price). */
  close: number;
}

export type PortfolioAction = 'Buy' | 'Hold' | 'Sell';

/** One open position on one day: a row of the spec's parallel `result` arrays (plus the row's own day). */
export interface PortfolioActionRow {
  /** The day this row describes (not one of the spec's arrays; kept for charts and checks). */
  date: string;
  /** Start Date: the entry day. */
  startDate: string;
  symbol: string;
  signal: string;
  direction: Direction;
  timeInMarket: number;
  profitTarget: number;
  stopLoss: number;
  kelly: number;
  /** StayInMarket: the symbol's bars held so far (0 on the entry day). */
  stayInMarket: number;
  shares: number;
  /** Price: the entry price. */
  price: number;
  /** Close: the symbol's close that day (its last close when it has no bar that day). */
  close: number;
  /**
   * FloatProfit in money: on Buy and Hold rows the unrealised profit at the close after the entry commission; on the
   * Sell row the realised profit at the exit price after both commissions.
   */
  floatProfit: number;
  /** 'Open' while held, the exit reason on the Sell row. */
  orderStatus: 'Open' | PortfolioExitReason;
  /** Buy on the entry day, Hold while held, Sell on the exit day (the same words for shorts). */
  action: PortfolioAction;
}

/** The figures of the spec's scanner backtest result (2.9), percent unless noted. */
export interface PortfolioStats {
  totalReturn: number;
  medianReturn: number;
  averageReturn: number;
  winRate: number;
  averageWin: number;
  averageLoss: number;
  /** The deepest fall of the daily equity from its running peak (which starts at the capital), <= 0. */
  maxRisk: number;
  totalTrades: number;
  totalPositive: number;
  totalNegative: number;
  timeInMarket: number;
  stdDev: number;
  zScore: number;
  buyAndHold: number;
  /** Money: the mean over the days of the gross market value of the open positions at the close. */
  averagePosition: number;
}

export interface PortfolioResult {
  /** In the order they were entered. Empty when nothing traded (the service answers 407). */
  trades: PortfolioTrade[];
  /** One value per day of the calendar: cash + longs - shorts, marked at each symbol's last close. */
  equity: { dates: string[]; equity: number[] };
  /** Per day, the rows of the positions closed that day and held on, in entry order, then that day's entries. */
  actions: PortfolioActionRow[];
  stats: PortfolioStats;
  finalEquity: number;
}
