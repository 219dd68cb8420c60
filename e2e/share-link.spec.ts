import type { Browser, Page } from '@playwright/test';
import { appOn, expect, test, watchProblems } from './support/app.ts';
import { Builder, openBuilder } from './support/builder.ts';
import { dropFile, testDataPath } from './support/files.ts';

/*
 * "Copy link" puts the whole strategy in the URL: opened in a fresh browser (no draft, no IndexedDB) it fills the
 * builder with the same strategy. The builder's draft also survives a reload.
 */

test.describe.configure({ mode: 'parallel' });

const NAME = 'Shared trend (e2e)';
const DESCRIPTION = 'Close above its 50-bar EMA; out when RSI runs hot.';
const ENTRY_CODE = 'SY:Symbol Close;IDS:EO0/EP0;SC:SVEMA/3/50';
const EXIT_CODE = 'TI:RSI(14);IDS:EO20/EP80;SC:SV/0/70';

/** A strategy far from the default one: another symbol, both blocks, risk controls and an account setting. */
async function buildSharedStrategy(builder: Builder) {
  await builder.setAutocomplete(builder.form, 'Symbol', 'MSFT');
  await builder.nameInput().fill(NAME);
  await builder.form.getByRole('textbox', { name: 'Description' }).fill(DESCRIPTION);
  await builder.setCondition('Entry condition', {
    signal: 'Symbol Close',
    compareWith: 'SVEMA',
    operator: 'CrossAbove',
    period: '50',
  });
  await builder.setRuleType('Exit', 'SingleCondition');
  await builder.setCondition('Exit condition', { signal: 'RSI(14)', operator: '>', value: '70' });
  await builder.setRisk({ stop: '4', take: '', days: '30' });
  await builder.openAccountSettings();
  await builder.setText(builder.form, 'Commission per side', '0.002');
  await expectSharedStrategy(builder);
}

/** The strategy of buildSharedStrategy, as the builder shows it. */
async function expectSharedStrategy(builder: Builder) {
  await builder.expectCodes('Entry', [ENTRY_CODE]);
  await builder.expectCodes('Exit', [EXIT_CODE]);
  await expect(builder.condEntries('Entry')).toHaveText(['7/50/E']);
  await expect(builder.symbolInput()).toHaveValue('MSFT');
  await expect(builder.nameInput()).toHaveValue(NAME);
  await expect(builder.form.getByRole('textbox', { name: 'Description' })).toHaveValue(DESCRIPTION);
  await expect(builder.encodedRiskControl).toHaveText('-4//30');
  await expect(builder.accountSettingsButton()).toContainText('1 changed from the defaults');
  await builder.openAccountSettings();
  await expect(builder.form.getByRole('textbox', { name: 'Commission per side' })).toHaveValue('0.002');
  // The form has settled (validate was asked with the commission), so the draft holds all of it.
  const defaults = builder.panel.getByRole('list', { name: 'Defaults applied' });
  await expect(defaults).toContainText('capital');
  await expect(defaults).not.toContainText('commission');
}

