import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { inTransaction, MIGRATIONS, openDatabase, Query, schemaVersion, Statement } from './database.ts';
import { USAGE_SQL } from './sqlite-task-store.ts';

const dirs: string[] = [];

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function numbers(db: ReturnType<typeof openDatabase>): number[] {
  return new Query<{ n: number }, []>(db, 'SELECT n FROM t ORDER BY n', z.object({ n: z.number() }))
    .all()
    .map((row) => row.n);
}

describe('the server database on node:sqlite', () => {
  it('opens a new file in WAL mode at the newest schema, with foreign keys enforced', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bts-db-'));
    dirs.push(dir);
    const db = openDatabase(join(dir, 'deeper', 'server.db'));
    expect(schemaVersion(db)).toBe(MIGRATIONS.length);
    expect(
      new Query<{ journal_mode: string }, []>(db, 'PRAGMA journal_mode', z.object({ journal_mode: z.string() })).get()
        ?.journal_mode,
    ).toBe('wal');
    // A result for a task that does not exist breaks task_results' foreign key.
    expect(() =>
      new Statement<[string, Uint8Array, number]>(
        db,
        'INSERT INTO task_results (task_id, result, result_bytes) VALUES (?, ?, ?)',
      ).run('no-such-task', new Uint8Array([1]), 1),
    ).toThrow(/FOREIGN KEY/);
    db.close();
  });

  it("adds up an account's result sizes from an index, without reading the results", () => {
    const db = openDatabase(':memory:');
    const plan = new Query<{ detail: string }, []>(
      db,
      `EXPLAIN QUERY PLAN ${USAGE_SQL.replace('?', "'a'")}`,
      z.object({ detail: z.string() }).loose(),
    )
      .all()
      .map((row) => row.detail);
    expect(
      plan.some((step) => /SEARCH r USING COVERING INDEX task_results_bytes/.test(step)),
      plan.join('; '),
    ).toBe(true);
    db.close();
  });

  it('refuses a file written by a newer server', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bts-db-'));
    dirs.push(dir);
    const file = join(dir, 'server.db');
    const db = openDatabase(file);
    db.exec(`PRAGMA user_version = ${MIGRATIONS.length + 1}`);
    db.close();
    expect(() => openDatabase(file)).toThrow(`schema version ${MIGRATIONS.length + 1}, newer than this server's`);
  });

  it('binds named values by their bare names and positional values in order', () => {
    const db = openDatabase(':memory:');
    db.exec('CREATE TABLE pair (a INTEGER, b TEXT)');
    new Statement<[{ a: number; b: string }]>(db, 'INSERT INTO pair VALUES (@a, @b)').run({ a: 7, b: 'seven' });
    new Statement<[number, string]>(db, 'INSERT INTO pair VALUES (?, ?)').run(8, 'eight');
    expect(
      new Query<{ a: number; b: string }, []>(
        db,
        'SELECT a, b FROM pair ORDER BY a',
        z.object({ a: z.number(), b: z.string() }),
      ).all(),
    ).toEqual([
      { a: 7, b: 'seven' },
      { a: 8, b: 'eight' },
    ]);
  });

  it('commits a transaction that returns and rolls back one that throws', () => {
    const db = openDatabase(':memory:');
    db.exec('CREATE TABLE t (n INTEGER)');
    const insert = new Statement<[number]>(db, 'INSERT INTO t VALUES (?)');
    expect(inTransaction(db, () => insert.run(1).changes)).toBe(1);
    expect(() =>
      inTransaction(db, () => {
        insert.run(2);
        throw new Error('stop');
      }),
    ).toThrow('stop');
    expect(numbers(db)).toEqual([1]);
    expect(db.isTransaction).toBe(false);
  });

  it('nests: an inner failure undoes the inner writes only, an outer failure undoes both', () => {
    const db = openDatabase(':memory:');
    db.exec('CREATE TABLE t (n INTEGER)');
    const insert = new Statement<[number]>(db, 'INSERT INTO t VALUES (?)');
    inTransaction(db, () => {
      insert.run(1);
      expect(() =>
        inTransaction(db, () => {
          insert.run(2);
          throw new Error('inner');
        }),
      ).toThrow('inner');
      inTransaction(db, () => insert.run(3));
    });
    expect(numbers(db)).toEqual([1, 3]);
    expect(() =>
      inTransaction(db, () => {
        insert.run(4);
        inTransaction(db, () => insert.run(5));
        throw new Error('outer');
      }),
    ).toThrow('outer');
    expect(numbers(db)).toEqual([1, 3]);
  });
});
