import type { Page } from '@playwright/test';
import { expect, test } from './support/app.ts';
import { openBuilder, RISK_CONTROL_ONLY_CODE } from './support/builder.ts';
import { figure } from './support/results.ts';

/**
 * The in-browser service in real Chromium: tasks live in IndexedDB ('backtest-studio', store 'tasks', their results in
 * 'task_results'), and a task
 * that was RUNNING when the page closed runs again when the page loads. Nothing is exposed for the tests: the page's
 * IndexedDB is read and written with page.evaluate, as the worker's own records.
 * The same, through the screens: a task submitted in the builder is intact after a reload, in the Tasks screen and in
 * IndexedDB.
 */

interface TaskRecord {
  task_id: string;
  status: string;
  params: Record<string, unknown>;
  username: string;
  created_at: string;
  seq: number;
  result?: Record<string, unknown>;
  error?: string;
}

const rsi = {
  name: 'RSI dip (e2e)',
  symbol: 'SPX',
  entry: {
    rule_type: 'SingleCondition',
    condition: { signal: { name: 'RSI(14)' }, rule: { type_name: 'CrossBelow', comparison_value: 30 } },
  },
  exit: { rule_type: 'RiskControlOnly' },
  risk_control: '-5/10/21',
};

/** Runs `body` on the app's database in the page. The worker has created it once the service answered. */
async function inDatabase<T>(
  page: Page,
  body: { op: 'put'; record: TaskRecord } | { op: 'get'; taskId: string } | { op: 'count' },
): Promise<T> {
  return page.evaluate(
    (request) =>
      new Promise<T>((resolve, reject) => {
        const open = indexedDB.open('backtest-studio');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction(['tasks', 'task_results'], request.op === 'put' ? 'readwrite' : 'readonly');
          const store = tx.objectStore('tasks');
          const call =
            request.op === 'put'
              ? store.put(request.record)
              : request.op === 'get'
                ? store.get(request.taskId)
                : store.count();
          // A task's result is a record of its own; a read gives the task with it, as the service does.
          const result = request.op === 'get' ? tx.objectStore('task_results').get(request.taskId) : undefined;
          call.onerror = () => reject(call.error);
          tx.oncomplete = () => {
            db.close();
            const stored = result?.result as { result: unknown } | undefined;
            resolve((stored && call.result ? { ...call.result, result: stored.result } : call.result) as T);
          };
        };
      }),
    body,
  );
}

