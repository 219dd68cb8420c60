import { afterAll, describe, expect, it } from 'vitest';
import { MemoryTaskStore } from '../../src/service/memory-task-store.ts';
import type { StoredTask } from '../../src/service/ports.ts';
import { SqliteAccounts } from '../accounts.ts';
import { openDatabase } from '../database.ts';
import { SqliteTaskStore } from '../sqlite-task-store.ts';
import { runTasksCommand } from '../tasks-command.ts';
import type { LogLine } from '../testing/http.ts';
import { removeScratch, scratch, testServer } from '../testing/http.ts';
import { retentionCutoff, startRetention } from './retention.ts';

const NOW = Date.UTC(2026, 10, 25, 3, 0, 0);
const DAY = 24 * 60 * 60 * 1000;

function task(task_id: string, status: StoredTask['status'], created_at: string): StoredTask {
  return { task_id, kind: 'backtest', status, params: { name: task_id }, username: 'ann@example.com', created_at };
}

/** Tasks around a 30-day cutoff from NOW (2026-10-26T03:00:00). */
const TASKS = [
  task('old-success', 'SUCCESS', '2026-10-01T10:00:00'),
  task('old-failed', 'FAILED', '2026-10-26T02:59:59'),
  task('old-running', 'RUNNING', '2026-10-01T10:00:00'),
  task('at-cutoff', 'SUCCESS', '2026-10-26T03:00:00'),
  task('recent', 'SUCCESS', '2026-11-20T10:00:00'),
];

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

afterAll(() => removeScratch());

describe('retention', () => {
  it('cuts off at the same time of day N days before, in created_at’s format', () => {
    expect(retentionCutoff(NOW, 30)).toBe('2026-10-26T03:00:00');
    expect(retentionCutoff(NOW, 1)).toBe('2026-11-24T03:00:00');
  });

  it('prunes at start, then on every tick as time passes, until stopped', async () => {
    const tasks = new MemoryTaskStore();
    for (const t of TASKS) await tasks.create(t);
    let now = NOW;
    const logs: LogLine[] = [];
    const retention = startRetention({
      tasks,
      days: 30,
      clock: { now: () => now },
      log: (level, msg, fields) => logs.push({ level, msg, fields }),
      intervalMs: 10,
    });
    await retention.first;
    const left = async () =>
      (await tasks.list('ann@example.com', 10, 0, { kind: 'backtest' })).tasks.map((t) => t.task_id).sort();
    expect(await left()).toEqual(['at-cutoff', 'old-running', 'recent']);
    expect(logs).toEqual([{ level: 'info', msg: 'expired tasks deleted', fields: { pruned: 2, retention_days: 30 } }]);
    // A second later the task at the cutoff is older than 30 days.
    now = NOW + 1000;
    await until(async () => (await left()).length === 2);
    expect(await left()).toEqual(['old-running', 'recent']);
    retention.stop();
    now = NOW + 60 * DAY;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await left()).toEqual(['old-running', 'recent']);
  });

  it('logs a prune that fails and carries on', async () => {
    const tasks = new MemoryTaskStore();
    tasks.pruneFinished = () => Promise.reject(new Error('disk I/O error'));
    const logs: LogLine[] = [];
    const retention = startRetention({
      tasks,
      days: 1,
      clock: { now: () => NOW },
      log: (level, msg, fields) => logs.push({ level, msg, fields }),
      intervalMs: 10,
    });
    await retention.first;
    await until(() => logs.length >= 2);
    retention.stop();
    expect(logs[0]).toEqual({
      level: 'error',
      msg: 'expired tasks could not be deleted',
      fields: { error: 'disk I/O error' },
    });
  });

  it('`tasks prune` deletes the expired tasks of a database once and prints how many', async () => {
    const { dbFile } = scratch();
    const db = openDatabase(dbFile);
    const store = new SqliteTaskStore(db);
    for (const t of TASKS) await store.create(t);
    db.close();
    const out: string[] = [];
    const code = await runTasksCommand(
      { command: 'tasks', action: 'prune', retentionDays: 30, dbFile },
      { out: (line) => out.push(line), clock: { now: () => NOW } },
    );
    expect(code).toBe(0);
    expect(out).toEqual(['deleted 2 finished task(s) created more than 30 day(s) ago']);
    const again = openDatabase(dbFile);
    const ids = again.prepare('SELECT task_id FROM tasks ORDER BY task_id').all() as { task_id: string }[];
    expect(ids.map((r) => r.task_id)).toEqual(['at-cutoff', 'old-running', 'recent']);
    again.close();
  });

  it('a server with --retention-days prunes at start and logs the database’s size and task count', async () => {
    const { dbFile, distDir } = scratch();
    const db = openDatabase(dbFile);
    const store = new SqliteTaskStore(db);
    const longAgo = '2020-01-01T00:00:00';
    await store.create({ ...task('ancient', 'SUCCESS', longAgo), result: { equity: [1, 2, 3] } as never });
    await store.create(task('kept', 'FAILED', '2099-01-01T00:00:00'));
    await store.create({ ...task('kept-too', 'SUCCESS', '2099-01-01T00:00:00'), result: { equity: [1, 2] } as never });
    await new SqliteAccounts(db).add('ann@example.com', 'ann-password-1');
    db.close();
    const { server, logs } = await testServer({ dbFile, distDir, retentionDays: 7 });
    try {
      expect(logs).toContainEqual({
        level: 'info',
        msg: 'expired tasks deleted',
        fields: { pruned: 1, retention_days: 7 },
      });
      const figures = logs.find((l) => l.msg === 'database')?.fields;
      expect(figures).toMatchObject({ accounts: 1, tasks: 2, retention_days: 7 });
      expect(figures?.result_bytes).toBeGreaterThan(0);
      expect(figures?.db_bytes).toBeGreaterThan(4096);
    } finally {
      await server.close();
    }
  });
});
