import { copyFile, mkdir } from 'node:fs/promises';
import { basename } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/app.ts';
import { expectNoSeriousAxeFindings } from './support/axe.ts';
import { openBuilder } from './support/builder.ts';
import { screenshotBothSizes } from './support/screenshots.ts';

/*
 * Tasks as a research log: three runs that differ (an RSI threshold, then the symbol) are sorted by Sharpe, filtered,
 * searched and opened from their row; two are ticked and compared, and the comparison survives a reload.
 */

const FIRST = 'Log RSI 30';
const SECOND = 'Log RSI 35';
const THIRD = 'Log RSI 35 on the Dow';

/** Screenshots are also copied here when SHOTS_DIR is set, to be looked at outside the repository. */
const SHOTS_DIR = process.env.SHOTS_DIR;

async function shots(page: Page, name: string): Promise<void> {
  const paths = await screenshotBothSizes(page, name);
  if (!SHOTS_DIR) return;
  await mkdir(SHOTS_DIR, { recursive: true });
  for (const path of paths) await copyFile(path, `${SHOTS_DIR}/${basename(path)}`);
}

/** Makes the edits in the builder, runs, and waits for the result page to say the run finished. */
async function runFromBuilder(page: Page, edit: () => Promise<void>): Promise<void> {
  await edit();
  const builder = await openBuilder(page);
  await builder.runButton.click();
  await expect(page).toHaveURL(/#\/tasks\/[^/]+$/);
  await expect(page.getByRole('main').getByLabel('Status: Finished')).toBeVisible({ timeout: 30_000 });
}

/** The text of one column of the table, found by its heading. */
async function column(table: Locator, heading: string): Promise<string[]> {
  const headings = await table.getByRole('columnheader').allTextContents();
  const index = headings.indexOf(heading);
  expect(index, `a column headed ${heading}`).toBeGreaterThan(-1);
  const rows = table.getByRole('row').filter({ has: table.page().getByRole('cell') });
  return rows.locator(`td:nth-child(${index + 1})`).allTextContents();
}

test('sorts, filters, searches and opens runs in Tasks, then compares two of them', async ({ app, page }) => {
  // Three backtests run through the builder, then every step of the log: a few minutes on 2 busy cores.
  test.setTimeout(240_000);
  await app.open('/strategy');
  const builder = await openBuilder(page);
  await runFromBuilder(page, async () => {
    await builder.nameInput().fill(FIRST);
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
  });
  // The builder keeps the form: each next run changes one thing.
  await app.goTo('Strategy');
  await runFromBuilder(page, async () => {
    const again = await openBuilder(page);
    await again.nameInput().fill(SECOND);
    await again.setCondition('Entry condition', { value: '35' });
  });
  await app.goTo('Strategy');
  await runFromBuilder(page, async () => {
    const again = await openBuilder(page);
    await again.nameInput().fill(THIRD);
    await again.setAutocomplete(again.form, 'Symbol', 'DJI');
  });

  await app.goTo('Tasks');
  const main = page.getByRole('main');
  const newest = main.getByRole('table', { name: 'Backtest tasks, newest first' });
  expect(await column(newest, 'Strategy')).toEqual([THIRD, SECOND, FIRST]);

  // Sorted by Sharpe on the service: the Sharpe column reads from the highest down.
  await newest.getByRole('button', { name: 'Sharpe' }).click();
  const bySharpe = main.getByRole('table', { name: 'Backtest tasks, Sharpe, highest first' });
  await expect(bySharpe).toBeVisible();
  await expect(page).toHaveURL(/sort=sharpe&order=desc/);
  await expect(bySharpe.getByRole('columnheader', { name: 'Sharpe' })).toHaveAttribute('aria-sort', 'descending');
  const sharpe = (await column(bySharpe, 'Sharpe')).map(Number);
  expect(sharpe.every(Number.isFinite), `Sharpe values ${sharpe.join(', ')}`).toBe(true);
  expect(sharpe).toEqual([...sharpe].sort((a, b) => b - a));

  // Filtered by status: all three succeeded, none failed.
  const status = main.getByRole('combobox', { name: 'Status' });
  await status.selectOption('SUCCESS');
  await expect(page).toHaveURL(/status=SUCCESS/);
  await expect.poll(() => column(bySharpe, 'Strategy').then((c) => c.length)).toBe(3);
  await status.selectOption('FAILED');
  await expect(main.getByText('No backtest matches this search and status.')).toBeVisible();
  await main.getByRole('button', { name: 'Show all backtests' }).click();
  await expect(status).toHaveValue('');

  // Searched by symbol, kept over a reload.
  await main.getByRole('searchbox', { name: 'Search name or symbol' }).fill('DJI');
  await expect(page).toHaveURL(/q=DJI/);
  await expect.poll(() => column(bySharpe, 'Strategy')).toEqual([THIRD]);
  await page.reload();
  await app.ready();
  await expect(main.getByRole('searchbox', { name: 'Search name or symbol' })).toHaveValue('DJI');
  await expect.poll(() => column(bySharpe, 'Strategy')).toEqual([THIRD]);
  await main.getByRole('searchbox', { name: 'Search name or symbol' }).fill('');
  await expect.poll(() => column(bySharpe, 'Strategy').then((c) => c.length)).toBe(3);

  // The whole row opens its task; back returns to the same ordered list.
  await bySharpe
    .getByRole('row', { name: `${FIRST} on SPX: open the results` })
    .getByRole('cell')
    .nth(2)
    .click();
  await expect(page).toHaveURL(/#\/tasks\/[^/?]+$/);
  await expect(main.getByRole('heading', { name: FIRST, level: 1 })).toBeVisible();
  await page.goBack();
  await expect(bySharpe).toBeVisible();
  await expectNoSeriousAxeFindings(page, 'Tasks with three runs');
  await shots(page, 'research-log-tasks');

  // Two finished runs ticked and compared.
  await bySharpe.getByRole('checkbox', { name: `Compare ${FIRST} on SPX` }).check();
  await bySharpe.getByRole('checkbox', { name: `Compare ${SECOND} on SPX` }).check();
  await main.getByRole('button', { name: 'Compare 2 backtests' }).click();
  await expect(page).toHaveURL(/#\/tasks\/compare\?ids=[^,]+,[^,]+$/);
  const expectComparison = async () => {
    await expect(main.getByRole('heading', { name: 'Compare backtests', level: 1 })).toBeVisible();
    await expect(
      main.getByRole('img', {
        name: new RegExp(`^Equity of 2 backtests, 100 on 2010-01-\\d\\d: ${FIRST} on SPX ends`),
      }),
    ).toBeVisible();
    await expect(main.getByRole('list', { name: 'Legend' }).getByRole('listitem')).toHaveText([
      `${FIRST} on SPX`,
      `${SECOND} on SPX`,
    ]);
    const changes = main.getByRole('list', { name: `Changes: ${SECOND} on SPX against ${FIRST} on SPX` });
    await expect(changes.getByRole('listitem')).toHaveText(['Entry value 30 -> 35']);
    await expect(
      main
        .getByRole('table', { name: /^Figures side by side/ })
        .getByText('best')
        .first(),
    ).toBeVisible();
  };
  await expectComparison();
  await page.reload();
  await app.ready();
  await expectComparison();
  await shots(page, 'research-log-compare');
});
