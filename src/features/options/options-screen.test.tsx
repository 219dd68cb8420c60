// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnalyticsError } from '../../client/api-error.ts';
import { descriptionOf, SLOW } from '../../testing/field-assertions.ts';
import { renderApp } from '../../testing/render-app.tsx';
import type { TestConnection } from '../../testing/test-connection.ts';
import { createTestConnection } from '../../testing/test-connection.ts';
import OptionsScreen from './options-screen.tsx';
import type { ChainRow } from './test-chain.ts';
import { dteOf, evScoreOf, latestPuts, winChanceOf } from './test-chain.ts';

const PUTS = latestPuts();
const SNAPSHOT = PUTS[0].date;
const count = (keep: (row: ChainRow) => boolean) => PUTS.filter(keep).length;
const money = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

async function renderOptions(route = '/options', connection?: TestConnection): Promise<TestConnection> {
  const c = connection ?? (await createTestConnection());
  renderApp(<OptionsScreen />, c, { route, path: '/options' });
  return c;
}

async function findTable(): Promise<HTMLElement> {
  return screen.findByRole('table', { name: 'Put opportunities' }, SLOW);
}

/** The table as it is now: a filter that passes nothing replaces it with a message, and the next one mounts a new one. */
function currentTable(): HTMLElement {
  return screen.getByRole('table', { name: 'Put opportunities' });
}

function headers(table: HTMLElement): HTMLElement[] {
  return within(table).getAllByRole('columnheader');
}

function header(table: HTMLElement, field: string): HTMLElement {
  const found = headers(table).find((h) => h.textContent === field);
  if (!found) throw new Error(`no ${field} column`);
  return found;
}

/** The body rows' cells, the ticker (a row header) first. */
function bodyRows(table: HTMLElement): HTMLElement[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell')]);
}

/** The texts of one column, top to bottom. */
function column(table: HTMLElement, field: string): string[] {
  const i = headers(table).indexOf(header(table, field));
  return bodyRows(table).map((cells) => cells[i].textContent ?? '');
}

/** Puts `text` in a field at once (a paste): typing re-renders the table at each key, which is slow here. */
async function fill(field: HTMLElement, text: string): Promise<void> {
  await userEvent.clear(field);
  await userEvent.paste(text);
}

const numberOf = (text: string) => Number(text.replace(/[,%]/g, ''));

function shownCount(): string {
  return screen.getByText(/ of [\d,]+ contracts$/).textContent ?? '';
}