/** Copies the link with the button and reads it back from the clipboard. */
async function copyLink(page: Page, builder: Builder): Promise<string> {
  await builder.copyLinkButton.click();
  await expect(page.getByText('Link copied: it opens this strategy in the builder')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/#\/strategy\?s=/);
  return link;
}

/** A page in a browser context of its own: nothing of the first page's storage. */
async function freshPage(browser: Browser, problems: string[]) {
  const context = await browser.newContext({
    locale: 'en-US',
    timezoneId: 'UTC',
    viewport: { width: 1440, height: 900 },
  });
  const page = await context.newPage();
  watchProblems(page, problems);
  return { context, page, app: appOn(page) };
}

test('a copied link opens the same strategy in a fresh browser, and stays after a reload there', async ({
  app,
  page,
  context,
  browser,
}) => {
  // Two browsers and a dozen validate answers: on a busy two-core machine this takes about a minute.
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await app.open('/strategy');
  const builder = await openBuilder(page);
  await buildSharedStrategy(builder);
  const link = await copyLink(page, builder);

  const problems: string[] = [];
  const fresh = await freshPage(browser, problems);
  try {
    expect((await fresh.context.storageState()).origins, 'no draft, nothing stored').toEqual([]);
    await fresh.page.goto(link);
    await fresh.app.ready();
    await expect(
      fresh.page.getByRole('alert').filter({ hasText: `Opened the shared strategy “${NAME}”.` }),
    ).toBeVisible();
    // The code leaves the address once it is in the form; the draft keeps the strategy from then on.
    await expect(fresh.page).toHaveURL(/#\/strategy$/);
    const shared = await openBuilder(fresh.page);
    await expectSharedStrategy(shared);

    await fresh.page.reload();
    await fresh.app.ready();
    await expectSharedStrategy(await openBuilder(fresh.page));
    await expect(fresh.page.getByRole('alert').filter({ hasText: 'Opened the shared strategy' })).toHaveCount(0);
  } finally {
    await fresh.context.close();
  }
  expect(problems, 'the fresh page logged no errors and threw nothing').toEqual([]);
});

test('the draft survives a reload, and Reset starts a new strategy', async ({ app, page }) => {
  // The whole strategy is built twice and checked three times: about a minute on a busy two-core machine.
  test.setTimeout(120_000);
  await app.open('/strategy');
  const builder = await openBuilder(page);
  await buildSharedStrategy(builder);
  await page.reload();
  await app.ready();
  await expectSharedStrategy(await openBuilder(page));

  await page.getByRole('button', { name: 'Reset' }).click();
  await builder.expectCodes('Entry', ['TI:RSI(14);IDS:EO20/EP80;SC:SV/3/30']);
  await expect(builder.symbolInput()).toHaveValue('SPX');
  await expect(builder.nameInput()).toHaveValue('');
  await page.reload();
  await app.ready();
  await (await openBuilder(page)).expectCodes('Entry', ['TI:RSI(14);IDS:EO20/EP80;SC:SV/3/30']);
});

test('a link copied in CSV mode carries the file name, never its rows, and asks for the file', async ({
  app,
  page,
  context,
  browser,
}) => {
  // A CSV run, then a second browser that loads the app cold: 40 s on a quiet CI machine, over 60 s when the other
  // worker's specs load it too, as for the other two specs here.
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await app.open('/strategy');
  const builder = await openBuilder(page);
  await dropFile(
    page.getByRole('region', { name: 'Drop a CSV to test instantly' }),
    testDataPath('observablehq-plot/aapl.csv'),
  );
  await expect(page.getByRole('alert').filter({ hasText: 'Running on aapl.csv' })).toBeVisible();
  await builder.setCondition('Entry condition', { value: '40' });
  await builder.expectCodes('Entry', ['TI:RSI(14);IDS:EO20/EP80;SC:SV/3/40']);
  const link = await copyLink(page, builder);
  // 1,260 rows of prices would be tens of kilobytes even compressed; the strategy alone is a few hundred bytes.
  expect(link.length).toBeLessThan(1500);

  const problems: string[] = [];
  const fresh = await freshPage(browser, problems);
  try {
    await fresh.page.goto(link);
    await fresh.app.ready();
    const shared = await openBuilder(fresh.page);
    await shared.expectCodes('Entry', ['TI:RSI(14);IDS:EO20/EP80;SC:SV/3/40']);
    // The symbol stays the analyst's: the dropped file's name never replaces it.
    await expect(shared.symbolInput()).toHaveValue('SPX');
    await expect(
      fresh.page.getByRole('alert').filter({ hasText: 'This strategy was shared for the CSV file aapl.csv' }),
    ).toContainText('Drop that file here to run it.');
  } finally {
    await fresh.context.close();
  }
  expect(problems, 'the fresh page logged no errors and threw nothing').toEqual([]);
});

test('a link to an unfinished strategy opens it as it is, with the field still to complete marked', async ({
  app,
  page,
  context,
  browser,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await app.open('/strategy');
  const builder = await openBuilder(page);
  await builder.nameInput().fill('Half done');
  await builder.setCondition('Entry condition', { value: '' });
  await builder.copyLinkButton.click();
  await expect(
    page.getByText('Link copied: it opens this unfinished strategy as it is, with the fields still to complete marked'),
  ).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());

  const problems: string[] = [];
  const fresh = await freshPage(browser, problems);
  try {
    await fresh.page.goto(link);
    await fresh.app.ready();
    await expect(
      fresh.page.getByRole('alert').filter({
        hasText: 'Opened the shared strategy “Half done”. It is unfinished: the fields still to complete are marked.',
      }),
    ).toBeVisible();
    // An unfinished strategy is never sent to validate, so the builder has no encoding to wait for (openBuilder).
    const shared = new Builder(fresh.page);
    await expect(shared.nameInput()).toHaveValue('Half done');
    const value = shared.condition('Entry condition').getByRole('textbox', { name: 'Value' });
    await expect(value).toHaveValue('');
    await expect(value).toHaveAttribute('aria-invalid', 'true');
    await expect(value).toHaveAccessibleDescription('Enter a number');
  } finally {
    await fresh.context.close();
  }
  expect(problems, 'the fresh page logged no errors and threw nothing').toEqual([]);
});
