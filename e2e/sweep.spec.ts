import { mkdir } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './support/app.ts';
import { openRsiDip } from './support/builder.ts';

/*
 * Robustness research from the builder (issue 15): a sweep of the RSI period against the RSI level on the bundled SPX
 * sample, watched while it runs, read as a heat map, and one of its cells opened back in the builder; then a
 * walk-forward of the RSI period over rolling windows. Both looked at on a laptop and a phone (/tmp/shots).
 */

const SHOTS = '/tmp/shots';

/** What sticks out past the right edge of the screen: the innermost such elements, for the failure message. */
async function sticksOut(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const out: string[] = [];
    for (const el of document.querySelectorAll('body *')) {
      const box = el.getBoundingClientRect();
      if (box.right <= width + 1 || box.width === 0) continue;
      // Only the innermost: an element none of whose children stick out too.
      if ([...el.children].some((c) => c.getBoundingClientRect().right > width + 1)) continue;
      // Clipped by a scrolling or hidden-overflow box that fits: not what makes the page wide.
      let clipped = false;
      for (let p = el.parentElement; p && !clipped; p = p.parentElement)
        clipped = getComputedStyle(p).overflowX !== 'visible' && p.getBoundingClientRect().right <= width + 1;
      if (clipped) continue;
      const name = el.getAttribute('aria-label') ?? el.textContent?.slice(0, 40) ?? '';
      out.push(
        `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 40)} [${name}] right=${Math.round(box.right)}`,
      );
    }
    return out.slice(0, 8);
  });
}

