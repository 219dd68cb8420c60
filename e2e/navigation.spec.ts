import type { Locator, Page } from '@playwright/test';
import type { ScreenName } from './support/app.ts';
import { drawer, drawerButton, expect, groupButton, navBar, openScreen, SCREENS, test } from './support/app.ts';
import { expectNoSeriousAxeFindings } from './support/axe.ts';
import { openBuilder } from './support/builder.ts';
import { SCREENSHOT_DIR } from './support/screenshots.ts';

/*
 * The navigation at a small laptop, a laptop and a phone: every group in sight and every screen reachable, the menus
 * and the drawer by keyboard, the skip link, the shortcuts; screenshots of each in e2e/screenshots/nav-*.png.
 */

const MENUS = {
  Build: ['Strategy', 'Library'],
  Research: ['Tasks', 'Compare'],
  Analytics: ['Seasonality', 'Correlation', 'Pattern matching', 'Scanner', 'Scanner backtest', 'Options'],
  Market: ['Screens', 'Reports', 'Data'],
} as const;
const ALL = Object.keys(SCREENS) as ScreenName[];

const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

/** The element lies wholly inside the viewport: nothing of it clipped or scrolled away. */
async function expectInside(page: Page, locator: Locator): Promise<void> {
  const box = await locator.boundingBox();
  const size = page.viewportSize();
  expect(box, `${locator.toString()} is laid out`).not.toBeNull();
  if (!box || !size) return;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${locator.toString()} ends inside ${size.width} px`).toBeLessThanOrEqual(size.width);
  expect(box.y + box.height).toBeLessThanOrEqual(size.height);
}

/** Every screen, through the navigation, lands on its own path and is marked as the current place. */
async function visitEvery(page: Page, app: { expectCurrent: (s: ScreenName) => Promise<void> }) {
  for (const screen of ALL) {
    await openScreen(page, screen);
    await expect(page).toHaveURL(new RegExp(`#${SCREENS[screen].path}(/[a-z]+)?(\\?.*)?$`));
    await app.expectCurrent(screen);
  }
}

for (const size of [
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
]) {
  test(`the bar of groups fits at ${size.width}x${size.height}, and its menus work by keyboard`, async ({
    app,
    page,
  }) => {
    test.slow();
    await page.setViewportSize(size);
    await app.open('/seasonality');
    const bar = navBar(page);
    for (const group of Object.keys(MENUS) as (keyof typeof MENUS)[])
      await expectInside(page, groupButton(page, group));
    await expectInside(page, bar.getByRole('link', { name: 'Settings', exact: true }));
    expect(await bar.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    // Where the reader is: the group marked, the screen named on it.
    await expect(groupButton(page, 'Analytics')).toHaveAttribute('aria-current', 'true');
    await expect(groupButton(page, 'Analytics')).toHaveText('Analytics· Seasonality');
    await expect(groupButton(page, 'Build')).not.toHaveAttribute('aria-current');

    // Each menu opens with Enter, Space or ArrowDown, lists its screens, moves with the arrows and closes with Escape.
    const keys = ['Enter', 'Space', 'ArrowDown', 'Enter'] as const;
    for (const [i, group] of (Object.keys(MENUS) as (keyof typeof MENUS)[]).entries()) {
      const button = groupButton(page, group);
      await button.focus();
      await page.keyboard.press(keys[i]);
      const menu = page.getByRole('menu', { name: new RegExp(`^${group}`) });
      await expect(menu.getByRole('menuitem')).toHaveText([...MENUS[group]]);
      const items = menu.getByRole('menuitem');
      const current = group === 'Analytics' ? 0 : -1;
      if (current >= 0) await expect(items.nth(current)).toHaveAttribute('aria-current', 'page');
      await expect.poll(() => isFocused(items.first())).toBe(true);
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => isFocused(items.nth(1))).toBe(true);
      if (group === 'Analytics') {
        await page.screenshot({ path: `${SCREENSHOT_DIR}nav-${size.width}x${size.height}-menu.png` });
        await expectNoSeriousAxeFindings(page, `the Analytics menu open (${size.width}x${size.height})`);
      }
      await page.keyboard.press('Escape');
      await expect(menu).toHaveCount(0);
      await expect.poll(() => isFocused(button)).toBe(true);
    }

    // A screen chosen with the keyboard: down to Reports, Enter.
    await groupButton(page, 'Market').focus();
    await page.keyboard.press('Enter');
    const market = page.getByRole('menu', { name: /^Market/ }).getByRole('menuitem');
    // A menu opened again comes back to the item last moved to: Home goes to the first.
    await expect(market).toHaveCount(3);
    await page.keyboard.press('Home');
    await expect.poll(() => isFocused(market.first())).toBe(true);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => isFocused(market.nth(1))).toBe(true);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#\/reports$/);
    await app.expectCurrent('Reports');
    await page.screenshot({ path: `${SCREENSHOT_DIR}nav-${size.width}x${size.height}.png` });

    if (size.width === 1280) await visitEvery(page, app);
  });
}

