import { readFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/app.ts';
import { screenshotBothSizes } from './support/screenshots.ts';

/*
 * The Options screen on the bundled made-up chain, in the browser's worker: the short puts ranked by EV score,
 * filtered by DTE, POP and EV score (kept in the address), downloaded as CSV, each column explained, a chosen put's
 * payoff at expiry; and a day without a snapshot.
 */

test.describe.configure({ mode: 'parallel' });

const FIELDS = [
  'ticker',
  'close',
  'expirDate',
  'DTE',
  'strike',
  'be',
  'POP_est',
  'credit',
  'margin',
  'return_per',
  'ev_score',
  'cagr',
  'Volume',
  'OI',
  'IV',
  'Delta',
  'Vega',
  'ContractSymbol',
];

/** The puts of the bundled chain, read from the file itself: snapshot date and days to expiry of each. */
const PUTS = (() => {
  const text = readFileSync(new URL('../public/samples/options/put-chain-MADE-UP.csv', import.meta.url), 'utf8');
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '' && !l.startsWith('#'));
  const header = lines[0].split(',');
  const at = (cells: string[], name: string) => cells[header.indexOf(name)];
  return lines
    .slice(1)
    .map((l) => l.split(','))
    .filter((cells) => at(cells, 'type') === 'put')
    .map((cells) => ({
      date: at(cells, 'date'),
      dte: (Date.parse(at(cells, 'expiration')) - Date.parse(at(cells, 'date'))) / 86_400_000,
    }));
})();
const SNAPSHOT = PUTS[0].date;

const table = (page: Page) => page.getByRole('table', { name: 'Put opportunities' });
const count = (page: Page) => page.getByRole('status').filter({ hasText: / of \d+ contracts$/ });

/** A column's cell texts, top to bottom (the ticker is each row's header). */
async function column(page: Page, field: string): Promise<string[]> {
  const index = FIELDS.indexOf(field);
  const rows = table(page).locator('tbody tr');
  const texts: string[] = [];
  for (const row of await rows.all()) texts.push(await row.locator('th, td').nth(index).innerText());
  return texts;
}

const numberOf = (text: string) => Number(text.replace(/[,%]/g, ''));

/** Each field's header on screen: a readable name with its unit. */
const LABELS: Record<string, string> = {
  ticker: 'Underlying',
  close: 'Price ($)',
  expirDate: 'Expiry',
  DTE: 'DTE (days)',
  strike: 'Strike ($)',
  be: 'Break-even ($)',
  POP_est: 'POP (%)',
  credit: 'Credit ($/contract)',
  margin: 'Margin ($/contract)',
  return_per: 'Return on margin (%)',
  ev_score: 'EV score (% of margin)',
  cagr: 'Annualised EV (%/year)',
  Volume: 'Volume (contracts)',
  OI: 'Open interest (contracts)',
  IV: 'IV (%/year)',
  Delta: 'Delta',
  Vega: 'Vega',
  ContractSymbol: 'Contract',
};

function header(page: Page, field: string): Locator {
  return table(page)
    .getByRole('columnheader')
    .filter({ has: page.getByRole('button', { name: LABELS[field], exact: true }) });
}