/** Full-page screenshots and one of the research panel, at 1440x900 and 390x844, in /tmp/shots. */
async function shoot(page: Page, name: string) {
  await mkdir(SHOTS, { recursive: true });
  const before = page.viewportSize();
  const research = page.getByRole('region', { name: 'Research' });
  for (const size of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/${name}-${size.width}x${size.height}.png`, fullPage: true });
    await research.screenshot({ path: `${SHOTS}/${name}-panel-${size.width}x${size.height}.png` });
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    if (wide > size.width) console.warn(`${name} at ${size.width}px:`, await sticksOut(page));
    expect.soft(wide, `${name} at ${size.width}px sticks out sideways`).toBeLessThanOrEqual(size.width);
  }
  if (before) await page.setViewportSize(before);
}

test('sweeps two fields, watches the progress, reads the heat map and opens a cell in the builder', async ({
  app,
  page,
}) => {
  test.slow();
  await app.open('/strategy');
  const builder = await openRsiDip(page);
  const research = page.getByRole('region', { name: 'Research' });
  const panel = research.getByRole('tabpanel', { name: 'Sweep' });

  // Range 1: the RSI period (a number inside the signal's name), 6 to 30 every 2.
  await panel.getByRole('button', { name: 'Add range' }).click();
  const first = panel.getByRole('group', { name: 'Range 1' });
  await expect(first.getByRole('combobox', { name: 'Field' })).toContainText('Entry: RSI period');
  await first.getByRole('textbox', { name: 'From' }).fill('6');
  await first.getByRole('textbox', { name: 'To' }).fill('30');
  await first.getByRole('textbox', { name: 'Step' }).fill('2');

  // Range 2: the RSI level, 20 to 40 every 2.
  await panel.getByRole('button', { name: 'Add range' }).click();
  const second = panel.getByRole('group', { name: 'Range 2' });
  await second.getByRole('combobox', { name: 'Field' }).click();
  await page.getByRole('option', { name: /^Entry: RSI\(14\) value/ }).click();
  await second.getByRole('textbox', { name: 'From' }).fill('20');
  await second.getByRole('textbox', { name: 'To' }).fill('40');
  await second.getByRole('textbox', { name: 'Step' }).fill('2');
  await expect(panel.getByRole('status', { name: 'Combinations' })).toHaveText('143 combinations to run.');

  // Too many is refused, naming the count.
  await second.getByRole('textbox', { name: 'Step' }).fill('0.001');
  await expect(panel.getByRole('alert')).toHaveText(/^260,013 combinations is too many: a sweep runs at most 10,000/);
  await expect(panel.getByRole('button', { name: 'Run sweep' })).toBeDisabled();

  // Near the most there may be, 13 x 741 = 9,633: the bar moves, with the share done and the time left, and Cancel stops
  // it (a machine fast enough to finish first shows the result instead).
  await second.getByRole('textbox', { name: 'Step' }).fill('0.027');
  await expect(panel.getByRole('status', { name: 'Combinations' })).toHaveText('9,633 combinations to run.');
  await panel.getByRole('button', { name: 'Run sweep' }).click();
  const bar = panel.getByRole('progressbar', { name: 'Sweep progress' });
  const map = panel.getByRole('table', { name: /^Sharpe ratio by Entry: signal \(rows\) and Entry: RSI\(14\) value/ });
  await expect(bar.or(map)).toBeVisible();
  if (await bar.isVisible()) {
    await expect(bar).toHaveAttribute('aria-valuenow', /^\d+$/);
    await expect(panel.getByText(/^(\d+% done, |Queued)/)).toBeVisible();
    await mkdir(SHOTS, { recursive: true });
    await panel.screenshot({ path: `${SHOTS}/sweep-progress-1440x900.png` }).catch(() => undefined);
    // The sweep may end between seeing its bar and the click: then there is no button to press, and the map shows.
    await panel
      .getByRole('button', { name: 'Cancel the sweep' })
      .click({ timeout: 5_000 })
      .catch(() => undefined);
    const cancelled = panel.getByText(/^The sweep was cancelled/);
    await expect(cancelled.or(map)).toBeVisible();
    if (await cancelled.isVisible()) await expect(bar).toBeHidden();
    console.log(`sweep of 9,633: progress seen, ${(await cancelled.isVisible()) ? 'cancelled' : 'finished first'}`);
  } else console.log('sweep of 9,633: finished before the progress could be seen');

  await second.getByRole('textbox', { name: 'Step' }).fill('2');
  await panel.getByRole('button', { name: 'Run sweep' }).click();
  await expect(map.getByRole('rowheader')).toHaveCount(13, { timeout: 60_000 });
  await expect(map.getByRole('rowheader')).toHaveCount(13);
  await expect(map.getByRole('columnheader')).toHaveCount(12);
  await expect(map.getByRole('button')).toHaveCount(143);
  // Cells with fewer than 30 trades are hatched and say so; the best named above the map is never one of them.
  expect(await map.getByRole('button', { name: /fewer than 30: not ranked$/ }).count()).toBeGreaterThan(0);
  await expect(panel.getByRole('note', { name: 'Best combination' })).toHaveText(
    /^(Best by Sharpe ratio among the combinations with at least 30 trades: |No combination is ranked best: )/,
  );

  // Focus shows every figure of a cell (the pointer, left where Run was, must not hover another cell meanwhile).
  await page.mouse.move(0, 0);
  const cell = map.getByRole('button', { name: /^Entry: signal RSI\(10\), Entry: RSI\(14\) value 24: Sharpe ratio / });
  await cell.focus();
  const details = panel.getByRole('complementary', { name: 'Combination details' });
  await expect(details).toContainText('Entry: signal RSI(10) · Entry: RSI(14) value 24');
  await expect(details).toContainText('Profit factor');

  // The neighbourhood view, then the screenshots of the result.
  await panel.getByRole('switch', { name: 'Neighbourhood' }).check();
  await expect(panel.getByRole('table', { name: /^Sharpe ratio \(neighbourhood average\)/ })).toBeVisible();
  await panel.getByRole('switch', { name: 'Neighbourhood' }).uncheck();
  await panel.scrollIntoViewIfNeeded();
  await shoot(page, 'sweep');

  // A cell opens its strategy in the builder: RSI(10) below 24.
  await cell.click();
  await expect(
    page.getByText(
      "Opened the sweep's combination entry.condition.signal.name=RSI(10), entry.condition.rule.comparison_value=24.",
    ),
  ).toBeVisible();
  const condition = builder.condition('Entry condition');
  await expect(condition.getByRole('combobox', { name: 'Signal' })).toHaveValue('RSI(10)');
  await expect(condition.getByRole('textbox', { name: 'Value' })).toHaveValue('24');
  await builder.expectValid();

  // The sweep is a task of the list, marked as such, and its page shows the same heat map.
  await app.goTo('Tasks');
  const row = page.getByRole('row', { name: /^Sweep .* on SPX: open the results$/ }).first();
  await expect(row.getByRole('checkbox')).toBeDisabled();
  await page.screenshot({ path: `${SHOTS}/sweep-tasks-1440x900.png` });
  await row.click();
  const main = page.getByRole('main');
  await expect(main.getByText(/^Sweep · 2 axes · SPX/)).toBeVisible();
  await expect(main.getByRole('table', { name: /^Sharpe ratio by Entry: signal/ })).toBeVisible();
  await expect(main.getByRole('table', { name: /^Sharpe ratio by Entry: signal/ }).getByRole('button')).toHaveCount(
    143,
  );
  for (const size of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/sweep-task-page-${size.width}x${size.height}.png`, fullPage: true });
  }
});

