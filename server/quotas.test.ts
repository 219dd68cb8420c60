import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RSI_DIP } from '../src/testing/strategies.ts';
import type { RunningServer } from './server.ts';
import type { Credentials, LogLine } from './testing/http.ts';
import { call, removeScratch, scratch, testServer, waitForTask } from './testing/http.ts';

const ANN: Credentials = { email: 'ann@example.com', password: 'ann-password-1' };
const BOB: Credentials = { email: 'bob@example.com', password: 'bob-password-1' };
const CPM_SCAN = { symbol: 'SPX', corr_per: 70, time_in_market: 21, system_pattern: 'rounding_bottom' };
const SUBMIT = '/backtest/start_backtest';

const servers: RunningServer[] = [];

async function serverWith(options: { maxTasks?: number; maxResultBytes?: number }) {
  const { dbFile, distDir } = scratch();
  const { server, logs } = await testServer({ dbFile, distDir, ...options });
  servers.push(server);
  await server.accounts.add(ANN.email, ANN.password);
  await server.accounts.add(BOB.email, BOB.password);
  return { base: server.url, server, logs };
}

afterAll(async () => {
  for (const server of servers.splice(0)) await server.close();
  removeScratch();
});

describe('quotas over HTTP', () => {
  it('refuses a submit over the stored tasks limit with a 409 naming it, per account, in each service’s shape', async () => {
    const { base } = await serverWith({ maxTasks: 2 });
    const ids: string[] = [];
    for (let n = 0; n < 2; n++) {
      const answer = await call<{ task_id: string }>(base, 'POST', SUBMIT, { as: ANN, body: RSI_DIP });
      expect(answer.status).toBe(202);
      ids.push(answer.body.task_id);
    }
    const refused = await call<{ detail: string }>(base, 'POST', SUBMIT, { as: ANN, body: RSI_DIP });
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe(
      "this account stores 2 tasks and the server's limit is 2 (--max-tasks): delete some in Tasks before submitting more",
    );
    // The analytics service answers in its envelope; the limit counts every kind of task.
    const cpm = await call(base, 'POST', '/cpm/scan/start', { as: ANN, body: CPM_SCAN });
    expect(cpm.status).toBe(409);
    expect(cpm.body).toMatchObject({ code: 409, data: null, msg: expect.stringContaining('--max-tasks') });
    // Another account has its own count.
    expect((await call(base, 'POST', SUBMIT, { as: BOB, body: RSI_DIP })).status).toBe(202);
    // Deleting a task (running or not) makes room again.
    expect((await call(base, 'DELETE', `/backtest/tasks/${ids[0]}`, { as: ANN })).status).toBe(204);
    expect((await call(base, 'POST', SUBMIT, { as: ANN, body: RSI_DIP })).status).toBe(202);
  });

  it('stores exactly the limit of 20 submits sent at once against --max-tasks 5, and refuses the 15 others', async () => {
    const { base } = await serverWith({ maxTasks: 5 });
    // Signed in once before, as the app is: what is raced here is the quota, not the first sign-in's password check.
    expect((await call(base, 'GET', '/backtest/tasks', { as: ANN })).status).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call<{ detail: string }>(base, 'POST', SUBMIT, { as: ANN, body: RSI_DIP })),
    );
    expect(answers.filter((a) => a.status === 202)).toHaveLength(5);
    const refused = answers.filter((a) => a.status === 409);
    expect(refused).toHaveLength(15);
    for (const { body } of refused)
      expect(body.detail).toBe(
        "this account stores 5 tasks and the server's limit is 5 (--max-tasks): delete some in Tasks before submitting more",
      );
    const list = await call<{ total: number }>(base, 'GET', '/backtest/tasks?limit=100', { as: ANN });
    expect(list.body.total).toBe(5);
  });

  it('refuses a submit once the stored results reach the bytes limit', async () => {
    const { base } = await serverWith({ maxResultBytes: 1024 });
    const first = await call<{ task_id: string }>(base, 'POST', SUBMIT, { as: ANN, body: RSI_DIP });
    expect(first.status).toBe(202);
    // Nothing is stored while it runs: a second submit is still within the limit.
    const second = await call<{ task_id: string }>(base, 'POST', SUBMIT, { as: ANN, body: RSI_DIP });
    expect(second.status).toBe(202);
    for (const { body } of [first, second])
      expect((await waitForTask(base, `/backtest/status/${body.task_id}`, ANN)).body.status).toBe('SUCCESS');
    // A backtest's result is tens of KB even compressed, so the account is now over 1 KB.
    const refused = await call<{ detail: string }>(base, 'POST', SUBMIT, { as: ANN, body: RSI_DIP });
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toMatch(
      /^the results this account stores take \d+ KB, the server's limit is 1 KB \(--max-result-mb\): delete some/,
    );
    expect((await call(base, 'POST', SUBMIT, { as: BOB, body: RSI_DIP })).status).toBe(202);
  });
});

