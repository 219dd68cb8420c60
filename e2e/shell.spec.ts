import { expect, test } from './support/app.ts';
import { screenshotBothSizes } from './support/screenshots.ts';

test.describe('the app shell', () => {
  test('shows the product and the connection, and opens on the Strategy screen', async ({ app, page }) => {
    await app.open('/');
    await expect(page).toHaveURL(/#\/strategy$/);
    await expect(page).toHaveTitle('Backtest Studio');
    await expect(app.appBar.getByText('Backtest Studio', { exact: true })).toBeVisible();
    await expect(app.appBar.getByLabel('Connection: In this browser')).toHaveText('In this browser');
    await app.expectCurrent('Strategy');
  });

  test('navigates with the groups of the bar, and back with the browser', async ({ app, page }) => {
    // Fourteen screens, each loaded on first visit: near the minute on 2 busy cores, so the slow allowance.
    test.slow();
    await app.open('/strategy');
    const bar = page.getByRole('banner').getByRole('navigation', { name: 'Screens' });
    await expect(bar.getByRole('button')).toHaveText(['Build· Strategy', 'Research', 'Analytics', 'Market']);
    await expect(bar.getByRole('link')).toHaveText(['Settings']);
    const visits = [
      'Library',
      'Tasks',
      'Compare',
      'Seasonality',
      'Correlation',
      'Pattern matching',
      'Scanner',
      'Scanner backtest',
      'Options',
      'Screens',
      'Reports',
      'Data',
      'Settings',
      'Strategy',
    ] as const;
    for (const screen of visits) await app.goTo(screen);
    await page.goBack();
    await expect(page).toHaveURL(/#\/settings$/);
    await app.expectCurrent('Settings');
  });

  test('an unknown route lands on the Strategy screen', async ({ app, page }) => {
    await app.open('/no/such/screen');
    await expect(page).toHaveURL(/#\/strategy$/);
  });

  test('the Settings link of the bar opens Settings', async ({ app, page }) => {
    await app.open('/tasks');
    await app.appBar.getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/#\/settings$/);
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  });

  test('toggles the theme, and the choice survives a reload', async ({ app, page }) => {
    await app.open('/settings');
    const html = page.locator('html');
    await expect(html).not.toHaveClass(/\bdark\b/);
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const light = await background();

    await app.appBar.getByRole('button', { name: 'Switch to the dark theme' }).click();
    await expect(html).toHaveClass(/\bdark\b/);
    await expect.poll(background).not.toBe(light);
    await expect(page.getByRole('button', { name: 'Dark', exact: true })).toHaveAttribute('aria-pressed', 'true');

    await page.reload();
    await app.ready();
    await expect(html).toHaveClass(/\bdark\b/);

    await app.appBar.getByRole('button', { name: 'Switch to the light theme' }).click();
    await expect(html).not.toHaveClass(/\bdark\b/);
    await expect.poll(background).toBe(light);
  });
});

test.describe('Settings', () => {
  test('the service in the Web Worker answers: "Service health: ok"', async ({ app, page }) => {
    await app.open('/strategy');
    await app.goTo('Settings');
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    await expect(page.getByText('Service health: ok')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Theme' })).toBeVisible();
  });

  test('screenshots at 1440x900 and 390x844, light and dark', async ({ app, page }) => {
    await app.open('/settings');
    await expect(page.getByText('Service health: ok')).toBeVisible();
    await screenshotBothSizes(page, 'settings-light');
    await page.getByRole('button', { name: 'Dark', exact: true }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await screenshotBothSizes(page, 'settings-dark');
  });
});
