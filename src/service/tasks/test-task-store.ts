import { describe, expect, it } from 'vitest';
import type { TaskSummary } from '../../contract/index.ts';
import type { StoredTask, TaskStore } from '../ports.ts';

const SUMMARY: TaskSummary = { total_return_pct: 12.5, cagr_pct: 2, sharpe: 0.9, max_drawdown_pct: -7, trades: 4 };

/** A stand-in result with some bulk, so a store that compresses still keeps bytes of it. */
function resultOf(id: string): StoredTask['result'] {
  const equity = Array.from({ length: 200 }, (_, i) => 100_000 + i * 3.25);
  return { marker: `result of ${id}`, equity } as unknown as StoredTask['result'];
}

/**
 * Every test names its tasks and accounts after a run tag, so the suite can run against a database that other runs
 * and suites share (PostgreSQL) without one seeing another's tasks.
 */
function names() {
  const run = Math.random().toString(36).slice(2, 10);
  return {
    id: (name: string) => `store-${run}-${name}`,
    user: (name: string) => `${name}-${run}@example.com`,
  };
}

function task(task_id: string, username: string, extra: Partial<StoredTask> = {}): StoredTask {
  return {
    task_id,
    kind: 'backtest',
    // Finished unless a test says otherwise: a server sharing the database would run an unfinished task it left.
    status: 'SUCCESS',
    params: { name: 'RSI dip', symbol: 'SPX', nested: { window: 14 } },
    username,
    created_at: '2026-11-20T14:30:00',
    ...extra,
  };
}