describe('Idempotency-Key over HTTP', () => {
  let base: string;
  let logs: LogLine[];

  beforeAll(async () => {
    ({ base, logs } = await serverWith({}));
  });

  const submit = (as: Credentials, key: string | undefined, path = SUBMIT, body: object = RSI_DIP) =>
    call<{ task_id: string; message: string }>(base, 'POST', path, {
      as,
      body,
      headers: key === undefined ? {} : { 'Idempotency-Key': key },
    });

  it('answers a repeated submit with the first one’s task, 200 instead of 202, and queues nothing more', async () => {
    const first = await submit(ANN, 'retry-1');
    expect(first.status).toBe(202);
    const again = await submit(ANN, 'retry-1');
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.body.message).toBe('Backtest task queued');
    const list = await call<{ tasks: { task_id: string }[] }>(base, 'GET', '/backtest/tasks?limit=100', { as: ANN });
    expect(list.body.tasks.filter((t) => t.task_id === first.body.task_id)).toHaveLength(1);
    expect(list.body.tasks).toHaveLength(1);
    // Once it has run, the same key still answers the same task.
    await waitForTask(base, `/backtest/status/${first.body.task_id}`, ANN);
    expect((await submit(ANN, 'retry-1')).body.task_id).toBe(first.body.task_id);
    // Another account's same key is its own task; no key is a new task each time.
    const bobs = await submit(BOB, 'retry-1');
    expect(bobs.status).toBe(202);
    expect(bobs.body.task_id).not.toBe(first.body.task_id);
    const [a, b] = [await submit(ANN, undefined), await submit(ANN, undefined)];
    expect(a.body.task_id).not.toBe(b.body.task_id);
  });

  it('lets one of several racing submits with one key queue, and answers all with its task', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => submit(BOB, 'race-1')));
    expect(new Set(answers.map((a) => a.body.task_id)).size).toBe(1);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 202]);
  });

  it('does the same for the analytics service’s submits', async () => {
    const first = await submit(ANN, 'cpm-1', '/cpm/scan/start', CPM_SCAN);
    expect(first.status).toBe(202);
    const again = await submit(ANN, 'cpm-1', '/cpm/scan/start', CPM_SCAN);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
  });

  it('refuses a key that breaks the rule with a 400 naming the header, and a key reused for another request', async () => {
    for (const key of ['', 'a'.repeat(201), 'two words', 'tab\tin']) {
      const answer = await submit(ANN, key);
      expect(answer.status, JSON.stringify(key)).toBe(400);
      expect(answer.text).toContain('the Idempotency-Key header must be 1 to 200 visible ASCII characters');
    }
    expect((await submit(ANN, 'a'.repeat(200))).status).toBe(202);
    const cpm = await submit(ANN, 'two words', '/cpm/scan/start', CPM_SCAN);
    expect(cpm.status).toBe(400);
    expect(cpm.body).toMatchObject({ code: 400, data: null });

    const first = await submit(ANN, 'reused');
    const other = await submit(ANN, 'reused', SUBMIT, { ...RSI_DIP, name: 'Another strategy' });
    expect(other.status).toBe(409);
    expect(other.text).toContain(`the Idempotency-Key reused was already used by this account for a different request`);
    expect(other.text).toContain(first.body.task_id);
    // A 4xx is not a server error.
    expect(logs.filter((l) => l.level === 'error')).toEqual([]);
  });
});
