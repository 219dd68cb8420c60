import type { Hono } from 'hono';
import type { Account, ServicePorts } from '../ports.ts';
import { ServiceError } from '../errors.ts';
import { ownTask } from '../tasks/own-task.ts';
import type { TaskRunner } from '../tasks/task-runner.ts';
import { CANCELLED } from '../tasks/task-runner.ts';
import { jsonBody } from '../json-body.ts';
import type { SweepTaskRunner, WalkForwardTaskRunner } from './sweep-task.ts';

type Env = { Variables: { account: Account } };

/** Our extensions of the backtest service: parameter sweeps, walk-forward tests, and cancelling a task. */
export function addResearchRoutes(
  app: Hono<Env>,
  ports: Pick<ServicePorts, 'tasks'>,
  runners: {
    sweeps: SweepTaskRunner;
    walkForwards: WalkForwardTaskRunner;
    cancellable: readonly Pick<TaskRunner<never>, 'cancel'>[];
  },
): void {
  app.post('/backtest/sweep/start', async (c) =>
    c.json(await runners.sweeps.submit(await jsonBody(c, 'a sweep body {strategy, axes}'), c.get('account')), 202),
  );

  app.post('/backtest/walk_forward/start', async (c) =>
    c.json(
      await runners.walkForwards.submit(
        await jsonBody(c, 'a walk-forward body {strategy, axes, in_sample_bars, out_of_sample_bars}'),
        c.get('account'),
      ),
      202,
    ),
  );

  app.post('/backtest/tasks/:task_id/cancel', async (c) => {
    const id = c.req.param('task_id');
    const task = await ownTask(ports.tasks, id, c.get('account'), 'backtest');
    if (!task) throw ServiceError.notFound(`no task with task_id ${id}`);
    if (task.status === 'SUCCESS' || task.status === 'FAILED')
      throw new ServiceError(409, { detail: `task ${id} has already finished (${task.status})` });
    let stopped = false;
    for (const runner of runners.cancellable) stopped = (await runner.cancel(id)) || stopped;
    // Not running here (a process that stopped left it behind): it is marked, and is not run again at start-up.
    if (!stopped) await ports.tasks.update(id, { status: 'FAILED', error: CANCELLED });
    return c.json({ task_id: id, status: 'FAILED', error: CANCELLED });
  });
}
