/**
 * `npm run server:load`: a bounded load test on loopback. Starts the server as its own process on 127.0.0.1 (a free
 * port, a scratch database), then 50 concurrent clients, spread over 10 accounts, submit 500 backtests in all and
 * poll each to its end. Asserts that every task succeeded and none was lost (each account lists exactly its own), and
 * prints throughput and latency percentiles. Exit code 0 when all holds.
 *
 * With `--db postgres://...` the servers share that PostgreSQL database (its accounts are made fresh for the run, so
 * a database used before does no harm), and `--nodes N` starts N of them, the clients spread over them.
 *
 * With `--csv-rows N` one more client submits a CSV-mode backtest of N rows (under `--body-limit 100m`) while the
 * others run, and asks GET /health every 200 ms until that submit is answered: the health figures say whether a large
 * body held the server up.
 *
 *   npm run server:load -- [--clients 50] [--tasks 500] [--workers 2] [--poll-ms 100] [--db URL] [--nodes 1]
 *                          [--csv-rows 200000]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { z } from 'zod';
import { isPostgresUrl } from './database-url.ts';
import type { NodeProcess } from './postgres/testing/node-process.ts';
import { startNodeProcess } from './postgres/testing/node-process.ts';
import { openStorage } from './storage.ts';
import type { Credentials } from './testing/http.ts';
import { basic } from './testing/http.ts';

/** The parts of the server's answers the load test reads, parsed: a wrong answer fails loudly, naming the field. */
const SubmittedSchema = z.object({ task_id: z.string() });
const PolledSchema = z.object({
  status: z.string().optional(),
  username: z.string().optional(),
  error: z.string().optional(),
});
const ListedSchema = z.object({ total: z.number() });

