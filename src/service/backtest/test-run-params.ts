import type { BacktestResult } from '../../contract/index.ts';
import { BacktestResultSchema } from '../../contract/index.ts';
import type { MarketData } from '../ports.ts';
import { parseStrategyRequest, resolveStrategy } from './resolve-strategy.ts';
import { runBacktest } from './run-backtest.ts';

/** Tests only: a strategy request run as the service runs it (defaults resolved on a fixed day), read back as sent. */
export async function runParams(marketData: MarketData, params: object): Promise<BacktestResult> {
  const resolved = await resolveStrategy(parseStrategyRequest(params), marketData, '2026-11-21');
  return BacktestResultSchema.parse(await runBacktest(resolved, marketData));
}
