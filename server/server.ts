import { dirname, resolve } from 'node:path';
import type { Server } from 'node:http';
import { createAdaptorServer } from '@hono/node-server';
import type { SourceName } from '../src/contract/market-data.ts';
import { nodeMarketData, nodeMarketPorts } from '../src/node/node-market.ts';
import type { SourceMirrors } from '../src/node/source-mirrors.ts';
import { FolderPublications, SAMPLE_PUBLICATIONS_DIR } from '../src/node/folder-publications.ts';
import { ComputedPublications } from '../src/service/analytics/screens-computed/computed-publications.ts';
import type { Service } from '../src/service/router.ts';
import { createService } from '../src/service/router.ts';
import { randomIds, systemClock } from '../src/service/system-clock.ts';
import { DEFAULT_DB_FILE, DEFAULT_DIST_DIR, DEFAULT_NIGHTLY, DEFAULT_STORE_DIR, DEFAULTS } from './defaults.ts';
import { isPostgresUrl } from './database-url.ts';
import { checkDataFolder } from './data-folder-check.ts';
import { createHttpApp } from './http-app.ts';
import type { Logger } from './logger.ts';
import { stdoutLogger } from './logger.ts';
import { noteRequestError, withRequestIds } from './request-context.ts';
import type { Storage } from './storage.ts';
import { defaultLeaseSeconds, openStorage } from './storage.ts';
import { WorkerPool } from './worker-pool.ts';
import { BodyThread } from './body-thread.ts';
import type { Listening } from './listeners.ts';
import { listenShared } from './listeners.ts';
import { handBackTasks, RequestCount, stopListening, tasksEnded, watchUnreadConnections } from './shutdown.ts';
import { poolSweepSlices } from './sweep-slices.ts';
import { quotaOf } from './quota.ts';
import { startRetention } from './retention/retention.ts';
import { storageFigures } from './retention/storage-figures.ts';
import type { AfterRefresh } from './nightly/nightly-job.ts';
import type { NightlyTimers } from './nightly/nightly-timers.ts';
import type { DailyTime } from './nightly/schedule-time.ts';
import type { RunningNightly } from './nightly/start-nightly.ts';
import { startNightly } from './nightly/start-nightly.ts';
import { recomputeAfterRefresh } from './nightly/recompute.ts';

/** How long an idle connection is kept open between two requests (see where it is set). */
const KEEP_ALIVE_MS = 65_000;

export interface ServerOptions {
  /** The address to listen on: loopback unless told otherwise. */
  host?: string;
  /** 0 picks a free port (tests). */
  port?: number;
  /** The data folder (prices, wide/, indicators/, screens/, reports/); the bundled samples are always there too. */
  dataDir?: string;
  /** The SQLite file of accounts and tasks, or a PostgreSQL URL (postgres://...) shared by several servers. */
  dbFile?: string;
  /**
   * PostgreSQL: how long a process may hold a queued task before it is retried on another (default: the task time
   * limit plus a minute, or BACKTEST_QUEUE_LEASE_SECONDS).
   */
  queueLeaseSeconds?: number;
  /** Worker threads running tasks, so as many tasks run at once. */
  workers?: number;
  /** The built app, served at `/`. */
  distDir?: string;
  bodyLimitBytes?: number;
  /** A task running longer fails (its thread is replaced). */
  taskTimeoutMs?: number;
  /** How long a stop waits for requests and running tasks before it cuts them off. */
  shutdownGraceMs?: number;
  /** How long a successful authentication is remembered. */
  authCacheTtlMs?: number;
  /** Failed sign-ins a minute, per account and per client address, before 429 (server/security/). */
  loginLimit?: number;
  /** Submits a minute per account before 429. */
  submitLimit?: number;
  /** Take the client's address from X-Forwarded-For: only behind a proxy that sets it. */
  trustProxy?: boolean;
  /** The window of the sign-in and submit limits: a minute unless a test shortens it. */
  limitWindowMs?: number;
  /** Stored tasks per account (quota). */
  maxTasks?: number;
  /** Stored result bytes per account, as stored (quota). */
  maxResultBytes?: number;
  /** Finished tasks older than this many days are deleted; off when absent. */
  retentionDays?: number;
  /**
   * Where fetched series are kept (`<storeDir>/fetched/`): `--store`, else the data folder when there is one, else the
   * SQLite file's folder (`.server-data/` by default). Every thread of this server reads them; other servers on the
   * same PostgreSQL database keep their own.
   */
  storeDir?: string;
  /** `--source NAME=URL`: where a market-data source's requests go instead of its real host. */
  sourceMirrors?: SourceMirrors;
  /** API keys of the keyed sources (from the environment: ALPHAVANTAGE_API_KEY, FRED_API_KEY). */
  sourceKeys?: Partial<Record<SourceName, string>>;
  /** Off only for a benchmark against a local mirror: no wait between two requests to a source. */
  sourcePoliteness?: boolean;
  /** When every universe is refreshed each day (docs/nightly-refresh.md): 23:40 America/New_York unless told; 'off'. */
  nightly?: DailyTime | 'off';
  /** Runs after each nightly refresh; by default the scanner's signals and the screens are recomputed (recompute.ts). */
  afterRefresh?: AfterRefresh;
  /** Tests: the nightly job's clock and timer. */
  nightlyTimers?: NightlyTimers;
  log?: Logger;
}

