import type { Env, Hono } from 'hono';
import type {
  ScannerBacktestResult,
  ScannerBacktestTask,
  ScannerBacktestTaskListItem,
} from '../../../contract/index.ts';
import { ScannerBacktestTaskListQuerySchema } from '../../../contract/index.ts';
import type { Account, ServicePorts, StoredTask } from '../../ports.ts';
import { analyticsTaskAnswer } from '../../tasks/analytics-task-answer.ts';
import { ownTask } from '../../tasks/own-task.ts';
import { CANCELLED } from '../../tasks/task-runner.ts';
import { AnalyticsServiceError } from '../analytics-error.ts';
import { analyticsQuery, bodyFields } from '../read-input.ts';
import type { ScannerBacktestRunner } from './task-runner.ts';

/** The task as the status route answers it: with how far it has got while it runs and the runner knows. */
function taskAnswer(task: StoredTask, progress: number | undefined): ScannerBacktestTask {
  return {
    ...analyticsTaskAnswer<ScannerBacktestResult>(task),
    ...(task.status === 'RUNNING' && progress !== undefined && { progress }),
  };
}

function listItem(task: StoredTask): ScannerBacktestTaskListItem {
  const p = task.params;
  return {
    task_id: task.task_id,
    status: task.status,
    name: typeof p.name === 'string' ? p.name : '',
    find_type: typeof p.find_type === 'string' ? p.find_type : '',
    created_at: task.created_at,
  };
}

/** The scanner backtest endpoints of spec 4.5 (submit, status with our `progress`, the task list) and our cancel. */
export function addScannerBacktestRoutes<E extends Env & { Variables: { account: Account } }>(
  app: Hono<E>,
  ports: ServicePorts,
  runner: ScannerBacktestRunner,
) {
  app.post('/smart-scanner-backtest/start', async (c) =>
    c.json(await runner.submit(await bodyFields(c), c.get('account')), 202),
  );

  app.get('/smart-scanner-backtest/status/:task_id', async (c) => {
    const id = c.req.param('task_id');
    const task = await ownTask(ports.tasks, id, c.get('account'), 'scanner');
    if (!task) throw new AnalyticsServiceError(404, `no scanner backtest task with task_id ${id}`);
    return c.json(taskAnswer(task, runner.progressOf(id)));
  });

  // Our extension: stop a task that has not finished; it ends FAILED with the runner's cancel message.
  app.post('/smart-scanner-backtest/tasks/:task_id/cancel', async (c) => {
    const id = c.req.param('task_id');
    const task = await ownTask(ports.tasks, id, c.get('account'), 'scanner');
    if (!task) throw new AnalyticsServiceError(404, `no scanner backtest task with task_id ${id}`);
    if (task.status === 'SUCCESS' || task.status === 'FAILED')
      throw new AnalyticsServiceError(409, `scanner backtest task ${id} has already finished (${task.status})`);
    // Not running here (a process that stopped left it behind): it is marked, and is not run again at start-up.
    if (!(await runner.cancel(id))) await ports.tasks.update(id, { status: 'FAILED', error: CANCELLED });
    return c.json({ task_id: id, status: 'FAILED' as const, error: CANCELLED });
  });

  app.get('/smart-scanner-backtest/tasks', async (c) => {
    const { limit, offset, status } = analyticsQuery(ScannerBacktestTaskListQuerySchema, c);
    const page = await ports.tasks.list(c.get('account').username, limit, offset, { kind: 'scanner', status });
    return c.json({ tasks: page.tasks.map(listItem), total: page.total, limit, offset });
  });
}
