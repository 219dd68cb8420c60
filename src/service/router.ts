import { Hono } from 'hono';
import { PUBLIC_PATHS, serviceOf } from '../contract/index.ts';
import type { BacktestTaskRunner } from './backtest/task-runner.ts';
import { backtestTaskRunner } from './backtest/task-runner.ts';
import { backtestHandlers } from './backtest/handlers.ts';
import { errorAnswer, failure } from './error-answer.ts';
import { correlationHandlers } from './analytics/correlation/routes.ts';
import type { CpmTaskRunners } from './analytics/cpm/task-runners.ts';
import { cpmTaskRunners } from './analytics/cpm/task-runners.ts';
import { cpmHandlers } from './analytics/cpm/routes.ts';
import { optionHandlers } from './analytics/options/routes.ts';
import type { ScannerBacktestRunner } from './analytics/scanner-backtest/task-runner.ts';
import { scannerBacktestRunner } from './analytics/scanner-backtest/task-runner.ts';
import { scannerBacktestHandlers } from './analytics/scanner-backtest/routes.ts';
import { scannerHandlers } from './analytics/scanner/routes.ts';
import { publicationHandlers } from './analytics/publications/routes.ts';
import { seasonalityHandlers } from './analytics/seasonality/routes.ts';
import type { BrowserHandlers, HostHandlers } from './endpoint-router.ts';
import { registerEndpoints } from './endpoint-router.ts';
import type { Account, ServicePorts } from './ports.ts';
import { researchHandlers } from './research/routes.ts';
import { sweepSlicesOf, sweepTaskRunner, walkForwardTaskRunner } from './research/sweep-task.ts';
import { publicHandlers } from './public/public-pages.ts';
import { marketDataHandlers } from './data/market-routes.ts';
import { provenanceHandlers } from './data/provenance-route.ts';
import { universeHandlers } from './data/universe-routes.ts';

type Env = { Variables: { account: Account } };

export interface Service {
  app: Hono<Env>;
  backtests: BacktestTaskRunner;
  cpm: CpmTaskRunners;
  scannerBacktests: ScannerBacktestRunner;
  /** Runs again the tasks of every kind that a stopped page or process left unfinished. */
  resumeUnfinished(): Promise<number>;
  /** Resolves when no task of any kind is running (tests and the CLI wait on it). */
  idle(): Promise<void>;
  /** The ids of the tasks of every kind this service has scheduled and that have not ended. */
  inFlight(): string[];
  /** Runs a task the queue (ports.queue) handed to this process, by the runner of its kind and mode, to its end. */
  runQueued(taskId: string): Promise<void>;
}

/**
 * The API of the specs, implemented once over ports; the CLI, the worker and the server all host this. The in-browser
 * host gives the handlers of the endpoints only it offers (the data library: `browser`); without them those answer 501.
 */
export function createService(ports: ServicePorts, browser?: BrowserHandlers): Service {
  const app = new Hono<Env>();
  const backtests = backtestTaskRunner(ports);
  const cpm = cpmTaskRunners(ports);
  const scannerBacktests = scannerBacktestRunner(ports);
  const sweepSlices = sweepSlicesOf(ports);
  const sweeps = sweepTaskRunner(ports, sweepSlices);
  const walkForwards = walkForwardTaskRunner(ports, sweepSlices);
  /** The runners of the backtest service's tasks that report progress. */
  const researchRunners = [sweeps, walkForwards];

  app.onError((error, c) => {
    const { status, body, headers } = errorAnswer(error, serviceOf(c.req.path));
    if (status >= 500) ports.reportError?.(error);
    return c.json(body, status, headers);
  });
  app.notFound((c) => {
    const { status, body } = failure(serviceOf(c.req.path), 404, `no such endpoint: ${c.req.method} ${c.req.path}`);
    return c.json(body, status);
  });

  app.use('*', async (c, next) => {
    if (PUBLIC_PATHS.has(c.req.path)) return next();
    const account = await ports.accounts.authenticate(c.req.header('Authorization'));
    if (!account) {
      const detail = 'authentication required: send HTTP Basic credentials of an account';
      // Each service answers in its own error shape (docs/semantics.md).
      const { status, body } = failure(serviceOf(c.req.path), 401, detail);
      return c.json(body, status);
    }
    c.set('account', account);
    return next();
  });

  const handlers: HostHandlers = {
    // The refresh figures where a refresh is scheduled (a server): the others' health stays {status}.
    ...publicHandlers(
      ports.accounts,
      ports.refreshSchedule && {
        clock: ports.clock,
        store: ports.market?.store,
        refreshSchedule: ports.refreshSchedule,
      },
    ),
    ...backtestHandlers(ports, backtests, researchRunners),
    ...researchHandlers(ports, { sweeps, walkForwards, cancellable: [backtests, ...researchRunners] }),
    ...seasonalityHandlers(ports),
    ...correlationHandlers(ports.marketData),
    ...cpmHandlers(ports, cpm),
    ...scannerHandlers(ports),
    ...scannerBacktestHandlers(ports, scannerBacktests),
    ...optionHandlers(ports),
    ...publicationHandlers(ports.publications),
    ...marketDataHandlers(ports.market),
    ...provenanceHandlers(ports.marketData, ports.market),
    ...universeHandlers(ports.market),
    ...browser,
  };
  registerEndpoints(app, handlers, ports.bodyReader);

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
      await Promise.all([...runners.map((r) => r.idle()), ports.market?.runs.idle()]);
    },
    inFlight: () => runners.flatMap((r) => r.inFlight()),
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
