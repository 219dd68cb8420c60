import { expect, test } from './support/app.ts';
import { openBuilder } from './support/builder.ts';
import { screenshotBothSizes } from './support/screenshots.ts';
import { e2eServerUrl, SERVER_ACCOUNT } from './support/server-account.ts';
import { connectToServer, serverAppOn } from './support/server.ts';

/*
 * Issue 30 end to end, on the server pointed at the replay server: a five-symbol universe saved from a CSV file with
 * sectors and refreshed (with option chains and dividend figures) through the replay server; then the scanner opens
 * on the newest day with picks of that universe, sector breadth and the dividend screen are computed over it, the
 * Options screen scans the fetched chains, and the builder's signal field offers the universe's market internals.
 * The replay server's SYNnnnn histories end on 2026-10-30.
 */

const UNIVERSE = 'E2E Five';
const MEMBERS: Record<string, string> = {
  SYN0601: 'Energy',
  SYN0602: 'Energy',
  SYN0603: 'Information Technology',
  SYN0604: 'Information Technology',
  SYN0605: 'Utilities',
};
const SYMBOLS = Object.keys(MEMBERS);
const LAST_DAY = '2026-10-30';
const AUTHORIZATION = `Basic ${Buffer.from(`${SERVER_ACCOUNT.email}:${SERVER_ACCOUNT.password}`).toString('base64')}`;

test.use({ baseURL: e2eServerUrl() });

