import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RSI_DIP } from '../../src/testing/strategies.ts';
import type { RunningServer } from '../server.ts';
import type { Credentials } from '../testing/http.ts';
import { call, removeScratch, scratch, testServer } from '../testing/http.ts';
import { HAS_POSTGRES, useTestDatabase } from './testing/test-database.ts';

const ANN: Credentials = { email: 'ann@example.com', password: 'ann-password-1' };

describe.skipIf(!HAS_POSTGRES)('the tasks quota of two servers on one PostgreSQL database', () => {
  const database = useTestDatabase('quota_race');
  let a: RunningServer;
  let b: RunningServer;

  beforeAll(async () => {
    const { distDir } = scratch();
    const options = { dbFile: database.url, distDir, workers: 1, maxTasks: 5 };
    [{ server: a }, { server: b }] = await Promise.all([testServer(options), testServer(options)]);
    await a.accounts.add(ANN.email, ANN.password);
  }, 60_000);

  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    removeScratch();
  });

  it('stores exactly 5 of 20 submits sent at once, half to each server, and refuses the others with 409', async () => {
    // Signed in once on each before, as the app is: what is raced here is the quota, not the first password check.
    for (const server of [a, b])
      expect((await call(server.url, 'GET', '/backtest/tasks', { as: ANN })).status).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(i % 2 === 0 ? a.url : b.url, 'POST', '/backtest/start_backtest', { as: ANN, body: RSI_DIP }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 202)).toHaveLength(5);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(15);
    const { rows } = await database.pool.query<{ n: number }>(
      'SELECT count(*)::integer AS n FROM tasks WHERE username = $1',
      [ANN.email],
    );
    expect(rows[0].n).toBe(5);
  });
});
