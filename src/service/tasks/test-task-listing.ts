import { describe, expect, it } from 'vitest';
import type { TaskSortKey, TaskSummary } from '../../contract/index.ts';
import { TASK_SORT_KEYS } from '../../contract/index.ts';
import type { StoredTask, TaskFilter, TaskOrder, TaskStore } from '../ports.ts';

const USER = 'ann@example.com';
const BACKTESTS: TaskFilter = { kind: 'backtest' };

interface Spec {
  id: string;
  name: string;
  symbol: string;
  status: StoredTask['status'];
  summary?: TaskSummary;
}

/** Created in this order (oldest first); d ties a on Sharpe and b ties a on trades, to show ties go newest first. */
const SPECS: Spec[] = [
  {
    id: 'a',
    name: 'RSI dip',
    symbol: 'SPX',
    status: 'SUCCESS',
    summary: { total_return_pct: 30, cagr_pct: 5, sharpe: 1.2, max_drawdown_pct: -10, trades: 12 },
  },
  {
    id: 'b',
    name: 'Überkauft',
    symbol: 'DAX',
    status: 'SUCCESS',
    summary: { total_return_pct: -5, cagr_pct: -1, sharpe: 0.4, max_drawdown_pct: -25, trades: 12 },
  },
  { id: 'c', name: 'MACD cross', symbol: 'spy', status: 'FAILED' },
  {
    id: 'd',
    name: 'Trend',
    symbol: 'QQQ',
    status: 'SUCCESS',
    summary: { total_return_pct: 50, cagr_pct: 8, sharpe: 1.2, max_drawdown_pct: -8, trades: 3 },
  },
  { id: 'e', name: 'rsi swing', symbol: 'NDX', status: 'PENDING' },
];

/** A stand-in result: the list must never hand it out, whatever it holds. */
function resultOf(id: string): StoredTask['result'] {
  return { marker: `result of ${id}`, 'Each Return': [1, 2, 3] } as unknown as StoredTask['result'];
}

function stored(spec: Spec, created: number): StoredTask {
  return {
    task_id: spec.id,
    kind: 'backtest',
    status: spec.status,
    params: { name: spec.name, symbol: spec.symbol, frequency: 'Daily' },
    username: USER,
    created_at: `2026-11-20T14:30:${String(created).padStart(2, '0')}`,
    ...(spec.summary && { summary: spec.summary, result: resultOf(spec.id) }),
    ...(spec.status === 'FAILED' && { error: 'no data' }),
  };
}

async function seeded(open: () => Promise<TaskStore>): Promise<TaskStore> {
  const store = await open();
  for (const [n, spec] of SPECS.entries()) await store.create(stored(spec, n));
  await store.create({ ...stored(SPECS[0], 10), task_id: 'someone-else', username: 'bob@example.com' });
  await store.create({ ...stored(SPECS[0], 11), task_id: 'a-cpm-task', kind: 'cpm', mode: 'scan' });
  return store;
}

async function ids(store: TaskStore, filter: TaskFilter, order?: TaskOrder, limit = 20, offset = 0) {
  const page = await store.list(USER, limit, offset, filter, order);
  return { ids: page.tasks.map((t) => t.task_id), total: page.total };
}

/**
 * A second way to the order of a figure: those with the figure by value, ties by creation newest first, then those
 * without, newest first.
 */
function expectedOrder(sort: Exclude<TaskSortKey, 'created_at'>, order: 'asc' | 'desc'): string[] {
  const created = SPECS.map((spec, index) => ({ spec, index }));
  const newestFirst = (x: { index: number }, y: { index: number }) => y.index - x.index;
  const withFigure = created.filter((c) => c.spec.summary !== undefined);
  withFigure.sort((x, y) => {
    const dx = x.spec.summary![sort];
    const dy = y.spec.summary![sort];
    if (dx !== dy) return order === 'asc' ? (dx < dy ? -1 : 1) : dx > dy ? -1 : 1;
    return newestFirst(x, y);
  });
  const without = created.filter((c) => c.spec.summary === undefined).sort(newestFirst);
  return [...withFigure, ...without].map((c) => c.spec.id);
}

