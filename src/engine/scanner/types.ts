import type { Bars } from '../series/bars.ts';

/*
 * The stock scanner's shared types (spec analytics-service.md 2.4, 2.5, 2.9; issue 6). Percent figures are percents
 * (5 = 5%); bar positions are indices into the symbol's own Bars.
 */

export const SIGNAL_CATEGORIES = [
  'Technical Indicator',
  'Candlestick Pattern',
  'Optix Signal',
  'CPM Pattern',
  'High/Low Signal',
  'Trend Score',
] as const;
export type SignalCategory = (typeof SIGNAL_CATEGORIES)[number];

export type Direction = 'Long' | 'Short';

/** One of the 37 named signals: what it is, which way it trades and, in words, when it fires. */
export interface SignalDefinition {
  name: string;
  category: SignalCategory;
  direction: Direction;
  /** The written definition shown in help tooltips and by get-predefined-signals. */
  description: string;
}

/** What the signals of one symbol are computed from. */
export interface SignalInputs {
  bars: Bars;
  /** The symbol's Optix values on the symbol's own bars (NaN where there is none); without it Optix signals are absent. */
  optix?: Float64Array;
  /** The benchmark's (SPX) close on the symbol's own bars, carried forward (NaN before it starts); for RelTrendScore. */
  benchmarkClose?: Float64Array;
}

/** Every signal of one symbol on every bar, computed from that bar's close and earlier bars only. */
export interface SymbolSignals {
  /** Signal name -> 1 on the bars where it fires. Optix signals are absent without an Optix series. */
  fires: ReadonlyMap<string, Uint8Array>;
  /** 0..10 on each bar, NaN in the warm-up. */
  trendScore: Float64Array;
  /** 0..10 of the close relative to the benchmark, NaN in the warm-up or without a benchmark. */
  relTrendScore: Float64Array;
  /** How many bars the signals are on (computeSignals gives it; a scanner checks it against its bars). */
  barCount?: number;
  /**
   * Whether the named signal fires on bar `index`: exactly fires.get(name)[index] === 1, but computeSignals answers
   * it without computing the signal's whole series where the rule allows (a scan of one day reads only that day's
   * windows). Absent: read `fires`.
   */
  firesOn?: (name: string, index: number) => boolean;
  /** trendScore[index], without the whole series where computeSignals can (a scan of the latest day). Absent: read it. */
  trendScoreAt?: (index: number) => number;
  /** relTrendScore[index], the same way. */
  relTrendScoreAt?: (index: number) => number;
}

/** The two nightly pick lists: swing trades and mid-term trades, each with its own grid of trade plans. */
export const SCANNER_CATEGORIES = ['SwingAI', 'MidTermAI'] as const;
export type ScannerCategory = (typeof SCANNER_CATEGORIES)[number];

/** How a pick is traded: exits at the target or stop (percents of the entry) or after timeInMarket bars. */
export interface TradePlan {
  profitTarget: number;
  stopLoss: number;
  timeInMarket: number;
}

export type ExitReason = 'profit target' | 'stop loss' | 'time exhausted';

/** One historical trade of a signal: in at the close of the signal bar, out by the plan. */
export interface SignalTrade {
  entryIndex: number;
  exitIndex: number;
  entryPrice: number;
  exitPrice: number;
  /** Percent, after the direction (a short gains when the price falls). */
  returnPct: number;
  exitReason: ExitReason;
}

/** Statistics of the trades of one signal on one symbol completed before a date (percents unless noted). */
export interface SignalStats {
  tradeNumber: number;
  winRate: number;
  avgWin: number;
  avgLoss: number;
  zScore: number;
  expectedReturn: number;
  annualReturn: number;
  medianReturn: number;
  avgReturn: number;
  stdDev: number;
  maxRisk: number;
  sharpeRatio: number;
  /** Kelly fraction 0..1 (win rate and win/loss ratio), capped at 1, 0 when the edge is negative. */
  kelly: number;
}

/** A scanner pick: a signal firing on a symbol's bar, with the plan chosen for it and its history's statistics. */
export interface ScannerPick {
  symbol: string;
  /** The signal bar. */
  index: number;
  /** YYYY-MM-DD of the signal bar. */
  date: string;
  close: number;
  direction: Direction;
  signal: string;
  category: ScannerCategory;
  plan: TradePlan;
  stats: SignalStats;
  trendScore: number;
  relTrendScore: number;
  /** The symbol's Optix on the signal bar, null without one. */
  optix: number | null;
  /** The earlier trades the statistics come from (all completed before the signal bar), oldest first. */
  trades: readonly SignalTrade[];
}
