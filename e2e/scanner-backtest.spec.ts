import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/app.ts';
import { screenshotBothSizes } from './support/screenshots.ts';

/*
 * The scanner backtest on the bundled samples, in the browser's worker: the form of spec 4.5 filled in and run as a
 * task to its figures, equity curve, trade list and daily actions; a bad range refused on its field; a run that
 * trades nothing (code 407) and the way back to the form.
 */

test.describe.configure({ mode: 'parallel' });

function settings(page: Page): Locator {
  return page.getByRole('form', { name: 'Scanner backtest settings' });
}

function figure(page: Page, label: string): Locator {
  return page.getByRole('region', { name: 'Statistics' }).getByRole('group', { name: label }).locator('div').nth(1);
}

const count = async (locator: Locator) => Number((await locator.innerText()).replace(/,/g, ''));

test('a year of stocks: the equity curve, the figures, the trades and the daily actions', async ({ app, page }) => {
  // A year of five stocks scanned in the page's worker, then four screenshots at two sizes.
  test.slow();
  await app.open('/scanner-backtest');
  await app.expectCurrent('Scanner backtest');
  const form = settings(page);
  await expect(form.getByLabel('Start date')).toHaveValue('2017-05-11');
  await expect(form.getByLabel('Total capital')).toHaveValue('100000');
  await form.getByLabel('Name').fill('Stocks by win rate');
  await form.getByLabel('Rank picks by').selectOption('WinRate');
  await form.getByLabel('Daily limit (trades)').fill('2');
  await form.getByLabel('Stop loss (%) max').fill('10');
  await expect(form.getByRole('radio', { name: 'All 37 signals (default)' })).toBeChecked();
  await screenshotBothSizes(page, 'scanner-backtest-form');

  await form.getByRole('button', { name: 'Run scanner backtest' }).click();
  await expect(page).toHaveURL(/#\/scanner-backtest\/tasks\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Stocks by win rate', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Statistics' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('SUCCESS', { exact: true })).toBeVisible();

  // The figures: every trade is positive or negative.
  const total = await count(figure(page, 'Total trades'));
  expect(total).toBeGreaterThan(0);
  expect(
    (await count(figure(page, 'Total positive (trades)'))) + (await count(figure(page, 'Total negative (trades)'))),
  ).toBe(total);
  await expect(figure(page, 'Total return (%)')).toHaveText(/^[+-]?\d+\.\d\d%$/);

  // The equity chart is drawn, and its table ends where the total return says.
  const equity = page.getByRole('region', { name: 'Portfolio equity' });
  await expect(
    equity.getByRole('img', { name: /^Line chart of the portfolio equity\. From 2017-05-11 to 2018-05-1\d/ }),
  ).toBeVisible();
  await expect(equity.locator('canvas').first()).toBeVisible();
  await screenshotBothSizes(page, 'scanner-backtest-result');

  // The trade table: a page of the trades, sorted by return on a click, and all of them in the CSV.
  const trades = page.getByRole('table', { name: 'Trades' });
  await trades.scrollIntoViewIfNeeded();
  await expect(trades.getByRole('row')).toHaveCount(Math.min(total, 25) + 1);
  await trades.getByRole('button', { name: 'Return (%)', exact: true }).click();
  await expect(trades.getByRole('columnheader', { name: 'Return (%)', exact: true })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect(trades.getByRole('row').nth(1)).toContainText(/-\d+\.\d\d%/);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Trades as CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('scanner-backtest-Stocks-by-win-rate-trades.csv');
  const csv = (await readFile(await download.path(), 'utf8')).trim().split('\r\n');
  expect(csv[0]).toMatch(/^#,Entry date,Symbol,Signal,Direction,Entry price,Exit date,Exit price,Shares,Return \(%\)/);
  expect(csv).toHaveLength(total + 1);

  // The daily actions: one Buy per trade, and the Buy filter shows only those.
  const actions = page.getByRole('region', { name: 'Daily actions' });
  await actions.getByRole('button', { name: `Buy (${total})` }).click();
  await expect(actions.getByRole('table', { name: 'Daily actions' }).getByRole('row').nth(1)).toContainText('Buy');
  await screenshotBothSizes(page, 'scanner-backtest-trades');

  // The equity as a table.
  await equity.getByRole('button', { name: 'Table' }).click();
  await expect(equity.getByRole('table').getByRole('row').nth(1)).toContainText('2017-05-11');

  // Dark theme.
  await app.appBar.getByRole('button', { name: 'Switch to the dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await equity.getByRole('button', { name: 'Chart' }).click();
  await screenshotBothSizes(page, 'scanner-backtest-result-dark');

  // Back on the form's page, the task is listed with its status.
  await page.getByRole('link', { name: 'Scanner backtest', exact: true }).click();
  const list = page.getByRole('region', { name: 'Scanner backtests' });
  const row = list.getByRole('row').filter({ has: page.getByRole('link', { name: 'Stocks by win rate' }) });
  await expect(row).toContainText('SUCCESS');
  await expect(row).toContainText('Stocks');
  await screenshotBothSizes(page, 'scanner-backtest-form-dark');
});

test('a bad range is refused on its field; a run that trades nothing says so and leads back', async ({ app, page }) => {
  await app.open('/scanner-backtest');
  const form = settings(page);
  await form.getByLabel('Universe').selectOption('etf');
  await form.getByLabel('Trend score min', { exact: true }).fill('8');
  await form.getByLabel('Trend score max', { exact: true }).fill('2');
  await form.getByRole('button', { name: 'Run scanner backtest' }).click();
  const error = "Trend score: the range's min 8 is above its max 2.";
  await expect(form.getByText(error)).toBeVisible();
  await expect(form.getByLabel('Trend score min', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Trend score min', { exact: true })).toBeFocused();
  await screenshotBothSizes(page, 'scanner-backtest-form-error');

  // Trend scores run from 0 to 10: no pick is at 11 to 12.
  await form.getByLabel('Trend score min', { exact: true }).fill('11');
  await form.getByLabel('Trend score max', { exact: true }).fill('12');
  await expect(form.getByText(error)).toHaveCount(0);
  await form.getByRole('button', { name: 'Run scanner backtest' }).click();
  await expect(page).toHaveURL(/#\/scanner-backtest\/tasks\//);
  const notice = page.getByRole('status').filter({ hasText: 'Nothing was traded' });
  await expect(notice).toBeVisible({ timeout: 60_000 });
  await expect(notice).toContainText('The service says: no trades:');
  await screenshotBothSizes(page, 'scanner-backtest-nothing-traded');

  await notice.getByRole('link', { name: 'Edit and run again' }).click();
  await expect(page).toHaveURL(/#\/scanner-backtest\?from=/);
  await expect(settings(page).getByLabel('Universe')).toHaveValue('etf');
  await expect(settings(page).getByLabel('Trend score min', { exact: true })).toHaveValue('11');
  // The earlier task's settings are in the address too, so the filled-in form can be bookmarked.
  await expect(page).toHaveURL(/[?&]trend_min=11(&|$)/);
});

test('a bookmarked form: the address holds the settings, and reopens them', async ({ app, page }) => {
  await app.open('/scanner-backtest?find_type=etf&daily_limit=5&trend_min=2&rank_condition=WinRate&name=Kept');
  const form = settings(page);
  await expect(form.getByLabel('Universe')).toHaveValue('etf');
  await expect(form.getByLabel('Daily limit (trades)')).toHaveValue('5');
  await expect(form.getByLabel('Trend score min', { exact: true })).toHaveValue('2');
  await expect(form.getByLabel('Rank picks by')).toHaveValue('WinRate');
  await expect(form.getByLabel('Name')).toHaveValue('Kept');
  await expect(form.getByLabel('Start date')).toHaveValue('2017-05-11');
});
