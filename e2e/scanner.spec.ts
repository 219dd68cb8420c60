import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/app.ts';
import { SCREEN_SIZES, SCREENSHOT_DIR, screenshotBothSizes } from './support/screenshots.ts';

/*
 * The stock scanner on the bundled universe, in the browser's worker: a day's picks, filtered by direction and
 * downloaded as CSV, a pick's drawer with its chart and past trades, and the 404 of a day without data.
 */

test.describe.configure({ mode: 'parallel' });

const SAMPLES = new URL('../public/samples/', import.meta.url);

/** The close of a bundled price file (ISO dates, a Close column) on a date, as written in the file. */
async function sampleClose(symbol: string, date: string): Promise<string> {
  const [header, ...lines] = (await readFile(new URL(`${symbol}.csv`, SAMPLES), 'utf8')).trim().split(/\r?\n/);
  const at = header.split(',').indexOf('Close');
  const row = lines.find((l) => l.startsWith(`${date},`));
  if (!row) throw new Error(`${symbol}.csv has no row on ${date}`);
  return row.split(',')[at];
}

function picksTable(page: Page): Locator {
  return page.getByRole('table', { name: 'Picks' });
}

/** Asks for a day's picks with the date field and waits for them. */
async function showDay(page: Page, date: string): Promise<void> {
  await page.getByLabel('Date', { exact: true }).fill(date);
  await expect(page.getByRole('heading', { name: `Picks of ${date}` })).toBeVisible();
}

/**
 * The drawer is fixed to the viewport and scrolls on its own, which a full-page capture cuts off: shots of the
 * viewport with the drawer scrolled to its top and to its past trades, at both sizes.
 */
async function screenshotDrawer(page: Page, drawer: Locator, name: string): Promise<void> {
  const before = page.viewportSize();
  try {
    for (const size of SCREEN_SIZES) {
      await page.setViewportSize(size);
      await drawer.evaluate((el) => el.scrollTo(0, 0));
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${SCREENSHOT_DIR}${name}-top-${size.width}x${size.height}.png` });
      await drawer.getByRole('region', { name: 'Past trades' }).evaluate((el) => el.scrollIntoView());
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${SCREENSHOT_DIR}${name}-trades-${size.width}x${size.height}.png` });
    }
  } finally {
    if (before) await page.setViewportSize(before);
  }
}

/** The text of every body cell of a column, found by its header. */
async function columnTexts(table: Locator, header: string): Promise<string[]> {
  const headers = await table.getByRole('columnheader').allInnerTexts();
  const index = headers.findIndex((h) => h.trim() === header);
  expect(index, `the ${header} column`).toBeGreaterThanOrEqual(0);
  const rows = table.locator('tbody').getByRole('row');
  return rows.evaluateAll((trs, i) => trs.map((tr) => (tr as HTMLTableRowElement).cells[i].innerText.trim()), index);
}