describe('Options screen', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('lists the latest snapshot sorted by EV score, highest first, with what the answer covers', async () => {
    await renderOptions();
    const table = await findTable();
    expect(shownCount()).toBe(`${PUTS.length} of ${PUTS.length} contracts`);

    const snapshot = screen.getByRole('region', { name: 'Snapshot day' });
    expect(within(snapshot).getByText('As of').nextSibling?.textContent).toBe(SNAPSHOT);
    expect(within(snapshot).getByText('Option type').nextSibling?.textContent).toBe('puts');
    const tickers = [...new Set(PUTS.map((p) => p.ticker))].sort();
    expect(within(snapshot).getByText(`Underlyings (${tickers.length})`).nextSibling?.textContent).toBe(
      tickers.join(', '),
    );
    expect(within(snapshot).getByText('Contracts').nextSibling?.textContent).toBe(String(PUTS.length));
    expect(screen.getByRole('note').textContent).toMatch('The bundled chain is made up');

    // Every field of the spec's option data item, in its order.
    expect(headers(table).map((h) => h.textContent)).toEqual([
      'Underlying',
      'Price ($)',
      'Expiry',
      'DTE (days)',
      'Strike ($)',
      'Break-even ($)',
      'POP (%)',
      'Credit ($/contract)',
      'Margin ($/contract)',
      'Return on margin (%)',
      'EV score (% of margin)',
      'Annualised EV (%/year)',
      'Volume (contracts)',
      'Open interest (contracts)',
      'IV (%/year)',
      'Delta',
      'Vega',
      'Contract',
    ]);
    expect(header(table, 'EV score (% of margin)').getAttribute('aria-sort')).toBe('descending');
    const scores = column(table, 'EV score (% of margin)').map(numberOf);
    expect(scores).toHaveLength(Math.min(25, PUTS.length));
    for (let i = 1; i < scores.length; i++) expect(scores[i]).toBeLessThanOrEqual(scores[i - 1]);

    // The best contract by the spec's formula worked out here from the CSV, with its score to 4 decimals.
    const best = [...PUTS].sort((a, b) => evScoreOf(b) - evScoreOf(a))[0];
    expect(column(table, 'Contract')[0]).toBe(best.contractSymbol);
    expect(column(table, 'EV score (% of margin)')[0]).toBe(`${(evScoreOf(best) * 100).toFixed(2)}%`);
  });

  it('sorts by any column from its header, numbers highest first, a second click the other way', async () => {
    await renderOptions();
    const table = await findTable();
    const dtes = PUTS.map(dteOf);
    await userEvent.click(within(table).getByRole('button', { name: 'DTE (days)' }));
    expect(header(table, 'DTE (days)').getAttribute('aria-sort')).toBe('descending');
    expect(header(table, 'EV score (% of margin)').getAttribute('aria-sort')).toBeNull();
    expect(column(table, 'DTE (days)')[0]).toBe(String(Math.max(...dtes)));
    await userEvent.click(within(table).getByRole('button', { name: 'DTE (days)' }));
    expect(header(table, 'DTE (days)').getAttribute('aria-sort')).toBe('ascending');
    expect(column(table, 'DTE (days)')[0]).toBe(String(Math.min(...dtes)));

    await userEvent.click(within(table).getByRole('button', { name: 'Underlying' }));
    expect(header(table, 'Underlying').getAttribute('aria-sort')).toBe('ascending');
    expect(column(table, 'Underlying')[0]).toBe([...PUTS.map((p) => p.ticker)].sort()[0]);
  });

  it('filters by DTE, volume and |Delta|, says how many of all pass, and names a field that does not read', async () => {
    await renderOptions();
    await findTable();
    const filters = screen.getByRole('group', { name: 'Filters' });

    await fill(within(filters).getByRole('textbox', { name: 'DTE max' }), '20');
    const shortDated = count((r) => dteOf(r) <= 20);
    expect(shortDated).toBeGreaterThan(0);
    expect(shortDated).toBeLessThan(PUTS.length);
    await waitFor(() => expect(shownCount()).toBe(`${shortDated} of ${PUTS.length} contracts`));
    for (const dte of column(currentTable(), 'DTE (days)')) expect(Number(dte)).toBeLessThanOrEqual(20);

    await fill(within(filters).getByRole('textbox', { name: 'Volume min' }), '1,000');
    await fill(within(filters).getByRole('textbox', { name: '|Delta| max' }), '0.2');
    const liquid = count((r) => dteOf(r) <= 20 && r.volume >= 1000 && Math.abs(r.delta) <= 0.2);
    await waitFor(() => expect(shownCount()).toBe(`${liquid} of ${PUTS.length} contracts`));
    expect(column(currentTable(), 'Volume (contracts)').every((v) => numberOf(v) >= 1000)).toBe(true);

    // A typo filters nothing and says what the field takes; a max below the min likewise.
    const dteMin = within(filters).getByRole('textbox', { name: 'DTE min' });
    await userEvent.type(dteMin, 'abc');
    expect(dteMin.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(dteMin)).toMatch('Expected a whole number of days');
    expect(shownCount()).toBe(`${liquid} of ${PUTS.length} contracts`);
    await fill(dteMin, '30');
    const dteMax = within(filters).getByRole('textbox', { name: 'DTE max' });
    expect(descriptionOf(dteMax)).toMatch('Must not be below DTE min (30)');
    const longer = count((r) => dteOf(r) >= 30 && r.volume >= 1000 && Math.abs(r.delta) <= 0.2);
    await waitFor(() => expect(shownCount()).toBe(`${longer} of ${PUTS.length} contracts`));

    await userEvent.click(within(filters).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(shownCount()).toBe(`${PUTS.length} of ${PUTS.length} contracts`));
    expect((dteMax as HTMLInputElement).value).toBe('');
  });

  it("shows a contract's DTE, credit, break-even, margin and return on margin as worked out by hand from the CSV", async () => {
    await renderOptions();
    await findTable();
    // A mid-dated SPY put: DTE, credit, be, margin and return_per follow from its CSV row alone.
    const row = PUTS.find((r) => r.ticker === 'SPY' && dteOf(r) > 20 && dteOf(r) < 40 && r.strike < r.close)!;
    const dte = dteOf(row);
    const filters = screen.getByRole('group', { name: 'Filters' });
    await userEvent.type(within(filters).getByRole('combobox', { name: 'Ticker' }), 'spy');
    await fill(within(filters).getByRole('textbox', { name: 'DTE min' }), String(dte));
    await fill(within(filters).getByRole('textbox', { name: 'DTE max' }), String(dte));
    const expected = count((r) => r.ticker === 'SPY' && dteOf(r) === dte);
    await waitFor(() => expect(shownCount()).toBe(`${expected} of ${PUTS.length} contracts`));

    const i = column(currentTable(), 'Contract').indexOf(row.contractSymbol);
    expect(i).toBeGreaterThanOrEqual(0);
    const cell = (field: string) => column(currentTable(), field)[i];
    const credit = row.lastPrice * 100;
    const margin = row.strike * 100;
    expect(cell('Underlying')).toBe('SPY');
    expect(cell('Expiry')).toBe(row.expiration);
    expect(cell('DTE (days)')).toBe(String(dte));
    expect(cell('Strike ($)')).toBe(money(row.strike));
    expect(cell('Credit ($/contract)')).toBe(money(credit));
    expect(cell('Break-even ($)')).toBe(money(row.strike - row.lastPrice));
    expect(cell('Margin ($/contract)')).toBe(money(margin));
    expect(cell('Return on margin (%)')).toBe(`${((credit / margin) * 100).toFixed(2)}%`);
    expect(cell('Volume (contracts)')).toBe(row.volume.toLocaleString('en-US'));
    expect(cell('Open interest (contracts)')).toBe(row.openInterest.toLocaleString('en-US'));
  });

  it('explains each column in its header and in "What the columns mean", under readable names', async () => {
    await renderOptions();
    const table = await findTable();
    const help = within(table).getByRole('button', { name: 'What EV score (% of margin) means' });
    await userEvent.hover(help);
    const tip = await screen.findByRole('tooltip');
    expect(tip.textContent).toMatch('Expected value of the trade per dollar of margin');
    expect(tip.textContent).toMatch('[(win% × net credit) − (loss% × tail loss)] / margin');
    await userEvent.unhover(help);

    const toggle = screen.getByRole('button', { name: 'What the columns mean' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const guide = screen.getByRole('region', { name: 'What the columns mean' });
    const meaning = (label: string) => within(guide).getByText(label).nextSibling?.textContent ?? '';
    expect(within(guide).getAllByRole('term')).toHaveLength(18);
    expect(meaning('DTE (days)')).toMatch('the expiry date minus the snapshot date');
    expect(meaning('Break-even ($)')).toMatch('strike − premium');
    expect(meaning('POP (%)')).toMatch('Black-Scholes chance (interest rate r = 0');
    expect(meaning('Credit ($/contract)')).toMatch('last price × 100');
    expect(meaning('Margin ($/contract)')).toMatch('strike × 100');
    expect(meaning('Return on margin (%)')).toMatch('credit / margin × 100');
    expect(meaning('EV score (% of margin)')).toMatch('after a 2% slippage deduction');
    expect(meaning('EV score (% of margin)')).toMatch('1.2 standard deviations');
    expect(meaning('Annualised EV (%/year)')).toMatch('EV score × 365 / DTE');
    expect(meaning('Annualised EV (%/year)')).toMatch('365 calendar days');
    // No raw field name of the service on screen.
    for (const raw of ['return_per', 'ev_score', 'POP_est', 'cagr', 'expirDate']) {
      expect(document.body.textContent).not.toMatch(raw);
    }
  });

  it('keeps filters, order and the chosen contract in the address, and draws the chosen put’s payoff', async () => {
    const best = [...PUTS].sort((a, b) => evScoreOf(b) - evScoreOf(a))[0];
    await renderOptions(`/options?ev_min=0&pop_min=50&sort=DTE.asc&contract=${best.contractSymbol}`);
    const table = await findTable();
    const filters = screen.getByRole('group', { name: 'Filters' });
    expect((within(filters).getByRole('textbox', { name: 'EV score min (%)' }) as HTMLInputElement).value).toBe('0');
    expect((within(filters).getByRole('textbox', { name: 'POP min (%)' }) as HTMLInputElement).value).toBe('50');
    expect(header(table, 'DTE (days)').getAttribute('aria-sort')).toBe('ascending');
    const passing = count((r) => evScoreOf(r) >= 0 && winChanceOf(r) >= 0.5);
    await waitFor(() => expect(shownCount()).toBe(`${passing} of ${PUTS.length} contracts`));

    const payoff = screen.getByRole('region', { name: 'Payoff at expiry' });
    expect(within(payoff).getByRole('heading').textContent).toMatch(`Sell 1 ${best.ticker}`);
    // Break-even by hand: strike − last price.
    const breakEven = best.strike - best.lastPrice;
    expect(within(payoff).getByRole('img').getAttribute('aria-label')).toMatch(`break-even ${money(breakEven)}`);

    await userEvent.click(within(payoff).getByRole('button', { name: 'Close payoff' }));
    expect(within(screen.getByRole('region', { name: 'Payoff at expiry' })).getByText(/Choose a row/)).toBeTruthy();
    const first = within(currentTable()).getAllByRole('row')[1];
    await userEvent.click(first);
    expect(first.getAttribute('aria-selected')).toBe('true');
    expect(within(screen.getByRole('region', { name: 'Payoff at expiry' })).getByRole('img')).toBeTruthy();
  });

  it('says the service has no puts on a day without a snapshot, and goes back to the latest', async () => {
    await renderOptions('/options?date=2022-03-11');
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert.textContent).toMatch('No puts to list on 2022-03-11');
    // The service names the snapshot days the chain has.
    expect(alert.textContent).toMatch(SNAPSHOT);
    expect(
      within(alert).getByRole('link', { name: 'Load an option chain on the Data screen' }).getAttribute('href'),
    ).toBe('/data');
    expect((screen.getByLabelText('Snapshot date') as HTMLInputElement).value).toBe('2022-03-11');

    await userEvent.click(within(alert).getByRole('button', { name: 'Show the latest snapshot' }));
    await findTable();
    expect((screen.getByLabelText('Snapshot date') as HTMLInputElement).value).toBe('');
    expect(shownCount()).toBe(`${PUTS.length} of ${PUTS.length} contracts`);
  });

  it('names the chain: the made-up demo by default, a fetched chain by its source and day', async () => {
    const demo = await renderOptions();
    await findTable();
    const chain = () =>
      within(screen.getByRole('region', { name: 'Snapshot day' })).getByText('Chain').nextSibling?.textContent;
    expect(chain()).toBe(`Demo chain (made up) of ${SNAPSHOT}`);
    expect(screen.getByText('The bundled chain is made up')).toBeTruthy();
    cleanup();

    const analytics = demo.analytics;
    const original = analytics.optionOpportunities.bind(analytics);
    vi.spyOn(analytics, 'optionOpportunities').mockImplementation(async (...args) => {
      const answer = await original(...args);
      return { ...answer, chain: { origin: 'fetched', source: 'yahoo', date: '2026-11-25' } };
    });
    await renderOptions('/options', demo);
    await findTable();
    expect(chain()).toBe('Yahoo option chain of 2026-11-25');
    expect(screen.queryByText('The bundled chain is made up')).toBeNull();
  });

  it('without a chain, shows how to load one and links to the Data screen', async () => {
    // The service's 404 says how to load a chain; the screen shows it as said, whatever it says.
    const NO_OPTION_CHAIN = 'no option chain is loaded: drop an option-chain snapshot CSV on the Data screen';
    const connection = await createTestConnection();
    vi.spyOn(connection.analytics, 'optionOpportunities').mockRejectedValue(
      new AnalyticsError(404, 404, NO_OPTION_CHAIN),
    );
    await renderOptions('/options', connection);
    const warning = await screen.findByRole('alert', {}, SLOW);
    expect(warning.textContent).toMatch('No option chain to list');
    expect(warning.textContent).toMatch(NO_OPTION_CHAIN);
    expect(within(warning).getByRole('link', { name: 'Load an option chain on the Data screen' })).toBeTruthy();
    expect(within(warning).queryByRole('button', { name: 'Show the latest snapshot' })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
