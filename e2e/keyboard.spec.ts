import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/app.ts';
import { SCREENSHOT_DIR } from './support/screenshots.ts';

/** Presses Tab until `target` has the focus, as a keyboard user would; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 250): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${max} presses of Tab never reached ${target.toString()}`);
}

test('builds and runs a strategy, opens its result and reads the first trade with the keyboard alone', async ({
  app,
  page,
}) => {
  // Every tab stop of the builder and of the result page, one key at a time.
  test.slow();
  await app.open('/strategy');
  const main = page.getByRole('main');

  // Build: the starting RSI strategy, its value changed from 30 to 35.
  const value = main.getByRole('textbox', { name: 'Value', exact: true });
  await tabTo(page, value);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('35');
  await expect(main.getByRole('region', { name: 'The strategy in plain words' })).toContainText('crosses above 35');

  // Run: the builder's shortcut, then the result page.
  await page.keyboard.press('ControlOrMeta+Enter');
  await expect(page).toHaveURL(/#\/tasks\/[^/]+$/);
  await expect(main.getByLabel('Status: Finished')).toBeVisible({ timeout: 30_000 });
  await expect(main).toContainText('crosses above 35');

  // Read the first trade: its button in the trade table shows it on the price chart.
  const trades = main.getByRole('table', { name: 'Trades', exact: true });
  const first = trades.getByRole('button', { name: 'Show trade 1 on the price chart' });
  await tabTo(page, first);
  await page.keyboard.press('Enter');
  // `has` is looked for inside each row, so it starts from the page rather than from the table.
  const row = trades
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: 'Show trade 1 on the price chart' }) });
  const cells = await row.getByRole('cell').allTextContents();
  const [entry, exit] = cells.filter((c) => /^\d{4}-\d{2}-\d{2}$/.test(c));
  expect(entry <= exit, `entry ${entry} on or before exit ${exit}`).toBe(true);
  // The price chart says which trade it shows, with the same dates as the row.
  await expect(main.getByText(`Trade 1 shaded, ${entry} to ${exit}.`, { exact: false })).toBeVisible();
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the focus ring is plain on the builder's Run button, ${scheme} theme`, async ({ app, page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize({ width: 1440, height: 900 });
    await app.open('/strategy');
    const run = page.getByRole('button', { name: 'Run backtest' });
    await tabTo(page, run);
    // The ring: a solid outline of 3 px outside the button, in the text colour of the theme.
    const outline = await run.evaluate((el) => {
      const style = getComputedStyle(el);
      return { width: style.outlineWidth, style: style.outlineStyle, offset: style.outlineOffset };
    });
    expect(outline).toEqual({ width: '3px', style: 'solid', offset: '2px' });
    await page.screenshot({ path: `${SCREENSHOT_DIR}focus-ring-${scheme}-1440x900.png` });
  });
}
