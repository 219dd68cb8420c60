import { expect, test } from './support/app.ts';
import { screenshotBothSizes } from './support/screenshots.ts';

/*
 * The scanner over a universe (issue 30): the Universe select lists the built-in S&P 500, picking it keeps it in the
 * address and scans only its members with prices (of the bundled files: AAPL, AMZN, GOOG, IBM, MSFT, INTC).
 */

test('the scanner scans the universe picked and keeps it in the address', async ({ app, page }) => {
  test.slow();
  await app.open('/scanner');
  const heading = page.getByRole('heading', { name: /^Picks of \d{4}-\d\d-\d\d$/ });
  await expect(heading).toBeVisible({ timeout: 60_000 });
  const universe = page.getByRole('combobox', { name: 'Universe' });
  await expect(universe.getByRole('option', { name: 'S&P 500 (503 members)' })).toBeAttached();
  await universe.selectOption('S&P 500');
  await expect(page).toHaveURL(/universe=S%26P\+500/);
  await expect(heading).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(/here the members of S&P 500\./)).toBeVisible();
  // The previous day's picks stay on screen, dimmed, until the universe's arrive.
  await expect(page.getByRole('progressbar', { name: 'Loading the picks' })).toHaveCount(0, { timeout: 60_000 });
  const symbols = await page
    .getByRole('table', { name: 'Picks' })
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((r) => (r as HTMLTableRowElement).cells[0].innerText.trim().split(/\s/)[0]));
  const members = new Set(['AAPL', 'AMZN', 'GOOG', 'IBM', 'MSFT', 'INTC']);
  for (const s of symbols) expect(members.has(s), s).toBe(true);
  await screenshotBothSizes(page, 'scanner-universe');
});