test('runs a walk-forward of the RSI period and shows its windows, choices and curves', async ({ app, page }) => {
  test.slow();
  await app.open('/strategy');
  await openRsiDip(page);
  const research = page.getByRole('region', { name: 'Research' });
  await research.getByRole('tab', { name: 'Walk-forward' }).click();
  const panel = research.getByRole('tabpanel', { name: 'Walk-forward' });
  await panel.getByRole('button', { name: 'Add range' }).click();
  const range = panel.getByRole('group', { name: 'Range 1' });
  await range.getByRole('textbox', { name: 'From' }).fill('6');
  await range.getByRole('textbox', { name: 'To' }).fill('20');
  await range.getByRole('textbox', { name: 'Step' }).fill('2');
  await panel.getByRole('textbox', { name: 'In-sample bars' }).fill('504');
  await panel.getByRole('textbox', { name: 'Out-of-sample bars' }).fill('252');
  await panel.getByRole('button', { name: 'Run walk-forward' }).click();

  const windows = panel.getByRole('table', { name: 'Walk-forward windows' });
  await expect(windows).toBeVisible({ timeout: 60_000 });
  // 2005 to 2015 is about 2,770 bars: 504 in sample, then windows of 252 out of sample.
  const rows = windows.getByRole('row');
  expect(await rows.count()).toBeGreaterThan(5);
  await expect(rows.nth(1).getByRole('cell').nth(2)).toHaveText(/^Entry: signal RSI\(\d+\)$/);
  await expect(panel.getByRole('img', { name: /^\d+ rolling walk-forward windows from 2005-/ })).toBeVisible();
  await expect(panel.getByLabel('Walk-forward efficiency')).toHaveText(/^Walk-forward efficiency/);
  // 24 trades out of sample in all, under min_trades (30): no verdict, and the idle window 4 is named.
  await expect(panel.getByLabel('Walk-forward efficiency')).toHaveText(
    /^Walk-forward efficiency: no verdict, because the out-of-sample windows made \d+ trades in all, fewer than min_trades \(30\)/,
  );
  await expect(panel.getByRole('region', { name: 'Walk-forward warnings' })).toContainText(
    'made no trade out of sample (window 4)',
  );
  await expect(panel.getByRole('img', { name: /^Equity of the walk-forward's out-of-sample windows/ })).toBeVisible();
  await panel.scrollIntoViewIfNeeded();
  await shoot(page, 'walk-forward');
});
