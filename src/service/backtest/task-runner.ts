import type { BacktestResult } from '../../contract/index.ts';
import type { ServicePorts } from '../ports.ts';
import { isoDate } from '../system-clock.ts';
import type { TaskWork } from '../tasks/task-runner.ts';
import { TaskRunner } from '../tasks/task-runner.ts';
import { resolveStrategy } from './resolve-strategy.ts';
import { jobWork } from '../tasks/job-work.ts';
import { backtestSummary } from '../tasks/backtest-summary.ts';

export type BacktestTaskRunner = TaskRunner<BacktestResult>;

/** Backtest tasks: a request is resolved (a 400 if it cannot run) at submit, and again when it runs. */
export function backtestTaskRunner(ports: ServicePorts): BacktestTaskRunner {
  const today = () => isoDate(ports.clock.now());
  const work: TaskWork<BacktestResult> = {
    kind: 'backtest',
    queued: 'Backtest task queued',
    check: async (body) => {
      await resolveStrategy(body, ports.marketData, today());
    },
    ...jobWork(ports, (params) => ({ kind: 'backtest', params })),
    summarize: backtestSummary,
  };
  return new TaskRunner(ports, work);
}
