import { afterAll, describe, expect, it } from 'vitest';
import { RSI_DIP } from '../../src/testing/strategies.ts';
import type { Credentials } from '../testing/http.ts';
import { call, removeScratch, scratch, testServer, waitForTask } from '../testing/http.ts';
import { PgTaskStore } from './pg-task-store.ts';
import { HAS_POSTGRES, useTestDatabase } from './testing/test-database.ts';

const ANN: Credentials = { email: 'ann@example.com', password: 'ann-password-1' };

afterAll(removeScratch);

describe.skipIf(!HAS_POSTGRES)('a server on PostgreSQL stopped in the middle of a sweep', () => {
  const database = useTestDatabase('shutdown_handback');

  it('puts the sweep back to PENDING, gives its job back, and another server runs it to its end', async () => {
    const { distDir } = scratch();
    const first = await testServer({ dbFile: database.url, distDir, workers: 1, shutdownGraceMs: 50 });
    await first.server.accounts.add(ANN.email, ANN.password);
    // 3 x 100 x 2 = 600 combinations on one thread: far more than the grace.
    const axes = [
      { path: 'symbol', values: ['SPX', 'MSFT', 'IBM'] },
      { path: 'risk_control.days', values: { from: 1, to: 100, step: 1 } },
      { path: 'capital_alloc', values: [0.5, 1] },
    ];
    const sweep = await call<{ task_id: string }>(first.server.url, 'POST', '/backtest/sweep/start', {
      as: ANN,
      body: { strategy: RSI_DIP, axes },
    });
    expect(sweep.status).toBe(202);
    const id = sweep.body.task_id;
    for (let i = 0; i < 2000; i++) {
      const answer = await call(first.server.url, 'GET', `/backtest/status/${id}`, { as: ANN });
      if (answer.body.status === 'RUNNING') break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await first.server.close();
    expect(first.logs.at(-1)).toMatchObject({
      msg: 'server stopped',
      fields: { tasks_finished: false, handed_back: [id] },
    });
    expect((await new PgTaskStore(database.pool).get(id))?.status).toBe('PENDING');

    const second = await testServer({ dbFile: database.url, distDir, workers: 2, shutdownGraceMs: 60_000 });
    try {
      const done = await waitForTask(second.server.url, `/backtest/status/${id}`, ANN, 120_000);
      expect(done.body).toMatchObject({ status: 'SUCCESS', task_type: 'sweep' });
      expect((done.body.result as { cells: unknown[] }).cells).toHaveLength(3 * 100 * 2);
    } finally {
      await second.server.close();
    }
    expect(second.logs.at(-1)).toMatchObject({ fields: { tasks_finished: true, handed_back: [] } });
  }, 180_000);
});
