import type { ScannerBacktestData, ScannerTradeRecord } from '../../../contract/index.ts';
import type { PortfolioResult } from '../../../engine/scanner/portfolio/index.ts';
import { round4 } from '../scanner/scanner-item.ts';

const nullableScore = (x: number | null) => (x === null || !Number.isFinite(x) ? null : round4(x));

/** The engine's portfolio as the spec's result data (2.9), with our equity and closed-trade extensions. */
export function scannerBacktestData(r: PortfolioResult): ScannerBacktestData {
  const s = r.stats;
  const tradeList: ScannerTradeRecord[] = r.trades.map((t) => ({
    Date: t.entryDate,
    Symbol: t.symbol,
    Close: t.close,
    Direction: t.direction,
    Signal: t.signal,
    ProfitTarget: t.plan.profitTarget,
    StopLoss: t.plan.stopLoss,
    TimeInMarket: t.plan.timeInMarket,
    WinRate: round4(t.winRate),
    Kelly: round4(t.kelly),
    'Expected Return(%)': round4(t.expectedReturn),
    Optix: nullableScore(t.optix),
    TrendScore: nullableScore(t.trendScore),
    RelTrendScore: nullableScore(t.relTrendScore),
  }));
  const a = r.actions;
  return {
    'TOTAL RETURN': round4(s.totalReturn),
    'MEDIAN RETURN': round4(s.medianReturn),
    'AVERAGE RETURN': round4(s.averageReturn),
    'WIN RATE': round4(s.winRate),
    'AVERAGE WIN': round4(s.averageWin),
    'AVERAGE LOSS': round4(s.averageLoss),
    'MAX RISK': round4(s.maxRisk),
    'TOTAL TRADES': s.totalTrades,
    'TOTAL POSITIVE': s.totalPositive,
    'TOTAL NEGATIVE': s.totalNegative,
    'TIME IN MARKET': round4(s.timeInMarket),
    'STD.DEV': round4(s.stdDev),
    'Z-SCORE': round4(s.zScore),
    'BUY and HOLD': round4(s.buyAndHold),
    'AVERAGE POSITION': round4(s.averagePosition),
    'TRADE LIST': JSON.stringify(tradeList),
    result: {
      'Start Date': a.map((x) => x.startDate),
      Symbol: a.map((x) => x.symbol),
      Signal: a.map((x) => x.signal),
      Direction: a.map((x) => x.direction),
      TimeInMarket: a.map((x) => x.timeInMarket),
      ProfitTarget: a.map((x) => x.profitTarget),
      StopLoss: a.map((x) => x.stopLoss),
      Kelly: a.map((x) => round4(x.kelly)),
      StayInMarket: a.map((x) => x.stayInMarket),
      Shares: a.map((x) => x.shares),
      Price: a.map((x) => round4(x.price)),
      Close: a.map((x) => round4(x.close)),
      FloatProfit: a.map((x) => round4(x.floatProfit)),
      OrderStatus: a.map((x) => x.orderStatus),
      Action: a.map((x) => x.action),
      Date: a.map((x) => x.date),
    },
    equity: { dates: r.equity.dates, values: r.equity.equity.map(round4) },
    closed_trades: r.trades.map((t) => ({
      Symbol: t.symbol,
      Signal: t.signal,
      Direction: t.direction,
      EntryDate: t.entryDate,
      EntryPrice: round4(t.entryPrice),
      ExitDate: t.exitDate,
      ExitPrice: round4(t.exitPrice),
      Shares: t.shares,
      Return: round4(t.returnPct),
      ExitReason: t.exitReason,
    })),
  };
}
