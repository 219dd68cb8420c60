/**
 * `npm run server:load`: a bounded load test on loopback. Starts the server as its own process on 127.0.0.1 (a free
 * port, a scratch database), then 50 concurrent clients, spread over 10 accounts, submit 500 backtests in all and
 * poll each to its end. Asserts that every task succeeded and none was lost (each account lists exactly its own), and
 * prints throughput and latency percentiles. Exit code 0 when all holds.
 *
 *   npm run server:load -- [--clients 50] [--tasks 500] [--workers 2] [--poll-ms 100]
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { SqliteAccounts } from './accounts.ts';
import { openDatabase } from './database.ts';
import type { Credentials } from './testing/http.ts';
import { basic } from './testing/http.ts';

const ROOT = join(import.meta.dirname, '..');
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

/** Starts `npm run server`'s entry as a child process and waits for its "server started" line. */
async function startServerProcess(dbFile: string) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'server/main.ts', '--port', '0', '--db', dbFile, '--workers', String(WORKERS)],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const lines = createInterface({ input: child.stdout });
  const handledMs: number[] = [];
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the server exited with code ${code} before it started`)));
    lines.on('line', (line) => {
      const entry = JSON.parse(line) as { msg: string; url?: string; ms?: number };
      if (entry.msg === 'server started') resolve(entry.url!);
      else if (entry.msg === 'request') handledMs.push(entry.ms!);
    });
  });
  if (!/^http:\/\/127\.0\.0\.1:\d+$/.test(url)) throw new Error(`the server is not on loopback: ${url}`);
  const stop = () =>
    new Promise<number | null>((resolve) => {
      child.once('exit', (code) => resolve(code));
      child.kill('SIGTERM');
    });
  return { url, stop, handledMs };
}

async function main(): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'bts-load-'));
  const dbFile = join(dir, 'server.db');
  const users: Credentials[] = Array.from({ length: ACCOUNTS }, (_, i) => ({
    email: `load${i}@example.com`,
    password: `load-password-${i}`,
  }));
  const db = openDatabase(dbFile);
  const accounts = new SqliteAccounts(db);
  await Promise.all(users.map((u) => accounts.add(u.email, u.password)));
  db.close();

  const server = await startServerProcess(dbFile);
  console.log(
    `load test: ${CLIENTS} clients, ${TASKS} backtests, ${WORKERS} worker threads, polling every ${POLL_MS} ms, ${server.url}`,
  );
  const submitMs: number[] = [];
  const pollMs: number[] = [];
  const taskMs: number[] = [];
  const problems: string[] = [];
  const submitted = new Map<string, { user: Credentials; status?: string }>();
  let next = 0;
  const deadline = Date.now() + TIME_LIMIT_MS;

  async function timed(into: number[], path: string, init: RequestInit): Promise<Response> {
    const start = performance.now();
    const response = await fetch(`${server.url}${path}`, init);
    await response.clone().arrayBuffer();
    into.push(performance.now() - start);
    return response;
  }

  async function client(c: number): Promise<void> {
    const user = users[c % users.length];
    const headers = { Authorization: basic(user), 'Content-Type': 'application/json' };
    while (next < TASKS && Date.now() < deadline) {
      const n = next++;
      const started = performance.now();
      const submit = await timed(submitMs, '/backtest/start_backtest', {
        method: 'POST',
        headers,
        body: JSON.stringify(strategy(n)),
      });
      if (submit.status !== 202) {
        problems.push(`task ${n}: submit answered ${submit.status} ${await submit.text()}`);
        continue;
      }
      const { task_id } = (await submit.json()) as { task_id: string };
      submitted.set(task_id, { user });
      for (;;) {
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        const poll = await timed(pollMs, `/backtest/status/${task_id}`, { headers });
        const task = (await poll.json()) as { status?: string; username?: string; error?: string };
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

  const started = performance.now();
  await Promise.all(Array.from({ length: CLIENTS }, (_, c) => client(c)));
  const seconds = (performance.now() - started) / 1000;

  // None lost: every account lists exactly the tasks it submitted.
  for (const user of users) {
    const mine = [...submitted.values()].filter((t) => t.user === user).length;
    const response = await fetch(`${server.url}/backtest/tasks?limit=1`, { headers: { Authorization: basic(user) } });
    const { total } = (await response.json()) as { total: number };
    if (total !== mine) problems.push(`${user.email} lists ${total} tasks but submitted ${mine}`);
  }
  const succeeded = [...submitted.values()].filter((t) => t.status === 'SUCCESS').length;
  if (succeeded !== TASKS) problems.push(`${succeeded} of ${TASKS} tasks succeeded`);
  const exitCode = await server.stop();
  if (exitCode !== 0) problems.push(`the server exited with code ${exitCode} on SIGTERM`);
  rmSync(dir, { recursive: true, force: true });

  const requests = submitMs.length + pollMs.length;
  console.log(`finished in ${seconds.toFixed(2)} s: ${succeeded}/${TASKS} SUCCESS`);
  console.log(
    `throughput: ${(succeeded / seconds).toFixed(1)} backtests/s, ${(requests / seconds).toFixed(0)} requests/s`,
  );
  console.log(summary('submit (HTTP)', submitMs));
  console.log(summary('poll (HTTP)', pollMs));
  console.log(summary('all requests (HTTP)', [...submitMs, ...pollMs]));
  console.log(summary('task, submit to done', taskMs));
  if (server.handledMs.length < requests) problems.push(`the server logged ${server.handledMs.length} requests`);
  console.log(summary('in the server (log)', server.handledMs));
  for (const problem of problems.slice(0, 20)) console.error(`problem: ${problem}`);
  if (problems.length > 0) console.error(`${problems.length} problems`);
  return problems.length === 0 ? 0 : 1;
}

process.exitCode = await main();
