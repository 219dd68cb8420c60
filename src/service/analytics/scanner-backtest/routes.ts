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
import { runTaskJob } from '../../tasks/run-job.ts';
import { TaskRunner } from '../../tasks/task-runner.ts';
import { AnalyticsServiceError } from '../analytics-error.ts';
import { analyticsQuery, bodyFields } from '../read-input.ts';
import { resolveScannerBacktest } from './resolve-scanner-backtest.ts';

export type ScannerBacktestRunner = TaskRunner<ScannerBacktestResult>;

export function scannerBacktestRunner(ports: ServicePorts): ScannerBacktestRunner {
  return new TaskRunner<ScannerBacktestResult>(ports, {
    kind: 'scanner',
    queued: 'Scanner backtest task queued',
    check: async (body) => {
      await resolveScannerBacktest(body, ports.marketData);
    },
    run: async (params) =>
      (await runTaskJob({ kind: 'scanner', params }, ports.marketData, '')) as ScannerBacktestResult,
  });
}

function taskAnswer(task: StoredTask): ScannerBacktestTask {
  return analyticsTaskAnswer<ScannerBacktestResult>(task);
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

/** The scanner backtest endpoints of spec 4.5: submit, status and the task list. */
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
    return c.json(taskAnswer(task));
  });

  app.get('/smart-scanner-backtest/tasks', async (c) => {
    const { limit, offset, status } = analyticsQuery(ScannerBacktestTaskListQuerySchema, c);
    const page = await ports.tasks.list(c.get('account').username, limit, offset, { kind: 'scanner', status });
    return c.json({ tasks: page.tasks.map(listItem), total: page.total, limit, offset });
  });
}