test('a task left RUNNING when the page closed runs again on the next load, and keeps its result', async ({
  app,
  page,
}) => {
  await app.open('/settings');
  // The worker answers only once it has opened the database: after this, the stores exist.
  await expect(page.getByText('Service health: ok')).toBeVisible();

  const taskId = `e2e-${Date.now()}`;
  await inDatabase(page, {
    op: 'put',
    record: {
      task_id: taskId,
      status: 'RUNNING',
      params: rsi,
      username: 'local@backtest.studio',
      created_at: new Date().toISOString().slice(0, 19),
      seq: Date.now() * 1000,
    },
  });

  // The page closes with the task RUNNING; the next load's worker finds it and runs it to the end.
  await page.reload();
  await app.ready();
  await expect
    .poll(async () => (await inDatabase<TaskRecord>(page, { op: 'get', taskId }))?.status, { timeout: 30_000 })
    .toBe('SUCCESS');
  const done = await inDatabase<TaskRecord>(page, { op: 'get', taskId });
  expect(done.params).toEqual(rsi);
  expect(done.error).toBeUndefined();
  expect(done.result).toMatchObject({ Symbol: 'SPX', Frequency: 'Daily' });
  expect(done.result!['Total Trades']).toEqual(expect.any(Number));
  expect((done.result!.Extra as { trades: unknown[] }).trades.length).toBe(done.result!['Total Trades']);

  // It survives another reload as it is, and is not run again.
  await page.reload();
  await app.ready();
  await expect(page.getByText('Service health: ok')).toBeVisible();
  expect(await inDatabase<TaskRecord>(page, { op: 'get', taskId })).toEqual(done);

  // The screens say the same: listed as SUCCESS, and its results open from the list.
  await app.goTo('Tasks');
  const row = page.getByRole('row').filter({ hasText: rsi.name });
  await expect(row.getByText('SUCCESS', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Open ${rsi.name} on SPX` }).click();
  await expect(page).toHaveURL(new RegExp(`#/tasks/${taskId}$`));
  await expect(page.getByLabel('Status: Finished')).toBeVisible();
  await expect(figure(page.getByRole('main'), 'Total Trades')).toHaveText(
    (done.result!['Total Trades'] as number).toLocaleString('en-US'),
  );
});

test('a task submitted in the builder is intact after a reload, in the Tasks screen and in IndexedDB', async ({
  app,
  page,
}) => {
  const name = 'Reload check (e2e)';
  await app.open('/strategy');
  const builder = await openBuilder(page);
  await builder.nameInput().fill(name);
  await builder.setCondition('Entry condition', { signal: 'RSI(14)', operator: 'CrossBelow', value: '30' });
  await builder.setRisk({ stop: '5', take: '10', days: '21' });
  await builder.expectCodes('Entry', ['TI:RSI(14);IDS:EO20/EP80;SC:SV/4/30']);
  await builder.expectCodes('Exit', [RISK_CONTROL_ONLY_CODE]);
  await builder.runButton.click();
  await expect(page).toHaveURL(/#\/tasks\/[^/]+$/);
  const taskId = decodeURIComponent(page.url().split('/').at(-1)!);

  // Reloaded at once, whether the task is still queued, running or done.
  await page.reload();
  await app.ready();
  await expect(page.getByLabel('Status: Finished')).toBeVisible({ timeout: 30_000 });
  await app.goTo('Tasks');
  const rows = page.getByRole('table', { name: 'Backtest tasks, newest first' }).getByRole('row');
  await expect(rows.filter({ hasText: name })).toHaveCount(1);
  await expect(rows.filter({ hasText: name }).getByText('SUCCESS', { exact: true })).toBeVisible();
  await page.reload();
  await app.ready();
  await expect(rows.filter({ hasText: name }).getByText('SUCCESS', { exact: true })).toBeVisible();

  // In IndexedDB: one task, the builder's request as it was sent, and its result.
  expect(await inDatabase<number>(page, { op: 'count' })).toBe(1);
  const stored = await inDatabase<TaskRecord>(page, { op: 'get', taskId });
  expect(stored.status).toBe('SUCCESS');
  expect(stored.params).toMatchObject({
    name,
    symbol: 'SPX',
    entry: {
      rule_type: 'SingleCondition',
      condition: { signal: { name: 'RSI(14)' }, rule: { type_name: 'CrossBelow', comparison_value: 30 } },
    },
    exit: { rule_type: 'RiskControlOnly' },
  });
  expect(stored.result).toMatchObject({ Symbol: 'SPX', Frequency: 'Daily' });
});

test('a task that cannot run any more ends FAILED with the reason after the reload', async ({ app, page }) => {
  await app.open('/settings');
  await expect(page.getByText('Service health: ok')).toBeVisible();
  const taskId = `e2e-missing-${Date.now()}`;
  await inDatabase(page, {
    op: 'put',
    record: {
      task_id: taskId,
      status: 'PENDING',
      params: { ...rsi, symbol: 'NOSUCHSYMBOL' },
      username: 'local@backtest.studio',
      created_at: new Date().toISOString().slice(0, 19),
      seq: Date.now() * 1000,
    },
  });
  await page.reload();
  await app.ready();
  await expect
    .poll(async () => (await inDatabase<TaskRecord>(page, { op: 'get', taskId }))?.status, { timeout: 30_000 })
    .toBe('FAILED');
  expect((await inDatabase<TaskRecord>(page, { op: 'get', taskId })).error).toMatch(/NOSUCHSYMBOL/);
});
