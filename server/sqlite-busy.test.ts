import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { RSI_DIP } from '../src/testing/strategies.ts';
import type { RunningServer } from './server.ts';
import type { Credentials } from './testing/http.ts';
import { call, removeScratch, scratch, testServer } from './testing/http.ts';

const ANN: Credentials = { email: 'ann@example.com', password: 'ann-password-1' };
const SUBMIT = '/backtest/start_backtest';
const servers: RunningServer[] = [];

afterAll(async () => {
  for (const server of servers.splice(0)) await server.close();
  removeScratch();
});

describe('a SQLite database locked by another process', () => {
  it('answers a write 503 with Retry-After once the busy timeout has passed, and serves again once it is free', async () => {
    const { dbFile, distDir } = scratch();
    const { server } = await testServer({ dbFile, distDir });
    servers.push(server);
    await server.accounts.add(ANN.email, ANN.password);
    expect((await call(server.url, 'GET', '/backtest/tasks', { as: ANN })).status).toBe(200);

    // Another process (a backup tool, the user command) holds the write lock.
    const other = new DatabaseSync(dbFile);
    other.exec('BEGIN IMMEDIATE');
    try {
      const refused = await call(server.url, 'POST', SUBMIT, { as: ANN, body: RSI_DIP });
      expect([refused.status, refused.headers.get('Retry-After'), refused.body]).toEqual([
        503,
        '1',
        { detail: 'the database is busy for the moment: try again in 1 s' },
      ]);
      // Readers are not held up by a writer (WAL).
      const listed = await call<{ total: number }>(server.url, 'GET', '/backtest/tasks', { as: ANN });
      expect([listed.status, listed.body.total]).toEqual([200, 0]);
    } finally {
      other.exec('ROLLBACK');
      other.close();
    }
    expect((await call(server.url, 'POST', SUBMIT, { as: ANN, body: RSI_DIP })).status).toBe(202);
  }, 30_000);
});
