import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from '@playwright/test';
import { expect, test } from './support/app.ts';
import { expectNoSeriousAxeFindings } from './support/axe.ts';
import { openBuilder } from './support/builder.ts';
import { dropFile, testDataPath } from './support/files.ts';
import { equityChart, tradeRows, tradeTable } from './support/results.ts';
import { screenshotBothSizes } from './support/screenshots.ts';

/*
 * The result as a tearsheet (src/ui/backtest-result): against the benchmark, equity on a log scale with the worst
 * drawdowns, monthly returns as a heat map that is a table, annual returns, the price chart following the trade
 * table, and PNG and CSV downloads. Once on a task's page, once in the builder's CSV mode.
 */

test.describe.configure({ mode: 'parallel' });

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

async function download(page: Page, button: Locator): Promise<Download> {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return file;
}

async function expectPng(file: Download, name: string) {
  expect(file.suggestedFilename()).toBe(name);
  const bytes = await readFile(await file.path());
  expect([...bytes.subarray(0, 8)], `${name} is a PNG`).toEqual(PNG_SIGNATURE);
  expect(bytes.length, `${name} holds a picture`).toBeGreaterThan(2000);
  // Kept beside the test's other output, to be looked at.
  await file.saveAs(test.info().outputPath(name));
}

/** The dates of "Showing A to B." in the price chart's accessible description. */
async function shownSpan(chart: Locator): Promise<[string, string]> {
  const description = (await chart.getAttribute('aria-describedby')) ?? '';
  const text = (await chart.page().locator(`[id="${description}"]`).textContent()) ?? '';
  const m = /Showing (\d{4}-\d{2}-\d{2}) to (\d{4}-\d{2}-\d{2})\./.exec(text);
  if (!m) throw new Error(`no visible span in "${text}"`);
  return [m[1], m[2]];
}

const days = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

