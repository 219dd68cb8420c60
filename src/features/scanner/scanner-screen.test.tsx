// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SCANNER_SIGNALS_BY_CATEGORY } from '../../contract/index.ts';
import { SLOW } from '../../testing/field-assertions.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { createTestConnection } from '../../testing/test-connection.ts';
import ScannerScreen from './scanner-screen.tsx';

/** The address's query, shown so a test can read what the screen wrote there. */
function AddressLine() {
  return <output aria-label="Address">{useLocation().search}</output>;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const SAMPLES = join(import.meta.dirname, '../../../public/samples');

/** Date -> close of a bundled price file with ISO dates and a Close column (AAPL.csv and its siblings). */
function sampleCloses(symbol: string): { dates: string[]; close: Map<string, number> } {
  const [header, ...lines] = readFileSync(join(SAMPLES, `${symbol}.csv`), 'utf8')
    .trim()
    .split(/\r?\n/);
  const at = header.split(',').indexOf('Close');
  const rows = lines.map((l) => l.split(','));
  return { dates: rows.map((r) => r[0]), close: new Map(rows.map((r) => [r[0], Number(r[at])])) };
}

async function renderScanner(route = '/scanner') {
  const connection = await createTestConnection();
  renderApp(<ScannerScreen />, connection, { route, path: '/scanner' });
  return connection;
}

/**
 * The picks table's body rows, each as its cells' text by column header. The table is found by its name; its cells are
 * read by tag, as role queries over some 1,500 cells take seconds in happy-dom.
 */
function tableRows(): Record<string, string>[] {
  const table = screen.getByRole('table', { name: 'Picks' });
  const headers = cellTexts(table.querySelector('thead tr')!).map((h) => h.replace(/sorted (a|de)scending/, '').trim());
  return bodyRows(table).map((row) => Object.fromEntries(cellTexts(row).map((text, i) => [headers[i], text])));
}

function bodyRows(table: HTMLElement): HTMLElement[] {
  return Array.from(table.querySelectorAll<HTMLElement>('tbody tr'));
}

function cellTexts(row: HTMLElement): string[] {
  return Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent ?? '');
}

/** Rendering some 80 rows of MUI cells in happy-dom takes seconds on a shared machine. */
const BUSY = 60_000;

const countLine = () => screen.getByText(/^\d+ of \d+ picks$/).textContent!;

