import { expect, test } from './support/app.ts';
import { screenshotBothSizes } from './support/screenshots.ts';
import { e2eServerUrl, SERVER_ACCOUNT } from './support/server-account.ts';
import { connectToServer, serverAppOn } from './support/server.ts';

/*
 * Option chains fetched with prices (issue 30): on the server pointed at the replay server, a refresh of five
 * made-up symbols with "Also fetch option chains and dividend figures" stores each one's chain, and the Options screen
 * then scans those chains, naming their source and day. The replay server's SYNnnnn histories end on 2026-10-30 and
 * their made-up chains are quoted at that day's close.
 */

const SYMBOLS = ['SYN0301', 'SYN0302', 'SYN0303', 'SYN0304', 'SYN0305'];
const QUOTED = '2026-10-30';

test.use({ baseURL: e2eServerUrl() });

test('a refresh with option chains feeds the Options screen, which names the chain and its day', async ({ page }) => {
  test.slow();
  await connectToServer(page, SERVER_ACCOUNT);
  const app = serverAppOn(page);
  await app.goTo('Data');
  const main = page.getByRole('main');
  const form = main.getByRole('form', { name: 'Fetch prices' });
  await form.getByRole('textbox', { name: 'Symbols' }).fill(SYMBOLS.join(', '));
  await form.getByRole('checkbox', { name: 'Also fetch option chains and dividend figures (Yahoo only)' }).check();
  await form.getByRole('button', { name: 'Fetch prices' }).click();
  await expect(main.getByText(/^Fetched 5 symbols from yahoo: /)).toBeVisible({ timeout: 60_000 });
  const rows = main.getByRole('table', { name: 'Symbols fetched' }).getByRole('row');
  for (const symbol of SYMBOLS)
    await expect(rows.filter({ has: page.getByRole('rowheader', { name: symbol, exact: true }) })).toContainText(
      'option chain and dividend figures stored',
    );
  await screenshotBothSizes(page, 'data-fetch-with-chains');

  await app.goTo('Options');
  const snapshot = main.getByRole('region', { name: 'Snapshot day' });
  await expect(snapshot).toContainText(`As of${QUOTED}`, { timeout: 30_000 });
  await expect(snapshot).toContainText(`ChainYahoo option chain of ${QUOTED}`);
  // The fetched chains are real data: no made-up notice.
  await expect(page.getByText('The bundled chain is made up')).toHaveCount(0);
  const table = main.getByRole('table', { name: 'Put opportunities' });
  await expect(table.getByRole('rowheader').first()).toHaveText(/^SYN030[1-5]$/);
  await screenshotBothSizes(page, 'options-fetched-chain');
});