const TIME_LIMIT_MS = 5 * 60_000;
const ACCOUNTS = 10;

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const value = Number(process.argv[i + 1]);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} needs a whole number above 0`);
  return value;
}

const CLIENTS = option('clients', 50);
const TASKS = option('tasks', 500);
const WORKERS = option('workers', 2);
const POLL_MS = option('poll-ms', 100);
const NODES = option('nodes', 1);
const CSV_ROWS = process.argv.includes('--csv-rows') ? option('csv-rows', 200_000) : 0;
/** The submit limit is not what is measured here: far above what the run sends. */
const SUBMIT_LIMIT = 1_000_000;
const HEALTH_EVERY_MS = 200;
const DB_URL = (() => {
  const i = process.argv.indexOf('--db');
  if (i < 0) return undefined;
  const url = process.argv[i + 1];
  if (!isPostgresUrl(url))
    throw new Error('--db needs a PostgreSQL URL (postgres://...); without it a scratch SQLite file is used');
  return url;
})();
if (NODES > 1 && !DB_URL)
  throw new Error('--nodes above 1 needs --db postgres://...: nodes share a PostgreSQL database');

const SYMBOLS = ['SPX', 'MSFT', 'AAPL', 'IBM', 'DJI', 'GOOG', 'INTC', 'AMZN'];

/** The n-th strategy: an RSI dip on one of the samples, with thresholds that differ from task to task. */
function strategy(n: number) {
  return {
    name: `load ${n}`,
    symbol: SYMBOLS[n % SYMBOLS.length],
    entry: {
      rule_type: 'SingleCondition',
      condition: {
        signal: { name: 'RSI(14)' },
        rule: { type_name: 'CrossBelow', comparison_value: 25 + (n % 15) },
      },
    },
    exit: { rule_type: 'RiskControlOnly' },
    risk_control: `-${3 + (n % 5)}/10/21`,
  };
}

/** A CSV-mode backtest of `rows` daily bars, a gentle wave, as the load's large body. */
function csvStrategy(rows: number) {
  const day = 86_400_000;
  const first = Date.UTC(1900, 0, 1);
  const csv_data = Array.from({ length: rows }, (_, i) => {
    const close = 100 + 10 * Math.sin(i / 20);
    const date = new Date(first + i * day).toISOString().slice(0, 10);
    return { Date: date, Open: close, High: close + 1, Low: close - 1, Close: close, Volume: 1000 + (i % 100) };
  });
  return { ...strategy(0), name: `csv ${rows} rows`, symbol: 'CSV', csv_mode: true, csv_data };
}

/** What a failed fetch says, with its cause (a reset connection is ECONNRESET there). */
function failure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function summary(name: string, values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const f = (v: number) => v.toFixed(1).padStart(8);
  return `${name.padEnd(22)} n=${String(sorted.length).padStart(5)}  p50 ${f(percentile(sorted, 50))} ms  p95 ${f(
    percentile(sorted, 95),
  )} ms  p99 ${f(percentile(sorted, 99))} ms  max ${f(sorted.at(-1) ?? NaN)} ms`;
}

/** One backtest submitted and polled to its end, before anything is timed; a failure stops the run. */
async function warmUp(base: string, user: Credentials): Promise<void> {
  const headers = { Authorization: basic(user), 'Content-Type': 'application/json' };
  const submit = await fetch(`${base}/backtest/start_backtest`, {
    method: 'POST',
    headers,
    body: JSON.stringify(strategy(0)),
  });
  if (submit.status !== 202) throw new Error(`the warm-up submit answered ${submit.status}: ${await submit.text()}`);
  const { task_id } = SubmittedSchema.parse(await submit.json());
  const deadline = Date.now() + 60_000;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    const poll = await fetch(`${base}/backtest/status/${task_id}`, { headers });
    const { status, error } = PolledSchema.parse(await poll.json());
    if (status === 'SUCCESS') return;
    if (status === 'FAILED') throw new Error(`the warm-up task failed: ${error}`);
    if (Date.now() > deadline) throw new Error(`the warm-up task is still ${status} after a minute`);
  }
}

/** Starts a server process on `db`, counting the time it logs for each request it handled. */
async function startServerProcess(
  db: string,
): Promise<NodeProcess & { handledMs: number[]; submitHandledMs: number[] }> {
  const handledMs: number[] = [];
  const submitHandledMs: number[] = [];
  const args = ['--db', db, '--workers', String(WORKERS), '--submit-limit', String(SUBMIT_LIMIT)];
  if (CSV_ROWS > 0) args.push('--body-limit', '100m');
  const node = await startNodeProcess(args, {
    onLog: (entry) => {
      if (entry.msg !== 'request' || typeof entry.ms !== 'number') return;
      handledMs.push(entry.ms);
      if (entry.method === 'POST') submitHandledMs.push(entry.ms);
    },
  });
  return Object.assign(node, { handledMs, submitHandledMs });
}

async function main(): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'bts-load-'));
  const db = DB_URL ?? join(dir, 'server.db');
  // Fresh accounts each run, so a shared database's earlier tasks are not counted.
  const run = Date.now().toString(36);
  const users: Credentials[] = Array.from({ length: ACCOUNTS }, (_, i) => ({
    email: `load${i}-${run}@example.com`,
    password: `load-password-${i}`,
  }));
  const storage = await openStorage(db);
  await Promise.all(users.map((u) => storage.accounts.add(u.email, u.password)));
  await storage.close();

  const servers = await Promise.all(Array.from({ length: NODES }, () => startServerProcess(db)));
  const server = servers[0];
  console.log(
    `load test: ${CLIENTS} clients, ${TASKS} backtests, ${NODES} node(s) x ${WORKERS} worker threads, polling every ` +
      `${POLL_MS} ms, ${servers.map((s) => s.url).join(' ')}${DB_URL ? ' (PostgreSQL)' : ''}`,
  );
  /** Submits by their place: every client's first (all sent at once) and the rest (sent as tasks end). */
  const firstWaveMs: number[] = [];
  const laterSubmitMs: number[] = [];
  const pollMs: number[] = [];
  const taskMs: number[] = [];
  const problems: string[] = [];
  const submitted = new Map<string, { user: Credentials; status?: string }>();
  let next = 0;
  const deadline = Date.now() + TIME_LIMIT_MS;

  /** A request timed to the last byte of its answer; the body is read once, as text (a clone would read it twice). */
  async function timed(
    base: string,
    into: number[],
    path: string,
    init: RequestInit,
  ): Promise<{ status: number; text: string }> {
    const start = performance.now();
    const response = await fetch(`${base}${path}`, init);
    const text = await response.text();
    into.push(performance.now() - start);
    return { status: response.status, text };
  }

  /** A client's run, a request that failed outright (a reset connection) counted as a problem. */
  async function client(c: number): Promise<void> {
    try {
      await clientRun(c);
    } catch (error) {
      problems.push(`client ${c} stopped: ${failure(error)}`);
    }
  }

  async function clientRun(c: number): Promise<void> {
    const user = users[c % users.length];
    const base = servers[c % servers.length].url;
    const headers = { Authorization: basic(user), 'Content-Type': 'application/json' };
    while (next < TASKS && Date.now() < deadline) {
      const n = next++;
      const started = performance.now();
      const submit = await timed(base, n < CLIENTS ? firstWaveMs : laterSubmitMs, '/backtest/start_backtest', {
        method: 'POST',
        headers,
        body: JSON.stringify(strategy(n)),
      });
      if (submit.status !== 202) {
        problems.push(`task ${n}: submit answered ${submit.status} ${submit.text}`);
        continue;
      }
      const { task_id } = SubmittedSchema.parse(JSON.parse(submit.text));
      submitted.set(task_id, { user });
      for (;;) {
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        const poll = await timed(base, pollMs, `/backtest/status/${task_id}`, { headers });
        const task = PolledSchema.parse(JSON.parse(poll.text));
        if (poll.status !== 200) {
          problems.push(`task ${n}: status answered ${poll.status}`);
          break;
        }
        if (task.username !== user.email) problems.push(`task ${n}: carries ${task.username}, not ${user.email}`);
        if (task.status === 'SUCCESS' || task.status === 'FAILED') {
          submitted.get(task_id)!.status = task.status;
          if (task.status === 'FAILED') problems.push(`task ${n} FAILED: ${task.error}`);
          taskMs.push(performance.now() - started);
          break;
        }
        if (Date.now() > deadline) {
          problems.push(`task ${n}: still ${task.status} at the time limit`);
          break;
        }
      }
    }
  }

  const healthMs: number[] = [];
  let csvSubmit: { ms: number; status: number } | undefined;
  /** The large body's submit, with GET /health asked every HEALTH_EVERY_MS until it is answered. */
  async function csvClient(): Promise<void> {
    const body = JSON.stringify(csvStrategy(CSV_ROWS));
    console.log(`csv submit: ${CSV_ROWS} rows, ${(body.length / 1024 / 1024).toFixed(1)} MB of JSON`);
    const headers = { Authorization: basic(users[0]), 'Content-Type': 'application/json' };
    const start = performance.now();
    let answered = false;
    const submit = fetch(`${server.url}/backtest/start_backtest`, { method: 'POST', headers, body })
      .then(async (response) => {
        await response.arrayBuffer();
        csvSubmit = { ms: performance.now() - start, status: response.status };
      })
      .catch((error: unknown) => problems.push(`the csv submit failed: ${failure(error)}`))
      .finally(() => (answered = true));
    while (!answered) {
      await timed(server.url, healthMs, '/health', {});
      await new Promise((resolve) => setTimeout(resolve, HEALTH_EVERY_MS));
    }
    await submit;
    if (csvSubmit?.status !== 202) problems.push(`the csv submit answered ${csvSubmit?.status}`);
  }

  // The servers are measured once up: each runs one backtest to its end first (its task threads booted, the sample
  // read, the code paths compiled), which the figures leave out and the listing check counts.
  await Promise.all(servers.map((s) => warmUp(s.url, users[0])));
  // Every account signs in once, on every server, before the clock starts: a password's check is slow on purpose
  // (scrypt, about 0.1 s of a core) and then kept for 30 s, and what is measured here is the submits, not sign-ins.
  await Promise.all(
    servers.flatMap((s) =>
      users.map(async (user) => {
        const response = await fetch(`${s.url}/backtest/tasks?limit=1`, { headers: { Authorization: basic(user) } });
        if (response.status !== 200) throw new Error(`${user.email} could not sign in: ${response.status}`);
        await response.arrayBuffer();
      }),
    ),
  );
  const warmUps = servers.length;

  // The clients' own event loop: when it stalls (parsing finished results), every request it times looks slower.
  const clientLoop = monitorEventLoopDelay({ resolution: 10 });
  clientLoop.enable();
  const started = performance.now();
  await Promise.all([
    ...Array.from({ length: CLIENTS }, (_, c) => client(c)),
    ...(CSV_ROWS > 0 ? [csvClient()] : []),
  ]).catch((error: unknown) => {
    // A request that failed outright (a reset connection): what the servers wrote to standard error says why.
    for (const s of servers) console.error(s.stderr());
    throw error;
  });
  const seconds = (performance.now() - started) / 1000;
  clientLoop.disable();

  // None lost: every account lists exactly the tasks it submitted.
  for (const user of users) {
    // The csv submit's task (not polled) is listed by the first account besides the load's own.
    const csvTask = user === users[0] && csvSubmit?.status === 202 ? 1 : 0;
    const warmUpTasks = user === users[0] ? warmUps : 0;
    const mine = [...submitted.values()].filter((t) => t.user === user).length + csvTask + warmUpTasks;
    const response = await fetch(`${server.url}/backtest/tasks?limit=1`, { headers: { Authorization: basic(user) } });
    const { total } = ListedSchema.parse(await response.json());
    if (total !== mine) problems.push(`${user.email} lists ${total} tasks but submitted ${mine}`);
  }
  const succeeded = [...submitted.values()].filter((t) => t.status === 'SUCCESS').length;
  if (succeeded !== TASKS) problems.push(`${succeeded} of ${TASKS} tasks succeeded`);
  const exitCodes = await Promise.all(servers.map((s) => s.stop()));
  for (const code of exitCodes) if (code !== 0) problems.push(`a server exited with code ${code} on SIGTERM`);
  rmSync(dir, { recursive: true, force: true });

  const submitMs = [...firstWaveMs, ...laterSubmitMs];
  const requests = submitMs.length + pollMs.length;
  console.log(`finished in ${seconds.toFixed(2)} s: ${succeeded}/${TASKS} SUCCESS`);
  console.log(
    `throughput: ${(succeeded / seconds).toFixed(1)} backtests/s, ${(requests / seconds).toFixed(0)} requests/s`,
  );
  console.log(summary('submit (HTTP)', submitMs));
  // Every client submits at the same instant first (on a new connection): that wave queues behind itself, the rest
  // come as tasks end.
  console.log(summary(`  the first ${Math.min(CLIENTS, TASKS)}, at once`, firstWaveMs));
  console.log(summary('  the others', laterSubmitMs));
  console.log(summary('poll (HTTP)', pollMs));
  console.log(summary('all requests (HTTP)', [...submitMs, ...pollMs]));
  console.log(summary('task, submit to done', taskMs));
  const loopMs = (ns: number) => `${(ns / 1e6).toFixed(1).padStart(8)} ms`;
  console.log(
    `${"clients' loop delay".padEnd(22)}          p50 ${loopMs(clientLoop.percentile(50))}  p95 ${loopMs(
      clientLoop.percentile(95),
    )}  p99 ${loopMs(clientLoop.percentile(99))}  max ${loopMs(clientLoop.max)}`,
  );
  const handledMs = servers.flatMap((s) => s.handledMs);
  if (handledMs.length < requests) problems.push(`the servers logged ${handledMs.length} requests`);
  console.log(summary('in the servers (log)', handledMs));
  console.log(
    summary(
      'submits in the servers',
      servers.flatMap((s) => s.submitHandledMs),
    ),
  );
  if (CSV_ROWS > 0) {
    console.log(summary('health during csv', healthMs));
    console.log(`csv submit (${CSV_ROWS} rows): ${csvSubmit?.status} after ${csvSubmit?.ms.toFixed(0)} ms`);
  }
  for (const problem of problems.slice(0, 20)) console.error(`problem: ${problem}`);
  if (problems.length > 0) console.error(`${problems.length} problems`);
  return problems.length === 0 ? 0 : 1;
}

process.exitCode = await main();
