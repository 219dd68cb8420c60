// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, fixedServerConnection } from '../../testing/fixed-server-connection.ts';
import { captureDownloads } from '../../testing/capture-downloads.ts';
import { renderApp } from '../../testing/render-app.tsx';
import ScreensScreen from './screens-screen.tsx';

const LIST = {
  code: 200,
  data: {
    screens: [
      { key: 'etf-sentiment-seasonality', category: 'A' },
      { key: 'stocks-long-ideas', category: 'C' },
      { key: 'stocks-short-ideas', category: 'C' },
      { key: 'sp1500-dividend', category: 'G' },
    ],
  },
};
const SEASONALITY = [
  {
    symbol: 'SPY',
    name: 'S&P 500 fund',
    group: 'Equity',
    last_value: 61.5,
    last_update: '2026-11-20',
    AvgReturn: 1.25,
  },
  { symbol: 'GLD', name: 'Gold fund', group: 'Commodity', last_value: 12, last_update: '2026-11-19', AvgReturn: -0.5 },
];
const dividend = (symbol: string, pe_ratio: number | null, divyield: number) => ({
  name: `${symbol} Inc`,
  symbol,
  report_date: '2026-11-20',
  divyield,
  pe_ratio,
  onemonthperf: 1,
  threemonthperf: 2,
  sixmonthperf: 3,
  oneyearperf: 4,
  twoyearperf: 5,
  eps_growth: 6,
  payout_ratio: 7,
});
const DIVIDEND = [dividend('KO', 20.1, 3), dividend('O', null, 5.5), dividend('JNJ', 15.5, 2.75)];
const idea = (symbol: string, date: string) => ({
  symbol,
  chart_name: `${symbol} Optix`,
  date,
  last_value: 10,
  five_ma: 12,
  equity_close: 100,
  ma_200: 90,
});

const answers: Record<string, unknown> = {
  'GET /screens/get-predefined-screens': LIST,
  'GET /screens?key=etf-sentiment-seasonality': { code: 200, data: SEASONALITY, type: 'etf-sentiment-seasonality' },
  'GET /screens?key=sp1500-dividend': { code: 200, data: DIVIDEND, type: 'sp1500-dividend' },
  'GET /screens?key=stocks-long-ideas': { code: 200, data: [idea('MSFT', '2026-11-20')], type: 'stocks-long-ideas' },
  'GET /screens?key=stocks-long-ideas&date=2026-11-18': {
    code: 200,
    data: [idea('AAPL', '2026-11-18'), idea('PG', '2026-11-18')],
    type: 'stocks-long-ideas',
  },
  'GET /screens?key=stocks-long-ideas&date=2026-11-01': answer(404, {
    code: 404,
    msg: 'no stocks-long-ideas screen for 2026-11-01',
    data: null,
  }),
  'GET /screens?key=stocks-short-ideas': { code: 200, data: [], type: 'stocks-short-ideas' },
};

function renderScreens(route = '/screens', fixed: Record<string, unknown> = answers) {
  const server = fixedServerConnection(fixed);
  renderApp(<ScreensScreen />, server.connection, { route, path: '/screens' });
  return server;
}

const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);
const column = (table: HTMLElement, index: number) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[index].textContent);

