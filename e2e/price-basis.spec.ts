import { expect, test } from './support/app.ts';
import { openBuilder } from './support/builder.ts';
import { SCREENSHOT_DIR, screenshotBothSizes } from './support/screenshots.ts';

/*
 * Issue 29, point 4: a backtest trades the price series unless the analyst chooses total return, which the plain
 * words then say; a symbol without adjusted closes is refused at the control.
 */

test('runs SPY on total-return prices, says so, and refuses MSFT, whose sample has no adjusted close', async ({
  app,
  page,
}) => {
  await app.open('/strategy');
  const builder = await openBuilder(page);
  await builder.setAutocomplete(builder.form, 'Symbol', 'SPY');
  await builder.openAccountSettings();
  await builder.choose(builder.form, 'Prices', 'Total return (dividends reinvested)');
  await expect(builder.words()).toContainText('daily total-return bars with dividends reinvested');
  await builder.expectValid();
  await screenshotBothSizes(page, 'builder-price-basis');
  // A full phone page is too tall to read: the control itself on a phone's screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await builder.form.getByRole('combobox', { name: /^Prices/ }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENSHOT_DIR}builder-price-basis-control-390x844.png` });
  await page.setViewportSize({ width: 1440, height: 900 });

  await builder.setAutocomplete(builder.form, 'Symbol', 'MSFT');
  await expect(builder.form.getByText(/dividend-adjusted close of MSFT/)).toBeVisible();
  await screenshotBothSizes(page, 'builder-price-basis-refused');
  await builder.setAutocomplete(builder.form, 'Symbol', 'SPY');
  await builder.expectValid();

  await builder.runButton.click();
  await expect(page).toHaveURL(/#\/tasks\/[^/]+$/);
  const main = page.getByRole('main');
  await expect(main.getByLabel('Status: Finished')).toBeVisible({ timeout: 30_000 });
  await expect(main.getByText(/total-return bars with dividends reinvested/).first()).toBeVisible();
});
