import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/app.ts';
import type { App } from './support/app.ts';
import { openBuilder } from './support/builder.ts';
import { dropFile } from './support/files.ts';

/*
 * Your own data in, from the Data screen: a wide close file (a column per symbol) kept as symbols, two yearly files of
 * one symbol joined into one history (one of them with day-first dates), each kept symbol then backtested in the
 * builder; and an indicator series kept here, offered at once by the builder's signal autocomplete.
 */

const SAMPLES = new URL('../public/samples/', import.meta.url);
const SHOTS = process.env.DATA_SHOTS ?? '/tmp/shots-data';

async function sample(path: string): Promise<string[]> {
  return (await readFile(fileURLToPath(new URL(path, SAMPLES)), 'utf8')).trim().split(/\r?\n/);
}

async function writeTemp(name: string, text: string): Promise<string> {
  const path = test.info().outputPath(name);
  await mkdir(test.info().outputPath(), { recursive: true });
  await writeFile(path, text);
  return path;
}

/**
 * The whole page at 1440x900 and 390x844, and at the phone size the `focus` element alone (the full phone page is too
 * long to read), into SHOTS.
 */
async function shots(page: Page, name: string, focus: Locator): Promise<void> {
  await mkdir(SHOTS, { recursive: true });
  for (const size of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/${name}-${size.width}x${size.height}.png`, fullPage: true });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `${name} at ${size.width}: no sideways scrolling`).toBeLessThanOrEqual(size.width);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/${name}-390x844-top.png` });
  await focus.screenshot({ path: `${SHOTS}/${name}-390x844-panel.png` });
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** Runs the builder's default strategy on `symbol` over the dates, and waits for the finished task's price chart. */
async function backtest(app: App, symbol: string, start: string, end: string): Promise<void> {
  const { page } = app;
  await app.goTo('Strategy');
  const builder = await openBuilder(page);
  await builder.setAutocomplete(builder.form, 'Symbol', symbol);
  await builder.setDates(start, end);
  await builder.expectValid();
  await builder.runButton.click();
  await expect(page).toHaveURL(/#\/tasks\/[^/]+$/);
  const main = page.getByRole('main');
  await expect(main.getByLabel('Status: Finished')).toBeVisible({ timeout: 60_000 });
  await expect(
    main.getByRole('img', { name: new RegExp(`^Price of ${symbol} from ${start.slice(0, 4)}-`) }),
  ).toBeVisible();
}

test('a wide close file and two yearly files are kept as symbols and backtested', async ({ app, page }) => {
  test.slow();
  // Seven ETF columns of the bundled wide file under new names (W + symbol), so no sample is replaced.
  const etf = await sample('wide/ETF-closes.csv');
  const header = etf[0].split(',');
  const picked = ['EEM', 'EWG', 'TIP', 'EWJ', 'EFA', 'IEF', 'TLT'].map((s) => header.indexOf(s));
  const wide = etf.map((line, i) => {
    const cells = line.split(',');
    return [cells[0], ...picked.map((c) => (i === 0 ? `W${cells[c]}` : cells[c]))].join(',');
  });
  const widePath = await writeTemp('my-etf-closes.csv', `${wide.join('\n')}\n`);

  await app.open('/data');
  await dropFile(page.getByRole('region', { name: /^Drop a CSV file here/ }), widePath);
  const panel = page.getByRole('region', { name: 'my-etf-closes.csv' });
  await expect(panel).toContainText('7 symbols: WEEM, WEWG, WTIP, WEWJ, WEFA, WIEF, WTLT');
  const symbols = panel.getByRole('table', { name: 'Symbols of my-etf-closes.csv' });
  await expect(symbols.getByRole('row', { name: /^Keep WEEM WEEM 2,141 2008-01-02 2016-07-01$/ })).toBeVisible();
  await panel.getByRole('checkbox', { name: 'Keep WEWJ' }).uncheck();
  await shots(page, 'data-wide-preview', panel);
  await panel.getByRole('button', { name: 'Keep 6 symbols in the data library' }).click();
  await expect(panel.getByRole('status')).toContainText('Kept 6 symbols in the data library');
  const library = page.getByRole('table', { name: 'Data library' });
  await expect(library.getByRole('row', { name: /^WEEM / })).toContainText('Price · ETF');
  await expect(library.getByRole('row', { name: /^WEWJ / })).toHaveCount(0);
  // The bundled indices are indices now, not ETFs.
  await expect(library.getByRole('row', { name: /^SPX / })).toContainText('Price · Index');

  // SPY's 2015 (ISO dates, with the first day of 2016 too) and 2016 (day-first dates): one history, joined.
  const spy = await sample('SPY.csv');
  const rows2015 = spy.filter((l) => l.startsWith('2015-') || l.startsWith('2016-01-04'));
  const rows2016 = spy
    .filter((l) => l.startsWith('2016-'))
    .map((l) => l.replace(/^(\d{4})-(\d{2})-(\d{2})/, '$3/$2/$1'));
  const y2015 = await writeTemp('SPY-2015-YAHOOFINANCE.csv', [spy[0], ...rows2015].join('\n'));
  const y2016 = await writeTemp('SPY-2016-YAHOOFINANCE.csv', [spy[0], ...rows2016].join('\n'));
  await page.getByLabel('CSV file to load').setInputFiles([y2016, y2015]);
  const joined = page.getByRole('region', { name: 'SPY-2015-YAHOOFINANCE.csv + SPY-2016-YAHOOFINANCE.csv' });
  const days = rows2015.length + rows2016.length - 1;
  await expect(joined).toContainText(`${days} rows from 2015-01-02 to 2016-12-30`);
  await expect(joined).toContainText('Dates read day first (13/01/2016), found in the file.');
  await expect(joined).toContainText('Joined 2 files into one history, sorted by date (1 date in two files');
  const keep = joined.getByRole('form', { name: 'Keep in the data library' });
  await expect(keep.getByRole('textbox', { name: 'Symbol' })).toHaveValue('SPY');
  await shots(page, 'data-joined-preview', joined);
  await keep.getByRole('textbox', { name: 'Symbol' }).fill('SPYJ');
  await keep.getByRole('button', { name: 'Keep in the data library' }).click();
  await expect(keep.getByRole('status')).toContainText(`Kept as SPYJ in the data library (${days} rows)`);
  await expect(library.getByRole('row', { name: /^SPYJ / })).toContainText('2015-01-02');

  await backtest(app, 'SPYJ', '2015-01-01', '2016-12-31');
  await backtest(app, 'WEEM', '2010-01-01', '2015-12-31');
});

test('an indicator kept on the Data screen is offered at once by the builder signal autocomplete', async ({
  app,
  page,
}) => {
  const vix = await sample('indicators/VIX.csv');
  // Date and a value: the VIX close, day-first dates and a thousands separator nowhere (an ordinary export).
  const lines = ['Date,Value', ...vix.slice(1, 400).map((l) => `${l.split(',')[0]},${l.split(',')[4]}`)];
  const path = await writeTemp('my fear gauge.csv', `${lines.join('\n')}\n`);

  await app.open('/strategy');
  await openBuilder(page);
  await app.goTo('Data');
  await page.getByRole('radio', { name: 'Indicator (Date, Value)' }).check();
  await dropFile(page.getByRole('region', { name: 'Drop an indicator CSV here' }), path);
  const panel = page.getByRole('region', { name: 'my fear gauge.csv' });
  await expect(panel).toContainText('Indicator series (Date, Value): 399 rows');
  const keep = panel.getByRole('form', { name: 'Keep in the data library' });
  await expect(keep.getByRole('textbox', { name: 'Symbol' })).toHaveValue('MY_FEAR_GAUGE');
  await keep.getByRole('button', { name: 'Keep in the data library' }).click();
  await expect(keep.getByRole('status')).toContainText('Kept as MY_FEAR_GAUGE');

  await app.goTo('Strategy');
  const builder = await openBuilder(page);
  const signal = builder.condition('Entry condition').getByRole('combobox', { name: 'Signal', exact: true });
  await signal.click();
  await signal.fill('MY_FEAR');
  await expect(page.getByRole('option', { name: /MY_FEAR_GAUGE/ }).first()).toBeVisible();
});
