import { expect, test } from './support/app.ts';
import type { App } from './support/app.ts';
import { expectNoSeriousAxeFindings } from './support/axe.ts';
import { SCREEN_SIZES } from './support/screenshots.ts';

/*
 * axe-core over every screen, a task's result page and the run comparison: the light theme at the laptop size and the
 * dark theme at the phone size. Contrast findings follow the theme and layout findings the size, so these two walks
 * cover both themes and both sizes; the other two combinations cost a quarter of CI's time budget and found nothing
 * the two did not. A serious or critical finding fails the run; moderate and minor ones are listed in the output
 * (docs/accessibility.md).
 */

const SCREENS = [
  '/strategy',
  '/library',
  '/tasks',
  '/seasonality',
  '/correlation/symbols',
  '/correlation/assets',
  '/correlation/pattern',
  '/correlation/beta',
  '/cpm',
  '/scanner',
  '/scanner-backtest',
  '/options',
  '/screens',
  '/reports',
  '/data',
  '/settings',
] as const;

/**
 * Waits (a while, not forever) for spinners to go and for finite CSS transitions to end: axe should see the screen's
 * content as it rests, not its loading state or a colour half-way through a transition (a button that was disabled
 * while a check ran fades to its colour in 250 ms).
 */
async function settle(app: App): Promise<void> {
  await expect(app.page.getByRole('progressbar'))
    .toHaveCount(0, { timeout: 15_000 })
    .catch(() => undefined);
  await app.page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getTiming().iterations !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]),
  );
}

const WALKS = [
  { scheme: 'light', size: SCREEN_SIZES[0] },
  { scheme: 'dark', size: SCREEN_SIZES[1] },
] as const;

for (const { scheme, size } of WALKS) {
  test(`no serious axe finding on any screen, ${scheme} theme, ${size.width}x${size.height}`, async ({ app, page }) => {
    // Sixteen screens, a result and a comparison, each scanned by axe: three to five minutes on 2 busy cores.
    test.setTimeout(10 * 60_000);
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize(size);
    for (const route of SCREENS) {
      await app.open(route);
      if (route === '/strategy') await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${scheme}\\b`));
      await settle(app);
      await expectNoSeriousAxeFindings(page, `${route} (${scheme}, ${size.width}x${size.height})`);
    }

    // A result page: the builder's starting strategy, run; then run twice, compared.
    const taskIds: string[] = [];
    for (const run of [1, 2]) {
      await app.open('/strategy');
      await page.getByRole('button', { name: 'Run backtest' }).click();
      await expect(page).toHaveURL(/#\/tasks\/[^/]+$/);
      await expect(page.getByRole('main').getByLabel('Status: Finished')).toBeVisible({ timeout: 30_000 });
      taskIds.push(page.url().split('/').at(-1) ?? '');
      if (run === 1) {
        await settle(app);
        await expectNoSeriousAxeFindings(page, `a task's result (${scheme}, ${size.width}x${size.height})`);
      }
    }
    await app.open(`/tasks/compare?ids=${taskIds.join(',')}`);
    await expect(page.getByRole('main').getByRole('img', { name: /^Equity of 2 backtests, 100 on/ })).toBeVisible();
    await settle(app);
    await expectNoSeriousAxeFindings(page, `the comparison of two runs (${scheme}, ${size.width}x${size.height})`);
  });
}
