import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { StoredTask } from '../src/service/ports.ts';
import { openDatabase } from './database.ts';
import { SqliteTaskStore } from './sqlite-task-store.ts';
import { describeTaskListing } from '../src/service/tasks/test-task-listing.ts';
import { describeTaskStore } from '../src/service/tasks/test-task-store.ts';

function task(n: number, extra: Partial<StoredTask> = {}): StoredTask {
  return {
    task_id: `task-${n}`,
    kind: 'backtest',
    status: 'PENDING',
    params: { symbol: 'SPX', n },
    username: 'ann@example.com',
    created_at: `2026-11-20T14:30:${String(n).padStart(2, '0')}`,
    ...extra,
  };
}

describe('the SQLite task store', () => {
  it('keeps a task as it was given, and merges updates into it', async () => {
    const store = new SqliteTaskStore(openDatabase(':memory:'));
    await store.create(task(1, { kind: 'cpm', mode: 'scan' }));
    expect(await store.get('task-1')).toEqual(task(1, { kind: 'cpm', mode: 'scan' }));
    await store.update('task-1', { status: 'RUNNING' });
    await store.update('task-1', { status: 'SUCCESS', result: { code: 200, msg: 'ok', data: { count: 0 } } as never });
    expect(await store.get('task-1')).toEqual({
      ...task(1, { kind: 'cpm', mode: 'scan', status: 'SUCCESS' }),
      result: { code: 200, msg: 'ok', data: { count: 0 } },
    });
    await store.update('task-1', { status: 'FAILED', error: 'no data' });
    expect(await store.get('task-1')).toMatchObject({ status: 'FAILED', error: 'no data' });
    await expect(store.update('nope', { status: 'RUNNING' })).rejects.toThrow('task nope does not exist');
    expect(await store.get('nope')).toBeUndefined();
  });

  it('writes a status without reading or writing the params again, and params when a patch brings them', async () => {
    const db = openDatabase(':memory:');
    const store = new SqliteTaskStore(db);
    await store.create(task(1));
    // Params text as no JSON.stringify writes it (spaces, a key order of its own): a rewrite would show.
    const asStored = '{ "n": 1,  "symbol": "SPX" }';
    db.prepare('UPDATE tasks SET params = ? WHERE task_id = ?').run(asStored, 'task-1');
    const paramsText = () => db.prepare('SELECT params, name, symbol FROM tasks WHERE task_id = ?').get('task-1');
    await store.update('task-1', { status: 'RUNNING' });
    const summary = { total_return_pct: 1, cagr_pct: 2, sharpe: 3, max_drawdown_pct: -4, trades: 5 };
    await store.update('task-1', { status: 'SUCCESS', summary, result: { figures: [1, 2] } });
    expect(paramsText()).toMatchObject({ params: asStored, symbol: 'SPX' });
    expect(await store.get('task-1')).toMatchObject({ status: 'SUCCESS', summary, result: { figures: [1, 2] } });
    await store.update('task-1', { params: { symbol: 'QQQ', name: 'Mine' } });
    expect(paramsText()).toEqual({ params: '{"symbol":"QQQ","name":"Mine"}', name: 'Mine', symbol: 'QQQ' });
    // Only while unfinished: an ended task keeps its end, and a missing one is not written.
    expect(await store.updateUnfinished('task-1', { status: 'PENDING' })).toBe(false);
    expect(await store.updateUnfinished('nope', { status: 'PENDING' })).toBe(false);
    expect((await store.get('task-1'))?.status).toBe('SUCCESS');
  });

  it("lists an account's tasks of one kind newest first, filtered and paged, with the total", async () => {
    const store = new SqliteTaskStore(openDatabase(':memory:'));
    for (let n = 1; n <= 5; n++) await store.create(task(n, n % 2 === 0 ? { status: 'SUCCESS' } : {}));
    await store.create(task(6, { username: 'bob@example.com' }));
    await store.create(task(7, { kind: 'cpm', mode: 'backtest' }));
    await store.create(task(8, { kind: 'cpm', mode: 'scan', status: 'SUCCESS' }));

    const all = await store.list('ann@example.com', 20, 0, { kind: 'backtest' });
    expect(all.tasks.map((t) => t.task_id)).toEqual(['task-5', 'task-4', 'task-3', 'task-2', 'task-1']);
    expect(all.total).toBe(5);
    const page = await store.list('ann@example.com', 2, 1, { kind: 'backtest' });
    expect(page).toMatchObject({ total: 5, tasks: [{ task_id: 'task-4' }, { task_id: 'task-3' }] });
    const done = await store.list('ann@example.com', 20, 0, { kind: 'backtest', status: 'SUCCESS' });
    expect(done.tasks.map((t) => t.task_id)).toEqual(['task-4', 'task-2']);
    const scans = await store.list('ann@example.com', 20, 0, { kind: 'cpm', mode: 'scan' });
    expect(scans.tasks.map((t) => t.task_id)).toEqual(['task-8']);
    expect((await store.list('bob@example.com', 20, 0, { kind: 'backtest' })).total).toBe(1);
    expect((await store.list('carol@example.com', 20, 0, { kind: 'backtest' })).tasks).toEqual([]);
  });

  it('deletes, and finds the unfinished tasks', async () => {
    const store = new SqliteTaskStore(openDatabase(':memory:'));
    await store.create(task(1, { status: 'RUNNING' }));
    await store.create(task(2, { status: 'SUCCESS' }));
    await store.create(task(3));
    expect((await store.unfinished()).map((t) => t.task_id)).toEqual(['task-1', 'task-3']);
    expect(await store.delete('task-1')).toBe(true);
    expect(await store.delete('task-1')).toBe(false);
    expect((await store.unfinished()).map((t) => t.task_id)).toEqual(['task-3']);
  });

  it('keeps tasks in the file across a reopen', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bts-store-'));
    const file = join(dir, 'nested', 'server.db');
    const db = openDatabase(file);
    await new SqliteTaskStore(db).create(task(1, { status: 'SUCCESS', result: { Symbol: 'SPX' } as never }));
    db.close();
    const again = openDatabase(file);
    expect(await new SqliteTaskStore(again).get('task-1')).toMatchObject({
      status: 'SUCCESS',
      result: { Symbol: 'SPX' },
    });
    again.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('parks callers once closed instead of touching a closed database', async () => {
    const db = openDatabase(':memory:');
    const store = new SqliteTaskStore(db);
    store.close();
    db.close();
    const settled = await Promise.race([
      store.get('task-1').then(() => 'settled'),
      new Promise((r) => setTimeout(r, 50, 'parked')),
    ]);
    expect(settled).toBe('parked');
  });
});

describeTaskListing('SqliteTaskStore', async () => new SqliteTaskStore(openDatabase(':memory:')));
describeTaskStore('SqliteTaskStore', async () => new SqliteTaskStore(openDatabase(':memory:')));

describe('the SQLite search', () => {
  it('takes % and _ in a search literally, as the other stores do', async () => {
    const store = new SqliteTaskStore(openDatabase(':memory:'));
    await store.create(task(1, { params: { name: 'Top_10%', symbol: 'SPX' } }));
    await store.create(task(2, { params: { name: 'Top 10', symbol: 'SPX' } }));
    await store.create(task(3, { params: { name: 'Top\\10', symbol: 'SPX' } }));
    const found = async (search: string) =>
      (await store.list('ann@example.com', 20, 0, { kind: 'backtest', search })).tasks.map((t) => t.task_id);
    expect(await found('_1')).toEqual(['task-1']);
    expect(await found('0%')).toEqual(['task-1']);
    expect(await found('p\\1')).toEqual(['task-3']);
    expect(await found('top')).toEqual(['task-3', 'task-2', 'task-1']);
  });
});
