import 'fake-indexeddb/auto';
import { openDB, unwrap } from 'idb';
import { describe, expect, it, vi } from 'vitest';
import { openStudioDatabase } from './database.ts';
import { IdbTaskStore } from './idb-task-store.ts';

const USER = 'local@backtest.studio';
let databases = 0;
const freshName = () => `task-results-upgrade-${++databases}-${Date.now()}`;

function result(sharpe: number, totalReturn: number, cagr: number, maxDrawdown: number, trades: number) {
  return {
    Symbol: 'SPX',
    'Total Trades': trades,
    'Total Return (%)': totalReturn,
    CAGR: cagr,
    'Sharpe Ratio': sharpe,
    'Max Drawdown': maxDrawdown,
    Extra: { equity: [100_000, 101_000] },
  };
}

/** A version-1 database as the app kept it before: results inside the task records. */
async function versionOne(name: string, records: object[]): Promise<void> {
  const db = await openDB(name, 1, {
    upgrade(d) {
      d.createObjectStore('tasks', { keyPath: 'task_id' });
      d.createObjectStore('datasets', { keyPath: 'symbol' });
    },
  });
  for (const record of records) await db.put('tasks', record);
  await db.put('datasets', { symbol: 'MINE', kind: 'prices', text: 'Date,Close\n' });
  db.close();
}

const base = { username: USER, created_at: '2026-11-20T14:30:00' };

describe('the IndexedDB upgrade to separate results', () => {
  it('moves each result to its own record and gives a succeeded backtest the summary of its result', async () => {
    const name = freshName();
    const good = result(0.9, 25, 4.5, -12, 14);
    const better = result(1.7, 10, 2, -4, 6);
    await versionOne(name, [
      { ...base, task_id: 'good', seq: 1, status: 'SUCCESS', params: { name: 'Dip', symbol: 'SPX' }, result: good },
      {
        ...base,
        task_id: 'better',
        seq: 2,
        kind: 'backtest',
        status: 'SUCCESS',
        params: { name: 'T' },
        result: better,
      },
      { ...base, task_id: 'failed', seq: 3, status: 'FAILED', params: { name: 'F' }, error: 'no data' },
      {
        ...base,
        task_id: 'cpm',
        seq: 4,
        kind: 'cpm',
        mode: 'scan',
        status: 'SUCCESS',
        params: {},
        result: { code: 200 },
      },
    ]);

    const db = await openStudioDatabase(name);
    const store = new IdbTaskStore(db);
    const page = await store.list(USER, 10, 0, { kind: 'backtest' }, { sort: 'sharpe', order: 'desc' });
    expect(page.tasks.map((t) => t.task_id)).toEqual(['better', 'good', 'failed']);
    expect(page.tasks[1].summary).toEqual({
      total_return_pct: good['Total Return (%)'],
      cagr_pct: good.CAGR,
      sharpe: good['Sharpe Ratio'],
      max_drawdown_pct: good['Max Drawdown'],
      trades: good['Total Trades'],
    });
    expect(page.tasks[0].summary?.sharpe).toBe(better['Sharpe Ratio']);
    expect(page.tasks[2].summary).toBeUndefined();
    // Results are whole, only elsewhere; the other kinds keep theirs without a summary; the data library is intact.
    expect(await store.get('good')).toMatchObject({ status: 'SUCCESS', result: good });
    expect(await store.get('cpm')).toMatchObject({ result: { code: 200 } });
    expect((await store.get('cpm'))?.summary).toBeUndefined();
    expect((await db.getAll('tasks')).some((t) => 'result' in t)).toBe(false);
    expect((await db.getAllKeys('task_results')).sort()).toEqual(['better', 'cpm', 'good']);
    expect(await db.get('datasets', 'MINE')).toMatchObject({ kind: 'prices' });
    db.close();

    // Once: opening again changes nothing.
    const again = await openStudioDatabase(name);
    expect(await new IdbTaskStore(again).get('good')).toMatchObject({ result: good });
    again.close();
  });

  it('lists from the task records alone, never opening the results', async () => {
    const db = await openStudioDatabase(freshName());
    const store = new IdbTaskStore(db);
    const summary = { total_return_pct: 1, cagr_pct: 1, sharpe: 1, max_drawdown_pct: -1, trades: 1 };
    await store.create({
      ...base,
      task_id: 't',
      status: 'SUCCESS',
      params: {},
      summary,
      result: result(1, 1, 1, -1, 1) as never,
    });
    // Every read, getAll included, opens a transaction on the underlying database naming its stores.
    const transaction = vi.spyOn(unwrap(db), 'transaction');
    const page = await store.list(USER, 10, 0, { kind: 'backtest' }, { sort: 'sharpe', order: 'asc' });
    expect(page.tasks).toEqual([expect.objectContaining({ task_id: 't', summary })]);
    expect(page.tasks[0]).not.toHaveProperty('result');
    expect(transaction).toHaveBeenCalled();
    expect(transaction.mock.calls.map((call) => [call[0]].flat())).toEqual(transaction.mock.calls.map(() => ['tasks']));
    db.close();
  });
});
