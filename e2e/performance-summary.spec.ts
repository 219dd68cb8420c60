import { mkdir } from 'node:fs/promises';
import { expect, test } from './support/app.ts';
import { openBuilder } from './support/builder.ts';
import { SCREEN_SIZES, SCREENSHOT_DIR, screenshotBothSizes } from './support/screenshots.ts';

/*
 * Standard figures (issue 31): the result page's performance summary in currency, all / long / short, the trade
 * list's running P&L, and the option scanner's annualised EV over 365 calendar days, at a laptop's and a phone's size.
 */

test('a result shows the performance summary, and the trade list its running P&L', async ({ app, page }) => {
  test.slow();
  await app.open('/strategy');
  const builder = await openBuilder(page);
  await builder.nameInput().fill('Summary RSI (e2e)');
  await builder.setAutocomplete(builder.form, 'Symbol', 'SPX');
  await builder.setRuleType('Entry', 'SingleCondition');
  await builder.setCondition('Entry condition', { signal: 'RSI(14)', operator: 'CrossAbove', value: '30' });
  await builder.setRuleType('Exit', 'RiskControlOnly');
  await builder.setRisk({ stop: '5', take: '10', days: '21' });
  await builder.setDates('2010-01-01', '2015-12-31');
  await builder.runButton.click();
  await expect(page).toHaveURL(/#\/tasks\/[^/]+$/);
  const main = page.getByRole('main');
  await expect(main.getByLabel('Status: Finished')).toBeVisible({ timeout: 30_000 });

  // the section; its table scrolls sideways in a region of its own ("Performance summary, scrollable")
  const summary = main.getByRole('region', { name: 'Performance summary', exact: true });
  const table = summary.getByRole('table', { name: 'Performance summary' });
  await expect(table.getByRole('rowheader', { name: 'Net profit' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Short' })).toBeVisible();
  await expect(summary).toContainText('Max run-up');
  await expect(
    main.getByRole('table', { name: 'Trades' }).getByRole('columnheader', { name: /Cum\. P&L/ }),
  ).toBeVisible();

  await mkdir(SCREENSHOT_DIR, { recursive: true });
  for (const size of SCREEN_SIZES) {
    await page.setViewportSize(size);
    await summary.scrollIntoViewIfNeeded();
    await summary.screenshot({ path: `${SCREENSHOT_DIR}performance-summary-${size.width}x${size.height}.png` });
  }
});

test('the option scanner says its annualised EV is over 365 calendar days', async ({ app, page }) => {
  await app.open('/options');
  const main = page.getByRole('main');
  await expect(main.getByRole('table').first()).toBeVisible({ timeout: 30_000 });
  await main.getByRole('button', { name: 'What the columns mean' }).click();
  await expect(main.getByRole('region', { name: 'What the columns mean' })).toContainText('EV score × 365 / DTE');
  await screenshotBothSizes(page, 'options-standard-figures');
});
