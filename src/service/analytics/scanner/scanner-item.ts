import type { ScannerBacktestInfo, ScannerItem } from '../../../contract/index.ts';
import { SIGNALS } from '../../../engine/scanner/signals/index.ts';
import type { ScannerPick } from '../../../engine/scanner/types.ts';
import type { Bars } from '../../../engine/series/bars.ts';
import { isoDay } from '../../../engine/series/bars.ts';
import type { SymbolKind } from '../../ports.ts';

const CATEGORY_OF = new Map(SIGNALS.map((s) => [s.name, s.category]));

/** Four decimals: enough for percents and prices, and answers stay readable. */
export function round4(x: number): number {
  return Math.round(x * 1e4) / 1e4;
}

function scoreOrNull(x: number): number | null {
  return Number.isFinite(x) ? round4(x) : null;
}

/** The spec's backtest_info (2.5): the pick's statistics and, per earlier trade, its dates, prices and exit. */
export function backtestInfo(pick: ScannerPick, bars: Bars, kind: SymbolKind): ScannerBacktestInfo {
  const s = pick.stats;
  return {
    date: pick.date,
    Direction: pick.direction,
    Symbol: pick.symbol,
    _Signal: pick.signal,
    Market: kind === 'etf' ? 'ETF' : 'Stock',
    AnnualReturn: round4(s.annualReturn),
    TradeNumber: s.tradeNumber,
    AvgWin: round4(s.avgWin),
    AvgLoss: round4(s.avgLoss),
    WinRate: round4(s.winRate),
    MedianReturn: round4(s.medianReturn),
    AvgReturn: round4(s.avgReturn),
    Z_Score: round4(s.zScore),
    StdDev: round4(s.stdDev),
    MaxRisk: round4(s.maxRisk),
    TimeInMarket: pick.plan.timeInMarket,
    Close: round4(pick.close),
    EachReturn: pick.trades.map((t) => round4(t.returnPct)),
    EntryTradeDate: pick.trades.map((t) => isoDay(bars.time[t.entryIndex])),
    ExitTradeDate: pick.trades.map((t) => isoDay(bars.time[t.exitIndex])),
    EntryTradePrice: pick.trades.map((t) => round4(t.entryPrice)),
    ExitTradePrice: pick.trades.map((t) => round4(t.exitPrice)),
    ExitReason: pick.trades.map((t) => t.exitReason),
  };
}

/** A pick as the spec's scanner data item (2.5); percents the spec types as strings are written with two decimals. */
export function scannerItem(pick: ScannerPick, bars: Bars, kind: SymbolKind, includeBacktest: boolean): ScannerItem {
  const s = pick.stats;
  return {
    Date: pick.date,
    Symbol: pick.symbol,
    Close: round4(pick.close),
    Direction: pick.direction,
    _Signal: pick.signal,
    WinRate: s.winRate.toFixed(2),
    ProfitTarget: String(pick.plan.profitTarget),
    StopLoss: String(pick.plan.stopLoss),
    TimeInMarket: String(pick.plan.timeInMarket),
    AvgWin: round4(s.avgWin),
    AvgLoss: round4(s.avgLoss),
    TradeNumber: s.tradeNumber,
    Z_Score: round4(s.zScore),
    ExpectedReturn: round4(s.expectedReturn),
    AnnualReturn: round4(s.annualReturn),
    MedianReturn: round4(s.medianReturn),
    AvgReturn: round4(s.avgReturn),
    StdDev: round4(s.stdDev),
    MaxRisk: round4(s.maxRisk),
    SharpeRatio: round4(s.sharpeRatio),
    TrendScore: scoreOrNull(pick.trendScore),
    RelTrendScore: scoreOrNull(pick.relTrendScore),
    Optix: pick.optix === null || !Number.isFinite(pick.optix) ? null : round4(pick.optix),
    SignalCategory: CATEGORY_OF.get(pick.signal) ?? '',
    Category: pick.category,
    Kelly: round4(s.kelly),
    Kind: kind,
    ...(includeBacktest && { backtest_info: backtestInfo(pick, bars, kind) }),
  };
}
