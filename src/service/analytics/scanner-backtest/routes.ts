import type { ScannerBacktestTask, ScannerBacktestTaskListItem } from '../../../contract/index.ts';
import type { HandlersOf } from '../../endpoint-router.ts';
import type { ServicePorts, TaskHead } from '../../ports.ts';
import { analyticsTaskAnswer } from '../../tasks/analytics-task-answer.ts';
import { ownTask } from '../../tasks/own-task.ts';
import type { ParsedTaskOf } from '../../tasks/read-task.ts';
import { readTaskOf } from '../../tasks/read-task.ts';
import { submitHandler } from '../../tasks/submit-handler.ts';
import { CANCELLED } from '../../tasks/task-runner.ts';
import { AnalyticsServiceError } from '../analytics-error.ts';
import type { ScannerBacktestRunner } from './task-runner.ts';

/** The task as the status route answers it: with how far it has got while it runs and the runner knows. */
function taskAnswer(task: ParsedTaskOf<'scanner'>, progress: number | undefined): ScannerBacktestTask {
  return {
    ...analyticsTaskAnswer(task),
    ...(task.status === 'RUNNING' && progress !== undefined && { progress }),
  };
}

function listItem(task: TaskHead): ScannerBacktestTaskListItem {
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
export function scannerBacktestHandlers(
  ports: ServicePorts,
  runner: ScannerBacktestRunner,
): HandlersOf<
  | 'POST /smart-scanner-backtest/start'
  | 'GET /smart-scanner-backtest/status/:task_id'
  | 'POST /smart-scanner-backtest/tasks/:task_id/cancel'
  | 'GET /smart-scanner-backtest/tasks'
> {
  return {
    'POST /smart-scanner-backtest/start': submitHandler(runner),
    'GET /smart-scanner-backtest/status/:task_id': async ({ params, account }) => {
      const id = params.task_id;
      const stored = await ownTask(ports.tasks, id, account, 'scanner');
      const task = stored && readTaskOf(stored, 'scanner');
      if (!task) throw new AnalyticsServiceError(404, `no scanner backtest task with task_id ${id}`);
      return taskAnswer(task, runner.progressOf(id));
    },
    // Our extension: stop a task that has not finished; it ends FAILED with the runner's cancel message.
    'POST /smart-scanner-backtest/tasks/:task_id/cancel': async ({ params, account }) => {
      const id = params.task_id;
      const task = await ownTask(ports.tasks, id, account, 'scanner');
      if (!task) throw new AnalyticsServiceError(404, `no scanner backtest task with task_id ${id}`);
      if (task.status === 'SUCCESS' || task.status === 'FAILED')
        throw new AnalyticsServiceError(409, `scanner backtest task ${id} has already finished (${task.status})`);
      // Not running here (a process that stopped left it behind): it is marked, and is not run again at start-up.
      if (!(await runner.cancel(id))) await ports.tasks.update(id, { status: 'FAILED', error: CANCELLED });
      return { task_id: id, status: 'FAILED', error: CANCELLED };
    },
    'GET /smart-scanner-backtest/tasks': async ({ query, account }) => {
      const { limit, offset, status } = query;
      const page = await ports.tasks.list(account.username, limit, offset, { kind: 'scanner', status });
      return { tasks: page.tasks.map(listItem), total: page.total, limit, offset };
    },
  };
}