export interface RunningServer {
  /** `http://host:port`, with the port actually bound. */
  url: string;
  port: number;
  service: Service;
  accounts: Storage['accounts'];
  storage: Storage;
  pool: WorkerPool;
  /** Tasks found PENDING or RUNNING at start-up and run again. */
  resumed: number;
  /** The nightly refresh; absent when it is off. */
  nightly?: RunningNightly;
  /** Requests whose answer is being made now. */
  activeRequests(): number;
  /**
   * Stops gracefully: no new connections, requests in flight and running tasks get `shutdownGraceMs` to finish, then
   * the threads stop and the database closes. A task still unfinished is put back to PENDING (its queue job goes back
   * to the queue) and runs again at the next start; the last log line names those.
   */
  close(): Promise<void>;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}

/** Opens the database, starts the worker threads, runs unfinished tasks again and listens. */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  // Every line written while a request is answered carries the request's id, whichever part writes it.
  const log = withRequestIds(options.log ?? stdoutLogger);
  const host = options.host ?? DEFAULTS.host;
  const graceMs = options.shutdownGraceMs ?? DEFAULTS.shutdownGraceMs;
  const dbFile = options.dbFile ?? DEFAULT_DB_FILE;
  if (options.dataDir !== undefined) await checkDataFolder(options.dataDir);
  const taskTimeoutMs = options.taskTimeoutMs ?? DEFAULTS.taskTimeoutMs;
  const storage = await openStorage(dbFile, {
    authCacheTtlMs: options.authCacheTtlMs,
    queue: { leaseSeconds: options.queueLeaseSeconds ?? defaultLeaseSeconds(taskTimeoutMs) },
    log,
  });
  const { accounts, tasks } = storage;
  const workers = options.workers ?? DEFAULTS.workers;
  const storeDir =
    options.storeDir ?? options.dataDir ?? (isPostgresUrl(dbFile) ? DEFAULT_STORE_DIR : dirname(resolve(dbFile)));
  const pool = new WorkerPool({
    size: workers,
    dataDir: options.dataDir,
    storeDir,
    taskTimeoutMs,
    log,
  });
  // Large request bodies are read there, so one of them never holds up the other requests.
  const bodies = new BodyThread({ log });
  const { marketData, store, universes } = nodeMarketData({ dataDir: options.dataDir, storeDir });
  const market = nodeMarketPorts({
    store,
    universes,
    mirrors: options.sourceMirrors,
    keys: options.sourceKeys,
    politeness: options.sourcePoliteness,
    clock: systemClock,
    ids: randomIds,
  });
  // Screens computed from the stored data first, else the folder's files (the made-up samples without a folder).
  const publications = new ComputedPublications(
    { marketData, ...market },
    new FolderPublications(options.dataDir ?? SAMPLE_PUBLICATIONS_DIR),
  );
  const service = createService({
    tasks,
    marketData,
    accounts,
    clock: systemClock,
    ids: randomIds,
    executor: pool,
    sweepSlices: poolSweepSlices(pool, workers),
    publications,
    queue: storage.queue,
    quota: quotaOf(options),
    market,
    refreshSchedule: { lastEnded: async () => (await storage.refreshRecord.read())?.ended_at ?? null },
    // The request's log line has the error's stack, and its id; the answer has neither stack nor server paths.
    reportError: noteRequestError,
    bodyReader: bodies,
  });
  const resumed = await service.resumeUnfinished();
  const { retentionDays } = options;
  // The first prune runs before the server listens, so the start-up figures below are those after it.
  const retention =
    retentionDays === undefined ? undefined : startRetention({ tasks, days: retentionDays, clock: systemClock, log });
  await retention?.first;
  // Queued mode: this process runs as many queued tasks at once as it has worker threads.
  await storage.queue?.work(workers, {
    run: (taskId) => service.runQueued(taskId),
    abandoned: async (taskId, attempts) => {
      const error = `no server finished this task in ${attempts} attempts (each stopped or lost its lease)`;
      await tasks.updateUnfinished?.(taskId, { status: 'FAILED', error });
    },
  });

  let stopping = false;
  const app = createHttpApp({
    service,
    distDir: options.distDir ?? DEFAULT_DIST_DIR,
    bodyLimitBytes: options.bodyLimitBytes ?? DEFAULTS.bodyLimitBytes,
    log,
    usernameOf: (authorization) => accounts.cachedUsername(authorization),
    stopping: () => stopping,
    loginLimit: options.loginLimit,
    submitLimit: options.submitLimit,
    limitWindowMs: options.limitWindowMs,
    trustProxy: options.trustProxy,
    // PostgreSQL: the limits' counters in the database, so every server counts the same hits.
    limiterStore: storage.limiterStore,
  });
  const requests = new RequestCount();
  // The adapter's light Request and Response in the globals (its default): an answer made from a string is written as
  // it is, and a request's headers are read without building a whole Request. With Node's own, every answer was read
  // back as a stream and every request built in full, a third of the request thread's time under load.
  const server = createAdaptorServer({ fetch: requests.wrap(app.fetch) }) as Server;
  // Connections kept open between requests for 65 s, not Node's 5 s: a client polling a task, a browser between
  // clicks, or a proxy in front (whose idle limit is commonly 60 s) reuses its connection rather than opening one in a
  // burst with every other client, and a proxy never sends a request on a connection the server is closing.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  const unreadConnections = watchUnreadConnections(server);
  let listening: Listening;
  try {
    listening = await listenShared(server, options.port ?? DEFAULTS.port, host);
  } catch (error) {
    retention?.stop();
    await storage.queue?.stop(0);
    await pool.close();
    await bodies.close();
    await storage.close();
    throw error;
  }
  const { address } = listening;
  const url = `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`;
  log('info', 'server started', {
    url,
    db: storage.location,
    data: options.dataDir ?? null,
    workers: options.workers ?? DEFAULTS.workers,
    resumed,
  });

  // Figures for the operator: a database that cannot give them now still serves.
  const figures = await storageFigures(storage).catch((error: unknown) => ({
    figures_error: (error as Error).message,
  }));
  log('info', 'database', { ...figures, retention_days: retentionDays ?? null });

  const nightlySetting = options.nightly ?? DEFAULT_NIGHTLY;
  const nightly =
    nightlySetting === 'off'
      ? undefined
      : await startNightly({
          time: nightlySetting,
          storage,
          postgresUrl: isPostgresUrl(dbFile) ? dbFile : undefined,
          market,
          afterRefresh:
            options.afterRefresh ??
            recomputeAfterRefresh({ marketData, universes: market.universes, publications, log }),
          timers: options.nightlyTimers,
          log,
        }).catch((error: unknown) => {
          // The server serves without it rather than not at all: the operator sees why in the log.
          log('error', 'the nightly refresh could not start', { message: (error as Error).message });
          return undefined;
        });

  let closing: Promise<void> | undefined;
  const close = async () => {
    stopping = true;
    // Everything below waits at most until the grace ends.
    const deadline = sleep(graceMs);
    retention?.stop();
    // Settles once the run under way stops, which the cancel of every refresh below makes it do.
    const nightlyStopped = nightly?.stop();
    log('info', 'server stopping', {
      grace_ms: graceMs,
      requests: requests.active,
      tasks: service.inFlight().length,
      ...pool.stats(),
    });
    // Queued mode: no job is taken from now on, and those still held at the end of the grace go back to the queue.
    const queueStopped = storage.queue?.stop(graceMs);
    // No new connection; answers from now on carry `Connection: close` (http-app), so keep-alive ones end after them.
    await Promise.race([stopListening(server, unreadConnections, listening.closeOthers), deadline]);
    server.closeAllConnections();
    // A refresh is cut short rather than waited for: it keeps what it finished and writes nothing half done.
    market.runs.cancelAll();
    await Promise.race([tasksEnded(service), deadline]);
    await queueStopped;
    await nightlyStopped;
    // No thread answers from here on: a task still waiting for one stays unfinished, and writes nothing more.
    await pool.close();
    await bodies.close();
    // A result that came in just before is written by now (the store writes in the turn it is called).
    await new Promise((resolve) => setImmediate(resolve));
    const unfinished = service.inFlight();
    const handedBack = await handBackTasks(tasks, unfinished);
    if (unfinished.length > 0)
      log('warn', 'tasks handed back', {
        ...handedBack,
        to: storage.queue ? 'the queue: any server runs them' : 'the next start, which runs them',
      });
    const cutOff = requests.active;
    await storage.close();
    log('info', 'server stopped', {
      tasks_finished: unfinished.length === 0,
      handed_back: handedBack.task_ids,
      ...(cutOff > 0 && { requests_cut_off: cutOff }),
    });
  };

  return {
    url,
    port: address.port,
    service,
    accounts,
    storage,
    pool,
    resumed,
    nightly,
    activeRequests: () => requests.active,
    close: () => (closing ??= close()),
  };
}
