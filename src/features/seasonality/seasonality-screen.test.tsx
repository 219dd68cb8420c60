// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AnalyticsError } from '../../client/api-error.ts';
import type { SeasonalityRequest } from '../../contract/index.ts';
import { renderApp } from '../../testing/render-app.tsx';
import type { TestConnection } from '../../testing/test-connection.ts';
import { createTestConnection } from '../../testing/test-connection.ts';
import SeasonalityScreen from './seasonality-screen.tsx';

/** The in-process service shares the CPU with the other test files: allow for a busy machine. */
const SLOW = { timeout: 10_000 };

/** The bundled SPX sample as [date, close] rows, read with a plain split (no code of the app). */
function spxCloses(): { date: string; close: number }[] {
  const text = readFileSync(join(import.meta.dirname, '../../../public/samples/SPX.csv'), 'utf8');
  const [header, ...lines] = text.trim().split(/\r?\n/);
  const columns = header.split(',');
  const dateAt = columns.indexOf('date');
  const closeAt = columns.indexOf('close');
  return lines.map((line) => {
    const cells = line.split(',');
    return { date: cells[dateAt], close: Number(cells[closeAt]) };
  });
}

/** Mean close-to-close return (%) and share of positive returns (%) of the Mondays in the years, by a plain loop. */
function mondays(startYear: number, endYear: number): { mean: number; positive: number } {
  const rows = spxCloses();
  let sum = 0;
  let count = 0;
  let up = 0;
  for (let i = 1; i < rows.length; i++) {
    const day = new Date(`${rows[i].date}T00:00:00Z`);
    const year = day.getUTCFullYear();
    if (year < startYear || year > endYear || day.getUTCDay() !== 1) continue;
    const r = (rows[i].close / rows[i - 1].close - 1) * 100;
    sum += r;
    count++;
    if (r > 0) up++;
  }
  return { mean: sum / count, positive: (100 * up) / count };
}

function renderScreen(connection: TestConnection) {
  return renderApp(<SeasonalityScreen />, connection, { route: '/seasonality' });
}

const form = () => screen.getByRole('form', { name: 'Seasonality settings' });
const field = (name: string) => within(form()).getByRole('textbox', { name });

