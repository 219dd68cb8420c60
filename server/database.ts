import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';

export type Db = Database.Database;

/**
 * The schema, one step per version (SQLite's `user_version` says how many have run). Append a step to change it;
 * never edit one that has shipped.
 */
const MIGRATIONS: readonly string[] = [
  `CREATE TABLE users (
     email TEXT PRIMARY KEY,
     password_hash TEXT NOT NULL,
     created_at TEXT NOT NULL
   );
   CREATE TABLE tasks (
     seq INTEGER PRIMARY KEY AUTOINCREMENT,
     task_id TEXT NOT NULL UNIQUE,
     kind TEXT NOT NULL,
     mode TEXT,
     status TEXT NOT NULL,
     username TEXT NOT NULL,
     created_at TEXT NOT NULL,
     params TEXT NOT NULL,
     result TEXT,
     error TEXT
   );
   CREATE INDEX tasks_by_account ON tasks (username, kind, seq);
   CREATE INDEX tasks_by_status ON tasks (status);`,
];

/**
 * Opens (creating the file and its folder when missing) the server's SQLite database and brings its schema up to
 * date. WAL journal, so the `user` command can write while a server reads; a writer waits up to 5 s for a lock.
 */
export function openDatabase(file: string): Db {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = ON');
  const version = db.pragma('user_version', { simple: true }) as number;
  if (version > MIGRATIONS.length) {
    db.close();
    throw new Error(`${file} has schema version ${version}, newer than this server's ${MIGRATIONS.length}`);
  }
  db.transaction(() => {
    for (let v = version; v < MIGRATIONS.length; v++) db.exec(MIGRATIONS[v]);
    db.pragma(`user_version = ${MIGRATIONS.length}`);
  })();
  return db;
}
