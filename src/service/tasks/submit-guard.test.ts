import { describe, expect, it } from 'vitest';
import { AnalyticsServiceError } from '../analytics/analytics-error.ts';
import { ServiceError } from '../errors.ts';
import { MemoryTaskStore } from '../memory-task-store.ts';
import type { StoredTask, StoreUsage, TaskStore } from '../ports.ts';
import { earlierAnswer, idempotencyKeyOf, storeWithinQuota } from './submit-guard.ts';

const QUOTA = { maxTasks: 5000, maxResultBytes: 500 * 1024 * 1024 };

function storeUsing(usage: StoreUsage): TaskStore {
  const store = new MemoryTaskStore();
  store.usage = async () => usage;
  return store;
}

/** A task of account `a`. */
const TASK: StoredTask = {
  task_id: 't1',
  kind: 'backtest',
  status: 'PENDING',
  params: {},
  username: 'a',
  created_at: '2026-11-20T14:30:00',
};

async function refusal(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => undefined,
    (error: unknown) => error,
  );
}

describe('the submit guard', () => {
  it('names the tasks limit and the usage, with thousands separated', async () => {
    const error = await refusal(
      storeWithinQuota(storeUsing({ tasks: 5000, result_bytes: 0 }), QUOTA, TASK, 'backtest'),
    );
    expect(error).toBeInstanceOf(ServiceError);
    expect((error as ServiceError).status).toBe(409);
    expect((error as ServiceError).body).toEqual({
      detail:
        "this account stores 5,000 tasks and the server's limit is 5,000 (--max-tasks): delete some in Tasks " +
        'before submitting more',
    });
  });

  it('names the bytes limit in MB, in the analytics envelope for its kinds', async () => {
    // 512.4 MB stored against 500 MB.
    const usage = { tasks: 10, result_bytes: Math.round(512.4 * 1024 * 1024) };
    const error = await refusal(storeWithinQuota(storeUsing(usage), QUOTA, TASK, 'cpm'));
    expect(error).toBeInstanceOf(AnalyticsServiceError);
    expect((error as AnalyticsServiceError).body).toEqual({
      code: 409,
      data: null,
      msg:
        "the results this account stores take 512 MB, the server's limit is 500 MB (--max-result-mb): delete " +
        'some tasks in Tasks before submitting more',
    });
  });

  it('stores a submit under both limits, or without a quota', async () => {
    const below = storeUsing({ tasks: 4999, result_bytes: 500 * 1024 * 1024 - 1 });
    await storeWithinQuota(below, QUOTA, TASK, 'backtest');
    expect((await below.get('t1'))?.task_id).toBe('t1');
    const unlimited = storeUsing({ tasks: 9e9, result_bytes: 9e12 });
    await storeWithinQuota(unlimited, undefined, TASK, 'backtest');
    expect((await unlimited.get('t1'))?.task_id).toBe('t1');
  });

  it('stores nothing when refused', async () => {
    const full = storeUsing({ tasks: 5000, result_bytes: 0 });
    expect(await refusal(storeWithinQuota(full, QUOTA, TASK, 'backtest'))).toBeInstanceOf(ServiceError);
    expect(await full.get('t1')).toBeUndefined();
  });

  it('asks a store that checks and stores in one step, and refuses with the usage it answers', async () => {
    const store: TaskStore = new MemoryTaskStore();
    const asked: number[] = [];
    store.createWithinQuota = async (_task, quota) => {
      asked.push(quota.maxTasks);
      return { tasks: 5000, result_bytes: 0 };
    };
    const error = await refusal(storeWithinQuota(store, QUOTA, TASK, 'backtest'));
    expect(asked).toEqual([5000]);
    expect((error as ServiceError).body.detail).toContain("this account stores 5,000 tasks and the server's limit");
  });

  it('takes keys of 1 to 200 visible ASCII characters', () => {
    expect(idempotencyKeyOf(undefined, 'backtest')).toBeUndefined();
    const key = `${'!'.repeat(100)}${'~'.repeat(100)}`;
    expect(idempotencyKeyOf(key, 'backtest')).toBe(key);
    for (const bad of ['', 'x'.repeat(201), 'a b', 'é', 'a\u0000'])
      expect(() => idempotencyKeyOf(bad, 'scanner')).toThrow(AnalyticsServiceError);
  });

  it('answers the earlier task of the same request; a different request is a 409', async () => {
    const tasks = new MemoryTaskStore();
    const params = { name: 'x', symbol: 'SPX' };
    await tasks.create({
      task_id: 't1',
      kind: 'cpm',
      mode: 'scan',
      status: 'SUCCESS',
      params,
      username: 'ann',
      created_at: '2026-11-20T14:30:00',
      idempotency_key: 'k',
    });
    const ann = 'ann';
    const request = { kind: 'cpm' as const, mode: 'scan', body: { ...params }, queued: 'CPM scan task queued' };
    expect(await earlierAnswer(tasks, ann, 'k', request)).toEqual({ message: 'CPM scan task queued', task_id: 't1' });
    expect(await earlierAnswer(tasks, 'bob', 'k', request)).toBeUndefined();
    expect(await earlierAnswer(tasks, ann, 'other', request)).toBeUndefined();
    for (const different of [
      { ...request, mode: 'backtest' },
      { ...request, body: { ...params, symbol: 'QQQ' } },
    ]) {
      const error = await refusal(earlierAnswer(tasks, ann, 'k', different));
      expect(error).toMatchObject({ status: 409 });
    }
  });
});
