import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/app.ts';
import { openBuilder, RISK_CONTROL_ONLY_CODE } from './support/builder.ts';
import { screenshotBothSizes } from './support/screenshots.ts';
import { e2eServerUrl, SERVER_ACCOUNT } from './support/server-account.ts';
import { connectToServer, serverAppOn } from './support/server.ts';

/*
 * Market data (issue 29) over the replay server that playwright.config.ts starts on E2E_REPLAY_PORT: the server sends
 * every source's requests there (`--source NAME=URL`), and the in-browser connection reaches it through the mirror
 * field in Settings. The replay server answers recorded Yahoo charts for AAPL, MSFT (dividends) and NVDA (a 4:1 split),
 * made-up bars for SYNnnnn symbols, Alpha Vantage's IBM for any key but BADKEY and LIMITED, and nothing for the rest.
 */

const REPLAY_URL = `http://127.0.0.1:${process.env.E2E_REPLAY_PORT ?? '0'}`;
const FETCHED = ['AAPL', 'MSFT', 'NVDA', 'SYN0001'];
/** A symbol the replay server has no chart for: its refresh fails, the others do not. */
const FAILING = 'NOSUCH';

function refreshRows(main: Locator): Locator {
  return main.getByRole('table', { name: 'Symbols fetched' }).getByRole('row');
}

/** The fetch form's symbols, a Fetch, then the refresh's end. */
async function fetchSymbols(page: Page, symbols: string): Promise<Locator> {
  const main = page.getByRole('main');
  const form = main.getByRole('form', { name: 'Fetch prices' });
  await form.getByRole('textbox', { name: 'Symbols' }).fill(symbols);
  await form.getByRole('button', { name: 'Fetch prices' }).click();
  return main;
}

test.describe('on a server pointed at the replay server', () => {
  test.use({ baseURL: e2eServerUrl() });

  test('the Data screen fetches five symbols with per-symbol progress, one failing, and a result names its data', async ({
    page,
  }) => {
    await connectToServer(page, SERVER_ACCOUNT);
    const app = serverAppOn(page);
    await app.goTo('Data');
    const main = page.getByRole('main');
    const sources = main.getByRole('list', { name: 'Market-data sources' });
    await expect(sources.getByRole('listitem', { name: 'yahoo' })).toContainText(REPLAY_URL);
    await expect(
      main.getByRole('form', { name: 'Fetch prices' }).getByRole('combobox', { name: 'Source' }),
    ).toHaveValue('yahoo');

    await fetchSymbols(page, `${FETCHED.join(', ')}\n${FAILING}`);
    // Each symbol gets its row as it finishes; the failed one says why, the others what they hold.
    await expect(main.getByText(/^Fetched 5 symbols from yahoo: \d+ updated, \d+ unchanged, 1 failed\./)).toBeVisible({
      timeout: 45_000,
    });
    await expect(refreshRows(main)).toHaveCount(1 + 5);
    const failed = refreshRows(main).filter({ has: page.getByRole('rowheader', { name: FAILING, exact: true }) });
    await expect(failed).toContainText('Failed');
    await expect(failed.getByRole('cell').last()).not.toHaveText('');
    for (const symbol of FETCHED) {
      const row = refreshRows(main).filter({ has: page.getByRole('rowheader', { name: symbol, exact: true }) });
      // Unchanged when a server left running (reuseExistingServer) already holds it from an earlier run.
      await expect(row).toContainText(/Updated|Unchanged/);
      await expect(row).toContainText(/\d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}/);
    }

    const stored = main.getByRole('table', { name: 'Fetched symbols' });
    for (const symbol of FETCHED) await expect(stored.getByRole('rowheader', { name: symbol })).toBeVisible();
    await expect(stored.getByRole('rowheader', { name: FAILING })).toHaveCount(0);
    await stored.getByRole('button', { name: 'Splits and dividends of NVDA' }).click();
    // NVDA's recorded chart holds its 4:1 split of July 2021.
    await expect(stored.getByRole('list', { name: 'Splits of NVDA' })).toContainText('2021-07-20: 4:1');
    await screenshotBothSizes(page, 'data-market-server');

    // The store's range of MSFT, as the table shows it: the result page must name the same last date.
    const msft = stored.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'MSFT' }) });
    const range = /(\d{4}-\d{2}-\d{2}) to (\d{4}-\d{2}-\d{2})/.exec((await msft.textContent()) ?? '');
    expect(range, 'the range of MSFT in the store').not.toBeNull();
    const [, first = '', last = ''] = range ?? [];

    await app.goTo('Strategy');
    const builder = await openBuilder(page);
    await builder.nameInput().fill(`MSFT fetched (e2e ${Date.now().toString(36)})`);
    await builder.setAutocomplete(builder.form, 'Symbol', 'MSFT');
    await builder.setRuleType('Entry', 'SingleCondition');
    await builder.setCondition('Entry condition', {
      signal: 'RSI(14)',
      compareWith: 'SV',
      operator: 'CrossAbove',
      value: '50',
    });
    await builder.setRuleType('Exit', 'RiskControlOnly');
    await builder.setRisk({ stop: '5', take: '10', days: '10' });
    await builder.setDates(first, last);
    await builder.expectCodes('Exit', [RISK_CONTROL_ONLY_CODE]);
    await builder.runButton.click();
    await expect(page).toHaveURL(/#\/tasks\/[^/]+$/);
    const finished = main.getByLabel('Status: Finished');
    const checkNow = main.getByRole('button', { name: 'Check the task now' });
    await expect(async () => {
      if ((await checkNow.isVisible()) && (await checkNow.isEnabled())) await checkNow.click();
      await expect(finished).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 30_000, intervals: [500, 1_000] });
    await expect(main.getByText(`Data: yahoo, ${first} to ${last}`, { exact: true })).toBeVisible();
    await screenshotBothSizes(page, 'result-data-provenance');
  });
});

test('the browser-direct source fetches a symbol in this browser through its mirror address', async ({ app, page }) => {
  await app.open('/settings');
  const settings = page.getByRole('main').getByRole('form', { name: 'alphavantage settings' });
  await settings.getByLabel('alphavantage API key').fill('dummy-e2e-key');
  await settings.getByRole('textbox', { name: 'alphavantage mirror address' }).fill(REPLAY_URL);
  await settings.getByRole('button', { name: 'Save alphavantage settings' }).click();
  await expect(settings.getByText('A key is saved in this browser.')).toBeVisible();
  await expect(settings).toContainText(`Requests go to ${REPLAY_URL}`);
  // The key is never shown back, in the page or its address.
  await expect(page.getByRole('main')).not.toContainText('dummy-e2e-key');
  expect(page.url()).not.toContain('dummy-e2e-key');
  await screenshotBothSizes(page, 'settings-market-sources');

  await app.goTo('Data');
  const main = page.getByRole('main');
  await expect(main.getByRole('form', { name: 'Fetch prices' }).getByRole('combobox', { name: 'Source' })).toHaveValue(
    'alphavantage',
  );
  await fetchSymbols(page, 'ibm');
  await expect(
    main.getByText(/^Fetched 1 symbol from alphavantage: 1 updated, 0 unchanged, 0 failed\.$/),
  ).toBeVisible();
  await expect(
    main.getByRole('table', { name: 'Fetched symbols' }).getByRole('rowheader', { name: 'IBM', exact: true }),
  ).toBeVisible();
  await screenshotBothSizes(page, 'data-market-browser');
});
