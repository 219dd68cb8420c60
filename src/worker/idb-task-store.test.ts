import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StoredTask, TaskFilter } from '../service/ports.ts';
import { openStudioDatabase } from './database.ts';
import { IdbTaskStore } from './idb-task-store.ts';
import { describeTaskListing } from '../service/tasks/test-task-listing.ts';
import { describeTaskStore } from '../service/tasks/test-task-store.ts';

const BACKTESTS: TaskFilter = { kind: 'backtest' };
let databases = 0;
const freshName = () => `idb-task-store-${++databases}-${Date.now()}`;

function task(id: string, patch: Partial<StoredTask> = {}): StoredTask {
  return {
    task_id: id,
    status: 'PENDING',
    params: { name: `strategy ${id}`, symbol: 'SPX' },
    username: 'local@backtest.studio',
    created_at: '2026-11-20T14:30:00',
    ...patch,
  };
}

describe('IdbTaskStore', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('creates, reads and updates a task, keeping what the patch does not name', async () => {
    const store = new IdbTaskStore(await openStudioDatabase(freshName()));
    await store.create(task('a'));
    expect(await store.get('a')).toEqual(task('a'));
    expect(await store.get('missing')).toBeUndefined();

    await store.update('a', { status: 'RUNNING' });
    await store.update('a', { status: 'FAILED', error: 'no data' });
    expect(await store.get('a')).toEqual(task('a', { status: 'FAILED', error: 'no data' }));
    await expect(store.update('missing', { status: 'RUNNING' })).rejects.toThrow(/missing does not exist/);
  });

  it('never hands out its ordering field', async () => {
    const store = new IdbTaskStore(await openStudioDatabase(freshName()));
    await store.create(task('a'));
    expect(Object.keys((await store.get('a'))!)).not.toContain('seq');
    expect(Object.keys((await store.list('local@backtest.studio', 10, 0, BACKTESTS)).tasks[0])).not.toContain('seq');
  });

  it('refuses a second task with the same id', async () => {
    const store = new IdbTaskStore(await openStudioDatabase(freshName()));
    await store.create(task('a'));
    await expect(store.create(task('a', { status: 'RUNNING' }))).rejects.toThrow();
    expect((await store.get('a'))!.status).toBe('PENDING');
  });

  it('lists one account’s tasks newest first, with limit/offset paging and the total', async () => {
    const store = new IdbTaskStore(await openStudioDatabase(freshName()));
    // Created within the same millisecond and the same created_at second: the order is still the creation order.
    for (const id of ['t1', 't2', 't3', 't4', 't5']) await store.create(task(id));
    await store.create(task('other', { username: 'someone@else' }));

    const ids = async (limit: number, offset: number) => {
      const page = await store.list('local@backtest.studio', limit, offset, BACKTESTS);
      return { ids: page.tasks.map((t) => t.task_id), total: page.total };
    };
    expect(await ids(10, 0)).toEqual({ ids: ['t5', 't4', 't3', 't2', 't1'], total: 5 });
    expect(await ids(2, 0)).toEqual({ ids: ['t5', 't4'], total: 5 });
    expect(await ids(2, 2)).toEqual({ ids: ['t3', 't2'], total: 5 });
    expect(await ids(2, 4)).toEqual({ ids: ['t1'], total: 5 });
    expect(await ids(2, 10)).toEqual({ ids: [], total: 5 });
    expect((await store.list('someone@else', 10, 0, BACKTESTS)).tasks.map((t) => t.task_id)).toEqual(['other']);
    expect(await store.list('nobody', 10, 0, BACKTESTS)).toEqual({ tasks: [], total: 0 });
  });

  it('lists each kind of task apart, filtered by status and mode; a task stored without a kind is a backtest', async () => {
    const store = new IdbTaskStore(await openStudioDatabase(freshName()));
    await store.create(task('old'));
    await store.create(task('bt', { kind: 'backtest', status: 'SUCCESS' }));
    await store.create(task('scan', { kind: 'cpm', mode: 'scan', status: 'SUCCESS' }));
    await store.create(task('full', { kind: 'cpm', mode: 'backtest', status: 'FAILED' }));
    const ids = async (filter: TaskFilter) =>
      (await store.list('local@backtest.studio', 10, 0, filter)).tasks.map((t) => t.task_id);
    expect(await ids(BACKTESTS)).toEqual(['bt', 'old']);
    expect(await ids({ kind: 'cpm' })).toEqual(['full', 'scan']);
    expect(await ids({ kind: 'cpm', mode: 'scan' })).toEqual(['scan']);
    expect(await ids({ kind: 'cpm', status: 'FAILED' })).toEqual(['full']);
    expect(await ids({ kind: 'cpm', status: 'RUNNING' })).toEqual([]);
  });

  it('orders tasks created at once, and after the clock was set back', async () => {
    const store = new IdbTaskStore(await openStudioDatabase(freshName()));
    const now = vi.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-11-20T14:30:00Z'));
    await Promise.all(['t1', 't2', 't3'].map((id) => store.create(task(id))));
    now.mockReturnValue(Date.parse('2026-11-20T14:00:00Z'));
    await store.create(task('t4'));
    const page = await store.list('local@backtest.studio', 10, 0, BACKTESTS);
    expect(page.tasks.map((t) => t.task_id)).toEqual(['t4', 't3', 't2', 't1']);
  });

  it('an update keeps a task in its place in the list', async () => {
    const store = new IdbTaskStore(await openStudioDatabase(freshName()));
    for (const id of ['t1', 't2', 't3']) await store.create(task(id));
    await store.update('t1', { status: 'SUCCESS' });
    const page = await store.list('local@backtest.studio', 10, 0, BACKTESTS);
    expect(page.tasks.map((t) => `${t.task_id}:${t.status}`)).toEqual(['t3:PENDING', 't2:PENDING', 't1:SUCCESS']);
  });

  it('deletes a task and says whether there was one', async () => {
    const store = new IdbTaskStore(await openStudioDatabase(freshName()));
    await store.create(task('a'));
    await store.create(task('b'));
    expect(await store.delete('a')).toBe(true);
    expect(await store.delete('a')).toBe(false);
    expect(await store.get('a')).toBeUndefined();
    expect((await store.list('local@backtest.studio', 10, 0, BACKTESTS)).tasks.map((t) => t.task_id)).toEqual(['b']);
  });

  it('unfinished() gives the PENDING and RUNNING tasks of every account', async () => {
    const store = new IdbTaskStore(await openStudioDatabase(freshName()));
    await store.create(task('pending'));
    await store.create(task('running', { status: 'RUNNING', username: 'someone@else' }));
    await store.create(task('done', { status: 'SUCCESS' }));
    await store.create(task('failed', { status: 'FAILED', error: 'x' }));
    const unfinished = await store.unfinished();
    expect(unfinished.map((t) => t.task_id).sort()).toEqual(['pending', 'running']);
    expect(unfinished.every((t) => !('seq' in t))).toBe(true);
  });

  it('a task survives closing and reopening the database, and new tasks still list newest first', async () => {
    // The reload happens within the same millisecond: the order must come from the stored tasks, not the clock.
    vi.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-11-20T14:30:00Z'));
    const name = freshName();
    const first = await openStudioDatabase(name);
    const before = new IdbTaskStore(first);
    await before.create(task('old1'));
    await before.create(task('old2', { status: 'RUNNING' }));
    await before.update('old1', { status: 'SUCCESS' });
    first.close();

    // A reload: a new connection to the same database and a new store with its own counter.
    const second = await openStudioDatabase(name);
    const after = new IdbTaskStore(second);
    expect(await after.get('old1')).toEqual(task('old1', { status: 'SUCCESS' }));
    expect((await after.unfinished()).map((t) => t.task_id)).toEqual(['old2']);
    await after.create(task('new'));
    const page = await after.list('local@backtest.studio', 10, 0, BACKTESTS);
    expect(page.tasks.map((t) => t.task_id)).toEqual(['new', 'old2', 'old1']);
    second.close();
  });
});

describeTaskListing('IdbTaskStore', async () => new IdbTaskStore(await openStudioDatabase(freshName())));
describeTaskStore('IdbTaskStore', async () => new IdbTaskStore(await openStudioDatabase(freshName())));
