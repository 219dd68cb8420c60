import type { BacktestResult, CpmResult, ScannerBacktestResult } from '../../contract/index.ts';
import { resolveCpm } from '../analytics/cpm/resolve-cpm.ts';
import { runCpm } from '../analytics/cpm/run-cpm.ts';
import { scannerBacktestJob } from '../analytics/scanner-backtest/run-scanner-backtest.ts';
import { resolveStrategy } from '../backtest/resolve-strategy.ts';
import { runBacktest } from '../backtest/run-backtest.ts';
import type { MarketData, TaskJob } from '../ports.ts';

/**
 * A task's work from plain data, the same as the in-process runners do: what a worker thread of the server runs.
 * `today` is the ISO date the strategy defaults resolve against.
 */
export async function runTaskJob(
  job: TaskJob,
  marketData: MarketData,
  today: string,
): Promise<BacktestResult | CpmResult | ScannerBacktestResult> {
  if (job.kind === 'scanner') return scannerBacktestJob(job.params, marketData);
  if (job.kind === 'backtest') return runBacktest(await resolveStrategy(job.params, marketData, today), marketData);
  return runCpm(await resolveCpm(job.params, marketData), job.mode === 'backtest' ? 'backtest' : 'scan');
}