test('on a phone, a menu button opens a drawer of every screen, closed by Escape or by choosing one', async ({
  app,
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  await app.open('/cpm');
  await expect(navBar(page)).toHaveCount(0);
  await expect(page.getByRole('banner').getByText('Analytics · Pattern matching', { exact: true })).toBeVisible();
  const button = drawerButton(page);
  await expectInside(page, button);
  await expectInside(page, app.appBar.getByRole('button', { name: /Switch to the (dark|light) theme/ }));

  // Opened by keyboard: every screen under its group's heading, the current one marked; Escape closes it.
  await button.focus();
  await page.keyboard.press('Enter');
  const panel = drawer(page);
  await expect(panel.getByRole('heading')).toHaveText([...Object.keys(MENUS), 'Settings']);
  await expect(panel.getByRole('link')).toHaveText(ALL);
  await expect(panel.getByRole('link', { name: 'Pattern matching' })).toHaveAttribute('aria-current', 'page');
  // The drawer slides in from the left: the picture waits until it has arrived.
  await expect.poll(async () => (await panel.boundingBox())?.x).toBe(0);
  await page.screenshot({ path: `${SCREENSHOT_DIR}nav-390x844-drawer.png` });
  await expectNoSeriousAxeFindings(page, 'the drawer open (390x844)');
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect.poll(() => isFocused(button)).toBe(true);

  // A screen chosen by keyboard closes it and goes there; the focus is back on the button.
  await page.keyboard.press('Space');
  const data = drawer(page).getByRole('link', { name: 'Data', exact: true });
  for (let i = 0; i < 20 && !(await isFocused(data)); i++) await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/data$/);
  await expect(drawer(page)).toHaveCount(0);
  await expect.poll(() => isFocused(button)).toBe(true);
  await app.expectCurrent('Data');
  await page.screenshot({ path: `${SCREENSHOT_DIR}nav-390x844.png` });

  await visitEvery(page, app);
});

test('"Skip to content" is the first stop of the keyboard, shows when focused and moves the focus to the screen', async ({
  app,
  page,
}) => {
  await app.open('/tasks');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect.poll(() => skip.evaluate((el) => el.getBoundingClientRect().bottom)).toBeLessThanOrEqual(0);
  await page.keyboard.press('Tab');
  await expect.poll(() => isFocused(skip)).toBe(true);
  await expectInside(page, skip);
  await page.screenshot({ path: `${SCREENSHOT_DIR}nav-skip-link-1440x900.png` });
  await page.keyboard.press('Enter');
  await expect.poll(() => isFocused(page.getByRole('main'))).toBe(true);
  await expect(page).toHaveURL(/#\/tasks$/);
  // The next Tab goes into the screen, past the bar.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
});

test('every screen has a shortcut: g then its key, listed by ?', async ({ app, page }) => {
  await app.open('/strategy');
  await page.getByRole('heading', { level: 1 }).first().click();
  await page.keyboard.press('?');
  const list = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  const rows = list.getByRole('row');
  // One row per screen, read from the dialog: "g then t" opens Tasks, and so on.
  const shortcuts = new Map<string, string>();
  for (const text of await rows.allTextContents()) {
    const m = /^g then (.)Open (.+?)( \(.*\))?$/.exec(text);
    if (m) shortcuts.set(m[2], m[1]);
  }
  expect([...shortcuts.keys()].sort()).toEqual([...ALL].sort());
  expect(new Set(shortcuts.values()).size).toBe(ALL.length);
  await page.keyboard.press('Escape');
  await expect(list).toHaveCount(0);

  for (const screen of ['Tasks', 'Options', 'Data', 'Settings', 'Library'] as const) {
    await page.keyboard.press('g');
    await page.keyboard.press(shortcuts.get(screen) ?? '');
    await expect(page).toHaveURL(new RegExp(`#${SCREENS[screen].path}(/[a-z]+)?(\\?.*)?$`));
    await app.expectCurrent(screen);
  }
  // Not while typing: the builder's name field takes the letters.
  await page.keyboard.press('g');
  await page.keyboard.press(shortcuts.get('Strategy') ?? '');
  const builder = await openBuilder(page);
  await builder.nameInput().fill('');
  await builder.nameInput().pressSequentially('gt');
  await expect(builder.nameInput()).toHaveValue('gt');
  await expect(page).toHaveURL(/#\/strategy$/);
});
