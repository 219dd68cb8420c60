import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { MIGRATIONS, openDatabase, runMigration, schemaVersion } from './database.ts';
import { SqliteTaskStore } from './sqlite-task-store.ts';

const USER = 'ann@example.com';
const dirs: string[] = [];

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A database file at schema version 2, the way a server before compressed results left it. */
function versionTwoFile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'bts-migrate-'));
  dirs.push(dir);
  const file = join(dir, 'server.db');
  const db = new DatabaseSync(file);
  runMigration(db, MIGRATIONS[0]);
  runMigration(db, MIGRATIONS[1]);
  db.exec('PRAGMA user_version = 2');
  db.close();
  return file;
}

describe('the compressed results migration', () => {
  it('compresses the results stored before, keeps what they say, and records their stored size', async () => {
    const file = versionTwoFile();
    const old = new DatabaseSync(file);
    const insertTask = old.prepare(
      `INSERT INTO tasks (task_id, kind, status, username, created_at, params) VALUES (?, 'backtest', ?, ?, ?, '{}')`,
    );
    const insertResult = old.prepare('INSERT INTO task_results (task_id, result) VALUES (?, ?)');
    const equity = Array.from({ length: 2000 }, (_, i) => 100_000 + i * 12.5);
    const results = new Map<string, unknown>();
    // More than one batch of the migration's (200), so its paging is exercised.
    for (let n = 0; n < 205; n++) {
      const id = `t${n}`;
      const result = { 'Total Trades': n, Symbol: 'SPX', 'Equity Curve': n % 50 === 0 ? equity : [n] };
      results.set(id, result);
      insertTask.run(id, 'SUCCESS', USER, `2026-11-20T14:30:00`);
      insertResult.run(id, JSON.stringify(result));
    }
    insertTask.run('pending', 'PENDING', USER, '2026-11-20T14:31:00');
    old.close();

    const db = openDatabase(file);
    expect(schemaVersion(db)).toBe(MIGRATIONS.length);
    const rows = db.prepare('SELECT task_id, result, result_bytes FROM task_results').all() as {
      task_id: string;
      result: Buffer;
      result_bytes: number;
    }[];
    expect(rows).toHaveLength(205);
    for (const row of rows) {
      expect(row.result).toBeInstanceOf(Uint8Array);
      expect(row.result_bytes).toBe(row.result.length);
      // Read back by a second way than the store's: Brotli by hand.
      expect(JSON.parse(brotliDecompressSync(row.result).toString('utf8'))).toEqual(results.get(row.task_id));
    }
    const big = rows.find((r) => r.task_id === 't0')!;
    expect(big.result_bytes).toBeLessThan(JSON.stringify(results.get('t0')).length / 2);

    const store = new SqliteTaskStore(db);
    expect((await store.get('t0'))?.result).toEqual(results.get('t0'));
    expect((await store.get('pending'))?.result).toBeUndefined();
    const usage = await store.usage(USER);
    expect(usage).toEqual({ tasks: 206, result_bytes: rows.reduce((sum, r) => sum + r.result.length, 0) });
    // The results table still goes with its task.
    expect(await store.delete('t0')).toBe(true);
    expect(db.prepare("SELECT COUNT(*) AS n FROM task_results WHERE task_id = 't0'").get()).toEqual({ n: 0 });
    db.close();
  });

  it('gives tasks an Idempotency-Key that is unique within an account', () => {
    const db = openDatabase(':memory:');
    const insert = db.prepare(
      `INSERT INTO tasks (task_id, kind, status, username, created_at, params, idempotency_key)
       VALUES (?, 'backtest', 'PENDING', ?, '2026-11-20T14:30:00', '{}', ?)`,
    );
    insert.run('a', USER, 'k');
    insert.run('b', 'bob@example.com', 'k');
    insert.run('c', USER, null);
    insert.run('d', USER, null);
    expect(() => insert.run('e', USER, 'k')).toThrow(/UNIQUE/);
    const plan = db
      .prepare(`EXPLAIN QUERY PLAN SELECT task_id FROM tasks WHERE username = ? AND idempotency_key = ?`)
      .all('x', 'y') as { detail: string }[];
    expect(plan.map((r) => r.detail).join(' ')).toMatch(/tasks_by_idempotency_key/);
    db.close();
  });
});
