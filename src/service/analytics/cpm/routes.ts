import type { CpmMode, CpmParams, CpmTask, CpmTaskListItem } from '../../../contract/index.ts';
import { CPM_PATTERN_NAMES, PATTERN_KEYPOINTS } from '../../../engine/cpm/index.ts';
import type { HandlersOf } from '../../endpoint-router.ts';
import type { ServicePorts, TaskHead } from '../../ports.ts';
import { analyticsTaskAnswer } from '../../tasks/analytics-task-answer.ts';
import { ownTask } from '../../tasks/own-task.ts';
import type { ParsedTaskOf } from '../../tasks/read-task.ts';
import { cpmTaskMode, readTaskOf } from '../../tasks/read-task.ts';
import { submitHandler } from '../../tasks/submit-handler.ts';
import { AnalyticsServiceError } from '../analytics-error.ts';
import { resolveCpm } from './resolve-cpm.ts';
import type { CpmTaskRunners } from './task-runners.ts';
import { runCpm } from './run-cpm.ts';

function taskAnswer(task: ParsedTaskOf<'cpm'>): CpmTask {
  return { ...analyticsTaskAnswer(task), mode: task.mode };
}

function listItem(task: TaskHead): CpmTaskListItem {
  const p = task.params;
  return {
    task_id: task.task_id,
    status: task.status,
    mode: cpmTaskMode(task.mode),
    symbol: typeof p.symbol === 'string' ? p.symbol.toUpperCase() : '',
    system_pattern: typeof p.system_pattern === 'string' ? p.system_pattern : null,
    created_at: task.created_at,
  };
}

type CpmKey =
  | 'GET /cpm/get-predefined-patterns'
  | 'POST /cpm/backtest/start'
  | 'POST /cpm/scan/start'
  | 'POST /cpm/scan'
  | 'POST /cpm/scan_with_backtest'
  | 'GET /cpm/status/:task_id'
  | 'GET /cpm/tasks';

/** The CPM endpoints of spec 4.3: the pattern list, tasks in both modes, and the synchronous variants. */
export function cpmHandlers(ports: ServicePorts, runners: CpmTaskRunners): HandlersOf<CpmKey> {
  // Checked against the connection's data (a 404 for a symbol without prices).
  const now =
    (mode: CpmMode) =>
    async ({ body }: { body: CpmParams }) =>
      runCpm(await resolveCpm(body, ports.marketData), mode);
  return {
    'GET /cpm/get-predefined-patterns': () => ({
      patterns: [...CPM_PATTERN_NAMES],
      shapes: Object.fromEntries(Object.entries(PATTERN_KEYPOINTS).map(([name, points]) => [name, [...points]])),
    }),
    'POST /cpm/backtest/start': submitHandler(runners.backtest),
    'POST /cpm/scan/start': submitHandler(runners.scan),
    'POST /cpm/scan': now('scan'),
    'POST /cpm/scan_with_backtest': now('backtest'),
    'GET /cpm/status/:task_id': async ({ params, account }) => {
      const id = params.task_id;
      const stored = await ownTask(ports.tasks, id, account, 'cpm');
      const task = stored && readTaskOf(stored, 'cpm');
      if (!task) throw new AnalyticsServiceError(404, `no CPM task with task_id ${id}`);
      return taskAnswer(task);
    },
    'GET /cpm/tasks': async ({ query, account }) => {
      const { limit, offset, status, mode } = query;
      const page = await ports.tasks.list(account.username, limit, offset, { kind: 'cpm', status, mode });
      return { tasks: page.tasks.map(listItem), total: page.total, limit, offset };
    },
  };
}
