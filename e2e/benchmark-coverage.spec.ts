import { mkdir } from 'node:fs/promises';
import { expect, test } from './support/app.ts';
import { openBuilder } from './support/builder.ts';
import { dropFile, testDataPath } from './support/files.ts';
import { equityChart } from './support/results.ts';
import { SCREEN_SIZES, SCREENSHOT_DIR } from './support/screenshots.ts';

/*
 * A benchmark that covers only part of the strategy's window (docs/semantics.md, "Benchmark"): MSFT 1990-2022 against
 * the bundled SPX 2000-2020. The comparison says which dates it is over and reads the strategy over the same ones.
 */

test('a benchmark over part of the window is labelled with its common dates', async ({ app, page }) => {
  test.slow();
  await app.open('/strategy');
  const builder = await openBuilder(page);
  await builder.nameInput().fill('MSFT against part of SPX (e2e)');
  await builder.setAutocomplete(builder.form, 'Symbol', 'MSFT');
  await builder.setRuleType('Entry', 'SingleCondition');
  await builder.setCondition('Entry condition', { signal: 'RSI(14)', operator: 'CrossAbove', value: '30' });
  await builder.setRuleType('Exit', 'RiskControlOnly');
  await builder.setRisk({ stop: '8', take: '15', days: '30' });
  await builder.setDates('1990-01-01', '2022-12-31');
  await builder.setText(builder.form, 'Benchmark', 'SPX');
  await builder.runButton.click();
  await expect(page).toHaveURL(/#\/tasks\/[^/]+$/);
  const main = page.getByRole('main');
  await expect(main.getByLabel('Status: Finished')).toBeVisible({ timeout: 60_000 });

  const versus = main.getByRole('table', { name: 'Strategy against the benchmark SPX' });
  await expect(versus.getByRole('columnheader', { name: 'Strategy, common part' })).toBeVisible();
  await expect(versus.getByRole('row', { name: /^Total return/ })).toContainText('+97.53%');
  await expect(main.getByText(/SPX covers only part of the strategy's window/)).toBeVisible();
  await expect(main.getByText(/SPX covers only 2000-01-03 to 2020-04-17 of the strategy's dates/)).toBeVisible();
  await expect(equityChart(main)).toBeVisible();

  await mkdir(SCREENSHOT_DIR, { recursive: true });
  const section = main.getByRole('region', { name: 'Against the benchmark SPX' });
  for (const size of SCREEN_SIZES) {
    await page.setViewportSize(size);
    await section.scrollIntoViewIfNeeded();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${SCREENSHOT_DIR}benchmark-coverage-${size.width}x${size.height}.png` });
  }
});

test('in CSV mode a file under the benchmark’s symbol is the benchmark: one line', async ({ app, page }) => {
  test.slow();
  await app.open('/strategy');
  const builder = await openBuilder(page);
  await builder.setAutocomplete(builder.form, 'Symbol', 'SPX');
  await builder.openAccountSettings();
  await builder.setText(builder.form, 'Benchmark', 'SPX');
  await dropFile(
    page.getByRole('region', { name: 'Drop a CSV to test instantly' }),
    testDataPath('observablehq-plot/aapl.csv'),
  );
  const results = page.getByRole('region', { name: 'Instant results' });
  await expect(results.getByRole('status')).toHaveText(/^Updated in \d+ ms$/);
  const legend = equityChart(results).locator('xpath=..').getByRole('list', { name: 'Legend' });
  await expect(legend.getByText('Buy & hold SPX (benchmark)', { exact: true })).toBeVisible();
  await expect(legend.getByText('Benchmark SPX', { exact: true })).toHaveCount(0);
  // Every one of the file's dates: the bundled SPX ends in 2020 but lacks none of them, so the share alone cannot
  // tell; its return can, the file being Apple's closes (64.96 to 188.59: +190.30%), not SPX's.
  await expect(results.getByText(/^Over the ([\d,]+) of \1 dates \(100\.0%\) on which SPX has a bar\./)).toBeVisible();
  const versus = results.getByRole('table', { name: 'Strategy against the benchmark SPX' });
  await expect(versus.getByRole('row', { name: /^Total return/ })).toContainText('+190.30%');
});
