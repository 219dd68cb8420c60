import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/app.ts';
import { openBuilder } from './support/builder.ts';
import { expectResultWithTrades } from './support/results.ts';
import { screenshotBothSizes } from './support/screenshots.ts';

/*
 * The strategy library as an analyst uses it: start from a template, keep it under a name with a tag, come back
 * later (a reload: it lives in IndexedDB), find it by tag and by words, copy, rename and delete it.
 */

const TEMPLATE = 'RSI oversold bounce';

const saved = (page: Page): Locator => page.getByRole('region', { name: 'Saved strategies' });
const card = (page: Page, name: string): Locator => saved(page).getByRole('article', { name, exact: true });
const templateCard = (page: Page, name: string): Locator =>
  page.getByRole('region', { name: 'Templates' }).getByRole('article', { name, exact: true });

test('a template opened in the builder is saved, found again after a reload, copied, renamed and deleted', async ({
  app,
  page,
}) => {
  // About 20 s alone, but it went past 60 s in CI beside the accessibility walk on the other worker.
  test.slow();
  await app.open('/library');
  await expect(page.getByRole('heading', { name: 'Strategy library', level: 1 })).toBeVisible();
  await expect(saved(page).getByText('No saved strategies yet')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Templates' }).getByRole('article')).toHaveCount(8);

  // Open a template in the builder: the builder shows its strategy, named after it.
  await templateCard(page, TEMPLATE).getByRole('link', { name: 'Open in builder' }).click();
  await expect(page).toHaveURL(/#\/strategy/);
  const builder = await openBuilder(page);
  await expect(builder.nameInput()).toHaveValue(TEMPLATE);
  await expect(builder.symbolInput()).toHaveValue('SPX');
  await builder.expectValid();

  // Save it to the library with tags and a note.
  await page.getByRole('button', { name: 'Save to library' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save to library' });
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue(TEMPLATE);
  await dialog.getByRole('textbox', { name: 'Name' }).fill('SPX RSI bounce');
  await dialog.getByRole('textbox', { name: 'Tags' }).fill('mean reversion, e2e-tag');
  await expect(dialog.getByRole('list', { name: 'Tags to save' }).getByRole('listitem')).toHaveText([
    'mean reversion',
    'e2e-tag',
  ]);
  await dialog.getByRole('textbox', { name: 'Note' }).fill('Kept from the template');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Saved “SPX RSI bounce” to the library.' })).toBeVisible();
  await page.getByRole('link', { name: 'Open the library' }).click();
  await expect(page).toHaveURL(/#\/library$/);
  await app.expectCurrent('Library');

  // It is still there after a reload, and a template's copy joins it.
  await page.reload();
  await app.ready();
  await expect(card(page, 'SPX RSI bounce')).toContainText('RSI(14) crosses above 30');
  await expect(card(page, 'SPX RSI bounce')).toContainText('Kept from the template');
  await templateCard(page, 'VIX spike').getByRole('button', { name: 'Save a copy' }).click();
  await expect(card(page, 'VIX spike')).toBeVisible();
  await expect(saved(page).getByRole('article')).toHaveCount(2);

  // Found by tag, then by words.
  const filter = saved(page).getByRole('group', { name: 'Filter by tag:' });
  await filter.getByRole('button', { name: 'e2e-tag' }).click();
  await expect(filter.getByRole('button', { name: 'e2e-tag' })).toHaveAttribute('aria-pressed', 'true');
  await expect(saved(page).getByRole('article')).toHaveCount(1);
  await expect(saved(page).getByRole('status')).toHaveText('1 of 2 strategies shown');
  await filter.getByRole('button', { name: 'e2e-tag' }).click();
  const search = saved(page).getByRole('searchbox', { name: 'Search saved strategies' });
  await search.fill('vix');
  await expect(saved(page).getByRole('article')).toHaveCount(1);
  await expect(card(page, 'VIX spike')).toBeVisible();
  await search.fill('rsi bounce');
  await expect(saved(page).getByRole('article')).toHaveCount(1);
  await expect(card(page, 'SPX RSI bounce')).toBeVisible();
  await search.fill('');
  await expect(saved(page).getByRole('article')).toHaveCount(2);

  await screenshotBothSizes(page, 'library');

  // Duplicate, then rename the copy (its tags and note come along).
  await card(page, 'SPX RSI bounce').getByRole('button', { name: 'Duplicate' }).click();
  await expect(card(page, 'SPX RSI bounce (copy)')).toContainText('e2e-tag');
  await card(page, 'SPX RSI bounce (copy)').getByRole('button', { name: 'Rename' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename “SPX RSI bounce (copy)”' });
  await rename.getByRole('textbox', { name: 'Name' }).fill('SPX RSI bounce, wider stop');
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(rename).toBeHidden();
  await expect(card(page, 'SPX RSI bounce, wider stop')).toContainText('Kept from the template');
  await expect(card(page, 'SPX RSI bounce (copy)')).toHaveCount(0);

  // Delete asks first; Cancel keeps it, Delete removes it.
  await card(page, 'SPX RSI bounce').getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete “SPX RSI bounce”?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(card(page, 'SPX RSI bounce')).toBeVisible();
  await card(page, 'SPX RSI bounce').getByRole('button', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(card(page, 'SPX RSI bounce')).toHaveCount(0);
  await expect(saved(page).getByRole('article')).toHaveCount(2);

  // The renamed copy opens in the builder by its id, under its new name.
  await card(page, 'SPX RSI bounce, wider stop').getByRole('link', { name: 'Open in builder' }).click();
  await expect(page).toHaveURL(/#\/strategy/);
  const reopened = await openBuilder(page);
  await expect(reopened.nameInput()).toHaveValue('SPX RSI bounce, wider stop');
  await expect(page.getByText('Opened “SPX RSI bounce, wider stop” from the library.')).toBeVisible();

  // After a reload the library holds exactly what is left.
  await app.open('/library');
  await expect(saved(page).getByRole('article')).toHaveCount(2);
  await expect(card(page, 'VIX spike')).toBeVisible();
});

test('a template runs in the browser on the bundled data and trades', async ({ app, page }) => {
  await app.open('/library');
  await templateCard(page, 'VIX spike').getByRole('link', { name: 'Open in builder' }).click();
  const builder = await openBuilder(page);
  await expect(builder.nameInput()).toHaveValue('VIX spike');
  await builder.expectValid();
  await builder.runButton.click();
  await expect(page).toHaveURL(/#\/tasks\/[^/]+$/);
  const main = page.getByRole('main');
  await expect(main.getByLabel('Status: Finished')).toBeVisible({ timeout: 30_000 });
  await expectResultWithTrades(main);
});
