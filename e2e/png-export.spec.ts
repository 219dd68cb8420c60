import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/app.ts';
import { openRsiDip } from './support/builder.ts';

/*
 * A PNG from every analytics screen, on the bundled samples: each download is a real PNG (its signature and its IHDR
 * header read from the bytes), named `<screen>-<subject>-<view>.png`, and as large as the chart drawn on the page
 * times the export's scale: 2 for a recharts SVG (plus a 24 px line when the image carries the legend), the device
 * pixel ratio for a lightweight-charts canvas. A heat grid is drawn anew for its image, in fixed cells: its size
 * follows from its rows and columns.
 */

test.describe.configure({ mode: 'parallel' });

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const SLUG_PNG = /^[a-z0-9]+(-[a-z0-9]+)*\.png$/;

interface Png {
  name: string;
  width: number;
  height: number;
}

/** Clicks the button, and reads the file it saves: its name, and its size from the PNG's own header. */
async function downloadPng(page: Page, button: Locator): Promise<Png> {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const bytes = await readFile(await file.path());
  const name = file.suggestedFilename();
  expect([...bytes.subarray(0, 8)], `${name} starts with the PNG signature`).toEqual(SIGNATURE);
  // The first chunk: its length (4 bytes), its type "IHDR", then width and height as big-endian 32-bit integers.
  expect(bytes.subarray(12, 16).toString('ascii'), `${name} opens with its header chunk`).toBe('IHDR');
  await file.saveAs(test.info().outputPath(name));
  return { name, width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

function expectName(png: Png, expected: string | RegExp) {
  expect(png.name).toMatch(SLUG_PNG);
  if (typeof expected === 'string') expect(png.name).toBe(expected);
  else expect(png.name).toMatch(expected);
}

/** Within a pixel of the expected size (a box a fraction of a pixel wide is rounded). */
function expectSize(png: Png, width: number, height: number) {
  expect(Math.abs(png.width - width), `${png.name}: ${png.width} wide, expected ${width}`).toBeLessThanOrEqual(1);
  expect(Math.abs(png.height - height), `${png.name}: ${png.height} high, expected ${height}`).toBeLessThanOrEqual(1);
}

/** A recharts chart: the largest SVG in its box, twice its size, with 24 px more for a legend line. */
async function expectSvgChartPng(page: Page, chart: Locator, button: Locator, name: string | RegExp, legend: boolean) {
  await expect(chart.locator('svg.recharts-surface').first()).toBeVisible();
  const size = await chart.evaluate((box) => {
    const rects = [...box.querySelectorAll('svg')].map((s) => s.getBoundingClientRect());
    const r = rects.sort((a, b) => b.width * b.height - a.width * a.height)[0];
    return { width: r.width, height: r.height };
  });
  const png = await downloadPng(page, button);
  expectName(png, name);
  expectSize(png, Math.round(size.width * 2), Math.round((size.height + (legend ? 24 : 0)) * 2));
}

/** A lightweight-charts chart: its whole box (panes and axes) at the device pixel ratio. */
async function expectCanvasChartPng(page: Page, chart: Locator, button: Locator, name: string | RegExp) {
  await expect(chart.locator('canvas').first()).toBeVisible();
  const { width, height, ratio } = await chart.evaluate((box) => ({
    width: box.clientWidth,
    height: box.clientHeight,
    ratio: window.devicePixelRatio,
  }));
  const png = await downloadPng(page, button);
  expectName(png, name);
  expectSize(png, Math.round(width * ratio), Math.round(height * ratio));
}

/**
 * A heat grid's image: 8 px padding around a 30 px title, a 22 px header row, 26 px rows under a 64 px label column
 * of 60 px cells (at least the 240 px legend bar wide), and the 40 px legend; all at scale 2.
 */
async function expectHeatGridPng(page: Page, grid: Locator, button: Locator, name: string) {
  await expect(grid.getByRole('rowheader').first()).toBeVisible();
  const rows = await grid.getByRole('rowheader').count();
  const columns = await grid.getByRole('columnheader').count();
  const png = await downloadPng(page, button);
  expectName(png, name);
  expectSize(png, 2 * (16 + Math.max(64 + 60 * columns, 240)), 2 * (16 + 30 + 22 + 26 * rows + 40));
}

const TASK_DONE = { timeout: 120_000 };

test('seasonality and correlation: bar charts, heat maps and rolling lines as PNGs', async ({ app, page }) => {
  test.slow();
  await app.open('/seasonality');
  const results = page.getByRole('region', { name: 'Seasonality results' });
  await expect(results.getByRole('heading', { name: /^SPX, \d{4} to 2020$/ })).toBeVisible({ timeout: 60_000 });
  const weekday = results.getByRole('region', { name: 'Mean return by weekday' });
  await expectSvgChartPng(
    page,
    weekday.getByRole('img', { name: /^Bar chart of the mean daily return of SPX by weekday/ }),
    weekday.getByRole('button', { name: 'Download the chart by weekday as PNG' }),
    'seasonality-spx-by-weekday.png',
    true,
  );
  await results.getByRole('tab', { name: 'Day of month' }).click();
  const days = results.getByRole('region', { name: 'Average return by calendar day' });
  await expectHeatGridPng(
    page,
    days.getByRole('table'),
    days.getByRole('button', { name: 'Download the heat map as PNG' }),
    'seasonality-spx-by-day-of-month.png',
  );

  await app.open('/correlation');
  await page.getByRole('button', { name: 'Run correlation' }).click();
  const matrix = page.getByRole('region', { name: 'Correlation matrix' });
  const grid = matrix.getByRole('table', { name: /^Correlation matrix of SPX, AAPL, AMZN, GOOG, IBM/ });
  await expect(grid.getByRole('row')).toHaveCount(6);
  await expectHeatGridPng(
    page,
    grid,
    matrix.getByRole('button', { name: 'Download the correlation matrix as PNG' }),
    'correlation-spx-matrix.png',
  );
  const rolling = page.getByRole('region', { name: 'Rolling correlation' });
  await expectCanvasChartPng(
    page,
    rolling.getByRole('img', { name: /^Rolling 21-day correlation of / }),
    rolling.getByRole('button', { name: 'Download the rolling correlation chart as PNG' }),
    'correlation-spx-rolling-correlation.png',
  );

  await app.open('/correlation/beta');
  await page.getByRole('button', { name: 'Run beta' }).click();
  const beta = page.getByRole('region', { name: 'Rolling beta' });
  await expectCanvasChartPng(
    page,
    beta.getByRole('img', { name: /^Rolling \d+-day beta of / }),
    beta.getByRole('button', { name: 'Download the rolling beta chart as PNG' }),
    'correlation-spx-rolling-beta.png',
  );
});

test('pattern matching and the scanner: an SVG fan and canvas price charts as PNGs', async ({ app, page }) => {
  test.slow();
  await app.open('/cpm');
  const form = page.getByRole('form', { name: 'Pattern matching settings' });
  await form.getByRole('radio', { name: 'Ascending channel' }).check();
  await form.getByRole('button', { name: 'Run pattern match' }).click();
  await expect(page.getByRole('region', { name: 'Summary figures' })).toBeVisible(TASK_DONE);
  const fan = page.getByRole('region', { name: 'What followed the matches' });
  await expectSvgChartPng(
    page,
    fan.getByRole('img', { name: /^Paths after / }),
    fan.getByRole('button', { name: 'Download the paths after the matches as PNG' }),
    'patterns-spx-after-matches.png',
    true,
  );

  await app.open('/scanner?date=2016-06-24');
  await expect(page.getByRole('heading', { name: 'Picks of 2016-06-24' })).toBeVisible({ timeout: 60_000 });
  await page
    .getByRole('table', { name: 'Picks' })
    .getByRole('row', { name: /^AAPL 2016-06-24 LowPoints Short/ })
    .click();
  const drawer = page.getByRole('dialog', { name: 'AAPL' });
  await expectCanvasChartPng(
    page,
    drawer.getByRole('img', { name: /^AAPL close from .* the LowPoints signal marked on 2016-06-24/ }),
    drawer.getByRole('button', { name: 'Download the price chart as PNG' }),
    'scanner-aapl-lowpoints-2016-06-24.png',
  );
});

test('the scanner backtest, options and the signal study: equity, payoff and average path as PNGs', async ({
  app,
  page,
}) => {
  test.slow();
  await app.open('/scanner-backtest');
  await page.getByRole('form', { name: 'Scanner backtest settings' }).getByLabel('Daily limit (trades)').fill('2');
  await page.getByRole('button', { name: 'Run scanner backtest' }).click();
  const equity = page.getByRole('region', { name: 'Portfolio equity' });
  await expect(equity.getByRole('img', { name: /^Line chart of the portfolio equity/ })).toBeVisible(TASK_DONE);
  await expectCanvasChartPng(
    page,
    equity.getByRole('img', { name: /^Line chart of the portfolio equity/ }),
    equity.getByRole('button', { name: 'Download the equity chart as PNG' }),
    'scanner-backtest-stocks-equity.png',
  );

  await app.open('/options');
  await page.getByRole('table', { name: 'Put opportunities' }).locator('tbody tr').first().click();
  const payoff = page.getByRole('region', { name: 'Payoff at expiry' });
  await expectSvgChartPng(
    page,
    payoff.getByRole('img', { name: /^Payoff at expiry of a sold / }),
    payoff.getByRole('button', { name: 'Download the payoff chart as PNG' }),
    /^options-[a-z]+-payoff-\d+(-\d+)?-put-\d{4}-\d\d-\d\d\.png$/,
    false,
  );

  await app.open('/strategy');
  await openRsiDip(page);
  const research = page.getByRole('region', { name: 'Research' });
  await research.getByRole('tab', { name: 'Signal study' }).click();
  const study = research.getByRole('tabpanel', { name: 'Signal study' });
  await study.getByRole('button', { name: 'Run signal study' }).click();
  await expectSvgChartPng(
    page,
    study.getByRole('img', { name: /^Average path after the signals against all days/ }),
    study.getByRole('button', { name: 'Download the average path as PNG' }),
    'signal-study-spx-average-path.png',
    true,
  );
});