describe('Scanner screen', () => {
  it('opens on the latest day with picks of the bundled universe, says so, in the SwingAI list', async () => {
    const connection = await renderScanner();
    const heading = await screen.findByRole('heading', { name: /^Picks of \d{4}-\d\d-\d\d$/ }, SLOW);
    const day = heading.textContent!.slice('Picks of '.length);
    expect(screen.getByText(`Latest day with picks: ${day} ·`, { exact: false })).toBeTruthy();
    const list = screen.getByRole('group', { name: 'Pick list' });
    expect(within(list).getByRole('button', { name: 'SwingAI' }).getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByLabelText('Date') as HTMLInputElement).value).toBe('');
    expect(tableRows().length).toBeGreaterThan(0);
    expect(new Set(tableRows().map((r) => r.Date))).toEqual(new Set([day]));

    // Most bundled symbols (the 23 ETFs of the wide file among some 30) end on the wide file's last day, 2016-07-01;
    // MSFT alone runs to 2022 and is not followed there. Each of those ETFs' days after the one shown has no pick.
    const wideDays = readFileSync(join(SAMPLES, 'wide', 'ETF-closes.csv'), 'utf8')
      .trim()
      .split(/\r?\n/)
      .slice(1)
      .map((l) => l.split(',')[0]);
    expect(wideDays.at(-1)).toBe('2016-07-01');
    expect(day <= '2016-07-01').toBe(true);
    for (const date of wideDays.filter((d) => d > day)) {
      const answer = await connection.analytics.scannerLatest({ date, category: 'SwingAI' });
      expect(answer.count, date).toBe(0);
    }
  });

  it(
    'scans the universe picked in the Universe select and keeps it in the address',
    async () => {
      const connection = await createTestConnection();
      await connection.backtest.call('PUT /data/universes/:name', {
        params: { name: 'Big tech' },
        body: { symbols: ['AAPL', 'MSFT', 'NOPE'] },
      });
      renderApp(
        <>
          <ScannerScreen />
          <AddressLine />
        </>,
        connection,
        { route: '/scanner?date=2016-06-24', path: '/scanner' },
      );
      await screen.findByRole('heading', { name: 'Picks of 2016-06-24' }, SLOW);
      const select = screen.getByRole('combobox', { name: 'Universe' });
      await waitFor(() => expect(within(select).getByRole('option', { name: 'Big tech (3 members)' })).toBeTruthy());
      expect(within(select).getByRole('option', { name: 'All symbols' })).toBeTruthy();
      await userEvent.selectOptions(select, 'Big tech');
      await waitFor(() =>
        expect(screen.getByRole('status', { name: 'Address' }).textContent).toMatch(/universe=Big\+tech/),
      );
      // AAPL and MSFT trade on 2016-06-24; NOPE has no prices.
      const expected = await connection.analytics.scannerLatest({ date: '2016-06-24', category: 'SwingAI' });
      const members = expected.scanner_data.filter((d) => d.Symbol === 'AAPL' || d.Symbol === 'MSFT');
      await waitFor(
        () => expect(new Set(tableRows().map((r) => r.Symbol))).toEqual(new Set(members.map((m) => m.Symbol))),
        SLOW,
      );
      expect(tableRows()).toHaveLength(members.length);
    },
    BUSY,
  );

  it(
    'lists a day’s picks with closes from the data, filters them, sorts them and exports the filtered rows',
    async () => {
      await renderScanner('/scanner?date=2016-06-24');
      await screen.findByRole('heading', { name: 'Picks of 2016-06-24' }, SLOW);
      expect((screen.getByLabelText('Date') as HTMLInputElement).value).toBe('2016-06-24');
      const all = tableRows();
      expect(all.length).toBeGreaterThan(10);
      expect(countLine()).toBe(`${all.length} of ${all.length} picks`);
      expect(new Set(all.map((r) => r.Date))).toEqual(new Set(['2016-06-24']));

      // Each AAPL pick's Close is AAPL's close that day in the bundled CSV.
      const aaplClose = sampleCloses('AAPL').close.get('2016-06-24')!;
      const aapl = all.filter((r) => r.Symbol === 'AAPL');
      expect(aapl.length).toBeGreaterThan(0);
      for (const r of aapl) expect(Number(r.Close.replace(/,/g, ''))).toBeCloseTo(aaplClose, 4);

      // Direction: Long leaves only longs, fewer than all.
      const filters = screen.getByRole('search', { name: 'Filter the picks' });
      await userEvent.click(within(filters).getByRole('button', { name: 'Long' }));
      const longs = tableRows();
      expect(longs.length).toBeGreaterThan(0);
      expect(longs.length).toBeLessThan(all.length);
      expect(longs.every((r) => r.Direction === 'Long')).toBe(true);
      expect(longs.length).toBe(all.filter((r) => r.Direction === 'Long').length);
      expect(countLine()).toBe(`${longs.length} of ${all.length} picks`);

      // A TrendScore floor of 10 on top: every pick left has the full score.
      await userEvent.type(within(filters).getByRole('textbox', { name: 'TrendScore min' }), '10');
      const strong = tableRows();
      expect(strong.length).toBeGreaterThan(0);
      expect(strong.every((r) => Number(r.TrendScore) >= 10 && r.Direction === 'Long')).toBe(true);

      // The CSV holds the rows on screen, with the spec's field names as its header.
      const blobs: Blob[] = [];
      vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
        blobs.push(b as Blob);
        return 'blob:picks';
      });
      await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
      const csv = (await blobs[0].text()).trim().split('\r\n');
      expect(csv[0]).toBe(
        'Symbol,Date,Signal,Direction,Close,WinRate,ProfitTarget,StopLoss,TimeInMarket,TradeNumber,ExpectedReturn,' +
          'AvgWin,AvgLoss,Z_Score,SharpeRatio,MaxRisk,TrendScore,RelTrendScore,Optix',
      );
      expect(csv).toHaveLength(strong.length + 1);
      expect(csv.slice(1).every((line) => line.split(',')[3] === 'Long')).toBe(true);

      // Clearing brings every pick back; a category leaves only its signals (spec 2.4's table).
      await userEvent.click(within(filters).getByRole('button', { name: /^Clear filters/ }));
      expect(tableRows()).toHaveLength(all.length);
      await userEvent.click(within(filters).getByRole('combobox', { name: 'Signal category' }));
      await userEvent.click(await screen.findByRole('option', { name: 'High/Low Signal' }));
      const highLow: readonly string[] = SCANNER_SIGNALS_BY_CATEGORY['High/Low Signal'];
      const byCategory = tableRows();
      expect(byCategory.length).toBeGreaterThan(0);
      expect(byCategory.every((r) => highLow.includes(r.Signal))).toBe(true);

      // Sorting by Close: up on the first click, down on the second.
      const closes = () => tableRows().map((r) => Number(r.Close.replace(/,/g, '')));
      const byClose = [...closes()].sort((a, b) => a - b);
      await userEvent.click(screen.getByRole('button', { name: 'Close' }));
      expect(closes()).toEqual(byClose);
      await userEvent.click(screen.getByRole('button', { name: 'Close' }));
      expect(closes()).toEqual([...byClose].reverse());
    },
    BUSY,
  );

  it(
    'explains a signal on hover, and opens a pick’s drawer with its chart and past trades',
    async () => {
      await renderScanner('/scanner?date=2016-06-24');
      await screen.findByRole('heading', { name: 'Picks of 2016-06-24' }, SLOW);
      const table = screen.getByRole('table', { name: 'Picks' });
      const row = bodyRows(table).find((r) => /^AAPL2016-06-24LowPoints/.test(r.textContent ?? ''))!;
      expect(row).toBeTruthy();
      const tradeNumber = tableRows().find((r) => r.Symbol === 'AAPL' && r.Signal === 'LowPoints')!.TradeNumber;

      // Spec 2.4: LowPoints is a 13-day new low.
      await userEvent.hover(within(row).getByText('LowPoints'));
      // By its text: a role query over the whole table on every poll takes seconds in happy-dom.
      const definition = await screen.findByText(/^13-day new low/, {}, SLOW);
      expect(definition.closest('[role="tooltip"]')).toBeTruthy();

      // Enter on the row opens the drawer, titled by the symbol.
      act(() => row.focus());
      await userEvent.keyboard('{Enter}');
      const drawer = await screen.findByRole('dialog', { name: 'AAPL' });
      expect(within(drawer).getByText(/LowPoints · 2016-06-24 · SwingAI list/)).toBeTruthy();
      const { dates, close } = sampleCloses('AAPL');
      const closeFigure = within(drawer).getByRole('group', { name: 'Close' }).textContent!.replace('Close', '');
      expect(Number(closeFigure)).toBeCloseTo(close.get('2016-06-24')!, 4);

      // The chart covers the 126 bars before the signal and the 63 after, from AAPL.csv.
      const at = dates.indexOf('2016-06-24');
      await within(drawer).findByRole(
        'img',
        {
          name: new RegExp(
            `^AAPL close from ${dates[at - 126]} to ${dates[at + 63]}, the LowPoints signal marked on 2016-06-24`,
          ),
        },
        SLOW,
      );

      // Past trades: each is entered at the close of an earlier signal day, so its entry price is that day's close.
      await userEvent.click(within(drawer).getByRole('button', { name: 'Show past trades' }));
      const trades = await within(drawer).findByRole('table', { name: 'Past trades' }, SLOW);
      const tradeRows = bodyRows(trades);
      expect(tradeRows.length).toBeGreaterThan(2);
      // The day's list and the single-ticker answer agree on how many earlier trades there were.
      const tradeCount = within(drawer).getByRole('group', { name: 'Trades' }).textContent!.replace('Trades', '');
      expect(tradeCount).toBe(tradeNumber);
      expect(tradeRows).toHaveLength(Math.min(Number(tradeNumber), 25));
      for (const tr of tradeRows.slice(0, 5)) {
        const [, entryDate, entryPrice, exitDate, , , reason] = cellTexts(tr);
        expect(entryDate < '2016-06-24' && exitDate >= entryDate).toBe(true);
        expect(Number(entryPrice)).toBeCloseTo(close.get(entryDate)!, 3);
        expect(['profit target', 'stop loss', 'time exhausted']).toContain(reason);
      }

      // Escape closes it.
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    },
    BUSY,
  );

  it('keeps the date and shows the service’s message for a day without data', async () => {
    await renderScanner('/scanner?date=1980-01-02');
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert.textContent).toMatch(/No scanner data for 1980-01-02/);
    expect(alert.textContent).toMatch(/no symbol has a trading day on 1980-01-02/);
    expect((screen.getByLabelText('Date') as HTMLInputElement).value).toBe('1980-01-02');
    expect(screen.queryByRole('table', { name: 'Picks' })).toBeNull();

    // Another date from the field: the picks of that day.
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2018-05-11' } });
    await screen.findByRole('heading', { name: 'Picks of 2018-05-11' }, SLOW);
  });
  it('filters by chosen signals, each offered with its definition', async () => {
    await renderScanner('/scanner?date=2018-05-11');
    await screen.findByRole('heading', { name: 'Picks of 2018-05-11' }, SLOW);
    const total = tableRows().length;
    const signals = within(screen.getByRole('search', { name: 'Filter the picks' })).getByRole('combobox', {
      name: 'Signals',
    });
    await userEvent.type(signals, 'HighPo');
    // Spec 2.4: HighPoints is a 13-day new high.
    const option = await screen.findByRole('option', { name: /^HighPoints/ });
    expect(option.textContent).toMatch(/13-day new high/);
    await userEvent.click(option);
    const rows = tableRows();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(total);
    expect(rows.every((r) => r.Signal === 'HighPoints')).toBe(true);
    expect(countLine()).toBe(`${rows.length} of ${total} picks`);
  });

  it(
    'keeps the filters in the address: a link opens with them applied, and a change is written back',
    async () => {
      const connection = await createTestConnection();
      renderApp(
        <>
          <ScannerScreen />
          <AddressLine />
        </>,
        connection,
        { route: '/scanner?date=2016-06-24&direction=Long&TrendScore_min=10', path: '/scanner' },
      );
      await screen.findByRole('heading', { name: 'Picks of 2016-06-24' }, SLOW);
      const filters = screen.getByRole('search', { name: 'Filter the picks' });
      expect(within(filters).getByRole('button', { name: 'Long' }).getAttribute('aria-pressed')).toBe('true');
      const floor = within(filters).getByRole('textbox', { name: 'TrendScore min' });
      expect((floor as HTMLInputElement).value).toBe('10');
      const rows = tableRows();
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => r.Direction === 'Long' && Number(r.TrendScore) >= 10)).toBe(true);

      await userEvent.click(within(filters).getByRole('button', { name: 'All' }));
      await userEvent.type(within(filters).getByRole('textbox', { name: 'WinRate max' }), '90');
      await waitFor(() =>
        expect(
          Object.fromEntries(new URLSearchParams(screen.getByRole('status', { name: 'Address' }).textContent!)),
        ).toEqual({ date: '2016-06-24', TrendScore_min: '10', WinRate_max: '90' }),
      );
    },
    BUSY,
  );

  it('on a server, says the chart needs the data library instead of drawing one', async () => {
    const connection = await createTestConnection();
    const server = { ...connection, kind: 'server' as const, label: 'Server 127.0.0.1:8787', library: null };
    renderApp(<ScannerScreen />, server, { route: '/scanner?date=2018-05-11', path: '/scanner' });
    await screen.findByRole('heading', { name: 'Picks of 2018-05-11' }, SLOW);
    const table = screen.getByRole('table', { name: 'Picks' });
    await userEvent.click(bodyRows(table)[0]);
    const drawer = await screen.findByRole('dialog');
    expect(
      within(drawer).getByText(/^The price chart needs this browser’s data library: you are connected to Server/),
    ).toBeTruthy();
    expect(within(drawer).queryByRole('img')).toBeNull();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
