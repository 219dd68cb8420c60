import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredTask } from '../../src/service/ports.ts';
import { CANCELLED } from '../../src/service/tasks/task-runner.ts';
import { RSI_DIP } from '../../src/testing/strategies.ts';
import type { RunningServer } from '../server.ts';
import type { Credentials } from '../testing/http.ts';
import { safeDatabaseName } from '../storage.ts';
import { call, removeScratch, scratch, testServer, waitForTask } from '../testing/http.ts';
import { PgTaskStore } from './pg-task-store.ts';
import { HAS_POSTGRES, useTestDatabase } from './testing/test-database.ts';

const ANN: Credentials = { email: 'ann@example.com', password: 'ann-password-1' };

/** A request from `address`, as a trusted proxy in front says. */
const from = (address: string) => ({ 'X-Forwarded-For': address });

describe.skipIf(!HAS_POSTGRES)('what two servers on one PostgreSQL database share', () => {
  const database = useTestDatabase('shared_state');
  let a: RunningServer;
  let b: RunningServer;

  beforeAll(async () => {
    const { distDir } = scratch();
    const options = { dbFile: database.url, distDir, workers: 1, trustProxy: true, loginLimit: 4 };
    [{ server: a }, { server: b }] = await Promise.all([testServer(options), testServer(options)]);
  }, 60_000);

  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    removeScratch();
  });

  it('knows an account added through either, and a task submitted to one answers on the other', async () => {
    await a.accounts.add(ANN.email, ANN.password);
    expect(a.storage.mode).toBe('postgres');
    const submit = await call<{ task_id: string }>(a.url, 'POST', '/backtest/start_backtest', {
      as: ANN,
      body: RSI_DIP,
    });
    expect(submit.status).toBe(202);
    const done = await waitForTask(b.url, `/backtest/status/${submit.body.task_id}`, ANN);
    expect(done.body).toMatchObject({ status: 'SUCCESS', username: ANN.email, result: { Symbol: 'SPX' } });
    const list = await call<{ total: number }>(b.url, 'GET', '/backtest/tasks', { as: ANN });
    expect(list.body.total).toBe(1);
  });

  it("cancels a task another server is running: it ends FAILED, and that server's late end is dropped", async () => {
    const store = new PgTaskStore(database.pool);
    // As a third server that took the task leaves it while it runs.
    const base = { kind: 'backtest' as const, params: RSI_DIP, username: ANN.email, created_at: '2026-11-20T14:30:00' };
    await store.create({ ...base, task_id: 'running-elsewhere', status: 'RUNNING' });
    const cancel = await call(b.url, 'POST', '/backtest/tasks/running-elsewhere/cancel', { as: ANN });
    expect(cancel).toMatchObject({ status: 200, body: { status: 'FAILED', error: CANCELLED } });
    const late = { Symbol: 'SPX' } as unknown as StoredTask['result'];
    expect(await store.updateUnfinished('running-elsewhere', { status: 'SUCCESS', result: late })).toBe(false);
    const status = await call(a.url, 'GET', '/backtest/status/running-elsewhere', { as: ANN });
    expect(status.body).toMatchObject({ status: 'FAILED', error: CANCELLED });
    expect(status.body.result).toBeUndefined();
  });

  it('counts failed sign-ins across both: the fifth from one address answers 429 whichever server takes it', async () => {
    const wrong = (n: number) => ({ ...ANN, password: `wrong-password-${n}` });
    const address = from('198.51.100.7');
    // Two failures on each server, from one address: four in all, the limit.
    for (const [n, server] of [a, b, a, b].entries())
      expect((await call(server.url, 'GET', '/backtest/tasks', { as: wrong(n), headers: address })).status).toBe(401);
    const fifth = await call(b.url, 'GET', '/backtest/tasks', { as: wrong(9), headers: address });
    expect(fifth.status).toBe(429);
    // The other server refuses that address too. (Ann's right password, which these servers checked moments ago,
    // would pass: it is no guess. That the account itself is not locked is shown in pg-limiter-store.test.ts.)
    expect((await call(a.url, 'GET', '/backtest/tasks', { as: wrong(10), headers: address })).status).toBe(429);
    const { rows } = await database.pool.query<{ n: number }>('SELECT count(*)::integer AS n FROM rate_limits');
    expect(rows[0].n).toBeGreaterThan(0);
  });

  it('says where the database is, never with its password', () => {
    expect(a.storage.location).toBe(database.url);
    expect(safeDatabaseName('postgres://app:s3cret@db.internal:5432/studio')).toBe(
      'postgres://app:***@db.internal:5432/studio',
    );
    expect(safeDatabaseName('postgresql://db.internal/studio')).toBe('postgresql://db.internal/studio');
  });
});