/** The backtest list's filter, search and orders, the same for every TaskStore. */
export function describeTaskListing(storeName: string, open: () => Promise<TaskStore>): void {
  describe(`${storeName}: filtering, searching and ordering the list`, () => {
    it('lists newest first by default and oldest first by created_at asc', async () => {
      const store = await seeded(open);
      expect(await ids(store, BACKTESTS)).toEqual({ ids: ['e', 'd', 'c', 'b', 'a'], total: 5 });
      expect((await ids(store, BACKTESTS, { sort: 'created_at', order: 'asc' })).ids).toEqual([
        'a',
        'b',
        'c',
        'd',
        'e',
      ]);
    });

    it('orders by Sharpe either way with the tasks that have no summary last, ties newest first', async () => {
      const store = await seeded(open);
      expect((await ids(store, BACKTESTS, { sort: 'sharpe', order: 'desc' })).ids).toEqual(['d', 'a', 'b', 'e', 'c']);
      expect((await ids(store, BACKTESTS, { sort: 'sharpe', order: 'asc' })).ids).toEqual(['b', 'd', 'a', 'e', 'c']);
      expect((await ids(store, BACKTESTS, { sort: 'trades', order: 'desc' })).ids).toEqual(['b', 'a', 'd', 'e', 'c']);
    });

    it('orders by every figure as a plain sort of the figures does', async () => {
      const store = await seeded(open);
      for (const sort of TASK_SORT_KEYS) {
        if (sort === 'created_at') continue;
        for (const order of ['asc', 'desc'] as const)
          expect((await ids(store, BACKTESTS, { sort, order })).ids, `${sort} ${order}`).toEqual(
            expectedOrder(sort, order),
          );
      }
    });

    it('pages an order by a figure, across the tasks without one', async () => {
      const store = await seeded(open);
      const bySharpe: TaskOrder = { sort: 'sharpe', order: 'desc' };
      expect(await ids(store, BACKTESTS, bySharpe, 2, 0)).toEqual({ ids: ['d', 'a'], total: 5 });
      expect(await ids(store, BACKTESTS, bySharpe, 2, 2)).toEqual({ ids: ['b', 'e'], total: 5 });
      expect(await ids(store, BACKTESTS, bySharpe, 2, 4)).toEqual({ ids: ['c'], total: 5 });
      expect(await ids(store, BACKTESTS, bySharpe, 2, 5)).toEqual({ ids: [], total: 5 });
      expect(await ids(store, BACKTESTS, { sort: 'sharpe', order: 'asc' }, 3, 1)).toEqual({
        ids: ['d', 'a', 'e'],
        total: 5,
      });
    });

    it('searches name and symbol in any case, filters by status, and does both at once', async () => {
      const store = await seeded(open);
      expect(await ids(store, { ...BACKTESTS, search: 'rsi' })).toEqual({ ids: ['e', 'a'], total: 2 });
      expect((await ids(store, { ...BACKTESTS, search: 'RSI' })).ids).toEqual(['e', 'a']);
      expect((await ids(store, { ...BACKTESTS, search: 'SPY' })).ids).toEqual(['c']);
      expect((await ids(store, { ...BACKTESTS, search: 'Dax' })).ids).toEqual(['b']);
      // Beyond ASCII: "Ü" and "ü" are the same letter.
      expect((await ids(store, { ...BACKTESTS, search: 'üBERK' })).ids).toEqual(['b']);
      expect(await ids(store, { ...BACKTESTS, search: 'nothing like it' })).toEqual({ ids: [], total: 0 });
      expect(await ids(store, { ...BACKTESTS, status: 'SUCCESS' })).toEqual({ ids: ['d', 'b', 'a'], total: 3 });
      expect((await ids(store, { ...BACKTESTS, status: 'SUCCESS' }, { sort: 'sharpe', order: 'asc' })).ids).toEqual([
        'b',
        'd',
        'a',
      ]);
      expect(await ids(store, { ...BACKTESTS, status: 'SUCCESS', search: 'rsi' })).toEqual({ ids: ['a'], total: 1 });
      // Other kinds list as before.
      expect((await ids(store, { kind: 'cpm', mode: 'scan' })).ids).toEqual(['a-cpm-task']);
    });

    it('lists tasks with their summaries and without their results, which the task itself still has', async () => {
      const store = await seeded(open);
      const page = await store.list(USER, 20, 0, BACKTESTS);
      for (const task of page.tasks) {
        const spec = SPECS.find((s) => s.id === task.task_id)!;
        expect(task).not.toHaveProperty('result');
        expect(task.summary).toEqual(spec.summary);
        expect(task.params).toEqual({ name: spec.name, symbol: spec.symbol, frequency: 'Daily' });
      }
      expect((await store.get('a'))?.result).toEqual(resultOf('a'));
    });

    it('a task that succeeds later lists with the summary it was updated with', async () => {
      const store = await open();
      await store.create(stored({ id: 'later', name: 'Later', symbol: 'SPX', status: 'PENDING' }, 1));
      await store.update('later', { status: 'RUNNING' });
      const summary = SPECS[0].summary!;
      await store.update('later', { status: 'SUCCESS', result: resultOf('later'), summary });
      const [task] = (await store.list(USER, 20, 0, BACKTESTS, { sort: 'sharpe', order: 'asc' })).tasks;
      expect(task).toMatchObject({ task_id: 'later', status: 'SUCCESS', summary });
      expect(await store.get('later')).toMatchObject({ result: resultOf('later'), summary });
    });
  });
}
