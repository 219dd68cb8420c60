import { expect, test } from './support/app.ts';
import { openRsiDip } from './support/builder.ts';
import { SCREEN_SIZES, SCREENSHOT_DIR } from './support/screenshots.ts';

/*
 * How likely is it luck (issue 31, item 5): a sweep's result carries its overfitting block, and a backtest's result
 * page runs a Monte Carlo of its trades. Each block is shot at a laptop's and a phone's width.
 */

test('a sweep shows how likely its best cell is luck', async ({ app, page }) => {
  test.slow();
  await app.open('/strategy');
  await openRsiDip(page);
  const research = page.getByRole('region', { name: 'Research' });
  const panel = research.getByRole('tabpanel', { name: 'Sweep' });
  await panel.getByRole('button', { name: 'Add range' }).click();
  const first = panel.getByRole('group', { name: 'Range 1' });
  await first.getByRole('textbox', { name: 'From' }).fill('6');
  await first.getByRole('textbox', { name: 'To' }).fill('30');
  await first.getByRole('textbox', { name: 'Step' }).fill('2');
  await panel.getByRole('button', { name: 'Run sweep' }).click();
  const block = panel.getByRole('region', { name: 'How likely is it luck' });
  await expect(block).toBeVisible({ timeout: 60_000 });
  await expect(block.getByText('Combinations measured')).toBeVisible();
  await expect(block.getByText(/^Probability of backtest overfitting \(13 cells, 16 blocks\)$/)).toBeVisible();
  for (const size of SCREEN_SIZES) {
    await page.setViewportSize(size);
    await block.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    await block.screenshot({ path: `${SCREENSHOT_DIR}sweep-luck-${size.width}x${size.height}.png` });
  }
});

test('a backtest result runs a Monte Carlo of its trades', async ({ app, page }) => {
  test.slow();
  await app.open('/strategy');
  const builder = await openRsiDip(page);
  await builder.runButton.click();
  await expect(page).toHaveURL(/#\/tasks\/[^/]+$/);
  const main = page.getByRole('main');
  await expect(main.getByLabel('Status: Finished')).toBeVisible({ timeout: 30_000 });
  const section = main.getByRole('region', { name: 'Monte Carlo of the trades' });
  await section.getByRole('button', { name: 'Run a Monte Carlo of the trades' }).click();
  await expect(section.getByRole('table', { name: 'Maximum drawdown percentiles' }).getByRole('row')).toHaveCount(6);
  await expect(
    section.getByRole('img', { name: /^Equity after each trade in 1000 resampled histories/ }),
  ).toBeVisible();
  for (const size of SCREEN_SIZES) {
    await page.setViewportSize(size);
    await section.scrollIntoViewIfNeeded();
    await page.waitForTimeout(400);
    await section.screenshot({ path: `${SCREENSHOT_DIR}monte-carlo-${size.width}x${size.height}.png` });
  }
});
