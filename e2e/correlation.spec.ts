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

test('asset correlation: a heat map of the symbols with prices, the rest said plainly, a picked symbol added, stale results flagged', async ({
  app,
  page,
}) => {
  // Three runs, eight screenshots and a second tab: more than the default time on a busy machine.
  test.slow();
  await app.open('/correlation/assets');
  const panel = page.getByRole('region', { name: 'Asset correlation matrix' });
  const grid = panel.getByRole('table', { name: /^Correlation matrix of EFA, EEM, IEF, TLT, TIP, LQD, 2010/ });
  await expect(grid.getByRole('row')).toHaveCount(7);
  await expect(
    grid.getByRole('cell', { name: /^EEM and EFA: -?[01]\.\d\d over [\d,]+ common daily returns$/ }),
  ).toHaveText(COEFFICIENT);
  await expect(panel.getByRole('list', { name: 'Missing symbols' })).toHaveText(
    'No price data in this connection: IVV, IJH, IJR, SCZ, AGG, SHY, VNQ, GLD, DBC, HYG, USO, DXY',
  );
  await expect(panel.getByLabel('Coverage')).toHaveText(
    /^6 of the spec’s 18 symbols with prices · [\d,]+ common daily returns per pair$/,
  );
  await expect(
    panel.getByRole('img', { name: /^Colour scale of correlation: red at -1\.00 \(opposite\)/ }),
  ).toBeVisible();
  await screenshotBothSizes(page, 'correlation-assets');

  // A bundled symbol picked from the data library joins the universe; until run, the old results say they are stale.
  const form = page.getByRole('form', { name: 'Asset correlation settings' });
  await form.getByRole('combobox', { name: 'Add symbols' }).fill('AAPL');
  await page.keyboard.press('Enter');
  await expect(form.getByRole('button', { name: 'AAPL' })).toBeVisible();
  await expect(page.getByText('Inputs changed: run again to update these results.')).toBeVisible();
  await screenshotBothSizes(page, 'correlation-assets-stale');
  await form.getByRole('button', { name: 'Run asset correlation' }).click();
  await expect(page.getByText(/^Inputs changed/)).toHaveCount(0);
  const withAapl = panel.getByRole('table', { name: /^Correlation matrix of EFA, .*, LQD, AAPL, 2010/ });
  await expect(withAapl.getByRole('row')).toHaveCount(8);
  const aaplEfa = withAapl.getByRole('cell', { name: /^AAPL and EFA: -?[01]\.\d\d over [\d,]+ common daily returns$/ });
  await expect(aaplEfa).toHaveText(COEFFICIENT);
  await expect(panel.getByLabel('Coverage')).toHaveText(
    /, plus AAPL · [\d,]+ to [\d,]+ common daily returns per pair$/,
  );
  await expect(page).toHaveURL(/#\/correlation\/assets\?asset\.symbols=AAPL$/);
  await screenshotBothSizes(page, 'correlation-assets-aapl');

  // The address is the view: opened again from scratch (a bookmark), it shows the same matrix.
  const address = page.url();
  await page.goto('about:blank');
  await page.goto(address);
  await expect(panel.getByRole('table', { name: /^Correlation matrix of EFA, .*, LQD, AAPL, 2010/ })).toBeVisible({
    timeout: 45_000,
  });
  await expect(form.getByRole('button', { name: 'AAPL' })).toBeVisible();
});

test('a bookmarked address of each tab reopens the same view', async ({ app, page }) => {
  // Four views opened from their addresses, each computing: more than the default time on a busy machine.
  test.slow();
  await app.open('/correlation/symbols?sym.stock_comparison=AAPL,IBM&sym.roll_window=63&sym.start_date=2015-01-02');
  const symbols = page.getByRole('form', { name: 'Symbol correlation settings' });
  await expect(symbols.getByRole('textbox', { name: 'Rolling window (trading days)' })).toHaveValue('63');
  await expect(
    page.getByRole('img', { name: /^Rolling 63-day correlation of AAPL, IBM with SPX, 2015-\d\d-\d\d to 2018-05-11/ }),
  ).toBeVisible({ timeout: 45_000 });

  // The tab carries the address along: beta opens on the same inputs.
  await viewTab(page, 'Rolling beta').click();
  await expect(page).toHaveURL(/#\/correlation\/beta\?sym\./);
  await expect(page.getByRole('img', { name: /^Rolling 63-day beta of AAPL, IBM against SPX/ })).toBeVisible({
    timeout: 45_000,
  });

  // Changing an input dims the results and says so; Back would not lose what the address holds.
  const beta = page.getByRole('form', { name: 'Rolling beta settings' });
  await beta.getByRole('textbox', { name: 'Rolling window (trading days)' }).fill('126');
  await expect(page.getByText('Inputs changed: run again to update these results.')).toBeVisible();

  await app.open(
    '/correlation/pattern?pattern.referenceStartDate=2000-03-24&pattern.referenceEndDate=2002-10-09' +
      '&pattern.comparisonStartDate=2007-10-09&pattern.comparisonEndDate=2009-03-09',
  );
  const pattern = page.getByRole('form', { name: 'Pattern correlation settings' });
  await expect(pattern.getByLabel('Reference start date')).toHaveValue('2000-03-24');
  await expect(
    page
      .getByRole('region', { name: 'Price paths overlaid' })
      .getByRole('img', { name: /^SPX 2000-03-24 to 2002-10-09 and DJI 2007-10-09 to 2009-03-09/ }),
  ).toBeVisible({ timeout: 45_000 });
  await screenshotBothSizes(page, 'correlation-pattern-bookmark');

  await app.open('/correlation/assets?asset.start_date=2013-06-03&asset.symbols=SPY,AMZN');
  await expect(page.getByRole('form', { name: 'Asset correlation settings' }).getByLabel('Start date')).toHaveValue(
    '2013-06-03',
  );
  await expect(
    page.getByRole('table', { name: /^Correlation matrix of EFA, .*, LQD, SPY, AMZN, 2013-06-03 to 2016-06-30$/ }),
  ).toBeVisible({ timeout: 45_000 });
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
  // On a first visit the browser's data library is filled from the bundled samples before it lists them.
  await expect(chart).toBeVisible({ timeout: 45_000 });

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
