import { Hono } from 'hono';
import type { z } from 'zod';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { BacktestTaskType, ErrorBody, TaskListItem, TechnicalIndicatorInfo } from '../contract/index.ts';
import { parseTechnicalName, TECHNICAL_INDICATORS } from '../engine/indicators/technical-map.ts';
import {
  BacktestTaskListQuerySchema,
  CatalogueQuerySchema,
  MetadataQuerySchema,
  PUBLIC_PATHS,
  fieldErrors,
} from '../contract/index.ts';
import type { BacktestTaskRunner } from './backtest/task-runner.ts';
import { backtestTaskRunner } from './backtest/task-runner.ts';
import { resolveStrategy } from './backtest/resolve-strategy.ts';
import { validateResponse } from './backtest/validate.ts';
import { signalStudyResponse } from './backtest/signal-study.ts';
import { ServiceError } from './errors.ts';
import { jsonBody } from './json-body.ts';
import { AnalyticsServiceError } from './analytics/analytics-error.ts';
import { addCorrelationRoutes } from './analytics/correlation/routes.ts';
import type { CpmTaskRunners } from './analytics/cpm/task-runners.ts';
import { cpmTaskRunners } from './analytics/cpm/task-runners.ts';
import { addCpmRoutes } from './analytics/cpm/routes.ts';
import { addOptionRoutes } from './analytics/options/routes.ts';
import type { ScannerBacktestRunner } from './analytics/scanner-backtest/task-runner.ts';
import { scannerBacktestRunner } from './analytics/scanner-backtest/task-runner.ts';
import { addScannerBacktestRoutes } from './analytics/scanner-backtest/routes.ts';
import { addScannerRoutes } from './analytics/scanner/routes.ts';
import { addPublicationRoutes } from './analytics/publications/routes.ts';
import { addSeasonalityRoutes } from './analytics/seasonality/routes.ts';
import type { Account, ServicePorts, TaskHead } from './ports.ts';
import { ownTask } from './tasks/own-task.ts';
import type { Submitter } from './tasks/submit-guard.ts';
import { addResearchRoutes } from './research/routes.ts';
import { sweepSlicesOf, sweepTaskRunner, walkForwardTaskRunner } from './research/sweep-task.ts';
import { taskNameAndSymbol, taskStrategy } from './tasks/task-list.ts';
import { addPublicPages } from './public/public-pages.ts';
import { isoDate } from './system-clock.ts';

type Env = { Variables: { account: Account } };

function query<T>(schema: z.ZodType<T>, c: Context): T {
  const parsed = schema.safeParse(c.req.query());
  if (!parsed.success) throw ServiceError.badRequest(fieldErrors(parsed.error));
  return parsed.data;
}

/** A backtest-service task's type from the mode it is stored with (a plain backtest has none). */
export function backtestTaskType(mode: string | undefined): BacktestTaskType {
  return mode === 'sweep' || mode === 'walk_forward' ? mode : 'backtest';
}

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

export interface Service {
  app: Hono<Env>;
  backtests: BacktestTaskRunner;
  cpm: CpmTaskRunners;
  scannerBacktests: ScannerBacktestRunner;
  /** Runs again the tasks of every kind that a stopped page or process left unfinished. */
  resumeUnfinished(): Promise<number>;
  /** Resolves when no task of any kind is running (tests and the CLI wait on it). */
  idle(): Promise<void>;
  /** Runs a task the queue (ports.queue) handed to this process, by the runner of its kind and mode, to its end. */
  runQueued(taskId: string): Promise<void>;
}

