export { MIN_TRADES, PLAN_GRID } from './plan-grid.ts';
export { signalTrades } from './signal-trades.ts';
export type { TradeAccumulator, TradeSummary } from './trade-stats.ts';
export { addTrade, emptyAccumulator, expectedReturnOf, statsFromSummary, tradeStats } from './trade-stats.ts';
export type { TradeHistory } from './trade-history.ts';
export { tradeHistory } from './trade-history.ts';
