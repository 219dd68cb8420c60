import { expect, openScreen, test } from './support/app.ts';
import type { Builder } from './support/builder.ts';
import { openBuilder } from './support/builder.ts';
import { SCREENSHOT_DIR, screenshotBothSizes } from './support/screenshots.ts';

/*
 * Issue 13 as a new user works: edits are never lost (leaving at once, reloading at once, running at once), undo
 * brings back a value, a Reset and the draft a share link replaced, impossible settings block Run at their field,
 * and the result page says in the builder's own words which strategy ran.
 */

test.describe.configure({ mode: 'parallel' });

const valueOf = (builder: Builder) => builder.condition('Entry condition').getByRole('textbox', { name: 'Value' });

test('a name and a value typed just before leaving for Tasks are there on coming back', async ({ app, page }) => {
  await app.open('/strategy');
  const builder = await openBuilder(page);
  await builder.nameInput().fill('Quick edit');
  await valueOf(builder).fill('41');
  // No waiting: the navigation is used the moment the value is in.
  await openScreen(page, 'Tasks');
  await expect(page).toHaveURL(/#\/tasks$/);
  await app.goTo('Strategy');
  const back = await openBuilder(page);
  await expect(back.nameInput()).toHaveValue('Quick edit');
  await expect(valueOf(back)).toHaveValue('41');
  await back.expectCodes('Entry', ['TI:RSI(14);IDS:EO20/EP80;SC:SV/3/41']);
});

test('a reload right after typing keeps the exact form', async ({ app, page }) => {
  await app.open('/strategy');
  const builder = await openBuilder(page);
  await builder.nameInput().fill('Reloaded at once');
  await valueOf(builder).fill('41');
  await page.reload();
  await app.ready();
  const back = await openBuilder(page);
  await expect(back.nameInput()).toHaveValue('Reloaded at once');
  await expect(valueOf(back)).toHaveValue('41');
});

test('a qualifier turned off just before Run is off in the task, and the result page says what the builder said', async ({
  app,
  page,
}) => {
  await app.open('/strategy');
  const builder = await openBuilder(page);
  await builder.nameInput().fill('Qualifier off (e2e)');
  await builder.setCondition('Entry condition', { signal: 'Symbol Close', operator: 'CrossAbove', value: '1400' });
  const qualifier = builder.condition('Entry condition').getByRole('switch', { name: 'Add a qualifier' });
  await qualifier.check();
  await expect(builder.words()).toContainText('the 21-bar range rank of the close crosses above 1400');
  await builder.expectValid();
  await builder.setDates('2012-01-01', '2014-12-31');

  await qualifier.uncheck();
  const words = (await builder.words().getByRole('listitem').allTextContents()).join(' ');
  expect(words).toContain('the close crosses above 1400');
  expect(words).not.toContain('range rank');
  // Ctrl+Enter runs, from wherever the focus is.
  await page.keyboard.press('Control+Enter');
  await expect(page).toHaveURL(/#\/tasks\/[^/]+$/);
  const main = page.getByRole('main');
  await expect(main.getByLabel('Status: Finished')).toBeVisible({ timeout: 30_000 });
  const ran = main.getByRole('region', { name: 'Strategy' }).getByRole('list', { name: 'Strategy in plain words' });
  await expect(ran.getByRole('listitem')).toHaveText(words.split(/(?<=\.) (?=[A-Z0-9])/));
  await screenshotBothSizes(page, 'builder-result');

  await app.goTo('Strategy');
  const back = await openBuilder(page);
  await expect(back.condition('Entry condition').getByRole('switch', { name: 'Add a qualifier' })).not.toBeChecked();
});

test('Ctrl+Z brings back a value typed over, and the strategy a Reset cleared', async ({ app, page }) => {
  await app.open('/strategy');
  const builder = await openBuilder(page);
  await builder.nameInput().fill('Before the reset');
  await valueOf(builder).fill('41');
  await expect(valueOf(builder)).toBeFocused();
  await page.keyboard.press('Control+z');
  await expect(valueOf(builder)).toHaveValue('30');
  await page.keyboard.press('Control+Shift+z');
  await expect(valueOf(builder)).toHaveValue('41');

  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(builder.nameInput()).toHaveValue('');
  await expect(valueOf(builder)).toHaveValue('30');
  await page.keyboard.press('Control+z');
  await expect(builder.nameInput()).toHaveValue('Before the reset');
  await expect(valueOf(builder)).toHaveValue('41');
  // The buttons do the same.
  await builder.redoButton().click();
  await expect(builder.nameInput()).toHaveValue('');
  await builder.undoButton().click();
  await expect(builder.nameInput()).toHaveValue('Before the reset');
  await page.reload();
  await app.ready();
  await expect((await openBuilder(page)).nameInput()).toHaveValue('Before the reset');
});

test('a share link opened over a draft can be undone back to the draft', async ({ app, page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await app.open('/strategy');
  const builder = await openBuilder(page);
  await builder.nameInput().fill('The shared one');
  await valueOf(builder).fill('25');
  await builder.copyLinkButton.click();
  await expect(page.getByText('Link copied: it opens this strategy in the builder')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());

  // The draft the link will be opened over.
  await builder.nameInput().fill('My own draft');
  await valueOf(builder).fill('35');
  await page.goto(link);
  await app.ready();
  const shared = await openBuilder(page);
  await expect(shared.nameInput()).toHaveValue('The shared one');
  await expect(valueOf(shared)).toHaveValue('25');
  await page
    .getByRole('alert')
    .filter({ hasText: 'Opened the shared strategy' })
    .getByRole('button', { name: 'Undo' })
    .click();
  await expect(shared.nameInput()).toHaveValue('My own draft');
  await expect(valueOf(shared)).toHaveValue('35');
  await shared.redoButton().click();
  await expect(shared.nameInput()).toHaveValue('The shared one');
});

test('impossible settings block Run with a message at the field', async ({ app, page }) => {
  await app.open('/strategy');
  const builder = await openBuilder(page);
  await builder.setRisk({ stop: '150' });
  const stop = builder.form.getByRole('textbox', { name: 'Stop-loss' });
  await expect(stop).toHaveAttribute('aria-invalid', 'true');
  await expect(builder.form.getByText('Enter a loss under 100%, or leave empty for none')).toBeVisible();
  await expect(builder.runButton).toBeDisabled();
  await expect(builder.panel.getByText('Needs changes', { exact: true })).toBeVisible();
  await builder.setRisk({ stop: '5' });
  await builder.expectValid();
  await expect(builder.runButton).toBeEnabled();

  await builder.setDates('2015-01-01', '2014-01-01');
  await expect(builder.form.getByLabel('End date', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(builder.runButton).toBeDisabled();
  await builder.setDates('2014-01-01', '2015-01-01');
  await builder.expectValid();

  // Range Rank is one control: chosen as the operator while it is the qualifier, the qualifier is marked, and the
  // qualifier list no longer offers it.
  const condition = builder.condition('Entry condition');
  await builder.setCondition('Entry condition', { signal: 'Symbol Close' });
  await condition.getByRole('switch', { name: 'Add a qualifier' }).check();
  await expect(condition.getByRole('combobox', { name: /^Qualifier/ }).first()).toHaveText('Range Rank');
  await builder.setCondition('Entry condition', { operator: 'Range Rank', value: '80' });
  await expect(condition.getByText(/Range Rank is already the operator/)).toBeVisible();
  await expect(builder.runButton).toBeDisabled();
  await condition
    .getByRole('combobox', { name: /^Qualifier/ })
    .first()
    .click();
  await expect(page.getByRole('option', { name: 'Range Rank (set as the operator)' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await page.getByRole('option', { name: 'Net Change', exact: true }).click();
  await expect(condition.getByText(/Range Rank is already the operator/)).toHaveCount(0);
  await builder.expectValid();
  await screenshotBothSizes(page, 'builder-blocked');
});

test('the builder, looked at', async ({ app, page }) => {
  await app.open('/strategy');
  const builder = await openBuilder(page);
  await builder.nameInput().fill('RSI rebound');
  await builder.expectValid();
  await screenshotBothSizes(page, 'builder');
  // What a phone shows first, without scrolling.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SCREENSHOT_DIR}builder-phone-top-390x844.png` });
});
