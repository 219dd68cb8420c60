import { expect, test } from './support/app.ts';
import { expectNoSeriousAxeFindings } from './support/axe.ts';
import { screenshotBothSizes } from './support/screenshots.ts';

/*
 * Screens and reports in the browser connection, computed from what it has loaded: the bundled samples include S&P
 * 500 members (AAPL, AMZN, GOOG, IBM, INTC, MSFT), so sector breadth over the built-in S&P 500 universe has rows and a
 * breadth report is written; a screen whose data is not loaded says what it needs.
 */

test('sector breadth is computed from the loaded S&P 500 members; a screen without data says what it needs', async ({
  app,
  page,
}) => {
  await app.open('/screens?key=etf-sector-ma');
  const main = page.getByRole('main');
  const table = main.getByRole('table', { name: 'Sector ETFs above their moving averages' });
  await expect(table).toBeVisible({ timeout: 30_000 });
  // Information Technology (AAPL, IBM, MSFT), Consumer Discretionary (AMZN), Communication Services (GOOG).
  await expect(table.getByRole('row').filter({ hasText: 'Information Technology' })).toContainText('XLK');
  expect(await table.getByRole('row').count()).toBeGreaterThan(2);
  await expect(
    main.getByText(/^Computed by this connection from S&P 500 on \d{4}-\d{2}-\d{2}: \d+ of \d+ members/),
  ).toBeVisible();
  await expectNoSeriousAxeFindings(page, 'computed sector breadth');
  await screenshotBothSizes(page, 'screens-computed-sector-breadth');

  await app.open('/screens?key=commod-hedger-extremes');
  const notice = main.getByRole('alert');
  await expect(notice).toContainText('No Commodity hedger extremes yet');
  await expect(notice).toContainText('Commitments of Traders');
  await expect(notice).toContainText('cftc source on the Data screen');
  await screenshotBothSizes(page, 'screens-computed-needs-data');

  await app.open('/reports?report_type=sentimentedge');
  const report = main.getByRole('article', { name: /^S&P 500 breadth, \d{4}-\d{2}-\d{2}$/ });
  await expect(report).toBeVisible({ timeout: 30_000 });
  await expect(report.getByRole('table')).toContainText('S&P 500 % Above 200-Day MA');
  await expectNoSeriousAxeFindings(page, 'computed breadth report');
  await screenshotBothSizes(page, 'reports-computed-breadth');
});
