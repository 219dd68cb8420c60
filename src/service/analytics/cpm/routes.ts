import type { Context, Env, Hono } from 'hono';
import type { CpmMode, CpmResult, CpmTask, CpmTaskListItem } from '../../../contract/index.ts';
import { CpmTaskListQuerySchema } from '../../../contract/index.ts';
import { CPM_PATTERN_NAMES, PATTERN_KEYPOINTS } from '../../../engine/cpm/index.ts';
import type { Account, ServicePorts, StoredTask } from '../../ports.ts';
import { analyticsTaskAnswer } from '../../tasks/analytics-task-answer.ts';
import { ownTask } from '../../tasks/own-task.ts';
import { AnalyticsServiceError } from '../analytics-error.ts';
import { analyticsQuery, bodyFields } from '../read-input.ts';
import { resolveCpm } from './resolve-cpm.ts';
import type { CpmTaskRunners } from './task-runners.ts';
import { runCpm } from './run-cpm.ts';

function taskAnswer(task: StoredTask): CpmTask {
  return { ...analyticsTaskAnswer<CpmResult>(task), mode: task.mode === 'backtest' ? 'backtest' : 'scan' };
}

function listItem(task: StoredTask): CpmTaskListItem {
  const p = task.params;
  return {
    task_id: task.task_id,
    status: task.status,
    mode: task.mode === 'backtest' ? 'backtest' : 'scan',
    symbol: typeof p.symbol === 'string' ? p.symbol.toUpperCase() : '',
    system_pattern: typeof p.system_pattern === 'string' ? p.system_pattern : null,
    created_at: task.created_at,
  };
}

/** The CPM endpoints of spec 4.3: the pattern list, tasks in both modes, and the synchronous variants. */
export function addCpmRoutes<E extends Env & { Variables: { account: Account } }>(
  app: Hono<E>,
  ports: ServicePorts,
  runners: CpmTaskRunners,
) {
  app.get('/cpm/get-predefined-patterns', (c) =>
    c.json({ patterns: [...CPM_PATTERN_NAMES], shapes: PATTERN_KEYPOINTS }),
  );

  const submit = (mode: CpmMode) => async (c: Context<E>) =>
    c.json(await runners[mode].submit(await bodyFields(c), c.get('account')), 202);
  app.post('/cpm/backtest/start', submit('backtest'));
  app.post('/cpm/scan/start', submit('scan'));

  const now = (mode: CpmMode) => async (c: Context<E>) => {
    const result = runCpm(await resolveCpm(await bodyFields(c), ports.marketData), mode);
    return c.json(result, 200);
  };
  app.post('/cpm/scan', now('scan'));
  app.post('/cpm/scan_with_backtest', now('backtest'));

  app.get('/cpm/status/:task_id', async (c) => {
    const id = c.req.param('task_id');
    const task = await ownTask(ports.tasks, id, c.get('account'), 'cpm');
    if (!task) throw new AnalyticsServiceError(404, `no CPM task with task_id ${id}`);
    return c.json(taskAnswer(task));
  });

  app.get('/cpm/tasks', async (c) => {
    const { limit, offset, status, mode } = analyticsQuery(CpmTaskListQuerySchema, c);
    const page = await ports.tasks.list(c.get('account').username, limit, offset, { kind: 'cpm', status, mode });
    return c.json({ tasks: page.tasks.map(listItem), total: page.total, limit, offset });
  });
}
