import type { HandlersOf } from '../endpoint-router.ts';
import type { ServicePorts, TaskResult } from '../ports.ts';
import { ServiceError } from '../errors.ts';
import { ownTask } from '../tasks/own-task.ts';
import { submitHandler } from '../tasks/submit-handler.ts';
import type { TaskRunner } from '../tasks/task-runner.ts';
import { CANCELLED } from '../tasks/task-runner.ts';
import type { SweepTaskRunner, WalkForwardTaskRunner } from './sweep-task.ts';

/** Our extensions of the backtest service: parameter sweeps, walk-forward tests, and cancelling a task. */
export function researchHandlers(
  ports: Pick<ServicePorts, 'tasks'>,
  runners: {
    sweeps: SweepTaskRunner;
    walkForwards: WalkForwardTaskRunner;
    cancellable: readonly Pick<TaskRunner<never, TaskResult>, 'cancel'>[];
  },
): HandlersOf<
  'POST /backtest/sweep/start' | 'POST /backtest/walk_forward/start' | 'POST /backtest/tasks/:task_id/cancel'
> {
  return {
    'POST /backtest/sweep/start': submitHandler(runners.sweeps),
    'POST /backtest/walk_forward/start': submitHandler(runners.walkForwards),
    'POST /backtest/tasks/:task_id/cancel': async ({ params, account }) => {
      const id = params.task_id;
      const task = await ownTask(ports.tasks, id, account, 'backtest');
      if (!task) throw ServiceError.notFound(`no task with task_id ${id}`);
      if (task.status === 'SUCCESS' || task.status === 'FAILED')
        throw new ServiceError(409, { detail: `task ${id} has already finished (${task.status})` });
      let stopped = false;
      for (const runner of runners.cancellable) stopped = (await runner.cancel(id)) || stopped;
      // Not running here (a process that stopped left it behind): it is marked, and is not run again at start-up.
      if (!stopped) await ports.tasks.update(id, { status: 'FAILED', error: CANCELLED });
      return { task_id: id, status: 'FAILED', error: CANCELLED };
    },
  };
}
