import { expect, test } from './support/app.ts';
import { openRsiDip } from './support/builder.ts';
import { screenshotBothSizes } from './support/screenshots.ts';

/*
 * The signal study of the builder's entry rule: RSI(14) crossing below 30 on the bundled SPX sample, 2005 to 2015,
 * studied from the Research panel; its summary against all days, the average path and the per-signal table read and
 * sorted, then looked at on a laptop and a phone.
 */

const percent = /^[+-]?\d[\d,]*\.\d\d%$/;
const toNumber = (text: string) => Number(text.replace(/[%,]/g, ''));

test('studies what followed the entry signal, against all days, from the builder', async ({ app, page }) => {
  test.slow();
  await app.open('/strategy');
  await openRsiDip(page);

  const research = page.getByRole('region', { name: 'Research' });
  await research.getByRole('tab', { name: 'Signal study' }).click();
  const panel = research.getByRole('tabpanel', { name: 'Signal study' });
  await expect(panel.getByRole('textbox', { name: 'Horizons (bars)' })).toHaveValue('5, 10, 21, 42, 63, 126, 252');
  await panel.getByRole('textbox', { name: 'Horizons (bars)' }).fill('5, 21, 63, 252');
  await panel.getByRole('textbox', { name: 'Minimum gap (bars)' }).fill('5');
  await panel.getByRole('button', { name: 'Run signal study' }).click();

  // The summary: one row per horizon, the signals' figures beside all days', the difference in points.
  const summary = panel.getByRole('table', { name: 'Signal study summary against all days' });
  await expect(summary.getByRole('row')).toHaveCount(5);
  await expect(summary.getByRole('rowheader')).toHaveText(['5 bars', '21 bars', '63 bars', '252 bars']);
  const firstRow = summary.getByRole('row').nth(1).getByRole('cell');
  const signals = Number(await firstRow.nth(0).textContent());
  expect(signals).toBeGreaterThan(5);
  await expect(firstRow.nth(1)).toHaveText(percent);
  // after the mean: its t-statistic and 95% interval, the median, % positive, worst, best; then all days' mean
  await expect(firstRow.nth(8)).toHaveText(percent);
  await expect(firstRow.nth(9)).toHaveText(/^[+-]?\d+\.\d\d pts$/);
  await expect(panel.getByRole('status')).toContainText(`${signals} signals on SPX, 2005-01-01 to 2015-12-31`);
  await expect(
    panel
      .getByRole('img', { name: /^Average path after the signals against all days/ })
      .locator('svg')
      .first(),
  ).toBeVisible();

  // Every signal, sorted by its 21-bar return on a click, highest first, then the other way.
  const table = panel.getByRole('table', { name: 'Signals' });
  await expect(table.getByRole('row')).toHaveCount(signals + 1);
  const dates = await table.locator('tbody tr td:nth-child(1)').allTextContents();
  expect(dates).toEqual([...dates].sort());
  for (const date of dates) expect(date >= '2005-01-01' && date <= '2015-12-31', date).toBe(true);
  await table.getByRole('button', { name: 'After 21 bars' }).click();
  await expect(table.getByRole('columnheader', { name: 'After 21 bars' })).toHaveAttribute('aria-sort', 'descending');
  const byReturn = (await table.locator('tbody tr td:nth-child(4)').allTextContents()).map(toNumber);
  expect(byReturn).toEqual([...byReturn].sort((a, b) => b - a));
  await table.getByRole('button', { name: 'After 21 bars' }).click();
  await expect(table.getByRole('columnheader', { name: 'After 21 bars' })).toHaveAttribute('aria-sort', 'ascending');
  const upward = (await table.locator('tbody tr td:nth-child(4)').allTextContents()).map(toNumber);
  expect(upward).toEqual([...upward].sort((a, b) => a - b));

  // The CSV has one line per signal.
  const download = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Download the signals as CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('SPX-signal-study.csv');

  await panel.scrollIntoViewIfNeeded();
  await screenshotBothSizes(page, 'signal-study');
  for (const size of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(300);
    // The panel alone, from a full-page capture (an element capture scrolls it under the sticky app bar).
    const box = await research.boundingBox();
    if (box)
      await page.screenshot({
        path: `/tmp/signal-study-panel-${size.width}x${size.height}.png`,
        fullPage: true,
        clip: box,
      });
  }

  // A bad horizon is named at its field, and nothing is asked of the service.
  await panel.getByRole('textbox', { name: 'Horizons (bars)' }).fill('5, 0');
  await panel.getByRole('button', { name: 'Run signal study' }).click();
  await expect(panel.getByText('Horizon 2 (0): a horizon must be at least 1 bar')).toBeVisible();
});
