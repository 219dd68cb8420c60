import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { MIGRATIONS, openDatabase, runMigration, schemaVersion } from './database.ts';
import { SqliteTaskStore } from './sqlite-task-store.ts';

const USER = 'ann@example.com';
const dirs: string[] = [];

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The five headline fields of a result, among others a list must not need. */
function result(sharpe: number, totalReturn: number, cagr: number, maxDrawdown: number, trades: number) {
  return {
    Symbol: 'SPX',
    'Total Trades': trades,
    'Total Return (%)': totalReturn,
    CAGR: cagr,
    'Sharpe Ratio': sharpe,
    'Max Drawdown': maxDrawdown,
    Extra: { equity: Array.from({ length: 50 }, (_, i) => 100_000 + i) },
  };
}

/** A database file at schema version 1, the way a server before the summaries left it. */
function versionOneFile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'bts-migrate-'));
  dirs.push(dir);
  const file = join(dir, 'server.db');
  const db = new DatabaseSync(file);
  runMigration(db, MIGRATIONS[0]);
  db.exec('PRAGMA user_version = 1');
  return file;
}

describe('the task list columns migration', () => {
  it('gives the tasks stored before their name, symbol and summary, from their params and results', async () => {
    const file = versionOneFile();
    const old = new DatabaseSync(file);
    const insert = old.prepare(
      `INSERT INTO tasks (task_id, kind, mode, status, username, created_at, params, result, error)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const good = result(0.83, 41.5, 3.2, -18.25, 27);
    const better = result(1.4, 12, 1.1, -7.5, 9);
    const row = (id: string, kind: string, status: string, params: object, res: object | null, n: number) =>
      insert.run(
        id,
        kind,
        null,
        status,
        USER,
        `2026-11-20T14:30:0${n}`,
        JSON.stringify(params),
        res && JSON.stringify(res),
        null,
      );
    row('good', 'backtest', 'SUCCESS', { name: 'Dip buyer', symbol: 'SPX' }, good, 1);
    row('better', 'backtest', 'SUCCESS', { name: 'Trend', symbol: 'QQQ' }, better, 2);
    row('failed', 'backtest', 'FAILED', { name: 'Broken', symbol: 'NONE' }, null, 3);
    // A result without the figures (not a backtest's) and params without a name get nothing made up.
    row('odd', 'backtest', 'SUCCESS', { symbol: 42 }, { code: 200 }, 4);
    row('cpm', 'cpm', 'SUCCESS', { name: 'Dip buyer' }, { code: 200, data: {} }, 5);
    old.close();

    const db = openDatabase(file);
    expect(schemaVersion(db)).toBe(MIGRATIONS.length);
    const store = new SqliteTaskStore(db);
    const page = await store.list(USER, 20, 0, { kind: 'backtest' }, { sort: 'sharpe', order: 'desc' });
    expect(page.tasks.map((t) => t.task_id)).toEqual(['better', 'good', 'odd', 'failed']);
    const summaryOf = (id: string) => page.tasks.find((t) => t.task_id === id)?.summary;
    expect(summaryOf('good')).toEqual({
      total_return_pct: good['Total Return (%)'],
      cagr_pct: good.CAGR,
      sharpe: good['Sharpe Ratio'],
      max_drawdown_pct: good['Max Drawdown'],
      trades: good['Total Trades'],
    });
    expect(summaryOf('better')?.sharpe).toBe(better['Sharpe Ratio']);
    expect(summaryOf('odd')).toBeUndefined();
    expect(summaryOf('failed')).toBeUndefined();
    expect((await store.list(USER, 20, 0, { kind: 'backtest', search: 'dip' })).tasks.map((t) => t.task_id)).toEqual([
      'good',
    ]);
    expect((await store.list(USER, 20, 0, { kind: 'backtest', search: 'qqq' })).tasks.map((t) => t.task_id)).toEqual([
      'better',
    ]);
    expect((await store.get('good'))?.result).toEqual(good);
    // The results now live apart, and go with their task.
    const columns = (db.prepare('PRAGMA table_info(tasks)').all() as { name: string }[]).map((c) => c.name);
    expect(columns).not.toContain('result');
    const results = () =>
      (db.prepare('SELECT task_id FROM task_results ORDER BY task_id').all() as { task_id: string }[]).map(
        (r) => r.task_id,
      );
    expect(results()).toEqual(['better', 'cpm', 'good', 'odd']);
    expect(await store.delete('good')).toBe(true);
    expect(results()).toEqual(['better', 'cpm', 'odd']);
    db.close();
  });

  it('lists without reading a result: a result that cannot be read does not disturb the list', async () => {
    const db = openDatabase(':memory:');
    const store = new SqliteTaskStore(db);
    const summary = { total_return_pct: 1, cagr_pct: 1, sharpe: 1, max_drawdown_pct: -1, trades: 1 };
    await store.create({
      task_id: 't',
      kind: 'backtest',
      status: 'SUCCESS',
      params: { name: 'N', symbol: 'S' },
      username: USER,
      created_at: '2026-11-20T14:30:00',
      summary,
      result: result(1, 1, 1, -1, 1) as never,
    });
    db.prepare("UPDATE task_results SET result = x'00ff' WHERE task_id = 't'").run();
    for (const sort of ['created_at', 'sharpe'] as const) {
      const page = await store.list(USER, 20, 0, { kind: 'backtest' }, { sort, order: 'desc' });
      expect(page.tasks).toEqual([expect.objectContaining({ task_id: 't', summary })]);
    }
    await expect(store.get('t')).rejects.toThrow();
  });

  it('pages the default list and every figure order, both ways, from an index alone', () => {
    const db = openDatabase(':memory:');
    const plan = (sql: string) =>
      (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all() as { detail: string }[]).map((r) => r.detail).join(' | ');
    const where = "username = 'a' AND kind = 'backtest'";
    expect(plan(`SELECT seq FROM tasks WHERE ${where} ORDER BY seq DESC LIMIT 200 OFFSET 19800`)).toMatch(
      /USING COVERING INDEX tasks_by_account /,
    );
    for (const column of ['total_return_pct', 'cagr_pct', 'sharpe', 'max_drawdown_pct', 'trades']) {
      const desc = plan(
        `SELECT seq FROM tasks WHERE ${where} AND ${column} IS NOT NULL ORDER BY ${column} DESC, seq DESC LIMIT 1`,
      );
      expect(desc).toMatch(/USING COVERING INDEX tasks_by_/);
      expect(desc).not.toMatch(/TEMP B-TREE/);
      // Ascending, only ties of equal figures are sorted (newest first), not the whole list.
      const asc = plan(
        `SELECT seq FROM tasks WHERE ${where} AND ${column} IS NOT NULL ORDER BY ${column} ASC, seq DESC LIMIT 1`,
      );
      expect(asc).toMatch(/USING COVERING INDEX tasks_by_.*TEMP B-TREE FOR LAST TERM OF ORDER BY/);
    }
    db.close();
  });
});