/** Clicking a trade's row zooms the price chart to it (a span of weeks around entry..exit) and shades it. */
async function expectTradeClickMovesPrice(scope: Locator, priceName: RegExp) {
  const price = scope.getByRole('img', { name: priceName });
  await expect(price.locator('canvas').first()).toBeVisible();
  await expect(price).toHaveAccessibleDescription(/Showing \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}\./);
  const [wholeFrom, wholeTo] = await shownSpan(price);
  expect(days(wholeFrom, wholeTo), 'the whole window is shown first').toBeGreaterThan(365);

  const row = tradeRows(scope).nth(2);
  const entry = (await row.getByRole('cell').nth(1).textContent()) ?? '';
  const exit = (await row.getByRole('cell').nth(2).textContent()) ?? '';
  const number = (await row.getByRole('cell').nth(0).textContent())?.trim() ?? '';
  // A click anywhere on the row, not only on its number's button.
  await row.getByRole('cell').nth(3).click();
  await expect(scope.getByRole('button', { name: `Show trade ${number} on the price chart` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(price).toHaveAccessibleDescription(new RegExp(`^Trade ${number} shaded, ${entry} to ${exit}\\.`));
  await expect
    .poll(async () => {
      const [from, to] = await shownSpan(price);
      return from <= entry && to >= exit && days(from, to) < 200;
    }, 'the chart shows the trade with some bars either side')
    .toBe(true);
  const legend = price.locator('xpath=..').getByRole('list', { name: 'Legend' });
  await expect(legend).toContainText(`Trade ${number}`);
}

async function expectFilters(scope: Locator) {
  const all = await tradeRows(scope).count();
  await scope.getByRole('group', { name: 'Filter the trades' }).getByRole('button', { name: 'Winners' }).click();
  const returns = await tradeRows(scope).locator('td:nth-child(6)').allTextContents();
  expect(returns.length).toBeGreaterThan(0);
  for (const r of returns) expect(r, 'a winner gained').toMatch(/^\+/);
  await scope.getByRole('group', { name: 'Filter the trades' }).getByRole('button', { name: 'All' }).click();
  await expect(tradeRows(scope)).toHaveCount(all);
}

test('a task result reads as a tearsheet against its benchmark, with PNGs and CSVs', async ({ app, page }) => {
  // Build, run, then many charts and downloads and a screenshot pair.
  test.slow();
  await app.open('/strategy');
  const builder = await openBuilder(page);
  await builder.nameInput().fill('Tearsheet RSI (e2e)');
  await builder.setAutocomplete(builder.form, 'Symbol', 'SPX');
  await builder.setRuleType('Entry', 'SingleCondition');
  await builder.setCondition('Entry condition', { signal: 'RSI(14)', operator: 'CrossAbove', value: '30' });
  await builder.setRuleType('Exit', 'RiskControlOnly');
  await builder.setRisk({ stop: '5', take: '10', days: '21' });
  await builder.setDates('2010-01-01', '2015-12-31');
  await builder.setText(builder.form, 'Benchmark', 'DJI');
  await builder.runButton.click();
  await expect(page).toHaveURL(/#\/tasks\/[^/]+$/);
  const main = page.getByRole('main');
  await expect(main.getByLabel('Status: Finished')).toBeVisible({ timeout: 30_000 });

  // Against the benchmark: its figures beside the strategy's, and its line on the equity chart, named.
  const versus = main.getByRole('table', { name: 'Strategy against the benchmark DJI' });
  await expect(versus).toBeVisible();
  await expect(versus.getByRole('rowheader', { name: 'Beta' })).toBeVisible();
  await expect(versus.getByRole('columnheader', { name: 'Benchmark DJI' })).toBeVisible();
  const equity = equityChart(main);
  await expect(equity).toHaveAccessibleName(/against buy and hold of SPX and the benchmark DJI/);
  const equityLegend = equity.locator('xpath=..').getByRole('list', { name: 'Legend' });
  await expect(equityLegend.getByText('Benchmark DJI', { exact: true })).toBeVisible();
  await expect(equityLegend.getByText('Buy & hold SPX', { exact: true })).toBeVisible();

  // The log switch, labelled.
  const log = main.getByRole('switch', { name: 'Log scale' });
  await expect(log).toBeVisible();
  await log.click();
  await expect(log).toBeChecked();
  await expect(equity).toHaveAccessibleName(/Logarithmic price scale\.$/);

  // Monthly returns: a real table with a caption, months across and years down.
  const heat = main.getByRole('table', { name: /^Monthly returns of the strategy in percent/ });
  await expect(heat).toBeVisible();
  await expect(heat.getByRole('columnheader', { name: 'Jan', exact: true })).toBeVisible();
  await expect(heat.getByRole('columnheader', { name: 'Dec', exact: true })).toBeVisible();
  for (const year of ['2010', '2015']) await expect(heat.getByRole('rowheader', { name: year })).toBeVisible();
  await expect(heat.getByRole('rowheader')).toHaveCount(6);

  // The deepest drawdowns; one clicked is shaded on the equity chart.
  const drawdowns = main.getByRole('table', { name: 'Top 5 drawdowns' });
  await expect(drawdowns).toBeVisible();
  await expect(drawdowns.getByRole('row')).toHaveCount(6);
  const peak = (await drawdowns.getByRole('row').nth(1).getByRole('cell').nth(1).textContent()) ?? '';
  await drawdowns.getByRole('row').nth(1).click();
  await expect(equity).toHaveAccessibleName(new RegExp(`Shaded: Drawdown 1, ${peak} to \\d{4}-\\d{2}-\\d{2}\\.`));

  await expect(
    main.getByRole('img', { name: /^Annual returns of the strategy against the benchmark DJI, 2010 to 2015/ }),
  ).toBeVisible();

  await expectTradeClickMovesPrice(main, /^Price of SPX from 2010-01-04 to 2015-12-31/);
  await expectFilters(main);
  await screenshotBothSizes(page, 'tearsheet');
  await expectNoSeriousAxeFindings(page, 'the tearsheet of a task');

  // PNG of a canvas chart, of an SVG chart and of the heat map; CSV of the tables.
  await expectPng(
    await download(page, main.getByRole('button', { name: 'Download the equity chart as PNG' })),
    'backtest-spx-daily-equity.png',
  );
  await expectPng(
    await download(page, main.getByRole('button', { name: 'Download the annual returns chart as PNG' })),
    'backtest-spx-daily-annual-returns.png',
  );
  await expectPng(
    await download(page, main.getByRole('button', { name: 'Download the monthly returns heat map as PNG' })),
    'backtest-spx-daily-monthly-returns.png',
  );
  const monthly = await download(page, main.getByRole('button', { name: 'Download the monthly returns as CSV' }));
  expect(monthly.suggestedFilename()).toBe('SPX-Daily-monthly-returns.csv');
  const lines = (await readFile(await monthly.path(), 'utf8')).trim().split(/\r?\n/);
  expect(lines[0]).toBe('Year,Jan,Feb,Mar,Apr,May,Jun,Jul,Aug,Sep,Oct,Nov,Dec,Year total');
  expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(['2010', '2011', '2012', '2013', '2014', '2015']);
  const dd = await download(page, main.getByRole('button', { name: 'Download the drawdowns as CSV' }));
  expect((await readFile(await dd.path(), 'utf8')).trim().split(/\r?\n/)).toHaveLength(6);
  // The comparison's columns say what they hold: the file has no note around it.
  const vs = await download(page, main.getByRole('button', { name: 'Download the benchmark comparison as CSV' }));
  expect(vs.suggestedFilename()).toBe('SPX-Daily-vs-DJI.csv');
  // trim() drops the byte-order mark too.
  const vsLines = (await readFile(await vs.path(), 'utf8')).trim().split(/\r?\n/);
  expect(vsLines[0]).toBe('Figure,Strategy on SPX,Benchmark DJI');
  expect(vsLines[1]).toMatch(/^Total return \(%\),-?\d/);
  await expect(tradeTable(main)).toBeVisible();
});

test('the same tearsheet shows for a CSV run in the builder', async ({ app, page }) => {
  test.slow();
  await app.open('/strategy');
  const builder = await openBuilder(page);
  await builder.setAutocomplete(builder.form, 'Symbol', 'MSFT');
  await dropFile(
    page.getByRole('region', { name: 'Drop a CSV to test instantly' }),
    testDataPath('observablehq-plot/aapl.csv'),
  );
  const results = page.getByRole('region', { name: 'Instant results' });
  await expect(results.getByRole('status')).toHaveText(/^Updated in \d+ ms$/);

  const equity = equityChart(results);
  await expect(equity.locator('canvas').first()).toBeVisible();
  const equityLegend = equity.locator('xpath=..').getByRole('list', { name: 'Legend' });
  await expect(equityLegend.getByText('Buy & hold MSFT', { exact: true })).toBeVisible();
  // The default benchmark, SPX, from the bundled samples: its figures, or the note saying why there are none.
  await expect(
    results.getByRole('table', { name: 'Strategy against the benchmark SPX' }).or(results.getByRole('note')),
  ).toBeVisible();
  await expect(results.getByRole('switch', { name: 'Log scale' })).toBeVisible();
  const heat = results.getByRole('table', { name: /^Monthly returns of the strategy in percent/ });
  await expect(heat).toBeVisible();
  await expect(heat.getByRole('rowheader', { name: '2013' })).toBeVisible();
  await expect(heat.getByRole('rowheader', { name: '2018' })).toBeVisible();
  await expect(results.getByRole('table', { name: /drawdowns?$/ })).toBeVisible();

  await expectTradeClickMovesPrice(results, /^Price of MSFT from 2013-05-13 to 2018-05-11/);
  await screenshotBothSizes(page, 'tearsheet-csv-mode');
  await expectNoSeriousAxeFindings(page, 'the tearsheet in CSV mode');
  await expectPng(
    await download(page, results.getByRole('button', { name: 'Download the price chart as PNG' })),
    'backtest-msft-price.png',
  );
  const trades = await download(page, results.getByRole('button', { name: 'Download CSV' }));
  expect(trades.suggestedFilename()).toBe('MSFT-Daily-trades.csv');
});
