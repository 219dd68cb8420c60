import type { OpenPosition } from './book.ts';
import type { PortfolioAction, PortfolioActionRow, PortfolioExitReason, PortfolioTrade } from './types.ts';

/** A position's row on `date` (see PortfolioActionRow for what each field holds). */
export function actionRow(
  date: string,
  position: OpenPosition,
  action: PortfolioAction,
  close: number,
  floatProfit: number,
  orderStatus: 'Open' | PortfolioExitReason,
): PortfolioActionRow {
  const { pick } = position;
  return {
    date,
    startDate: position.entryDate,
    symbol: pick.symbol,
    signal: pick.signal,
    direction: pick.direction,
    timeInMarket: pick.plan.timeInMarket,
    profitTarget: pick.plan.profitTarget,
    stopLoss: pick.plan.stopLoss,
    kelly: pick.stats.kelly,
    stayInMarket: position.barsHeld,
    shares: position.shares,
    price: position.entryPrice,
    close,
    floatProfit,
    orderStatus,
    action,
  };
}

/** The completed trade of a position closed at `exitPrice` on `exitDate` with `profit` after both commissions. */
export function tradeRecord(
  position: OpenPosition,
  exitDate: string,
  exitPrice: number,
  exitReason: PortfolioExitReason,
  profit: number,
): PortfolioTrade {
  const { pick, shares, entryPrice } = position;
  return {
    symbol: pick.symbol,
    signal: pick.signal,
    category: pick.category,
    direction: pick.direction,
    entryDate: position.entryDate,
    entryPrice,
    exitDate,
    exitPrice,
    shares,
    // Profit over the money the position moved at entry: long (X(1-c) - E(1+c)) / E, short (E(1-c) - X(1+c)) / E.
    returnPct: (profit / (shares * entryPrice)) * 100,
    profit,
    exitReason,
    barsHeld: position.barsHeld,
    plan: pick.plan,
    kelly: pick.stats.kelly,
    fraction: position.fraction,
    winRate: pick.stats.winRate,
    expectedReturn: pick.stats.expectedReturn,
    optix: pick.optix,
    trendScore: pick.trendScore,
    relTrendScore: pick.relTrendScore,
    close: pick.close,
  };
}