describe('Screens screen', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('opens on the first screen: its category’s columns and its records', async () => {
    const server = renderScreens();
    expect(screen.getByRole('heading', { name: 'Screens', level: 1 })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'ETF sentiment and seasonality' });
    expect(headers(table)).toEqual([
      'Symbol',
      'Name',
      'Group',
      'Last value',
      'Last update',
      'Avg return this month (%)',
    ]);
    expect(within(table).getAllByRole('row')[1].textContent).toBe('SPYS&P 500 fundEquity61.52026-11-201.25');
    expect(column(table, 5)).toEqual(['1.25', '-0.5']);
    expect(screen.getByText(/^2 rows · /)).toBeTruthy();
    expect(server.requests).toEqual([
      'GET /screens/get-predefined-screens',
      'GET /screens?key=etf-sentiment-seasonality',
    ]);
  });

  it('computes a dividend screen over the universe picked, kept in the address, and drops it for a screen without one', async () => {
    const universes = {
      universes: [
        { name: 'S&P 500', members: 503, builtin: true, updated_at: '2026-11-01T00:00:00Z' },
        { name: 'Income', members: 3, builtin: false, updated_at: '2026-11-20T00:00:00Z' },
      ],
    };
    const server = renderScreens('/screens?key=sp1500-dividend', {
      ...answers,
      'GET /data/universes': universes,
      'GET /screens?key=sp1500-dividend&universe=Income': {
        code: 200,
        data: [dividend('O', null, 5.5)],
        type: 'sp1500-dividend',
      },
    });
    const picker = await screen.findByRole('combobox', { name: 'Universe' });
    await screen.findByRole('option', { name: 'Income (3 members)' });
    await userEvent.selectOptions(picker, 'Income');
    await waitFor(() => {
      const table = screen.getByRole('table', { name: 'S&P 1500 dividend stocks' });
      expect(column(table, 1)).toEqual(['O']);
    });
    expect(server.requests).toContain('GET /screens?key=sp1500-dividend&universe=Income');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Screen' }), 'etf-sentiment-seasonality');
    await screen.findByRole('table', { name: 'ETF sentiment and seasonality' });
    expect(screen.queryByRole('combobox', { name: 'Universe' })).toBeNull();
    expect(server.requests.at(-1)).toBe('GET /screens?key=etf-sentiment-seasonality');
  });

  it('groups the server’s screens by category in the picker', async () => {
    renderScreens();
    const picker = await screen.findByRole('combobox', { name: 'Screen' });
    const groups = [...picker.querySelectorAll('optgroup')].map((g) => [
      g.label,
      [...g.querySelectorAll('option')].map((o) => o.textContent),
    ]);
    expect(groups).toEqual([
      ['A · Sentiment and seasonality', ['ETF sentiment and seasonality']],
      ['C · Long and short ideas', ['Stocks: long ideas', 'Stocks: short ideas']],
      ['G · Dividend stocks', ['S&P 1500 dividend stocks']],
    ]);
  });

  it('shows another screen with its own columns, sorted by a click; records without a value last', async () => {
    const server = renderScreens();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Screen' }), 'sp1500-dividend');
    const table = await screen.findByRole('table', { name: 'S&P 1500 dividend stocks' });
    expect(headers(table)).toHaveLength(12);
    expect(headers(table).slice(0, 5)).toEqual(['Name', 'Symbol', 'Report date', 'Dividend yield (%)', 'P/E']);
    expect(column(table, 1)).toEqual(['KO', 'O', 'JNJ']);
    expect(column(table, 4)).toEqual(['20.1', '–', '15.5']);
    const pe = within(table).getByRole('button', { name: 'P/E' });
    await userEvent.click(pe);
    expect(column(table, 1)).toEqual(['JNJ', 'KO', 'O']);
    await userEvent.click(pe);
    expect(column(table, 1)).toEqual(['KO', 'JNJ', 'O']);
    await userEvent.click(within(table).getByRole('button', { name: 'Dividend yield (%)' }));
    expect(column(table, 3)).toEqual(['2.75', '3', '5.5']);
    expect(server.requests.at(-1)).toBe('GET /screens?key=sp1500-dividend');
  });

  it('downloads the records as CSV with the spec’s field names and unrounded figures', async () => {
    const downloads = captureDownloads();
    renderScreens();
    await screen.findByRole('table', { name: 'ETF sentiment and seasonality' });
    fireEvent.click(screen.getByRole('button', { name: 'Download ETF sentiment and seasonality as CSV' }));
    expect(downloads.name(0)).toBe('etf-sentiment-seasonality.csv');
    // The byte-order mark first (downloads.csv checks it), for spreadsheets.
    expect(await downloads.csv(0)).toBe(
      'symbol,name,group,last_value,last_update,AvgReturn\r\n' +
        'SPY,S&P 500 fund,Equity,61.5,2026-11-20,1.25\r\n' +
        'GLD,Gold fund,Commodity,12,2026-11-19,-0.5\r\n',
    );
    // Sorted by a click, the file follows the table's order.
    const table = screen.getByRole('table', { name: 'ETF sentiment and seasonality' });
    fireEvent.click(within(table).getByRole('button', { name: 'Last value' }));
    expect(column(table, 0)).toEqual(['GLD', 'SPY']);
    fireEvent.click(screen.getByRole('button', { name: 'Download ETF sentiment and seasonality as CSV' }));
    expect((await downloads.csv(1)).split('\r\n').slice(1)).toEqual([
      'GLD,Gold fund,Commodity,12,2026-11-19,-0.5',
      'SPY,S&P 500 fund,Equity,61.5,2026-11-20,1.25',
      '',
    ]);
  });

  it('asks an ideas screen for a day, says when the day has none, and goes back to the latest', async () => {
    const server = renderScreens('/screens?key=stocks-long-ideas');
    const latest = await screen.findByRole('table', { name: 'Stocks: long ideas' });
    expect(column(latest, 0)).toEqual(['MSFT']);
    expect(screen.getByText(/· ideas of 2026-11-20 ·/)).toBeTruthy();
    const date = screen.getByLabelText('Date');
    fireEvent.change(date, { target: { value: '2026-11-18' } });
    await waitFor(() =>
      expect(column(screen.getByRole('table', { name: 'Stocks: long ideas' }), 0)).toEqual(['AAPL', 'PG']),
    );
    expect(screen.getByText(/· ideas of 2026-11-18 ·/)).toBeTruthy();
    fireEvent.change(date, { target: { value: '2026-11-01' } });
    expect((await screen.findByRole('alert')).textContent).toContain('No Stocks: long ideas on 2026-11-01');
    await userEvent.click(screen.getByRole('button', { name: 'Latest day' }));
    expect(column(await screen.findByRole('table', { name: 'Stocks: long ideas' }), 0)).toEqual(['MSFT']);
    expect(server.requests.filter((r) => r.includes('ideas'))).toEqual([
      'GET /screens?key=stocks-long-ideas',
      'GET /screens?key=stocks-long-ideas&date=2026-11-18',
      'GET /screens?key=stocks-long-ideas&date=2026-11-01',
    ]);
  });

  it('offers no date on other screens and never sends one', async () => {
    const server = renderScreens('/screens?key=sp1500-dividend&date=2026-11-18');
    await screen.findByRole('table', { name: 'S&P 1500 dividend stocks' });
    expect(screen.queryByLabelText('Date')).toBeNull();
    expect(server.requests.at(-1)).toBe('GET /screens?key=sp1500-dividend');
  });

  it('says when an ideas screen has no ideas', async () => {
    renderScreens('/screens?key=stocks-short-ideas');
    expect((await screen.findByText('No ideas on the latest day.')).getAttribute('role')).toBe('status');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says when the server has no data for a screen', async () => {
    renderScreens('/screens?key=sp1500-dividend', {
      ...answers,
      'GET /screens?key=sp1500-dividend': answer(404, {
        code: 404,
        msg: 'no data for the sp1500-dividend screen',
        data: null,
      }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The server has no S&P 1500 dividend stocks screen');
    expect(alert.textContent).toContain('no data for the sp1500-dividend screen');
  });

  it('says when a screen fails, and tries again', async () => {
    const fixed: Record<string, unknown> = {
      ...answers,
      'GET /screens?key=etf-sentiment-seasonality': answer(500, { code: 500, msg: 'internal error: disk', data: null }),
    };
    renderScreens('/screens', fixed);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('ETF sentiment and seasonality could not be loaded');
    expect(alert.textContent).toContain('internal error: disk');
    fixed['GET /screens?key=etf-sentiment-seasonality'] = answers['GET /screens?key=etf-sentiment-seasonality'];
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'ETF sentiment and seasonality' })).toBeTruthy();
  });

  it('says when the list of screens fails', async () => {
    renderScreens('/screens', {
      ...answers,
      'GET /screens/get-predefined-screens': answer(500, { code: 500, msg: 'down', data: null }),
    });
    expect((await screen.findByRole('alert')).textContent).toContain('The list of screens could not be loaded: down');
  });

  it('in the browser connection, shows the connection’s screens and says what a screen it cannot compute needs', async () => {
    const needs =
      'sentiment exhaustion needs Optix sentiment series named SYMBOL-Optix for any symbol, and their prices: drop a CSV on the Data screen or put it in the data folder';
    const browser = fixedServerConnection(
      {
        ...answers,
        'GET /screens?key=etf-sentiment-seasonality': answer(404, { code: 404, msg: needs, data: null }),
      },
      'browser',
    );
    renderApp(<ScreensScreen />, browser.connection, { route: '/screens', path: '/screens' });
    const notice = await screen.findByRole('alert');
    expect(within(notice).getByText('No ETF sentiment and seasonality yet')).toBeTruthy();
    expect(notice.textContent).toContain(`This connection says: ${needs}.`);
    expect(browser.requests).toContain('GET /screens?key=etf-sentiment-seasonality');
  });

  it('says which universe and day a computed screen was computed from', async () => {
    const computed = SEASONALITY.map((r) => ({
      ...r,
      computed_from: 'S&P 500 on 2026-11-20: 412 of 503 members with a sector have prices',
    }));
    renderScreens('/screens', {
      ...answers,
      'GET /screens?key=etf-sentiment-seasonality': { code: 200, data: computed, type: 'etf-sentiment-seasonality' },
    });
    expect(
      await screen.findByText(
        'Computed by this connection from S&P 500 on 2026-11-20: 412 of 503 members with a sector have prices.',
      ),
    ).toBeTruthy();
  });

  it('does not claim a published screen was computed', async () => {
    renderScreens();
    await screen.findByRole('table', { name: 'ETF sentiment and seasonality' });
    expect(screen.queryByText(/Computed by this connection/)).toBeNull();
  });
});
