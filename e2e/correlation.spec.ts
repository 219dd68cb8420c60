import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/app.ts';
import { screenshotBothSizes } from './support/screenshots.ts';

/*
 * The Correlation screen on the bundled samples, in the browser's worker: the symbol matrix and rolling correlation,
 * rolling beta with its classes, the asset universe's grid, and pattern similarity with windows dragged on a chart.
 */

test.describe.configure({ mode: 'parallel' });

const COEFFICIENT = /^-?[01]\.\d\d$/;

function viewTab(page: Page, name: string): Locator {
  return page.getByRole('tablist', { name: 'Correlation views' }).getByRole('tab', { name });
}

test('symbol correlation: a heat map with values, rolling lines over the benchmark price, CSV, and a ticker without data', async ({
  app,
  page,
}) => {
  await app.open('/correlation');
  await expect(page).toHaveURL(/#\/correlation\/symbols$/);
  await expect(viewTab(page, 'Symbol correlation')).toHaveAttribute('aria-selected', 'true');
  const form = page.getByRole('form', { name: 'Symbol correlation settings' });
  await form.getByRole('button', { name: 'Run correlation' }).click();

  const matrix = page.getByRole('region', { name: 'Correlation matrix' });
  const grid = matrix.getByRole('table', { name: /^Correlation matrix of SPX, AAPL, AMZN, GOOG, IBM/ });
  await expect(grid.getByRole('row')).toHaveCount(6);
  await expect(grid.getByRole('cell', { name: 'SPX, SPX: 1.00' })).toHaveText('1.00');
  const spxAapl = grid.getByRole('cell', { name: /^SPX, AAPL: / });
  await expect(spxAapl).toHaveText(COEFFICIENT);
  expect(Number(await spxAapl.innerText())).toBeGreaterThan(0.3);

  const rolling = page.getByRole('region', { name: 'Rolling correlation' });
  await expect(
    rolling.getByRole('img', {
      name: /^Rolling 21-day correlation of AAPL, AMZN, GOOG, IBM with SPX, 2014-\d\d-\d\d to 2018-05-11/,
    }),
  ).toBeVisible();
  await expect(rolling.locator('canvas').first()).toBeVisible();
  await expect(rolling.getByRole('list', { name: 'Legend' })).toHaveText(/AAPL.*AMZN.*GOOG.*IBM.*SPX price/);
  await screenshotBothSizes(page, 'correlation-symbols');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    matrix.getByRole('button', { name: 'Download Correlation matrix as CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('correlation-matrix-SPX-2014-01-01-to-2018-05-11.csv');
  const csv = (await readFile(await download.path(), 'utf8')).trim().split('\r\n');
  expect(csv[0]).toBe('Symbol,SPX,AAPL,AMZN,GOOG,IBM');
  expect(csv).toHaveLength(6);
  expect(csv[1]).toMatch(/^SPX,1,0\.\d+,/);

  // The same form on the beta tab; a symbol the library does not have gets a message naming it and the field.
  await viewTab(page, 'Rolling beta').click();
  await expect(page).toHaveURL(/#\/correlation\/beta$/);
  const betaForm = page.getByRole('form', { name: 'Rolling beta settings' });
  await betaForm.getByRole('combobox', { name: 'Compare with' }).fill('nope');
  await betaForm.getByRole('button', { name: 'Run beta' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Not enough data');
  await expect(alert).toContainText('Compare with: no price data for NOPE');
  await expect(betaForm.getByRole('button', { name: 'NOPE' })).toBeVisible();
  await expect(betaForm.getByText("NOPE is not in this browser's data library")).toBeVisible();
  await screenshotBothSizes(page, 'correlation-no-data');
});

test('rolling beta: lines with reference lines at 0 and 1, and the latest class of each symbol', async ({
  app,
  page,
}) => {
  await app.open('/correlation/beta');
  await page.getByRole('button', { name: 'Run beta' }).click();
  const latest = page.getByRole('table', { name: 'Latest beta by symbol' });
  await expect(latest.getByRole('row')).toHaveCount(5);
  for (const symbol of ['AAPL', 'AMZN', 'GOOG', 'IBM']) {
    const row = latest.getByRole('row', { name: new RegExp(`^${symbol} `) });
    await expect(row).toContainText(/(Aggressive|Defensive|Inverse)/);
    await expect(row).toContainText('2018-05-11');
  }
  const rolling = page.getByRole('region', { name: 'Rolling beta' });
  await expect(
    rolling.getByRole('img', { name: /^Rolling 21-day beta of AAPL, AMZN, GOOG, IBM against SPX/ }),
  ).toBeVisible();
  await expect(rolling.getByRole('list', { name: 'Legend' })).toHaveText(/Beta 1.*Beta 0.*SPX price/);
  await screenshotBothSizes(page, 'correlation-beta');
});

test('asset correlation: the 18 x 18 grid with missing symbols greyed and why, and the observations', async ({
  app,
  page,
}) => {
  await app.open('/correlation/assets');
  await page.getByRole('button', { name: 'Run asset correlation' }).click();
  const panel = page.getByRole('region', { name: 'Asset correlation matrix' });
  const grid = panel.getByRole('table', { name: /^Correlation matrix of the asset universe/ });
  await expect(grid.getByRole('row')).toHaveCount(19);
  await expect(grid.getByRole('cell', { name: /^EEM and EFA: / })).toHaveText(COEFFICIENT);
  await expect(grid.getByRole('cell', { name: /^IVV and EEM: no value \(IVV: no price data/ })).toHaveText('–');
  await expect(grid.getByRole('rowheader', { name: 'IVV (no data)' })).toBeVisible();
  await expect(panel.getByRole('list', { name: 'Missing symbols' })).toContainText('IVV, IJH, IJR');
  await expect(panel.getByLabel('Coverage')).toHaveText(/^6 of 18 symbols with prices · [\d,]+ observations/);
  await screenshotBothSizes(page, 'correlation-assets');
});

test('pattern correlation: a window dragged on the price chart, the score in words, both paths overlaid', async ({
  app,
  page,
}) => {
  await app.open('/correlation/pattern');
  const form = page.getByRole('form', { name: 'Pattern correlation settings' });
  const start = form.getByLabel('Reference start date');
  const end = form.getByLabel('Reference end date');
  const chart = form.getByRole('img', { name: /^SPX close from 2000-01-03 to 2020-04-17/ });
  await expect(chart).toBeVisible();

  // Drag over the middle fifth of the 2000-2020 history: a window of some four years around 2010.
  const box = (await chart.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.4, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.5, box.y + box.height / 2, { steps: 5 });
  await page.mouse.move(box.x + box.width * 0.6, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await page.mouse.move(0, 0);
  await expect(start).toHaveValue(/^200[7-9]-/);
  await expect(end).toHaveValue(/^201[1-3]-/);

  await start.fill('2008-09-01');
  await end.fill('2009-03-31');
  await form.getByRole('button', { name: 'Compare patterns' }).click();
  const score = page.getByRole('region', { name: 'Pattern similarity' });
  await expect(score.getByLabel(/^Score \d+ out of 100$/)).toBeVisible();
  await expect(score).toContainText(/(very similar|similar|somewhat similar|weakly similar|not similar)/i);
  const overlay = page.getByRole('region', { name: 'Price paths overlaid' });
  await expect(
    overlay.getByRole('img', { name: /^SPX 2008-09-01 to 2009-03-31 and DJI 2020-01-02 to 2020-03-12/ }),
  ).toBeVisible();
  await expect(overlay.locator('.recharts-line')).toHaveCount(2);
  await screenshotBothSizes(page, 'correlation-pattern');

  await overlay.getByRole('button', { name: 'Table' }).click();
  const firstRow = overlay.getByRole('table', { name: 'Price paths overlaid: table' }).getByRole('row').nth(1);
  await expect(firstRow).toHaveText(/^0\.02008-09-02100\.00100\.00$/);
});
