import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { LogLine } from '../testing/http.ts';
import { PgTaskQueue } from './pg-task-queue.ts';
import { PgTaskStore } from './pg-task-store.ts';
import { HAS_POSTGRES, useTestDatabase } from './testing/test-database.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await sleep(50);
  }
}

describe.skipIf(!HAS_POSTGRES)('the pg-boss task queue', () => {
  const database = useTestDatabase('queue');
  const open: PgTaskQueue[] = [];
  const logs: LogLine[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((queue) => queue.stop(0)));
  });

  async function queue(options: { leaseSeconds?: number; retries?: number } = {}): Promise<PgTaskQueue> {
    const made = await PgTaskQueue.open({
      connectionString: database.url,
      leaseSeconds: options.leaseSeconds ?? 60,
      retries: options.retries,
      log: (level, msg, fields) => logs.push({ level, msg, fields }),
    });
    open.push(made);
    return made;
  }

  it('hands each job to one process, at most as many at once as it has threads', async () => {
    const [one, two] = [await queue(), await queue()];
    const ran: string[] = [];
    let running = 0;
    let most = 0;
    const handlers = {
      run: async (taskId: string) => {
        running++;
        most = Math.max(most, running);
        await sleep(30);
        ran.push(taskId);
        running--;
      },
      abandoned: async () => {},
    };
    await one.work(2, handlers);
    await two.work(1, handlers);
    const ids = Array.from({ length: 12 }, () => randomUUID());
    for (const id of ids) await one.enqueue({ task_id: id, kind: 'backtest' });
    // The same task sent again (a recovery racing with its submit) is one job.
    await one.enqueue({ task_id: ids[0], kind: 'backtest' });
    await until(() => ran.length >= ids.length);
    await sleep(300);
    expect(ran.sort()).toEqual([...ids].sort());
    expect(most).toBeLessThanOrEqual(3);
  });

  it('retries a run that failed, and marks a task abandoned once every run failed', async () => {
    const q = await queue({ retries: 1 });
    const attempts = new Map<string, number>();
    const abandoned: [string, number][] = [];
    await q.work(1, {
      run: async (taskId) => {
        attempts.set(taskId, (attempts.get(taskId) ?? 0) + 1);
        if (taskId.startsWith('bad')) throw new Error('the store is unreachable');
      },
      abandoned: async (taskId, tries) => {
        abandoned.push([taskId, tries]);
      },
    });
    await q.enqueue({ task_id: 'bad-task', kind: 'backtest' });
    await q.enqueue({ task_id: 'good-task', kind: 'backtest' });
    await until(() => abandoned.length > 0);
    expect(abandoned).toEqual([['bad-task', 2]]);
    expect(Object.fromEntries(attempts)).toEqual({ 'bad-task': 2, 'good-task': 1 });
    expect(logs.some((l) => l.msg === 'a queued task failed to run' && l.fields?.task_id === 'bad-task')).toBe(true);
  }, 30_000);

  it('sends the job of a PENDING task that never got one', async () => {
    const store = new PgTaskStore(database.pool);
    const id = randomUUID();
    await store.create({
      task_id: id,
      kind: 'cpm',
      mode: 'scan',
      status: 'PENDING',
      params: {},
      username: 'ann@example.com',
      created_at: '2026-11-20T14:30:00',
    });
    // As stored by a process that died before it sent the job: a little while ago.
    await database.pool.query("UPDATE tasks SET stored_at = now() - interval '5 seconds' WHERE task_id = $1", [id]);
    const q = await queue({ leaseSeconds: 1 });
    const ran: string[] = [];
    await q.work(1, { run: async (taskId) => void ran.push(taskId), abandoned: async () => {} });
    await until(() => ran.includes(id));
    const { rows } = await database.pool.query<{ data: { kind: string; mode: string } }>(
      "SELECT data FROM pgboss.job WHERE name = 'task-runs' AND data->>'task_id' = $1",
      [id],
    );
    expect(rows.map((r) => r.data)).toEqual([{ task_id: id, kind: 'cpm', mode: 'scan' }]);
    expect(logs.some((l) => l.msg === 'a stored task had no job: queued it' && l.fields?.task_id === id)).toBe(true);
  });
});
