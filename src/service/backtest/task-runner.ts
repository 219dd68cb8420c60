import type { BacktestResult, StrategyParamsInput } from '../../contract/index.ts';
import type { ServicePorts } from '../ports.ts';
import { isoDate } from '../system-clock.ts';
import type { TaskWork } from '../tasks/task-runner.ts';
import { TaskRunner } from '../tasks/task-runner.ts';
import { parseStrategyRequest, resolveStrategy } from './resolve-strategy.ts';
import { jobWork } from '../tasks/job-work.ts';
import { backtestSummary } from '../tasks/backtest-summary.ts';

/** CSV rows from which a submit's check and store let other requests in between (TaskWork.large). */
const LARGE_CSV_ROWS = 10_000;

export type BacktestTaskRunner = TaskRunner<StrategyParamsInput, BacktestResult>;

/**
 * Backtest tasks: the parsed request is resolved (a 400 if it cannot run) at submit, and again when it runs (the
 * day's defaults and the data may have changed by then).
 */
export function backtestTaskRunner(ports: ServicePorts): BacktestTaskRunner {
  const today = () => isoDate(ports.clock.now());
  const work: TaskWork<StrategyParamsInput, BacktestResult> = {
    kind: 'backtest',
    queued: 'Backtest task queued',
    parse: parseStrategyRequest,
    check: async (params) => {
      await resolveStrategy(params, ports.marketData, today());
    },
    large: (params) => params.csv_mode === true && (params.csv_data?.length ?? 0) > LARGE_CSV_ROWS,
    ...jobWork(ports, (params) => ({ kind: 'backtest', params })),
    summarize: backtestSummary,
  };
  return new TaskRunner(ports, work);
}
