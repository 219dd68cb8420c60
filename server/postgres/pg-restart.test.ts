import { afterAll, describe, expect, it } from 'vitest';
import { RSI_DIP } from '../../src/testing/strategies.ts';
import type { Answer, Credentials } from '../testing/http.ts';
import { call } from '../testing/http.ts';
import { PgAccounts } from './pg-accounts.ts';
import type { NodeProcess } from './testing/node-process.ts';
import { startNodeProcess } from './testing/node-process.ts';
import { COUNT_RESULT_WRITES } from './testing/result-writes.ts';
import { HAS_POSTGRES, useTestDatabase } from './testing/test-database.ts';

const ANN: Credentials = { email: 'ann@example.com', password: 'ann-password-1' };
const TASKS = 300;
const CLIENTS = 16;
/** The submit at which PostgreSQL restarts: the middle. */
const RESTART_AT = 150;
/** How long the database stays down in the restart, so requests surely meet it away. */
const DOWN_MS = 1500;
/** A short lease, so a job whose end could not be recorded at all is retried within the test. */
const LEASE_SECONDS = 5;
/** docs/deployment.md: a lost connection is answered 503 with `Retry-After: 5`. */
const RETRY_AFTER = '5';

/** A cheap backtest: one year of a bundled sample, thresholds differing from task to task. */
function strategy(n: number) {
  return {
    ...RSI_DIP,
    name: `restart test ${n}`,
    start_date: '2020-01-01',
    end_date: '2020-12-31',
    entry: {
      rule_type: 'SingleCondition',
      condition: { signal: { name: 'RSI(14)' }, rule: { type_name: 'CrossBelow', comparison_value: 30 + (n % 10) } },
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A request whose connection was reset or refused is status 0: never an answer the test accepts. */
async function send(node: NodeProcess, method: string, path: string, options: Parameters<typeof call>[3] = {}) {
  return call<{ task_id?: string; total?: number }>(node.url, method, path, { as: ANN, ...options }).catch(
    (error: Error): Answer<{ task_id?: string; total?: number }> => ({
      status: 0,
      headers: new Headers(),
      body: {},
      text: error.message,
    }),
  );
}

describe.skipIf(!HAS_POSTGRES)('a PostgreSQL restart under two servers', () => {
  const database = useTestDatabase('pg_restart');
  const nodes: NodeProcess[] = [];
  afterAll(async () => {
    await Promise.all(nodes.map((node) => node.kill()));
  });

  it('keeps both servers up, answers 503 with Retry-After while it is down, and runs every task once', async () => {
    // This test's own pool loses its idle connections in the restart too.
    database.pool.on('error', () => undefined);
    await database.pool.query(COUNT_RESULT_WRITES);
    await new PgAccounts(database.pool).add(ANN.email, ANN.password);
    const logged = new Map<string, number>();
    const onLog = (entry: Record<string, unknown>) => {
      const msg = String(entry.msg);
      logged.set(msg, (logged.get(msg) ?? 0) + 1);
    };
    const args = ['--db', database.url, '--workers', '1', '--submit-limit', '1000000', '--login-limit', '100000'];
    const env = { BACKTEST_QUEUE_LEASE_SECONDS: String(LEASE_SECONDS) };
    const [a, b] = await Promise.all([startNodeProcess(args, { env, onLog }), startNodeProcess(args, { env, onLog })]);
    nodes.push(a, b);

    const taskOf = new Map<number, string>();
    const statuses = new Map<number, number>();
    const wrong: string[] = [];
    const probes: Answer[] = [];
    let restarted: Promise<void> | undefined;
    const probeWhileDown = async () => {
      const known = taskOf.values().next().value ?? 'none';
      for (const node of [a, b]) {
        probes.push(await send(node, 'GET', `/backtest/status/${known}`));
        probes.push(await send(node, 'GET', '/backtest/tasks?limit=5'));
        probes.push(await send(node, 'POST', '/backtest/start_backtest', { body: strategy(0) }));
      }
      await sleep(DOWN_MS);
    };
    const submit = async (n: number) => {
      const node = n % 2 === 0 ? a : b;
      // The same key on every try: a submit stored before its answer was lost is answered with its task, not twice.
      const headers = { 'Idempotency-Key': `restart-${n}` };
      for (let tries = 0; tries < 20; tries++) {
        const answer = await send(node, 'POST', '/backtest/start_backtest', { body: strategy(n), headers });
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        // 200: a retry that found the task its refused try had stored (the database went between store and queue).
        if ((answer.status === 202 || answer.status === 200) && answer.body.task_id)
          return taskOf.set(n, answer.body.task_id);
        const retryAfter = answer.headers.get('Retry-After');
        if (answer.status !== 503 || retryAfter !== RETRY_AFTER)
          return wrong.push(`task ${n}: ${answer.status} Retry-After ${retryAfter} ${answer.text}`);
        await sleep(Number(retryAfter) * 1000);
      }
      return wrong.push(`task ${n}: still refused after 20 tries`);
    };
    let next = 0;
    const client = async () => {
      while (next < TASKS) {
        const n = next++;
        if (n === RESTART_AT) restarted = database.cluster.restart(probeWhileDown);
        await submit(n);
      }
    };
    const began = Date.now();
    await Promise.all(Array.from({ length: CLIENTS }, client));
    await restarted;
    const submitted = Date.now();

    const count = async (where: string) =>
      (await database.pool.query<{ n: number }>(`SELECT count(*)::integer AS n FROM tasks WHERE ${where}`)).rows[0].n;
    const deadline = Date.now() + 40_000;
    while (Date.now() < deadline && (await count("status = 'SUCCESS'")) < taskOf.size) await sleep(250);
    const retried = await database.pool.query<{ n: number }>(
      "SELECT count(*)::integer AS n FROM pgboss.job WHERE name = 'task-runs' AND retry_count > 0",
    );
    if (process.env.BTS_REPORT)
      console.info('restart report', {
        answers: Object.fromEntries(statuses),
        retriedJobs: retried.rows[0].n,
        submitMs: submitted - began,
        finishMs: Date.now() - submitted,
        logged: Object.fromEntries([...logged].filter(([msg]) => msg !== 'request')),
      });

    expect(wrong).toEqual([]);
    expect(probes.map((p) => [p.status, p.headers.get('Retry-After')])).toEqual(
      Array.from({ length: 6 }, () => [503, RETRY_AFTER]),
    );
    expect(taskOf.size).toBe(TASKS);

    // Both servers lived through it.
    for (const node of [a, b]) expect([node.child.exitCode, node.child.signalCode]).toEqual([null, null]);
    // One task per submit, each SUCCESS with its result written once.
    const { rows } = await database.pool.query<{ task_id: string; key: string; status: string; writes: number }>(
      `SELECT t.task_id, t.idempotency_key AS key, t.status, coalesce(w.writes, 0) AS writes
       FROM tasks t LEFT JOIN result_writes w ON w.task_id = t.task_id`,
    );
    expect(rows).toHaveLength(TASKS);
    const byKey = new Map(rows.map((row) => [row.key, row]));
    for (const [n, taskId] of taskOf)
      expect(byKey.get(`restart-${n}`), `task ${n}`).toEqual({
        task_id: taskId,
        key: `restart-${n}`,
        status: 'SUCCESS',
        writes: 1,
      });

    // Service resumed by itself on both.
    for (const node of [a, b]) {
      const listed = await send(node, 'GET', '/backtest/tasks?limit=1');
      expect([listed.status, listed.body.total]).toEqual([200, TASKS]);
    }
    expect(await a.stop()).toBe(0);
    expect(await b.stop()).toBe(0);
  }, 120_000);
});
