import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { StoredTask } from '../../src/service/ports.ts';
import { describeTaskListing } from '../../src/service/tasks/test-task-listing.ts';
import { describeTaskStore } from '../../src/service/tasks/test-task-store.ts';
import { PgTaskStore } from './pg-task-store.ts';
import { HAS_POSTGRES, useTestDatabase } from './testing/test-database.ts';

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

describe.skipIf(!HAS_POSTGRES)('the PostgreSQL task store', () => {
  const database = useTestDatabase('task_store');

  /** A store on an emptied database: the listing suite seeds the same task ids in every test. */
  async function emptyStore(): Promise<PgTaskStore> {
    await database.pool.query('TRUNCATE tasks, task_results');
    return new PgTaskStore(database.pool);
  }

  describeTaskListing('PgTaskStore', emptyStore);
  describeTaskStore('PgTaskStore', emptyStore);

  it('keeps params as the JSON text they were submitted as, key order and all', async () => {
    const store = await emptyStore();
    const params = { symbol: 'SPX', b: 1, a: { z: [1, 2], y: null } };
    await store.create(task(1, { params }));
    const { rows } = await database.pool.query<{ params: string }>("SELECT params FROM tasks WHERE task_id = 'task-1'");
    expect(rows[0].params).toBe('{"symbol":"SPX","b":1,"a":{"z":[1,2],"y":null}}');
    expect(Object.keys((await store.get('task-1'))!.params)).toEqual(['symbol', 'b', 'a']);
  });

  it('writes a patch with updateUnfinished only while the task is PENDING or RUNNING', async () => {
    const store = await emptyStore();
    await store.create(task(1));
    expect(await store.updateUnfinished('task-1', { status: 'RUNNING' })).toBe(true);
    const result = { Symbol: 'SPX' } as unknown as StoredTask['result'];
    expect(await store.updateUnfinished('task-1', { status: 'SUCCESS', result })).toBe(true);
    // A second process finishing the same task later writes nothing: neither its status nor its result.
    const other = { Symbol: 'other' } as unknown as StoredTask['result'];
    expect(await store.updateUnfinished('task-1', { status: 'SUCCESS', result: other })).toBe(false);
    expect(await store.updateUnfinished('task-1', { status: 'RUNNING' })).toBe(false);
    expect(await store.updateUnfinished('task-1', { status: 'FAILED', error: 'late' })).toBe(false);
    expect(await store.get('task-1')).toEqual({ ...task(1), status: 'SUCCESS', result });
    // Deleted while it ran: nothing to write.
    expect(await store.updateUnfinished('nope', { status: 'SUCCESS', result })).toBe(false);
    expect(await store.get('nope')).toBeUndefined();
    await expect(store.update('nope', { status: 'RUNNING' })).rejects.toThrow('task nope does not exist');
  });

  it('lets exactly one of many racing final writes in', async () => {
    const store = await emptyStore();
    await store.create(task(1, { status: 'RUNNING' }));
    const writes = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        store.updateUnfinished('task-1', {
          status: 'SUCCESS',
          result: { Symbol: `writer ${i}` } as unknown as StoredTask['result'],
        }),
      ),
    );
    expect(writes.filter(Boolean)).toHaveLength(1);
    const winner = writes.indexOf(true);
    expect((await store.get('task-1'))?.result).toEqual({ Symbol: `writer ${winner}` });
  });

  it('stores exactly the limit of 20 tasks created at once within a quota of 5, from two pools as two servers would', async () => {
    await emptyStore();
    const pools = [new pg.Pool({ connectionString: database.url, max: 5 }), database.pool];
    try {
      // Every connection open first, so that the transactions do overlap rather than wait for connections one by one.
      await Promise.all(pools.flatMap((pool) => Array.from({ length: 5 }, () => pool.query('SELECT pg_sleep(0.05)'))));
      const stores = pools.map((pool) => new PgTaskStore(pool));
      const quota = { maxTasks: 5, maxResultBytes: 1024 * 1024 };
      const refusals = await Promise.all(
        Array.from({ length: 20 }, (_, i) => stores[i % 2].createWithinQuota(task(i + 1), quota)),
      );
      // Each refusal reads the account full: the 5 stored, none of the others.
      expect(refusals.filter((usage) => usage === undefined)).toHaveLength(5);
      expect(refusals.filter((usage) => usage !== undefined)).toEqual(Array(15).fill({ tasks: 5, result_bytes: 0 }));
      expect((await stores[0].usage('ann@example.com')).tasks).toBe(5);
      // Another account has its own count.
      expect(await stores[1].createWithinQuota(task(30, { username: 'bob@example.com' }), quota)).toBeUndefined();
    } finally {
      await pools[0].end();
    }
  });

  it('searches in the lower case of JavaScript, whatever the database locale', async () => {
    const store = await emptyStore();
    await store.create(task(1, { params: { name: 'ÉTÉ Ünïcode', symbol: 'SPX' } }));
    await store.create(task(2, { params: { name: 'Top_10%', symbol: 'SPX' } }));
    const found = async (search: string) =>
      (await store.list('ann@example.com', 20, 0, { kind: 'backtest', search })).tasks.map((t) => t.task_id);
    expect(await found('été ü')).toEqual(['task-1']);
    expect(await found('_1')).toEqual(['task-2']);
    expect(await found('0%')).toEqual(['task-2']);
  });

  it('parks callers once closed', async () => {
    const store = await emptyStore();
    store.close();
    const settled = await Promise.race([
      store.get('task-1').then(() => 'settled'),
      new Promise((resolve) => setTimeout(resolve, 50, 'parked')),
    ]);
    expect(settled).toBe('parked');
  });
});
