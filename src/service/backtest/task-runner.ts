import type { BacktestResult } from '../../contract/index.ts';
import type { ServicePorts } from '../ports.ts';
import { isoDate } from '../system-clock.ts';
import type { TaskWork } from '../tasks/task-runner.ts';
import { TaskRunner } from '../tasks/task-runner.ts';
import { resolveStrategy } from './resolve-strategy.ts';
import { runBacktest } from './run-backtest.ts';

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
    run: async (params) => runBacktest(await resolveStrategy(params, ports.marketData, today()), ports.marketData),
  };
  return new TaskRunner(ports, work);
}