test('a day’s picks: filter by direction, download the CSV, open a drawer with the chart and past trades', async ({
  app,
  page,
}) => {
  test.slow();
  await app.open('/scanner');
  await expect(page.getByRole('heading', { name: 'Scanner', level: 1 })).toBeVisible();
  // The first view is the latest day with picks, and says so; not MSFT's last bar (2022-03-10), where none fires.
  const heading = page.getByRole('heading', { name: /^Picks of \d{4}-\d\d-\d\d$/ });
  // The first answer reads and scans the whole bundled library in the worker: slow on a busy machine.
  await expect(heading).toBeVisible({ timeout: 60_000 });
  const latest = (await heading.innerText()).slice('Picks of '.length);
  expect(latest < '2022-03-10').toBe(true);
  await expect(page.getByText(`Latest day with picks: ${latest}`)).toBeVisible();
  expect(await picksTable(page).locator('tbody').getByRole('row').count()).toBeGreaterThan(0);
  await expect(page.getByRole('group', { name: 'Pick list' }).getByRole('button', { name: 'SwingAI' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await screenshotBothSizes(page, 'scanner-first-view');

  // A day with bars and no picks says so.
  await showDay(page, '2022-03-10');
  await expect(page.getByText(/^No picks on 2022-03-10 in the SwingAI list/)).toBeVisible();

  await showDay(page, '2016-06-24');
  await expect(page).toHaveURL(/#\/scanner\?date=2016-06-24$/);
  const table = picksTable(page);
  const body = table.locator('tbody').getByRole('row');
  const total = await body.count();
  expect(total).toBeGreaterThan(10);
  await expect(page.getByText(`${total} of ${total} picks`, { exact: true })).toBeVisible();
  await screenshotBothSizes(page, 'scanner-picks');

  // Short only: every row left is a short, and fewer than all.
  const filters = page.getByRole('search', { name: 'Filter the picks' });
  await filters.getByRole('button', { name: 'Short', exact: true }).click();
  await expect(filters.getByRole('button', { name: 'Short', exact: true })).toHaveAttribute('aria-pressed', 'true');
  // The filter is in the address, so a reload or a shared link keeps it.
  await expect(page).toHaveURL(/#\/scanner\?date=2016-06-24&direction=Short$/);
  const countLine = page.getByText(/^\d+ of \d+ picks$/);
  await expect(countLine).not.toHaveText(`${total} of ${total} picks`);
  const shorts = Number((await countLine.innerText()).split(' ')[0]);
  expect(shorts).toBeGreaterThan(0);
  expect(shorts).toBeLessThan(total);
  await expect(body).toHaveCount(shorts);
  expect(new Set(await columnTexts(table, 'Direction'))).toEqual(new Set(['Short']));

  // The CSV: the spec's field names, one line per row on screen, closes as the data has them.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('scanner-SwingAI-2016-06-24-filtered.csv');
  const csv = (await readFile(await download.path(), 'utf8')).trim().split('\r\n');
  const header = csv[0].split(',');
  expect(header).toEqual([
    'Symbol',
    'Date',
    'Signal',
    'Direction',
    'Close',
    'WinRate',
    'ProfitTarget',
    'StopLoss',
    'TimeInMarket',
    'TradeNumber',
    'ExpectedReturn',
    'AvgWin',
    'AvgLoss',
    'Z_Score',
    'SharpeRatio',
    'MaxRisk',
    'TrendScore',
    'RelTrendScore',
    'Optix',
  ]);
  expect(csv).toHaveLength(shorts + 1);
  const lines = csv.slice(1).map((l) => l.split(','));
  expect(lines.every((l) => l[1] === '2016-06-24' && l[3] === 'Short')).toBe(true);
  const aaplClose = await sampleClose('AAPL', '2016-06-24');
  const aaplLines = lines.filter((l) => l[0] === 'AAPL');
  expect(aaplLines.length).toBeGreaterThan(0);
  // The service rounds figures to four decimals.
  for (const l of aaplLines) expect(Number(l[4])).toBeCloseTo(Number(aaplClose), 4);

  // A click on AAPL's LowPoints row opens its drawer; the chart is drawn and past trades come on request.
  await table.getByRole('row', { name: /^AAPL 2016-06-24 LowPoints Short/ }).click();
  const drawer = page.getByRole('dialog', { name: 'AAPL' });
  await expect(drawer).toBeVisible();
  await expect(
    drawer.getByRole('img', { name: /^AAPL close from .* the LowPoints signal marked on 2016-06-24/ }),
  ).toBeVisible();
  await expect(drawer.locator('canvas').first()).toBeVisible();
  await drawer.getByRole('button', { name: 'Show past trades' }).click();
  const trades = drawer.getByRole('table', { name: 'Past trades' });
  await expect(trades).toBeVisible();
  const tradeRows = trades.locator('tbody').getByRole('row');
  expect(await tradeRows.count()).toBeGreaterThan(2);
  // Entered at the close of an earlier signal day: the first trade's entry price is that day's close in AAPL.csv.
  const [entryDate, entryPrice] = await tradeRows
    .first()
    .evaluate((tr) => [1, 2].map((i) => (tr as HTMLTableRowElement).cells[i].innerText.trim()));
  expect(entryDate < '2016-06-24').toBe(true);
  expect(Number(entryPrice)).toBeCloseTo(Number(await sampleClose('AAPL', entryDate)), 3);
  await screenshotDrawer(page, drawer, 'scanner-drawer');

  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
});

test('a day without data: the service’s 404 message, with the date kept; the dark theme', async ({ app, page }) => {
  await app.open('/scanner?date=2018-05-11');
  await expect(page.getByRole('heading', { name: 'Picks of 2018-05-11' })).toBeVisible();
  await app.appBar.getByRole('button', { name: 'Switch to the dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await screenshotBothSizes(page, 'scanner-dark');
  await picksTable(page)
    .getByRole('row', { name: /^GOOG 2018-05-11 UpTrend Pattern Long/ })
    .click();
  const drawer = page.getByRole('dialog', { name: 'GOOG' });
  await expect(drawer.locator('canvas').first()).toBeVisible();
  await screenshotDrawer(page, drawer, 'scanner-drawer-dark');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await app.appBar.getByRole('button', { name: 'Switch to the light theme' }).click();

  const date = page.getByLabel('Date', { exact: true });
  // 2016-06-26 is a Sunday.
  for (const day of ['2016-06-26', '1980-01-02']) {
    await date.fill(day);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(`No scanner data for ${day}`);
    await expect(alert).toContainText(`no symbol has a trading day on ${day}`);
    await expect(date).toHaveValue(day);
    await expect(picksTable(page)).toHaveCount(0);
  }
  await screenshotBothSizes(page, 'scanner-no-data');
});