test('the puts ranked by EV score, filtered by DTE, POP and EV score, as CSV, explained, with a payoff chart', async ({
  app,
  page,
}) => {
  test.slow();
  await app.open('/strategy');
  await app.goTo('Options');
  await expect(page.getByRole('heading', { name: 'Options', level: 1 })).toBeVisible();
  // (the screen has two notes: this one, and where its few underlyings' prices came from)
  await expect(page.getByRole('note').filter({ hasText: 'The bundled chain is made up' })).toBeVisible();
  await expect(page.getByRole('note', { name: 'Data provenance' })).toContainText('SPY bundled sample');
  await expect(count(page)).toHaveText(`${PUTS.length} of ${PUTS.length} contracts`);
  await expect(page.getByRole('region', { name: 'Snapshot day' })).toContainText(`As of${SNAPSHOT}`);

  // Sorted by EV score, highest first, before anything is touched.
  await expect(header(page, 'ev_score')).toHaveAttribute('aria-sort', 'descending');
  const scores = (await column(page, 'ev_score')).map(numberOf);
  expect(scores.length).toBe(Math.min(25, PUTS.length));
  for (let i = 1; i < scores.length; i++) expect(scores[i]).toBeLessThanOrEqual(scores[i - 1]);
  await screenshotBothSizes(page, 'options');

  // DTE 30 to 40: the count is the file's own.
  const filters = page.getByRole('group', { name: 'Filters' });
  await filters.getByRole('textbox', { name: 'DTE min' }).fill('30');
  await filters.getByRole('textbox', { name: 'DTE max' }).fill('40');
  const mid = PUTS.filter((p) => p.dte >= 30 && p.dte <= 40).length;
  expect(mid).toBeLessThan(PUTS.length);
  await expect(count(page)).toHaveText(`${mid} of ${PUTS.length} contracts`);
  for (const dte of await column(page, 'DTE')) expect(Number(dte)).toBeGreaterThanOrEqual(30);

  // POP at least 85%: fewer rows, each at or above it, still by ev_score.
  await filters.getByRole('textbox', { name: 'POP min (%)' }).fill('85');
  await expect(count(page)).not.toHaveText(`${mid} of ${PUTS.length} contracts`);
  const shown = Number((await count(page).innerText()).split(' ')[0]);
  expect(shown).toBeGreaterThan(0);
  expect(shown).toBeLessThan(mid);
  await expect(table(page).locator('tbody tr')).toHaveCount(Math.min(shown, 25));
  for (const pop of await column(page, 'POP_est')) expect(numberOf(pop)).toBeGreaterThanOrEqual(85);
  for (const dte of await column(page, 'DTE')) expect(Number(dte)).toBeLessThanOrEqual(40);
  const filteredScores = (await column(page, 'ev_score')).map(numberOf);
  for (let i = 1; i < filteredScores.length; i++) expect(filteredScores[i]).toBeLessThanOrEqual(filteredScores[i - 1]);

  // The CSV holds the filtered rows under the spec's field names, unrounded.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download the filtered contracts as CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`put-opportunities-${SNAPSHOT}.csv`);
  const csv = (await readFile(await download.path(), 'utf8')).trim().split('\r\n');
  expect(csv[0]).toBe(FIELDS.join(','));
  expect(csv).toHaveLength(shown + 1);
  for (const line of csv.slice(1)) {
    const cells = line.split(',');
    const dte = Number(cells[FIELDS.indexOf('DTE')]);
    expect(dte >= 30 && dte <= 40, `DTE ${dte} in ${line}`).toBe(true);
    expect(Number(cells[FIELDS.indexOf('POP_est')])).toBeGreaterThanOrEqual(85);
  }

  // Each header says what its column means; the guide below says it for all of them.
  await table(page).getByRole('button', { name: 'What EV score (% of margin) means' }).hover();
  await expect(page.getByRole('tooltip')).toContainText('[(win% × net credit) − (loss% × tail loss)] / margin');
  await page.mouse.move(0, 0);
  await page.getByRole('button', { name: 'What the columns mean' }).click();
  const guide = page.getByRole('region', { name: 'What the columns mean' });
  await expect(guide).toBeVisible();
  await expect(guide).toContainText('EV score × 365 / DTE');
  await expect(guide).toContainText('after a 2% slippage deduction');
  await expect(guide.getByRole('term')).toHaveCount(FIELDS.length);
  await screenshotBothSizes(page, 'options-filtered');

  // An EV floor too (the middle score shown): the address holds every filter, so a bookmark reopens the same table.
  const floor = String(filteredScores[Math.floor(filteredScores.length / 2)]);
  await filters.getByRole('textbox', { name: 'EV score min (%)' }).fill(floor);
  await expect(count(page)).not.toHaveText(`${shown} of ${PUTS.length} contracts`);
  const withEv = Number((await count(page).innerText()).split(' ')[0]);
  expect(withEv).toBeGreaterThan(0);
  for (const ev of await column(page, 'ev_score')) expect(numberOf(ev)).toBeGreaterThanOrEqual(Number(floor));
  await expect(page).toHaveURL(new RegExp(`dte_min=30&dte_max=40&pop_min=85&ev_min=${floor.replace('.', '\\.')}`));

  // A chosen row: its payoff at expiry, the row in the address.
  const firstContract = (await column(page, 'ContractSymbol'))[0];
  await table(page).locator('tbody tr').first().click();
  const payoff = page.getByRole('region', { name: 'Payoff at expiry' });
  await expect(payoff.getByRole('img', { name: /^Payoff at expiry of a sold / })).toBeVisible();
  await expect(payoff.locator('svg .recharts-line-curve')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`contract=${firstContract}`));
  await payoff.scrollIntoViewIfNeeded();
  await screenshotBothSizes(page, 'options-payoff');

  const bookmark = page.url();
  await page.goto('about:blank');
  await page.goto(bookmark);
  await expect(count(page)).toHaveText(new RegExp(`^${withEv} of `));
  await expect(
    page.getByRole('group', { name: 'Filters' }).getByRole('textbox', { name: 'EV score min (%)' }),
  ).toHaveValue(floor);
  await expect(
    page.getByRole('region', { name: 'Payoff at expiry' }).getByRole('img', { name: /^Payoff at expiry of a sold / }),
  ).toBeVisible();

  await app.appBar.getByRole('button', { name: 'Switch to the dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await screenshotBothSizes(page, 'options-filtered-dark');
});

test('a day without a snapshot: the service says which days it has, links to Data, and goes back to the latest', async ({
  app,
  page,
}) => {
  await app.open('/options?date=2022-03-11');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('No puts to list on 2022-03-11');
  await expect(alert).toContainText(SNAPSHOT);
  await expect(page.getByLabel('Snapshot date')).toHaveValue('2022-03-11');
  await screenshotBothSizes(page, 'options-no-snapshot');

  await alert.getByRole('button', { name: 'Show the latest snapshot' }).click();
  await expect(count(page)).toHaveText(`${PUTS.length} of ${PUTS.length} contracts`);
  await expect(page.getByLabel('Snapshot date')).toHaveValue('');

  // The date field asks for a day; the way to another chain is the Data screen.
  await page.getByLabel('Snapshot date').fill('2022-03-11');
  await expect(alert).toContainText('No puts to list on 2022-03-11');
  await alert.getByRole('link', { name: 'Load an option chain on the Data screen' }).click();
  await expect(page).toHaveURL(/#\/data$/);
});
