import { afterAll, describe, expect, it } from 'vitest';
import { RSI_DIP } from '../../src/testing/strategies.ts';
import type { Credentials } from '../testing/http.ts';
import { call } from '../testing/http.ts';
import { PgAccounts } from './pg-accounts.ts';
import type { NodeProcess } from './testing/node-process.ts';
import { startNodeProcess } from './testing/node-process.ts';
import { COUNT_RESULT_WRITES } from './testing/result-writes.ts';
import { HAS_POSTGRES, useTestDatabase } from './testing/test-database.ts';

const ANN: Credentials = { email: 'ann@example.com', password: 'ann-password-1' };
const BOB: Credentials = { email: 'bob@example.com', password: 'bob-password-1' };
const TASKS = 500;
const CLIENTS = 16;
/** Submitted before node B dies. */
const BEFORE_KILL = 200;
/** A short lease, so the tasks node B held are retried within seconds. */
const LEASE_SECONDS = 3;

/** A cheap backtest: one year of a bundled sample, thresholds differing from task to task. */
function strategy(n: number) {
  return {
    ...RSI_DIP,
    name: `node test ${n}`,
    start_date: '2020-01-01',
    end_date: '2020-12-31',
    entry: {
      rule_type: 'SingleCondition',
      condition: { signal: { name: 'RSI(14)' }, rule: { type_name: 'CrossBelow', comparison_value: 30 + (n % 10) } },
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!HAS_POSTGRES)('two servers on one PostgreSQL database', () => {
  const database = useTestDatabase('two_nodes');
  const nodes: NodeProcess[] = [];
  afterAll(async () => {
    await Promise.all(nodes.map((node) => node.kill()));
  });

  async function countWhere(sql: string): Promise<number> {
    const { rows } = await database.pool.query<{ n: number }>(`SELECT count(*)::integer AS n FROM ${sql}`);
    return rows[0].n;
  }

  it('runs 500 backtests to SUCCESS exactly once while one node is killed, each account seeing only its own', async () => {
    await database.pool.query(COUNT_RESULT_WRITES);
    const accounts = new PgAccounts(database.pool);
    await accounts.add(ANN.email, ANN.password);
    await accounts.add(BOB.email, BOB.password);
    const args = ['--db', database.url, '--workers', '2', '--submit-limit', '1000000', '--login-limit', '100000'];
    const env = { BACKTEST_QUEUE_LEASE_SECONDS: String(LEASE_SECONDS) };
    const [a, b] = await Promise.all([startNodeProcess(args, { env }), startNodeProcess(args, { env })]);
    nodes.push(a, b);

    const owner = new Map<string, Credentials>();
    const problems: string[] = [];
    let next = 0;
    let bAlive = true;
    let killed: Promise<void> | undefined;
    const killB = async () => {
      // Node A holds at most 2 jobs (its threads): with 3 or more active, node B is holding some when it dies.
      for (
        let i = 0;
        i < 200 && (await countWhere("pgboss.job WHERE name = 'task-runs' AND state = 'active'")) < 3;
        i++
      )
        await sleep(10);
      await b.kill();
      bAlive = false;
    };
    const submit = async (n: number) => {
      const as = n % 2 === 0 ? ANN : BOB;
      for (;;) {
        // Each account submits to both nodes while B lives.
        const node = bAlive && Math.floor(n / 2) % 2 === 1 ? b : a;
        const answer = await call<{ task_id: string }>(node.url, 'POST', '/backtest/start_backtest', {
          as,
          body: strategy(n),
        }).catch((error: Error) => ({ status: 0, body: { task_id: '' }, text: error.message }));
        if (answer.status === 202) return owner.set(answer.body.task_id, as);
        if (node !== b) return problems.push(`task ${n}: ${answer.status} ${answer.text}`);
        // B died while it took this submit, which may or may not be stored: it is sent again, to A.
        await killed;
      }
    };
    const client = async () => {
      while (next < TASKS) {
        const n = next++;
        if (n === BEFORE_KILL) killed = killB();
        await submit(n);
      }
    };
    await Promise.all(Array.from({ length: CLIENTS }, client));
    await killed;
    expect(problems).toEqual([]);
    expect(bAlive).toBe(false);

    const deadline = Date.now() + 60_000;
    const finished = async () =>
      (await countWhere("tasks WHERE status = 'SUCCESS'")) >= owner.size &&
      (await countWhere("tasks WHERE status <> 'SUCCESS'")) === 0;
    while (Date.now() < deadline && !(await finished())) await sleep(250);

    // Every task a submit answered 202 for, and no other, ends SUCCESS; its result written once.
    const { rows } = await database.pool.query<{ task_id: string; status: string; username: string; writes: number }>(
      `SELECT t.task_id, t.status, t.username, coalesce(w.writes, 0) AS writes
       FROM tasks t LEFT JOIN result_writes w ON w.task_id = t.task_id`,
    );
    const stored = new Map(rows.map((row) => [row.task_id, row]));
    expect(owner.size).toBeGreaterThanOrEqual(TASKS);
    for (const [taskId, as] of owner)
      expect(stored.get(taskId), taskId).toMatchObject({ status: 'SUCCESS', username: as.email, writes: 1 });
    // Submits that B stored as it died but never answered are the only extra tasks, and they ran once too.
    for (const row of rows.filter((r) => !owner.has(r.task_id)))
      expect(row).toMatchObject({ status: 'SUCCESS', writes: 1 });
    // Jobs node B held when it died were retried on A.
    expect(await countWhere("pgboss.job WHERE name = 'task-runs' AND retry_count > 0")).toBeGreaterThan(0);

    // Each account lists exactly its own tasks; the other's ids answer 404.
    for (const as of [ANN, BOB]) {
      const mine = rows.filter((r) => r.username === as.email).map((r) => r.task_id);
      const listed: string[] = [];
      for (;;) {
        const page = await call<{ tasks: { task_id: string }[]; total: number }>(
          a.url,
          'GET',
          `/backtest/tasks?limit=100&offset=${listed.length}`,
          { as },
        );
        expect(page.body.total).toBe(mine.length);
        if (page.body.tasks.length === 0) break;
        listed.push(...page.body.tasks.map((t) => t.task_id));
      }
      expect(listed.sort()).toEqual([...mine].sort());
      const other = as === ANN ? BOB : ANN;
      for (const taskId of mine.slice(0, 10)) {
        expect((await call(a.url, 'GET', `/backtest/status/${taskId}`, { as: other })).status).toBe(404);
        expect((await call(a.url, 'GET', `/backtest/status/${taskId}`, { as })).body).toMatchObject({
          status: 'SUCCESS',
          username: as.email,
        });
      }
    }
    expect(await a.stop()).toBe(0);
  }, 150_000);
});