/** The weekdays after `day` up to and including `last`. */
function weekdaysAfter(day: string, last: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${day}T00:00:00Z`) + 86_400_000; t <= Date.parse(`${last}T00:00:00Z`); t += 86_400_000) {
    const weekday = new Date(t).getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

test('a universe refreshed through the replay server feeds the scanner, screens, options and the builder', async ({
  page,
  problems,
}) => {
  test.setTimeout(240_000);
  await connectToServer(page, SERVER_ACCOUNT);
  const app = serverAppOn(page);
  await app.goTo('Data');
  const main = page.getByRole('main');

  // A universe from a CSV file with a Sector column, reviewed in the form, then saved.
  const csv = ['Symbol,Sector', ...SYMBOLS.map((s) => `${s},${MEMBERS[s]}`)].join('\n');
  await main.getByLabel('Universe CSV file').setInputFiles({
    name: 'five.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${csv}\n`),
  });
  const save = main.getByRole('form', { name: 'Save a universe' });
  await expect(save.getByRole('textbox', { name: 'Symbols' })).toHaveValue(new RegExp(SYMBOLS.join('.+')));
  await save.getByRole('textbox', { name: 'Name' }).fill(UNIVERSE);
  await save.getByRole('button', { name: 'Save universe' }).click();
  const universes = main.getByRole('table', { name: 'Universes' });
  await expect(universes.getByRole('row').filter({ hasText: UNIVERSE })).toContainText('5');

  // Its members with their option chains and dividend figures through the fetch form, then the universe's Refresh,
  // which finds nothing newer.
  const fetchForm = main.getByRole('form', { name: 'Fetch prices' });
  await fetchForm.getByRole('textbox', { name: 'Symbols' }).fill(SYMBOLS.join(', '));
  await fetchForm.getByRole('checkbox', { name: 'Also fetch option chains and dividend figures (Yahoo only)' }).check();
  await fetchForm.getByRole('button', { name: 'Fetch prices' }).click();
  const fetched = main.getByRole('table', { name: 'Symbols fetched' }).getByRole('row');
  for (const symbol of SYMBOLS)
    await expect(fetched.filter({ has: page.getByRole('rowheader', { name: symbol, exact: true }) })).toContainText(
      'option chain and dividend figures stored',
      { timeout: 60_000 },
    );
  await universes.getByRole('button', { name: `Refresh ${UNIVERSE}` }).click();
  await expect(main.getByRole('heading', { name: `Refresh of ${UNIVERSE}` })).toBeVisible();
  await expect(main.getByText(/^Fetched 5 symbols from yahoo: 0 updated, 5 unchanged/)).toBeVisible({
    timeout: 60_000,
  });

  // The scanner over the universe opens on the newest day that has picks, and lists only its members.
  await app.goTo('Scanner');
  await page.getByRole('combobox', { name: 'Universe' }).selectOption(UNIVERSE);
  const heading = page.getByRole('heading', { name: /^Picks of \d{4}-\d\d-\d\d$/ });
  await expect(heading).toBeVisible({ timeout: 60_000 });
  const day = ((await heading.textContent()) ?? '').slice('Picks of '.length);
  expect(day >= '2026-10-01' && day <= LAST_DAY, day).toBe(true);
  const picked = await main
    .getByRole('table', { name: 'Picks' })
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((r) => (r as HTMLTableRowElement).cells[0].innerText.trim().split(/\s/)[0]));
  expect(picked.length).toBeGreaterThan(0);
  for (const symbol of picked) expect(SYMBOLS, symbol).toContain(symbol);
  // No later day of the data has a pick of the universe: asked of the server directly, day by day.
  for (const later of weekdaysAfter(day, LAST_DAY)) {
    const answer = await page.request.get(
      `/smart-stock-scanner/latest-day-all?universe=${encodeURIComponent(UNIVERSE)}&date=${later}`,
      { headers: { Authorization: AUTHORIZATION } },
    );
    const body: unknown = await answer.json();
    expect(body, later).toMatchObject({ code: 200, data: { as_of_date: later, count: 0 } });
  }
  await screenshotBothSizes(page, 'scanner-e2e-universe');

  // Sector breadth computed over the universe: its three sectors, each with its SPDR fund.
  await app.goTo('Screens');
  await page.getByRole('combobox', { name: 'Screen' }).selectOption('etf-sector-ma');
  await page.getByRole('combobox', { name: 'Universe' }).selectOption(UNIVERSE);
  const breadth = main.getByRole('table', { name: 'Sector ETFs above their moving averages' });
  await expect(breadth.getByRole('row')).toHaveCount(1 + 3, { timeout: 30_000 });
  for (const fund of ['XLE', 'XLK', 'XLU']) await expect(breadth).toContainText(fund);
  await expect(
    main.getByText(new RegExp(`^Computed by this connection from ${UNIVERSE} on ${LAST_DAY}: 5 of 5 members`)),
  ).toBeVisible();
  await screenshotBothSizes(page, 'screens-e2e-universe-breadth');
  // The dividend screen over it: the five members' fetched fundamentals.
  await page.getByRole('combobox', { name: 'Screen' }).selectOption('sp1500-dividend');
  const dividends = main.getByRole('table', { name: 'S&P 1500 dividend stocks' });
  await expect(dividends.getByRole('row')).toHaveCount(1 + 5, { timeout: 30_000 });
  await expect(page).toHaveURL(/universe=E2E\+Five/);

  // The option scanner reads the fetched chains and names them.
  await app.goTo('Options');
  const snapshot = main.getByRole('region', { name: 'Snapshot day' });
  await expect(snapshot).toContainText(`ChainYahoo option chain of ${LAST_DAY}`, { timeout: 30_000 });

  // The builder's signal field offers the universe's market internals.
  await app.goTo('Strategy');
  const builder = await openBuilder(page);
  const signal = builder.condition('Entry condition').getByRole('combobox', { name: 'Signal', exact: true });
  await signal.click();
  await signal.fill(`${UNIVERSE} % Above`);
  await expect(page.getByRole('option', { name: new RegExp(`^${UNIVERSE} % Above 50-Day MA`) })).toBeVisible();
  await page.getByRole('option', { name: new RegExp(`^${UNIVERSE} % Above 200-Day MA`) }).click();
  await expect(signal).toHaveValue(`${UNIVERSE} % Above 200-Day MA`);
  await expect(signal).toHaveAttribute('aria-invalid', 'false');
  // The half-typed name may have been validated on the way (a 400 naming the field, as the builder means it to be).
  const typedOnTheWay = (p: string) => /^HTTP 400 for .*\/backtest\/validate$/.test(p);
  problems.splice(0, problems.length, ...problems.filter((p) => !typedOnTheWay(p)));
});