/** The text MUI shows under a field (its helper text or error), as a screen reader announces it. */
function description(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

async function retype(user: UserEvent, element: HTMLElement, text: string) {
  await user.clear(element);
  if (text) await user.type(element, text);
}

async function choose(user: UserEvent, label: string, option: string) {
  const select = within(form()).getByRole('combobox', { name: label });
  await waitFor(() => expect(within(select).getByRole('option', { name: option })).toBeTruthy());
  await user.selectOptions(select, option);
}

const results = () => screen.findByRole('region', { name: 'Seasonality results' }, SLOW);

async function openView(user: UserEvent, tab: string) {
  await user.click(within(await results()).getByRole('tab', { name: tab }));
}

describe('Seasonality screen', () => {
  // Vitest runs without globals here, so Testing Library cannot register its own cleanup.
  afterEach(() => {
    cleanup();
    // A draft typed but not run is kept per screen for the session: each test opens on a clean form.
    sessionStorage.clear();
  });

  it('runs SPX on opening, then shows the mean Monday return of the years asked as the sample data gives it', async () => {
    const user = userEvent.setup();
    renderScreen(await createTestConnection());
    // At once, without a click: SPX over the default years, clipped to the sample's 2000-2020.
    expect(await screen.findByRole('heading', { name: /^SPX, \d{4} to 2020$/ }, SLOW)).toBeTruthy();

    await retype(user, field('From year'), '2010');
    await retype(user, field('To year'), '2015');
    await user.click(within(form()).getByRole('button', { name: 'Run' }));
    expect(await screen.findByRole('heading', { name: 'SPX, 2010 to 2015' }, SLOW)).toBeTruthy();

    const panel = within(await results()).getByRole('region', { name: 'Mean return by weekday' });
    expect(
      within(panel).getByRole('img', { name: /^Bar chart of the mean daily return of SPX by weekday, 2010 to 2015/ }),
    ).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'Table' }));
    const table = within(panel).getByRole('table', { name: 'Mean return by weekday: table' });
    const monday = within(table).getByRole('row', { name: /^Monday/ });
    const [, mean, positive] = within(monday).getAllByRole('cell');

    const want = mondays(2010, 2015);
    const sign = want.mean > 0 ? '+' : '-';
    expect(mean.textContent).toBe(`${sign}${Math.abs(want.mean).toFixed(3)}%`);
    expect(positive.textContent).toBe(`${want.positive.toFixed(1)}%`);
  });

  it('shows every view with the settings chosen for it', async () => {
    const user = userEvent.setup();
    renderScreen(await createTestConnection());
    await results();
    await retype(user, field('From year'), '2005');
    await retype(user, field('To year'), '2019');
    await choose(user, 'Holiday', 'Labor Day');
    await retype(user, field('Sessions before and after'), '3');
    await choose(user, 'Month of the date', 'March');
    await retype(user, field('Day of the date'), '15');
    await choose(user, 'Month', 'October');
    await choose(user, 'Count days by', 'Trading session');
    await retype(user, field('Entry session'), '10');
    await retype(user, field('Holding sessions'), '20');
    await user.click(within(form()).getByRole('button', { name: 'Run' }));
    expect(await screen.findByRole('heading', { name: 'SPX, 2005 to 2019' }, SLOW)).toBeTruthy();

    const view = async (tab: string, panel: string | RegExp, chart: RegExp, role: 'img' | 'table' = 'img') => {
      await openView(user, tab);
      const region = within(screen.getByRole('tabpanel', { name: tab })).getByRole('region', { name: panel });
      expect(within(region).getByRole(role, { name: chart })).toBeTruthy();
      return region;
    };
    await view('Weekday & month', 'Mean return by month', /^Bar chart of the mean monthly return of SPX by month/);
    await view(
      'Day of month',
      'Average return by calendar day',
      /^Average daily return of SPX by calendar day, 2005 to 2019/,
      'table',
    );
    const grid = screen.getByRole('table', { name: /^Average daily return of SPX by calendar day/ });
    expect(within(grid).getAllByRole('row')).toHaveLength(13); // the day numbers, then 12 months
    await view('Session of year', 'Average path through the year', /^Line chart of the average cumulative path of SPX/);
    const holiday = await view('Around a holiday', 'Around Labor Day, 3 sessions either side', /day 0/);
    await user.click(within(holiday).getByRole('button', { name: 'Table' }));
    const offsets = within(holiday).getAllByRole('row').slice(1);
    expect(offsets.map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual([
      '-3',
      '-2',
      '-1',
      '0',
      '+1',
      '+2',
      '+3',
    ]);
    await view('Around a date', 'Around March 15, 3 sessions either side', /around March 15, 2005 to 2019/);
    await view('Single month', 'October by trading session', /in October by trading session of the month/);
    await view(
      'One-dollar curve',
      /^\$1 from session 10 \(usually Jan \d+\) to session 30 \(usually Feb \d+\) each year$/,
      /^Line chart of \$1 bought in SPX at session 10/,
    );
  });

  it('names a bad field beside it, keeps every value, and sends nothing', async () => {
    const user = userEvent.setup();
    const connection = await createTestConnection();
    const asked: SeasonalityRequest[] = [];
    const seasonality = connection.analytics.seasonality.bind(connection.analytics);
    connection.analytics.seasonality = (request) => {
      asked.push(request);
      return seasonality(request);
    };
    renderScreen(connection);
    await results();
    await retype(user, field('From year'), '2015');
    await retype(user, field('To year'), '2010');
    await retype(user, field('Sessions before and after'), '40');
    await user.click(within(form()).getByRole('button', { name: 'Run' }));

    expect(description(field('From year'))).toBe('From year must not be after To year.');
    expect(field('From year').getAttribute('aria-invalid')).toBe('true');
    expect(description(field('Sessions before and after'))).toBe('expected a whole number from 1 to 30');
    expect(field('From year')).toHaveProperty('value', '2015');
    expect(field('To year')).toHaveProperty('value', '2010');
    expect(field('Sessions before and after')).toHaveProperty('value', '40');
    expect(asked).toEqual([{ ticker: 'SPX', category: 'calendar_day' }]); // the first run only

    // Correcting a field clears its message; the next run goes out.
    await retype(user, field('Sessions before and after'), '4');
    expect(description(field('Sessions before and after'))).toBe('1 to 30; blank: 5');
    await retype(user, field('To year'), '2018');
    await user.click(within(form()).getByRole('button', { name: 'Run' }));
    expect(await screen.findByRole('heading', { name: 'SPX, 2015 to 2018' }, SLOW)).toBeTruthy();
    expect(asked.at(-1)).toEqual({
      ticker: 'SPX',
      start_year: 2015,
      end_year: 2018,
      shift: 4,
      category: 'calendar_day',
    });
  });

  it("says where the ticker's data comes from: the bundled sample, from its first to its last date", async () => {
    renderScreen(await createTestConnection());
    const rows = spxCloses();
    const line = await within(await results()).findByRole('note', { name: 'Data provenance' }, SLOW);
    expect(line.textContent).toBe(`Data: SPX bundled sample, ${rows[0].date} to ${rows[rows.length - 1].date}`);
  });

  it('folds the settings of each view on a phone, and unfolds them to show a bad value', async () => {
    const viewport = (window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } })
      .happyDOM;
    viewport.setViewport({ width: 390, height: 844 });
    try {
      const user = userEvent.setup();
      renderScreen(await createTestConnection());
      await results();
      const settings = within(form()).getByRole('button', { name: /^Settings of each view/ });
      expect(settings.getAttribute('aria-expanded')).toBe('false');
      await user.click(settings);
      await retype(user, field('Entry session'), '300');
      await user.click(settings);
      expect(settings.getAttribute('aria-expanded')).toBe('false');
      await user.click(within(form()).getByRole('button', { name: 'Run' }));
      expect(settings.getAttribute('aria-expanded')).toBe('true');
      expect(description(field('Entry session'))).toBe('expected a whole number from 1 to 252');
    } finally {
      viewport.setViewport({ width: 1024, height: 768 });
    }
  });

  it("shows the service's message about a parameter beside its field", async () => {
    const user = userEvent.setup();
    const connection = await createTestConnection();
    const seasonality = connection.analytics.seasonality.bind(connection.analytics);
    // A server may know fewer holidays than the list it offers: it refuses the name with a 400 naming the field.
    connection.analytics.seasonality = (request) =>
      request.holiday_name === 'Good Friday'
        ? Promise.reject(
            new AnalyticsError(400, 400, 'holiday_name: not on this server', [
              { path: 'holiday_name', message: 'Good Friday is not on this server' },
            ]),
          )
        : seasonality(request);
    renderScreen(connection);
    await results();
    await choose(user, 'Holiday', 'Good Friday');
    await user.click(within(form()).getByRole('button', { name: 'Run' }));

    const holiday = await within(form()).findByRole('combobox', { name: 'Holiday' });
    await waitFor(() => expect(description(holiday)).toBe('Good Friday is not on this server'), SLOW);
    expect(screen.getByRole('alert').textContent).toBe('Check the settingsholiday_name: not on this server');
    expect(holiday).toHaveProperty('value', 'Good Friday');
  });

  it('says when there is no price data for a ticker, and keeps it in the form (Enter runs)', async () => {
    const user = userEvent.setup();
    renderScreen(await createTestConnection());
    await results();
    const ticker = within(form()).getByRole('combobox', { name: 'Ticker' });
    await retype(user, ticker, 'xyz');
    expect(ticker).toHaveProperty('value', 'XYZ');
    await user.keyboard('{Enter}');

    const thisYear = new Date().getFullYear();
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert.textContent).toMatch(
      new RegExp(
        `^No price data for XYZ between ${thisYear - 20} and ${thisYear}Load a CSV in Data or pick another ticker`,
      ),
    );
    expect(within(alert).getByRole('link', { name: 'Data' }).getAttribute('href')).toBe('/data');
    expect(screen.queryByRole('region', { name: 'Seasonality results' })).toBeNull();
    expect(within(form()).getByRole('combobox', { name: 'Ticker' })).toHaveProperty('value', 'XYZ');
  });

  it('dims the figures on screen while the next run computes', async () => {
    const user = userEvent.setup();
    const connection = await createTestConnection();
    const seasonality = connection.analytics.seasonality.bind(connection.analytics);
    // A gate opened by release(), whether the MSFT request has reached it yet or not (on a busy machine it may not).
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    connection.analytics.seasonality = async (request) => {
      if (request.ticker === 'MSFT') await gate;
      return seasonality(request);
    };
    renderScreen(connection);
    await screen.findByRole('heading', { name: /^SPX, / }, SLOW);
    await retype(user, within(form()).getByRole('combobox', { name: 'Ticker' }), 'MSFT');
    await user.click(within(form()).getByRole('button', { name: 'Run' }));

    const region = await results();
    await waitFor(() => expect(region.getAttribute('aria-busy')).toBe('true'));
    expect(screen.getByRole('progressbar', { name: 'Computing the seasonality of MSFT' })).toBeTruthy();
    expect(within(region).getByRole('heading', { name: /^SPX, / })).toBeTruthy();
    release();
    expect(await screen.findByRole('heading', { name: /^MSFT, \d{4} to 2022$/ }, SLOW)).toBeTruthy();
    expect(region.getAttribute('aria-busy')).toBe('false');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('reopens a bookmarked address on the same view: settings, tab and window, with each year of the window', async () => {
    const route = '/seasonality?start_year=2005&end_year=2019&view=average-year&window.from=03-01&window.to=04-15';
    renderApp(<SeasonalityScreen />, await createTestConnection(), { route });
    expect(await screen.findByRole('heading', { name: 'SPX, 2005 to 2019' }, SLOW)).toBeTruthy();
    expect(field('From year')).toHaveProperty('value', '2005');
    expect(screen.getByRole('tab', { name: 'Average year' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Window from' })).toHaveProperty('value', '03-01');
    const table = await screen.findByRole('table', { name: 'Return in each year, Mar 1 to Apr 15' }, SLOW);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('rowheader')[0].textContent)).toEqual(
      Array.from({ length: 15 }, (_, i) => String(2005 + i)),
    );
    // 2019: the close of 28 February to that of 15 April, read from the sample with a plain split.
    const closes = new Map(spxCloses().map((r) => [r.date, r.close]));
    const want = (closes.get('2019-04-15')! / closes.get('2019-02-28')! - 1) * 100;
    const cells = within(rows.at(-1)!).getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual(['2019-02-28', '2019-04-15', `+${want.toFixed(2)}%`]);
  });
});
