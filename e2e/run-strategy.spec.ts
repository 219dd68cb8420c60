import { readFile } from 'node:fs/promises';
import { expect, test } from './support/app.ts';
import { openBuilder, RISK_CONTROL_ONLY_CODE } from './support/builder.ts';
import { equityChart, expectResultWithTrades, figure, tradeRows, tradeTable } from './support/results.ts';
import { screenshotBothSizes } from './support/screenshots.ts';

/*
 * The analyst's main path: an RSI strategy on the bundled SPX sample, built and run from the builder, read on the
 * result page, found again in Tasks after a reload and opened from there.
 */

const NAME = 'RSI rebound 2010-2015 (e2e)';

test('runs an RSI strategy on SPX from the builder, reads its results, and finds the task after a reload', async ({
  app,
  page,
}) => {
  // The whole path in one test (build, run, read, sort, download, two screenshot pairs, Tasks, reload, re-run): about a
  // minute on 2 busy cores, so it gets the slow allowance rather than being cut into steps that share no state.
  test.slow();
  await app.open('/strategy');
  const builder = await openBuilder(page);
  await builder.nameInput().fill(NAME);
  await builder.setAutocomplete(builder.form, 'Symbol', 'SPX');
  await builder.setRuleType('Entry', 'SingleCondition');
  await builder.setCondition('Entry condition', {
    signal: 'RSI(14)',
    compareWith: 'SV',
    operator: 'CrossAbove',
    value: '30',
  });
  await builder.setRuleType('Exit', 'RiskControlOnly');
  await builder.setRisk({ stop: '5', take: '10', days: '21' });
  await builder.setDates('2010-01-01', '2015-12-31');
  await expect(builder.accountSettingsButton()).toContainText('2 changed from the defaults');
  await expect(builder.encodedRiskControl).toHaveText('-5/10/21');
  await builder.expectCodes('Entry', ['TI:RSI(14);IDS:EO20/EP80;SC:SV/3/30']);
  await builder.expectCodes('Exit', [RISK_CONTROL_ONLY_CODE]);

  await builder.runButton.click();
  await expect(page).toHaveURL(/#\/tasks\/[^/]+$/);
  const taskUrl = page.url();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: NAME, level: 1 })).toBeVisible();
  await expect(main.getByLabel('Status: Finished')).toBeVisible({ timeout: 30_000 });

  const trades = await expectResultWithTrades(main);
  // The window asked for: 2010 to 2015, and every trade inside it.
  await expect(figure(main, 'Total Trades')).toHaveText(String(trades));
  await expect(equityChart(main)).toHaveAccessibleName(/from 2010-01-\d\d to 2015-12-\d\d/);
  await expect(
    main.getByRole('img', { name: new RegExp(`^Price of SPX from 2010-01-04 to 2015-12-31, with ${trades} entries`) }),
  ).toBeVisible();
  await expect(main.getByRole('img', { name: new RegExp(`^Histogram of ${trades} trade returns`) })).toBeVisible();
  const entryDates = await tradeRows(main).locator('td:nth-child(2)').allTextContents();
  for (const date of entryDates) expect(date >= '2010-01-01' && date <= '2015-12-31', date).toBe(true);
  // #, entry, exit, their prices, return, P&L, cumulative P&L, bars held, then the exit reason
  await expect(tradeRows(main).first().getByRole('cell').nth(9)).toHaveText(/stop|take|target|bars|held|end/i);

  // The trade table sorts by a column header, and downloads every trade as CSV.
  const table = tradeTable(main);
  await table.getByRole('button', { name: 'Return' }).click();
  await expect(table.getByRole('columnheader', { name: 'Return' })).toHaveAttribute('aria-sort', 'ascending');
  const returns = (await tradeRows(main).locator('td:nth-child(6)').allTextContents()).map((t) =>
    Number(t.replace(/[%+]/g, '').replace('−', '-')),
  );
  expect(returns).toEqual([...returns].sort((a, b) => a - b));
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    main.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('SPX-Daily-trades.csv');
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv.trim().split(/\r?\n/)).toHaveLength(trades + 1);
  await screenshotBothSizes(page, 'task-result');

  // Tasks lists it as SUCCESS, and still does after a reload (the list lives in IndexedDB, not in the page).
  await app.goTo('Tasks');
  const tasks = page.getByRole('table', { name: 'Backtest tasks, newest first' });
  const row = tasks.getByRole('row').filter({ hasText: NAME });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('SUCCESS', { exact: true })).toBeVisible();
  await expect(row).toContainText('SPX');
  await expect(row).toContainText('Daily');
  await page.reload();
  await app.ready();
  await expect(row).toHaveCount(1);
  await expect(row.getByText('SUCCESS', { exact: true })).toBeVisible();
  await screenshotBothSizes(page, 'tasks');

  await row.getByRole('button', { name: `Open ${NAME} on SPX` }).click();
  await expect(page).toHaveURL(taskUrl);
  await expect(main.getByRole('heading', { name: NAME, level: 1 })).toBeVisible();
  await expect(figure(main, 'Total Trades')).toHaveText(String(trades));
  await expect(equityChart(main)).toBeVisible();

  // Re-run brings the strategy back into the builder.
  await main.getByRole('link', { name: 'Re-run in builder' }).click();
  await expect(page).toHaveURL(/#\/strategy$/);
  await expect(page.getByRole('alert').filter({ hasText: /Loaded the strategy of task/ })).toBeVisible();
  const again = await openBuilder(page);
  await expect(again.nameInput()).toHaveValue(NAME);
  await expect(again.encodedRiskControl).toHaveText('-5/10/21');
  await again.expectCodes('Entry', ['TI:RSI(14);IDS:EO20/EP80;SC:SV/3/30']);
  await again.openAccountSettings();
  await expect(page.getByLabel('Start date', { exact: true })).toHaveValue('2010-01-01');
});