/** What every TaskStore does alike, beyond the list (test-task-listing.ts): run against each implementation. */
export function describeTaskStore(storeName: string, open: () => Promise<TaskStore>): void {
  describe(`${storeName}: the TaskStore port`, () => {
    it('gives back a task as created, and as updated; a patch without a result keeps the stored one', async () => {
      const store = await open();
      const { id, user } = names();
      const created = task(id('a'), user('ann'), { status: 'PENDING' });
      await store.create(created);
      expect(await store.get(id('a'))).toEqual(created);
      expect(await store.get(id('nothing'))).toBeUndefined();

      await store.update(id('a'), { status: 'RUNNING' });
      expect(await store.get(id('a'))).toEqual({ ...created, status: 'RUNNING' });
      await store.update(id('a'), { status: 'SUCCESS', result: resultOf('a'), summary: SUMMARY });
      expect(await store.get(id('a'))).toEqual({
        ...created,
        status: 'SUCCESS',
        result: resultOf('a'),
        summary: SUMMARY,
      });
      await store.update(id('a'), { error: 'a note' });
      expect(await store.get(id('a'))).toEqual({
        ...created,
        status: 'SUCCESS',
        result: resultOf('a'),
        summary: SUMMARY,
        error: 'a note',
      });
      await expect(store.update(id('nothing'), { status: 'RUNNING' })).rejects.toThrow();
    });

    it('gives a task with its result as JSON text, where it keeps text (getWithResultText)', async () => {
      const store = await open();
      if (!store.getWithResultText) return; // a store of structured results (IndexedDB, memory) has no text
      const { id, user } = names();
      const created = task(id('a'), user('ann'), { status: 'PENDING' });
      await store.create(created);
      expect(await store.getWithResultText(id('a'))).toEqual({ task: created });
      await store.update(id('a'), { status: 'SUCCESS', result: resultOf('a'), summary: SUMMARY });
      const found = await store.getWithResultText(id('a'));
      expect(found?.task).toEqual({ ...created, status: 'SUCCESS', summary: SUMMARY });
      expect(JSON.parse(found?.resultText ?? 'null')).toEqual(resultOf('a'));
      expect(await store.getWithResultText(id('nothing'))).toBeUndefined();
    });

    it('deletes a task and its result, once', async () => {
      const store = await open();
      const { id, user } = names();
      await store.create(task(id('gone'), user('ann'), { status: 'SUCCESS', result: resultOf('gone') }));
      await store.create(task(id('kept'), user('ann')));
      expect(await store.delete(id('gone'))).toBe(true);
      expect(await store.delete(id('gone'))).toBe(false);
      expect(await store.get(id('gone'))).toBeUndefined();
      expect(await store.get(id('kept'))).toMatchObject({ task_id: id('kept') });
    });

    it('lists as unfinished the PENDING and RUNNING tasks, of every account', async () => {
      const store = await open();
      const { id, user } = names();
      await store.create(task(id('pending'), user('ann'), { status: 'PENDING' }));
      await store.create(task(id('running'), user('bob'), { status: 'RUNNING' }));
      await store.create(task(id('done'), user('ann'), { status: 'SUCCESS', result: resultOf('done') }));
      await store.create(task(id('failed'), user('ann'), { status: 'FAILED', error: 'no data' }));
      const mine = (await store.unfinished()).map((t) => t.task_id).filter((t) => t.startsWith(id('')));
      expect(mine.sort()).toEqual([id('pending'), id('running')]);
      for (const name of ['pending', 'running']) await store.delete(id(name));
    });

    it('finds a task by its Idempotency-Key within its account only, and refuses the key twice', async () => {
      const store = await open();
      const { id, user } = names();
      const ann = task(id('ann-first'), user('ann'), { idempotency_key: 'key-1' });
      await store.create(ann);
      expect(await store.findByIdempotencyKey(user('ann'), 'key-1')).toEqual(ann);
      expect(await store.findByIdempotencyKey(user('ann'), 'key-2')).toBeUndefined();
      expect(await store.findByIdempotencyKey(user('bob'), 'key-1')).toBeUndefined();
      // Another account's same key is another task.
      await store.create(task(id('bob-first'), user('bob'), { idempotency_key: 'key-1' }));
      expect((await store.findByIdempotencyKey(user('bob'), 'key-1'))?.task_id).toBe(id('bob-first'));
      await expect(store.create(task(id('ann-again'), user('ann'), { idempotency_key: 'key-1' }))).rejects.toThrow();
      expect(await store.get(id('ann-again'))).toBeUndefined();
      // Tasks without a key are many.
      await store.create(task(id('plain-1'), user('ann')));
      await store.create(task(id('plain-2'), user('ann')));
      expect(await store.delete(id('ann-first'))).toBe(true);
      expect(await store.findByIdempotencyKey(user('ann'), 'key-1')).toBeUndefined();
    });

    it('lets one of two creates racing with the same key in', async () => {
      const store = await open();
      const { id, user } = names();
      const outcomes = await Promise.allSettled([
        store.create(task(id('racer-1'), user('ann'), { idempotency_key: 'race' })),
        store.create(task(id('racer-2'), user('ann'), { idempotency_key: 'race' })),
      ]);
      expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
      const winner = outcomes[0].status === 'fulfilled' ? id('racer-1') : id('racer-2');
      expect((await store.findByIdempotencyKey(user('ann'), 'race'))?.task_id).toBe(winner);
    });

    it("counts an account's tasks and result bytes, and nothing once they are deleted", async () => {
      const store = await open();
      const { id, user } = names();
      expect(await store.usage(user('ann'))).toEqual({ tasks: 0, result_bytes: 0 });
      await store.create(task(id('one'), user('ann')));
      await store.create(task(id('two'), user('ann'), { status: 'SUCCESS', result: resultOf('two') }));
      await store.create(task(id('bob'), user('bob'), { status: 'SUCCESS', result: resultOf('bob') }));
      const withOne = await store.usage(user('ann'));
      expect(withOne.tasks).toBe(2);
      expect(withOne.result_bytes).toBeGreaterThan(0);
      // At most the JSON's size: a store keeps a result as it is or smaller.
      expect(withOne.result_bytes).toBeLessThanOrEqual(JSON.stringify(resultOf('two')).length);
      await store.update(id('one'), { status: 'SUCCESS', result: resultOf('one') });
      expect((await store.usage(user('ann'))).result_bytes).toBeGreaterThan(withOne.result_bytes);
      await store.delete(id('one'));
      await store.delete(id('two'));
      expect(await store.usage(user('ann'))).toEqual({ tasks: 0, result_bytes: 0 });
      expect((await store.usage(user('bob'))).tasks).toBe(1);
    });

    it('prunes the finished tasks created before a time, and says how many', async () => {
      const store = await open();
      const { id, user } = names();
      // Long before the tasks of the other tests, so a shared database has no other task this old.
      const old = '2001-06-01T08:00:00';
      await store.create(
        task(id('old-done'), user('ann'), { created_at: old, status: 'SUCCESS', result: resultOf('x') }),
      );
      await store.create(task(id('old-failed'), user('bob'), { created_at: old, status: 'FAILED', error: 'no data' }));
      await store.create(task(id('old-pending'), user('ann'), { created_at: old, status: 'PENDING' }));
      await store.create(task(id('old-running'), user('ann'), { created_at: old, status: 'RUNNING' }));
      await store.create(task(id('at-cutoff'), user('ann'), { created_at: '2001-06-02T00:00:00', status: 'SUCCESS' }));
      await store.create(task(id('recent'), user('ann'), { created_at: '2001-06-03T00:00:00', status: 'SUCCESS' }));

      expect(await store.pruneFinished('2001-06-02T00:00:00')).toBe(2);
      const left = async (name: string) => (await store.get(id(name)))?.task_id;
      expect(await left('old-done')).toBeUndefined();
      expect(await left('old-failed')).toBeUndefined();
      for (const name of ['old-pending', 'old-running', 'at-cutoff', 'recent']) expect(await left(name)).toBe(id(name));
      expect((await store.usage(user('ann'))).result_bytes).toBe(0);
      expect(await store.pruneFinished('2001-06-02T00:00:00')).toBe(0);
      for (const name of ['old-pending', 'old-running']) await store.delete(id(name));
    });
  });
}
