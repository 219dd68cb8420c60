import type { BacktestResult, CpmResult, ScannerBacktestResult, SweepCell } from '../../contract/index.ts';
import { SweepSliceRunner } from '../research/sweep-slice.ts';
import { resolveCpm } from '../analytics/cpm/resolve-cpm.ts';
import { runCpm } from '../analytics/cpm/run-cpm.ts';
import type { JobEvents } from '../analytics/scanner-backtest/run-scanner-backtest.ts';
import { scannerBacktestJob } from '../analytics/scanner-backtest/run-scanner-backtest.ts';
import { resolveStrategy } from '../backtest/resolve-strategy.ts';
import { runBacktest } from '../backtest/run-backtest.ts';
import type { MarketData, TaskJob } from '../ports.ts';

const sliceRunners = new WeakMap<MarketData, SweepSliceRunner>();

/** One slice runner per market data, so a thread keeps its bars and series from one slice to the next. */
function sliceRunnerOf(marketData: MarketData): SweepSliceRunner {
  let runner = sliceRunners.get(marketData);
  if (!runner) sliceRunners.set(marketData, (runner = new SweepSliceRunner(marketData)));
  return runner;
}

/**
 * A task's work from plain data, the same as the in-process runners do: what a worker thread of the server runs.
 * `today` is the ISO date the strategy defaults resolve against. `events` hears the progress of the kinds that report
 * it and may stop them early (a scanner backtest; the other kinds ignore it).
 */
export async function runTaskJob(
  job: TaskJob,
  marketData: MarketData,
  today: string,
  events: JobEvents = {},
): Promise<BacktestResult | CpmResult | ScannerBacktestResult | SweepCell[]> {
  if (job.kind === 'sweep_slice') return sliceRunnerOf(marketData).run(job.slice);
  if (job.kind === 'scanner') return scannerBacktestJob(job.params, marketData, events);
  if (job.kind === 'backtest') return runBacktest(await resolveStrategy(job.params, marketData, today), marketData);
  return runCpm(await resolveCpm(job.params, marketData), job.mode === 'backtest' ? 'backtest' : 'scan');
}
