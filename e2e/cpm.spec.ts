import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/app.ts';
import { screenshotBothSizes } from './support/screenshots.ts';

/*
 * Chart pattern matching on the bundled SPX sample, in the browser's worker: a predefined pattern and a Customize
 * window dragged on the price chart, each run as a task to its matches, overlay, fan and trades; the task list's
 * filters.
 */

test.describe.configure({ mode: 'parallel' });

function settings(page: Page): Locator {
  return page.getByRole('form', { name: 'Pattern matching settings' });
}

/*
 * A task runs in the worker for seconds on a quiet machine and for much longer on a busy one, and its page shows the
 * figures only once it has finished (and the next poll has seen it): the wait for them must allow for that, where the
 * default expect timeout allows only for a render. The test's own time is tripled (test.slow) to match.
 */
const TASK_DONE = { timeout: 120_000 };

/** Runs the form and waits for the task to finish and its page to show its figures. */
async function run(page: Page): Promise<void> {
  await settings(page).getByRole('button', { name: 'Run pattern match' }).click();
  await expect(page).toHaveURL(/#\/cpm\/tasks\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('region', { name: 'Summary figures' })).toBeVisible(TASK_DONE);
}

/** The match count from the figures, checked against the match table's rows. */
async function expectMatches(page: Page): Promise<number> {
  const count = Number(await page.getByRole('group', { name: 'Matches' }).locator('div').nth(1).innerText());
  expect(count).toBeGreaterThan(0);
  const table = page.getByRole('table', { name: 'Matches' });
  await expect(table.getByRole('row')).toHaveCount(Math.min(count, 25) + 1);
  return count;
}

/** The overlay draws the template and one line per match; the fan a median line over its bands. */
async function expectCharts(page: Page, count: number): Promise<void> {
  const prices = page.getByRole('region', { name: 'Matches on the price chart' });
  await expect(prices.getByRole('img', { name: new RegExp(`with the ${count} matched windows shaded`) })).toBeVisible();
  await expect(prices.locator('canvas').first()).toBeVisible();
  const overlay = page.getByRole('region', { name: 'Matches overlaid on the template' });
  await expect(overlay.locator('.recharts-line')).toHaveCount(Math.min(count, 100) + 1);
  const fan = page.getByRole('region', { name: 'What followed the matches' });
  await expect(
    fan.getByRole('img', { name: /^Paths after .* over 21 bars; median \d+\.\d\d after 21 bars$/ }),
  ).toBeVisible();
  await expect(fan.locator('.recharts-area')).toHaveCount(2);
  await expect(fan.locator('.recharts-line')).toHaveCount(1);
}

test('a predefined pattern on SPX: matches shaded, overlaid and fanned out, trades, and the task list', async ({
  app,
  page,
}) => {
  test.slow();
  await app.open('/cpm');
  await app.expectCurrent('Pattern matching');
  const form = settings(page);
  const channel = form.getByRole('radio', { name: 'Ascending channel' });
  await channel.check();
  await expect(channel).toBeChecked();
  await screenshotBothSizes(page, 'cpm-form');
  await run(page);

  await expect(page.getByRole('heading', { name: 'Ascending channel on SPX' })).toBeVisible();
  const count = await expectMatches(page);
  await expectCharts(page, count);
  const trades = page.getByRole('table', { name: 'Trades' });
  const traded = Number(await page.getByRole('group', { name: 'Trades' }).locator('div').nth(1).innerText());
  expect(traded).toBeGreaterThan(0);
  await expect(trades.getByRole('row')).toHaveCount(Math.min(traded, 25) + 1);
  await expect(trades.getByRole('row').nth(1)).toContainText(/[+-]\d+\.\d\d%/);
  await screenshotBothSizes(page, 'cpm-result-pattern');

  // Back on the form page, the task is listed; the mode filter keeps or hides it.
  await page.getByRole('link', { name: 'Pattern matching', exact: true }).click();
  const list = page.getByRole('region', { name: 'CPM tasks' });
  await expect(list.getByRole('link', { name: 'Ascending channel on SPX' })).toBeVisible();
  await list.getByLabel('Mode').selectOption('scan');
  await expect(list.getByText('No tasks with this status and mode.')).toBeVisible();
  await expect(page).toHaveURL(/[?&]mode=scan/);
  await list.getByLabel('Mode').selectOption('backtest');
  await expect(list.getByRole('link', { name: 'Ascending channel on SPX' })).toBeVisible();
});

test('a Customize window dragged on the SPX chart: its matches, overlay, fan and trades', async ({ app, page }) => {
  test.slow();
  await app.open('/cpm');
  const form = settings(page);
  await form.getByRole('radio', { name: 'Customize' }).check();
  const chart = form.getByRole('img', { name: /^SPX close from 2000-01-03 to 2020-04-17, no window chosen yet/ });
  await expect(chart).toBeVisible();

  // Drag across the last few percent of the 2000-2020 history: a window in 2019.
  const box = (await chart.boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.955, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.97, y, { steps: 5 });
  await page.mouse.move(box.x + box.width * 0.985, y, { steps: 5 });
  await page.mouse.up();
  await page.mouse.move(0, 0);
  const start = form.getByLabel('Template start date');
  const end = form.getByLabel('Template end date');
  await expect(start).toHaveValue(/^2019-/);
  await expect(end).toHaveValue(/^20(19|20)-/);
  const window = `${await start.inputValue()} to ${await end.inputValue()}`;
  await expect(form.getByRole('img', { name: new RegExp(`the template window ${window} shaded`) })).toBeVisible();
  await screenshotBothSizes(page, 'cpm-form-custom');
  await run(page);

  await expect(page.getByRole('heading', { name: `Custom window ${window} on SPX` })).toBeVisible();
  const count = await expectMatches(page);
  await expectCharts(page, count);
  await expect(
    page.getByRole('region', { name: 'Matches on the price chart' }).getByRole('list', { name: 'Legend' }),
  ).toHaveText(/Matched windows.*Template window.*SPX close/);
  await expect(page.getByRole('table', { name: 'Trades' }).getByRole('row').nth(1)).toBeVisible();
  await screenshotBothSizes(page, 'cpm-result-custom');
});

test('no match: a friendly notice with what to change, and the form filled in again', async ({ app, page }) => {
  await app.open('/cpm');
  const form = settings(page);
  await form.getByRole('radio', { name: 'Triple tap' }).check();
  await form.getByLabel('Minimum correlation (%)').fill('101');
  await form.getByRole('button', { name: 'Run pattern match' }).click();
  await expect(form.getByLabel('Minimum correlation (%)')).toBeFocused();
  await expect(form.getByText('Minimum correlation (%): expected a whole number from 0 to 100.')).toBeVisible();
  await form.getByLabel('Minimum correlation (%)').fill('75');
  await form.getByRole('button', { name: 'Run pattern match' }).click();
  await expect(page).toHaveURL(/#\/cpm\/tasks\//);
  await expect(page.getByText('No window matched')).toBeVisible(TASK_DONE);
  await expect(page.getByRole('status').filter({ hasText: 'No window matched' })).toContainText(
    'Lower the minimum correlation (now 75%) or pick another pattern',
  );
  await screenshotBothSizes(page, 'cpm-no-match');

  await page.getByRole('link', { name: 'Edit and run again' }).click();
  await expect(page).toHaveURL(/#\/cpm\?from=/);
  await expect(settings(page).getByRole('radio', { name: 'Triple tap' })).toBeChecked();
  // The earlier task's settings are in the address too: a bookmark of it reopens the same form.
  await expect(page).toHaveURL(/[?&]pattern=triple_tap/);
});

test('a bookmarked form: the address holds the settings, and reopens them', async ({ app, page }) => {
  await app.open('/cpm?pattern=double_bottom&corrPer=80&timeInMarket=10&direction=Short');
  const form = settings(page);
  await expect(form.getByRole('radio', { name: 'Double bottom' })).toBeChecked();
  await expect(form.getByLabel('Minimum correlation (%)')).toHaveValue('80');
  await expect(form.getByLabel('Time in market (bars)')).toHaveValue('10');
  // A value typed and run is written in; Back returns to the values before.
  await form.getByLabel('Minimum correlation (%)').fill('85');
  await expect(page).toHaveURL(/corrPer=80/);
});
