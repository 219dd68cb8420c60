import type { Job, JobResults, ServicePorts, TaskKind } from '../ports.ts';
import { isoDate } from '../system-clock.ts';
import { runTaskJob } from './run-job.ts';
import type { TaskWork } from './task-runner.ts';

/**
 * The running half of a task whose work is one job: in the service's own thread, or handed to the executor's
 * threads. Both run the same job, built once from the stored params, so its kind fixes the result's type.
 */
export function jobWork<K extends TaskKind, Params>(
  ports: Pick<ServicePorts, 'marketData' | 'clock'>,
  jobOf: (params: Params) => Job<K>,
): Pick<TaskWork<Params, JobResults[K]>, 'run' | 'threaded'> {
  return {
    run: (params, context) => runTaskJob(jobOf(params), ports.marketData, isoDate(ports.clock.now()), context),
    threaded: (params, executor, events) => executor.run(jobOf(params), events),
  };
}
