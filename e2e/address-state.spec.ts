import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/app.ts';
import { appOn } from './support/app.ts';
import { tradeRows, tradeTable } from './support/results.ts';

/*
 * A filtered view is its address: the Library's search and tags, and the result page's trade filter, log scale and
 * chosen drawdown, opened from a copied address in another page of the same browser, show the same view.
 */

const saved = (page: Page): Locator => page.getByRole('region', { name: 'Saved strategies' });
const names = (page: Page) => saved(page).getByRole('article').getByRole('heading').allTextContents();

test('a filtered Library reopens from its address with the same search, tags and strategies', async ({
  app,
  page,
  context,
}) => {
  await app.open('/library');
  const templates = page.getByRole('region', { name: 'Templates' });
  // Three templates kept: two carry the tag SPX, one of those is the golden cross.
  for (const name of ['RSI oversold bounce', 'Moving-average crossover (golden cross)', '52-week-high breakout']) {
    await templates.getByRole('article', { name, exact: true }).getByRole('button', { name: 'Save a copy' }).click();
    await expect(saved(page).getByRole('article', { name, exact: true })).toBeVisible();
  }
  const tags = saved(page).getByRole('group', { name: 'Filter by tag:' });
  await tags.getByRole('button', { name: 'SPX', exact: true }).click();
  await expect(saved(page).getByRole('article')).toHaveCount(2);
  await saved(page).getByRole('searchbox', { name: 'Search saved strategies' }).fill('golden');
  await expect(saved(page).getByRole('status')).toHaveText('1 of 3 strategies shown');
  await expect(page).toHaveURL(/#\/library\?.*\bq=golden/);
  await expect(page).toHaveURL(/#\/library\?.*\btags=SPX\b/);
  const shown = await names(page);
  expect(shown).toEqual(['Moving-average crossover (golden cross)']);

  // The address copied into another page: the same search, the same tag pressed, the same strategy.
  const other = await context.newPage();
  const otherApp = appOn(other);
  await other.goto(page.url());
  await otherApp.ready();
  await expect(saved(other).getByRole('searchbox', { name: 'Search saved strategies' })).toHaveValue('golden');
  await expect(
    saved(other).getByRole('group', { name: 'Filter by tag:' }).getByRole('button', { name: 'SPX', exact: true }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(saved(other).getByRole('status')).toHaveText('1 of 3 strategies shown');
  expect(await names(other)).toEqual(shown);
  await other.close();
});

test('a result with winners only, a log scale and a drawdown chosen reopens from its address the same', async ({
  app,
  page,
  context,
}) => {
  test.slow();
  // The builder's starting strategy, run.
  await app.open('/strategy');
  await page.getByRole('button', { name: 'Run backtest' }).click();
  await expect(page).toHaveURL(/#\/tasks\/[^/?]+$/);
  const main = page.getByRole('main');
  await expect(main.getByLabel('Status: Finished')).toBeVisible({ timeout: 30_000 });

  await main.getByRole('group', { name: 'Outcome' }).getByRole('button', { name: 'Winners' }).click();
  await main.getByRole('switch', { name: 'Log scale' }).check();
  await main.getByRole('button', { name: 'Show drawdown 2 on the equity chart' }).click();
  await expect(page).toHaveURL(/[?&]trades=winners/);
  await expect(page).toHaveURL(/[?&]log=1/);
  await expect(page).toHaveURL(/[?&]drawdown=2/);

  // Winners only, read from the cells: every return shown is above zero.
  const returnsOf = async (scope: Locator) => {
    const headings = await tradeTable(scope).getByRole('columnheader').allTextContents();
    const column = headings.findIndex((h) => h.startsWith('Return'));
    const rows = await tradeRows(scope).all();
    return Promise.all(rows.map(async (r) => (await r.getByRole('cell').nth(column).textContent()) ?? ''));
  };
  const rowsShown = await tradeRows(main).allTextContents();
  expect(rowsShown.length).toBeGreaterThan(0);
  for (const r of await returnsOf(main)) expect(Number(r.replace('%', '').replace('−', '-'))).toBeGreaterThan(0);

  const other = await context.newPage();
  const otherApp = appOn(other);
  await other.goto(page.url());
  await otherApp.ready();
  const otherMain = other.getByRole('main');
  await expect(otherMain.getByLabel('Status: Finished')).toBeVisible({ timeout: 30_000 });
  await expect(
    otherMain.getByRole('group', { name: 'Outcome' }).getByRole('button', { name: 'Winners' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(otherMain.getByRole('switch', { name: 'Log scale' })).toBeChecked();
  await expect(otherMain.getByRole('button', { name: 'Show drawdown 2 on the equity chart' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(otherMain.getByRole('button', { name: 'Show the whole window' }).first()).toBeVisible();
  await expect(tradeRows(otherMain)).toHaveText(rowsShown);
  await other.close();
});
