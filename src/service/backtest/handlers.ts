import type { AnyBacktestTask, TaskListItem, TechnicalIndicatorInfo } from '../../contract/index.ts';
import { parseTechnicalName, TECHNICAL_INDICATORS } from '../../engine/indicators/technical-map.ts';
import type { HandlersOf } from '../endpoint-router.ts';
import { ServiceError } from '../errors.ts';
import type { ServicePorts, TaskHead, TaskResult } from '../ports.ts';
import { isoDate } from '../system-clock.ts';
import { withResultText } from '../json-text.ts';
import { ownTask, ownTaskForAnswer } from '../tasks/own-task.ts';
import type { ParsedTaskOf } from '../tasks/read-task.ts';
import { backtestTaskType, readTaskOf } from '../tasks/read-task.ts';
import { submitHandler } from '../tasks/submit-handler.ts';
import { taskNameAndSymbol, taskStrategy } from '../tasks/task-list.ts';
import type { TaskRunner } from '../tasks/task-runner.ts';
import { signalStudyResponse } from './signal-study.ts';
import { resolveStrategy } from './resolve-strategy.ts';
import type { BacktestTaskRunner } from './task-runner.ts';
import { validateResponse } from './validate.ts';

/** A body as sent, which the router's check made a JSON object. */
const sentFields = (sent: unknown): Record<string, unknown> =>
  typeof sent === 'object' && sent !== null ? { ...sent } : {};

function listItem(task: TaskHead): TaskListItem {
  const p = taskStrategy(task.params);
  const { name, symbol } = taskNameAndSymbol(task.params);
  return {
    task_id: task.task_id,
    task_type: backtestTaskType(task.mode),
    status: task.status,
    strategy_name: name,
    symbol,
    frequency: typeof p.frequency === 'string' ? p.frequency : 'Daily',
    created_at: task.created_at,
    summary: task.summary ?? null,
  };
}

/** A task as the status endpoint answers it: its mode is its task_type and says which result it holds. */
function taskAnswer(task: ParsedTaskOf<'backtest'>, progress: number | undefined): AnyBacktestTask {
  const { task_id, status, params, username, created_at, error } = task;
  const fields = { task_id, status, params, username, created_at, error, progress };
  switch (task.mode) {
    case 'sweep':
      return { ...fields, task_type: task.mode, result: task.result };
    case 'walk_forward':
      return { ...fields, task_type: task.mode, result: task.result };
    case 'backtest':
      return { ...fields, task_type: task.mode, result: task.result };
  }
}

type BacktestKey =
  | 'POST /backtest/start_backtest'
  | 'POST /backtest/validate'
  | 'POST /backtest/signal_study'
  | 'GET /backtest/status/:task_id'
  | 'GET /backtest/tasks'
  | 'DELETE /backtest/tasks/:task_id'
  | 'GET /backtest/indicators/list'
  | 'GET /backtest/indicators/technical'
  | 'GET /backtest/indicators/metadata';

/** A runner of the backtest service's tasks, as the status and delete endpoints reach it. */
type BacktestServiceRunner = Pick<TaskRunner<never, TaskResult>, 'cancel' | 'progressOf'>;

/**
 * The backtest service of the spec: submit, validate, status, the task list and the indicator catalogue, with our
 * signal study, task removal and technical map. `research` are the runners of its tasks that report progress.
 */
export function backtestHandlers(
  ports: ServicePorts,
  backtests: BacktestTaskRunner,
  research: readonly BacktestServiceRunner[],
): HandlersOf<BacktestKey> {
  const today = () => isoDate(ports.clock.now());
  return {
    'POST /backtest/start_backtest': submitHandler(backtests),
    // The answer repeats the body as sent (user_supplied); the router's check made it a JSON object.
    'POST /backtest/validate': async ({ body, sent }) =>
      validateResponse(await resolveStrategy(body, ports.marketData, today()), sentFields(sent)),
    'POST /backtest/signal_study': async ({ body }) => signalStudyResponse(body, ports.marketData, today()),
    'GET /backtest/status/:task_id': async ({ params, account }) => {
      const id = params.task_id;
      const stored = await ownTaskForAnswer(ports.tasks, id, account, 'backtest');
      const task = stored && readTaskOf(stored.task, 'backtest');
      if (!task) throw ServiceError.notFound(`no task with task_id ${id}`);
      const progress =
        task.status === 'RUNNING' ? research.find((r) => r.progressOf(id) !== undefined)?.progressOf(id) : undefined;
      const answer = taskAnswer(task, progress);
      return stored.resultText === undefined ? answer : withResultText(answer, stored.resultText);
    },
    'GET /backtest/tasks': async ({ query, account }) => {
      const { limit, offset, status, q, sort, order } = query;
      const filter = { kind: 'backtest' as const, status, ...(q && { search: q }) };
      const page = await ports.tasks.list(account.username, limit, offset, filter, { sort, order });
      return { tasks: page.tasks.map(listItem), total: page.total, limit, offset };
    },
    // Not in the spec: the browser connection lets the user remove a task from its own history.
    'DELETE /backtest/tasks/:task_id': async ({ params, account }) => {
      const id = params.task_id;
      if (!(await ownTask(ports.tasks, id, account, 'backtest')))
        throw ServiceError.notFound(`no task with task_id ${id}`);
      // A task still running is stopped first, so its end does not write to a task that is gone.
      for (const runner of [backtests, ...research]) await runner.cancel(id);
      await ports.tasks.delete(id);
      return null;
    },
    'GET /backtest/indicators/list': async ({ query }) => {
      const { q, type, symbol } = query;
      const needle = q?.trim().toLowerCase();
      const market = symbol?.trim().toLowerCase();
      return (await ports.marketData.catalogue()).filter(
        (item) =>
          (!needle || item.chart_name.toLowerCase().includes(needle)) &&
          (!type || item.type === type) &&
          (!market || item.market_symbol.toLowerCase() === market),
      );
    },
    // Not in the spec: the technical map, so a client can offer its names without knowing the engine.
    'GET /backtest/indicators/technical': () =>
      TECHNICAL_INDICATORS.map((t): TechnicalIndicatorInfo => ({
        name: parseTechnicalName(t.key)!.name,
        key: t.key,
        title: t.title,
        description: t.description,
        url: t.url,
        kind: t.kind,
        params: t.params.map((p) => ({ ...p })),
      })),
    'GET /backtest/indicators/metadata': async ({ query }) => {
      const { indicator } = query;
      const info = await ports.marketData.indicatorInfo(indicator);
      if (!info) throw ServiceError.notFound(`no indicator with url ${indicator} in the catalogue`);
      // keyed as the catalogue writes the url, whatever the case of the request
      return { [info.url]: info.entry };
    },
  };
}
