import { expect, test } from './support/app.ts';
import type { App } from './support/app.ts';
import { openBuilder } from './support/builder.ts';
import { dropFile, testDataPath } from './support/files.ts';
import { expectResultWithTrades, figure } from './support/results.ts';
import { screenshotBothSizes } from './support/screenshots.ts';

/*
 * CSV mode: a real price file of the test data (src/testing/data), dropped on the builder (or loaded on the Data screen and sent to
 * the builder), backtested in the worker as the rules change. No task is queued for it.
 */

test.describe.configure({ mode: 'parallel' });

async function expectNoTasks(app: App) {
  await app.goTo('Tasks');
  await expect(app.page.getByRole('heading', { name: 'No backtests yet' })).toBeVisible();
  await expect(app.page.getByRole('table', { name: 'Backtest tasks, newest first' })).toHaveCount(0);
}

test('a CSV dropped on the builder is backtested at once, redraws as a rule changes, and queues no task', async ({
  app,
  page,
}) => {
  // Two screens, two screenshots and a reload.
  test.slow();
  await app.open('/strategy');
  const builder = await openBuilder(page);
  // The analyst's own symbol: the file is only the file's label, never the Symbol.
  await builder.setAutocomplete(builder.form, 'Symbol', 'MSFT');
  const dropArea = page.getByRole('region', { name: 'Drop a CSV to test instantly' });
  await dropFile(dropArea, testDataPath('observablehq-plot/aapl.csv'));

  await expect(page.getByRole('alert').filter({ hasText: 'Running on aapl.csv' })).toContainText(
    'aapl.csv, 1,260 daily bars, 2013-05-13 to 2018-05-11',
  );
  await expect(builder.symbolInput()).toHaveValue('MSFT');
  await expect(builder.runButton).toHaveCount(0);
  await expect(dropArea).toHaveCount(0);

  const results = page.getByRole('region', { name: 'Instant results' });
  await expect(results.getByRole('heading', { name: 'Instant backtest of aapl.csv' })).toBeVisible();
  const trades = await expectResultWithTrades(results);
  // The result is the user's symbol run on the file's bars.
  await expect(results.getByRole('img', { name: /^Price of MSFT from 2013-05-13 to 2018-05-11/ })).toBeVisible();
  await expect(results.getByRole('status')).toHaveText(/^Updated in \d+ ms$/);
  await builder.expectCodes('Entry', ['TI:RSI(14);IDS:EO20/EP80;SC:SV/3/30']);
  await screenshotBothSizes(page, 'strategy-csv-mode');

  // A different threshold: new codes, new trades, new figures, without a click.
  const before = await results.getByRole('region', { name: 'Performance figures' }).innerText();
  await builder.setCondition('Entry condition', { value: '45' });
  await builder.expectCodes('Entry', ['TI:RSI(14);IDS:EO20/EP80;SC:SV/3/45']);
  await expect(results.getByRole('region', { name: 'Performance figures' })).not.toHaveText(before);
  await expect(figure(results, 'Total Trades')).not.toHaveText(String(trades));
  await expectResultWithTrades(results);
  const updated = Number((await results.getByRole('status').innerText()).match(/\d+/)?.[0]);
  test.info().annotations.push({ type: 'CSV re-run on 1,260 rows', description: `${updated} ms` });
  expect(updated, 'the redraw after a rule change, in ms').toBeLessThan(3000);

  // Nothing was queued: the Tasks screen is still empty.
  await expectNoTasks(app);

  // Back in the builder the file is still in use, until the analyst stops using it; the Symbol stays theirs.
  await app.goTo('Strategy');
  await expect(page.getByRole('alert').filter({ hasText: 'Running on aapl.csv' })).toBeVisible();
  await expect(figure(results, 'Total Trades')).toHaveText(/\d/);
  await page.getByRole('button', { name: 'Stop using this CSV' }).click();
  await expect(results).toHaveCount(0);
  await expect(builder.symbolInput()).toHaveValue('MSFT');
  await expect(builder.runButton).toBeEnabled();
  await expect(page.getByRole('region', { name: 'Drop a CSV to test instantly' })).toBeVisible();

  // A reload keeps CSV mode (the file is kept in IndexedDB) and the Symbol; once stopped, a reload does not bring it back.
  await dropFile(
    page.getByRole('region', { name: 'Drop a CSV to test instantly' }),
    testDataPath('observablehq-plot/aapl.csv'),
  );
  await expect(results.getByRole('status')).toHaveText(/^Updated in \d+ ms$/);
  await builder.setCondition('Entry condition', { value: '40' });
  await expect(results.getByRole('status')).toHaveText(/^Updated in \d+ ms$/);
  const kept = await figure(results, 'Total Trades').innerText();
  await page.reload();
  await app.ready();
  const reloaded = await openBuilder(page);
  await expect(reloaded.symbolInput()).toHaveValue('MSFT');
  await expect(page.getByRole('alert').filter({ hasText: 'Running on aapl.csv' })).toContainText(
    'aapl.csv, 1,260 daily bars, 2013-05-13 to 2018-05-11',
  );
  await reloaded.expectCodes('Entry', ['TI:RSI(14);IDS:EO20/EP80;SC:SV/3/40']);
  await expect(figure(results, 'Total Trades')).toHaveText(kept);
  await page.getByRole('button', { name: 'Stop using this CSV' }).click();
  await page.reload();
  await app.ready();
  await openBuilder(page);
  await expect(page.getByRole('region', { name: 'Drop a CSV to test instantly' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Running on' })).toHaveCount(0);
});

test('the live chart keeps the range the analyst zoomed to when a rule changes', async ({ app, page }) => {
  await app.open('/strategy');
  const builder = await openBuilder(page);
  await dropFile(
    page.getByRole('region', { name: 'Drop a CSV to test instantly' }),
    testDataPath('observablehq-plot/aapl.csv'),
  );
  const results = page.getByRole('region', { name: 'Instant results' });
  const chart = results.getByRole('img', { name: /^Equity of the strategy against buy and hold/ });
  await expect(chart.locator('canvas').first()).toBeVisible();

  // The time axis is the last row of the chart's table; its canvas is read as brightness per pixel.
  const axisCanvas = chart.locator('table tr').last().locator('canvas').first();
  const axisPixels = () =>
    axisCanvas.evaluate((canvas: HTMLCanvasElement) => {
      const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
      const out: number[] = [];
      for (let i = 0; i < data.length; i += 4) out.push(data[i] + data[i + 1] + data[i + 2]);
      return out;
    });
  /** The share of pixels that differ clearly (anti-aliasing aside). */
  const differ = (a: number[], b: number[]) =>
    a.length !== b.length ? 1 : a.filter((v, i) => Math.abs(v - b[i]) > 90).length / a.length;

  const fitted = await axisPixels();
  // Zoom in with the wheel over the chart, then take the pointer away (no crosshair label on the axis).
  const box = (await chart.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 3);
  for (let i = 0; i < 6; i++) await page.mouse.wheel(0, -300);
  await page.mouse.move(0, 0);
  await expect.poll(async () => differ(await axisPixels(), fitted)).toBeGreaterThan(0.005);
  await page.waitForTimeout(300);
  const zoomed = await axisPixels();

  const before = await results.getByRole('region', { name: 'Performance figures' }).innerText();
  await builder.setCondition('Entry condition', { value: '45' });
  await expect(results.getByRole('region', { name: 'Performance figures' })).not.toHaveText(before);
  await page.waitForTimeout(500);
  // The same dates on the axis: the re-run drew the new equity into the range the analyst was looking at.
  expect(differ(await axisPixels(), zoomed), 'pixels of the time axis changed by the re-run').toBeLessThan(0.002);
});

test('a CSV loaded on the Data screen is previewed, kept, and backtested in the builder without a task', async ({
  app,
  page,
}) => {
  await app.open('/data');
  await page.getByLabel('CSV file to load').setInputFiles(testDataPath('observablehq-plot/goog.csv'));

  const preview = page.getByRole('region', { name: 'goog.csv' });
  await expect(preview).toContainText('1,260 rows from 2013-05-13 to 2018-05-11');
  await expect(
    preview.getByRole('img', { name: 'Line chart of the close price from 2013-05-13 to 2018-05-11' }),
  ).toBeVisible();
  await expect(preview.getByRole('table', { name: 'First rows of goog.csv' }).getByRole('row').nth(1)).toContainText(
    '2013-05-13',
  );
  await expect(preview.getByRole('list', { name: 'Extra columns' })).toContainText('Adj Close');

  // Keep it under a symbol of one's own: the library lists it as the user's file.
  const keep = preview.getByRole('form', { name: 'Keep in the data library' });
  await expect(keep.getByRole('textbox', { name: 'Symbol' })).toHaveValue('GOOG');
  await keep.getByRole('textbox', { name: 'Symbol' }).fill('googcsv');
  await expect(keep.getByRole('textbox', { name: 'Symbol' })).toHaveValue('GOOGCSV');
  await keep.getByRole('button', { name: 'Keep in the data library' }).click();
  await expect(keep.getByRole('status')).toContainText('Kept as GOOGCSV in the data library (1,260 rows)');
  const library = page.getByRole('table', { name: 'Data library' });
  await expect(library.getByRole('row').filter({ hasText: 'GOOGCSV' })).toContainText('Your file');
  await screenshotBothSizes(page, 'data-preview');

  await preview.getByRole('button', { name: 'Backtest it in the builder' }).click();
  await expect(page).toHaveURL(/#\/strategy$/);
  await app.ready();
  const builder = await openBuilder(page);
  await expect(page.getByRole('alert').filter({ hasText: 'Running on goog.csv' })).toBeVisible();
  // The file's name is its label; the Symbol is the builder's own (its default here).
  await expect(builder.symbolInput()).not.toHaveValue('GOOG');
  const results = page.getByRole('region', { name: 'Instant results' });
  await expect(results.getByRole('heading', { name: 'Instant backtest of goog.csv' })).toBeVisible();
  await expectResultWithTrades(results);

  await expectNoTasks(app);
});