/** The API of the specs, implemented once over ports; the CLI, the worker and the server all host this. */
export function createService(ports: ServicePorts): Service {
  const app = new Hono<Env>();
  const backtests = backtestTaskRunner(ports);
  const cpm = cpmTaskRunners(ports);
  const scannerBacktests = scannerBacktestRunner(ports);
  const sweepSlices = sweepSlicesOf(ports);
  const sweeps = sweepTaskRunner(ports, sweepSlices);
  /** The runners of the backtest service's tasks that report progress. */
  const walkForwards = walkForwardTaskRunner(ports, sweepSlices);
  const researchRunners = [sweeps, walkForwards];
  const today = () => isoDate(ports.clock.now());

  app.onError((error, c) => {
    if (error instanceof ServiceError) return c.json(error.body, error.status as ContentfulStatusCode);
    if (error instanceof AnalyticsServiceError) return c.json(error.body, error.status as ContentfulStatusCode);
    if (!c.req.path.startsWith('/backtest/'))
      return c.json(new AnalyticsServiceError(500, `internal error: ${error.message}`).body, 500);
    const body: ErrorBody = { detail: `internal error: ${error.message}` };
    return c.json(body, 500);
  });
  app.notFound((c) => {
    const detail = `no such endpoint: ${c.req.method} ${c.req.path}`;
    if (!c.req.path.startsWith('/backtest/')) return c.json(new AnalyticsServiceError(404, detail).body, 404);
    return c.json({ detail } satisfies ErrorBody, 404);
  });

  app.use('*', async (c, next) => {
    if (PUBLIC_PATHS.has(c.req.path)) return next();
    const account = await ports.accounts.authenticate(c.req.header('Authorization'));
    if (!account) {
      const detail = 'authentication required: send HTTP Basic credentials of an account';
      // Each service answers in its own error shape (docs/semantics.md).
      if (!c.req.path.startsWith('/backtest/')) return c.json(new AnalyticsServiceError(401, detail).body, 401);
      return c.json({ detail } satisfies ErrorBody, 401);
    }
    // A submit finds the request's Idempotency-Key on its account (tasks/submit-guard.ts); a repeated submit answers
    // 200 with the first one's task, where a new task is 202.
    let replayed = false;
    const key = c.req.header('Idempotency-Key');
    const submitter: Submitter = {
      ...account,
      ...(key !== undefined && { idempotencyKey: key }),
      onReplay: () => (replayed = true),
    };
    c.set('account', submitter);
    await next();
    if (replayed && c.res.status === 202) c.res = new Response(c.res.body, { status: 200, headers: c.res.headers });
  });

  app.get('/health', (c) => c.json({ status: 'ok' }));
  addPublicPages(app, ports.accounts);

  app.post('/backtest/start_backtest', async (c) =>
    c.json(await backtests.submit(await jsonBody(c), c.get('account')), 202),
  );

  app.post('/backtest/validate', async (c) =>
    c.json(validateResponse(await resolveStrategy(await jsonBody(c), ports.marketData, today()))),
  );
  app.post('/backtest/signal_study', async (c) =>
    c.json(await signalStudyResponse(await jsonBody(c), ports.marketData, today())),
  );

  app.get('/backtest/status/:task_id', async (c) => {
    const id = c.req.param('task_id');
    const task = await ownTask(ports.tasks, id, c.get('account'), 'backtest');
    if (!task) throw ServiceError.notFound(`no task with task_id ${id}`);
    const { task_id, status, params, username, created_at, result, error, mode } = task;
    const task_type = backtestTaskType(mode);
    const progress =
      status === 'RUNNING' ? researchRunners.find((r) => r.progressOf(id) !== undefined)?.progressOf(id) : undefined;
    return c.json({ task_id, task_type, status, params, username, created_at, result, error, progress });
  });

  app.get('/backtest/tasks', async (c) => {
    const { limit, offset, status, q, sort, order } = query(BacktestTaskListQuerySchema, c);
    const filter = { kind: 'backtest' as const, status, ...(q && { search: q }) };
    const page = await ports.tasks.list(c.get('account').username, limit, offset, filter, { sort, order });
    return c.json({ tasks: page.tasks.map(listItem), total: page.total, limit, offset });
  });

  // Not in the spec: the browser connection lets the user remove a task from its own history.
  app.delete('/backtest/tasks/:task_id', async (c) => {
    const id = c.req.param('task_id');
    if (!(await ownTask(ports.tasks, id, c.get('account'), 'backtest')))
      throw ServiceError.notFound(`no task with task_id ${id}`);
    // A task still running is stopped first, so its end does not write to a task that is gone.
    for (const runner of [backtests, ...researchRunners]) await runner.cancel(id);
    await ports.tasks.delete(id);
    return c.body(null, 204);
  });

  app.get('/backtest/indicators/list', async (c) => {
    const { q, type, symbol } = query(CatalogueQuerySchema, c);
    const needle = q?.trim().toLowerCase();
    const market = symbol?.trim().toLowerCase();
    const items = (await ports.marketData.catalogue()).filter(
      (item) =>
        (!needle || item.chart_name.toLowerCase().includes(needle)) &&
        (!type || item.type === type) &&
        (!market || item.market_symbol.toLowerCase() === market),
    );
    return c.json(items);
  });

  // Not in the spec: the technical map, so a client can offer its names without knowing the engine.
  app.get('/backtest/indicators/technical', (c) =>
    c.json(
      TECHNICAL_INDICATORS.map((t): TechnicalIndicatorInfo => ({
        name: parseTechnicalName(t.key)!.name,
        key: t.key,
        title: t.title,
        description: t.description,
        url: t.url,
        kind: t.kind,
        params: t.params.map((p) => ({ ...p })),
      })),
    ),
  );

  app.get('/backtest/indicators/metadata', async (c) => {
    const { indicator } = query(MetadataQuerySchema, c);
    const info = await ports.marketData.indicatorInfo(indicator);
    if (!info) throw ServiceError.notFound(`no indicator with url ${indicator} in the catalogue`);
    // keyed as the catalogue writes the url, whatever the case of the request
    return c.json({ [info.url]: info.entry });
  });

  addResearchRoutes(app, ports, { sweeps, walkForwards, cancellable: [backtests, ...researchRunners] });

  addSeasonalityRoutes(app, ports);
  addCorrelationRoutes(app, ports.marketData);
  addCpmRoutes(app, ports, cpm);
  addScannerRoutes(app, ports);
  addScannerBacktestRoutes(app, ports, scannerBacktests);
  addOptionRoutes(app, ports);
  addPublicationRoutes(app, ports.publications);

  const runners = [backtests, sweeps, walkForwards, cpm.backtest, cpm.scan, scannerBacktests];
  return {
    app,
    backtests,
    cpm,
    scannerBacktests,
    resumeUnfinished: async () => {
      let resumed = 0;
      for (const runner of runners) resumed += await runner.resumeUnfinished();
      return resumed;
    },
    idle: async () => {
      await Promise.all(runners.map((r) => r.idle()));
    },
    runQueued: async (taskId) => {
      const task = await ports.tasks.get(taskId);
      // Deleted since it was queued: nothing to run.
      if (!task) return;
      const runner = runners.find((r) => r.runs(task));
      if (!runner) throw new Error(`no runner for task ${taskId} of kind ${task.kind} and mode ${task.mode}`);
      await runner.runQueued(task);
    },
  };
}
