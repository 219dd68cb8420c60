import { statSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { BUNDLED_SAMPLES_DIR, FolderMarketData } from '../src/node/folder-market-data.ts';
import { FolderPublications, SAMPLE_PUBLICATIONS_DIR } from '../src/node/folder-publications.ts';
import type { Service } from '../src/service/router.ts';
import { createService } from '../src/service/router.ts';
import { randomIds, systemClock } from '../src/service/system-clock.ts';
import { SqliteAccounts } from './accounts.ts';
import type { Db } from './database.ts';
import { openDatabase } from './database.ts';
import { DEFAULT_DB_FILE, DEFAULT_DIST_DIR, DEFAULTS } from './defaults.ts';
import { createHttpApp } from './http-app.ts';
import type { Logger } from './logger.ts';
import { stdoutLogger } from './logger.ts';
import { SqliteTaskStore } from './sqlite-task-store.ts';
import { WorkerPool } from './worker-pool.ts';
import { poolSweepSlices } from './sweep-slices.ts';

export interface ServerOptions {
  /** The address to listen on: loopback unless told otherwise. */
  host?: string;
  /** 0 picks a free port (tests). */
  port?: number;
  /** The data folder (prices, wide/, indicators/, screens/, reports/); the bundled samples are always there too. */
  dataDir?: string;
  /** The SQLite file of accounts and tasks. */
  dbFile?: string;
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
  log?: Logger;
}

export interface RunningServer {
  /** `http://host:port`, with the port actually bound. */
  url: string;
  port: number;
  service: Service;
  accounts: SqliteAccounts;
  pool: WorkerPool;
  /** Tasks found PENDING or RUNNING at start-up and run again. */
  resumed: number;
  /**
   * Stops gracefully: no new connections, requests in flight and running tasks get `shutdownGraceMs` to finish, then
   * the threads stop and the database closes. A task still unfinished stays so in the database and runs again at the
   * next start.
   */
  close(): Promise<void>;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}

function listen(server: Server, port: number, host: string): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server.address() as AddressInfo);
    });
  });
}

/** Opens the database, starts the worker threads, runs unfinished tasks again and listens. */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const log = options.log ?? stdoutLogger;
  const host = options.host ?? DEFAULTS.host;
  const graceMs = options.shutdownGraceMs ?? DEFAULTS.shutdownGraceMs;
  const dbFile = options.dbFile ?? DEFAULT_DB_FILE;
  // A mistyped folder would otherwise just look empty.
  if (options.dataDir !== undefined && !statSync(options.dataDir, { throwIfNoEntry: false })?.isDirectory())
    throw new Error(`the data folder ${options.dataDir} does not exist`);
  const db: Db = openDatabase(dbFile);
  const accounts = new SqliteAccounts(db, { cacheTtlMs: options.authCacheTtlMs });
  const workers = options.workers ?? DEFAULTS.workers;
  const pool = new WorkerPool({
    size: workers,
    dataDir: options.dataDir,
    taskTimeoutMs: options.taskTimeoutMs ?? DEFAULTS.taskTimeoutMs,
    log,
  });
  const dataFolders = options.dataDir ? [options.dataDir, BUNDLED_SAMPLES_DIR] : [BUNDLED_SAMPLES_DIR];
  const tasks = new SqliteTaskStore(db);
  const service = createService({
    tasks,
    marketData: new FolderMarketData(dataFolders),
    accounts,
    clock: systemClock,
    ids: randomIds,
    executor: pool,
    sweepSlices: poolSweepSlices(pool, workers),
    // Screens and reports of the data folder; without one, the made-up samples shipped for demonstration.
    publications: new FolderPublications(options.dataDir ?? SAMPLE_PUBLICATIONS_DIR),
  });
  const resumed = await service.resumeUnfinished();

  let stopping = false;
  const app = createHttpApp({
    service,
    distDir: options.distDir ?? DEFAULT_DIST_DIR,
    bodyLimitBytes: options.bodyLimitBytes ?? DEFAULTS.bodyLimitBytes,
    log,
    usernameOf: (authorization) => accounts.cachedUsername(authorization),
    stopping: () => stopping,
  });
  // The adapter's own Request/Response stay out of the globals, so a host process (tests) keeps Node's.
  const server = createAdaptorServer({ fetch: app.fetch, overrideGlobalObjects: false }) as Server;
  let address: AddressInfo;
  try {
    address = await listen(server, options.port ?? DEFAULTS.port, host);
  } catch (error) {
    await pool.close();
    tasks.close();
    db.close();
    throw error;
  }
  const url = `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`;
  log('info', 'server started', {
    url,
    db: dbFile,
    data: options.dataDir ?? null,
    workers: options.workers ?? DEFAULTS.workers,
    resumed,
  });

  let closing: Promise<void> | undefined;
  const close = async () => {
    stopping = true;
    log('info', 'server stopping', { grace_ms: graceMs });
    const connectionsClosed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    const deadline = sleep(graceMs);
    await Promise.race([connectionsClosed, deadline]);
    server.closeAllConnections();
    const tasksDone = await Promise.race([service.idle().then(() => true), deadline.then(() => false)]);
    // Unfinished tasks stay PENDING or RUNNING in the database: the pool and the store leave their runners waiting.
    await pool.close();
    tasks.close();
    db.close();
    log('info', 'server stopped', { tasks_finished: tasksDone });
  };

  return {
    url,
    port: address.port,
    service,
    accounts,
    pool,
    resumed,
    close: () => (closing ??= close()),
  };
}
