import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/app.ts';
import { openBuilder } from './support/builder.ts';
import { figureNumber, tradeRows, tradeTable } from './support/results.ts';
import { SCREEN_SIZES, SCREENSHOT_DIR } from './support/screenshots.ts';

/*
 * A table's CSV as a spreadsheet reads it (src/ui/table/csv-file.ts): a UTF-8 byte-order mark first, then the rows in
 * the order and filter shown on screen. Checked on a backtest's trade table sorted by return.
 */

const BOM = [0xef, 0xbb, 0xbf];

/** The trade table's CSV: its raw bytes and its lines split into fields (no field of a trade holds a comma). */
async function downloadTrades(page: Page, main: Locator): Promise<{ bytes: Buffer; rows: string[][] }> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    main.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(file.suggestedFilename()).toBe('SPX-Daily-trades.csv');
  const bytes = await readFile(await file.path());
  const lines = bytes.subarray(BOM.length).toString('utf8').split('\r\n');
  expect(lines.at(-1), 'the last line ends in CRLF').toBe('');
  // The table's columns, P&L and its running total included.
  expect(lines[0]).toMatch(/^Trade,Entry Date,Exit Date,Entry Price,Exit Price,Return %,P&L,Cumulative P&L,Bars Held,/);
  return { bytes, rows: lines.slice(1, -1).map((line) => line.split(',')) };
}

interface ShownTrade {
  number: string;
  entry: string;
  returnPct: number;
  pnl: number;
  cumPnl: number;
}

/** A figure as the table writes it ("+1.23%", "-1,087.69") read back as a number. */
const shownNumber = (text: string) => Number(text.replace(/[%+,\s]/g, '').replace('−', '-'));

/** The trade table's rows as shown: number, entry date, and the return, P&L and cumulative P&L read back. */
async function shownTrades(main: Locator): Promise<ShownTrade[]> {
  const rows = tradeRows(main);
  const column = (n: number) => rows.locator(`td:nth-child(${n})`).allTextContents();
  const [numbers, entries, returns, pnls, cumPnls] = await Promise.all([1, 2, 6, 7, 8].map(column));
  return numbers.map((n, i) => ({
    number: n.trim(),
    entry: entries[i].trim(),
    returnPct: shownNumber(returns[i]),
    pnl: shownNumber(pnls[i]),
    cumPnl: shownNumber(cumPnls[i]),
  }));
}

/** The file's rows start with the rows on screen, in the same order, each figure the unrounded one shown. */
function expectSameOrder(file: string[][], shown: ShownTrade[]) {
  expect(shown.length).toBeGreaterThan(1);
  expect(file.slice(0, shown.length).map((f) => f[0])).toEqual(shown.map((s) => s.number));
  expect(file.slice(0, shown.length).map((f) => f[1])).toEqual(shown.map((s) => s.entry));
  shown.forEach((s, i) => {
    expect(Math.abs(Number(file[i][5]) - s.returnPct), `return of trade ${s.number}`).toBeLessThan(0.006);
    expect(Math.abs(Number(file[i][6]) - s.pnl), `P&L of trade ${s.number}`).toBeLessThan(0.006);
    expect(Math.abs(Number(file[i][7]) - s.cumPnl), `cumulative P&L of trade ${s.number}`).toBeLessThan(0.006);
  });
}

test('the trades CSV starts with a byte-order mark and follows the table’s sort and filter', async ({ app, page }) => {
  test.slow();
  await app.open('/strategy');
  const builder = await openBuilder(page);
  await builder.nameInput().fill('CSV order (e2e)');
  await builder.setAutocomplete(builder.form, 'Symbol', 'SPX');
  await builder.setRuleType('Entry', 'SingleCondition');
  await builder.setCondition('Entry condition', { signal: 'RSI(14)', operator: 'CrossAbove', value: '50' });
  await builder.setRuleType('Exit', 'RiskControlOnly');
  // Short trades on a common signal: more trades than a page of the table holds.
  await builder.setRisk({ stop: '5', take: '10', days: '5' });
  await builder.setDates('2010-01-01', '2015-12-31');
  await builder.runButton.click();
  await expect(page).toHaveURL(/#\/tasks\/[^/]+$/);
  const main = page.getByRole('main');
  await expect(main.getByLabel('Status: Finished')).toBeVisible({ timeout: 30_000 });
  const trades = await figureNumber(main, 'Total Trades');
  expect(trades, 'more trades than a page').toBeGreaterThan(25);

  // Sorted by return, highest first: the second click on the header.
  const table = tradeTable(main);
  await table.getByRole('button', { name: 'Return' }).click();
  await table.getByRole('button', { name: 'Return' }).click();
  await expect(table.getByRole('columnheader', { name: 'Return' })).toHaveAttribute('aria-sort', 'descending');
  const shown = await shownTrades(main);
  for (let i = 1; i < shown.length; i++) expect(shown[i - 1].returnPct).toBeGreaterThanOrEqual(shown[i].returnPct);

  const sorted = await downloadTrades(page, main);
  expect([...sorted.bytes.subarray(0, 3)], 'a UTF-8 byte-order mark').toEqual(BOM);
  expect(sorted.rows).toHaveLength(trades);
  expectSameOrder(sorted.rows, shown);
  // Beyond the first page too: every trade, highest return first.
  const fileReturns = sorted.rows.map((f) => Number(f[5]));
  expect(fileReturns).toEqual([...fileReturns].sort((a, b) => b - a));

  // Filtered to the losers, still by return: the file holds those alone, in that order.
  await main.getByRole('group', { name: 'Filter the trades' }).getByRole('button', { name: 'Losers' }).click();
  await expect(main.getByText(new RegExp(`^\\d+ of ${trades} trades pass the filters`))).toBeVisible();
  const losers = await shownTrades(main);
  const filtered = await downloadTrades(page, main);
  expect([...filtered.bytes.subarray(0, 3)]).toEqual(BOM);
  expect(filtered.rows.length).toBeLessThan(trades);
  for (const f of filtered.rows) expect(Number(f[5]), `trade ${f[0]} lost`).toBeLessThanOrEqual(0);
  expectSameOrder(filtered.rows, losers);

  // The sorted, filtered table with its note on what the CSV holds, to be looked at.
  const section = main.getByRole('region', { name: `Trades (${trades})` });
  for (const size of SCREEN_SIZES) {
    await page.setViewportSize(size);
    await section.screenshot({ path: `${SCREENSHOT_DIR}csv-download-trades-${size.width}x${size.height}.png` });
  }
});
