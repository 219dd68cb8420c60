// @vitest-environment happy-dom
import { ThemeProvider } from '@mui/material/styles';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appTheme } from '../../app/theme.ts';
import type { BacktestResult, PriceBars } from '../../contract/index.ts';
import { captureDownloads } from '../../testing/capture-downloads.ts';
import { BacktestResultView } from './backtest-result-view.tsx';
import { tearsheetFixture } from './tearsheet-fixture.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const BARS: PriceBars = {
  dates: ['2020-11-30', '2020-12-01', '2020-12-31', '2021-01-04', '2021-01-29'],
  open: [100, 101, 99, 103, 104],
  high: [101, 102, 100, 104, 105],
  low: [99, 100, 98, 102, 103],
  close: [100, 101, 99, 103, 104],
  volume: [1, 1, 1, 1, 1],
} as PriceBars;

function show(result: BacktestResult, priceBars: PriceBars | null = BARS) {
  render(
    <ThemeProvider theme={appTheme}>
      <MemoryRouter>
        <BacktestResultView result={result} priceBars={priceBars} />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('the tearsheet', () => {
  it('puts the benchmark figures beside the strategy', () => {
    show(tearsheetFixture());
    const table = screen.getByRole('table', { name: 'Strategy against the benchmark DJI' });
    const row = (name: string) => within(table).getByRole('rowheader', { name }).closest('tr')!;
    expect(cellsOf(row('Total return'))).toEqual(['+4.00%', '+3.02%']);
    expect(cellsOf(row('CAGR'))).toEqual(['+60.00%', '+47.50%']);
    expect(cellsOf(row('Beta'))).toEqual(['0.80', '–']);
    expect(cellsOf(row('Alpha (annualised)'))).toEqual(['+12.34%', '–']);
    expect(cellsOf(row('Down capture'))).toEqual(['70.25%', '–']);
    expect(screen.getByText(/Over the 4 of 5 dates on which DJI has a bar/)).toBeTruthy();
  });

  it('names the benchmark and buy and hold with their symbols on the equity chart', () => {
    show(tearsheetFixture());
    const legend = within(screen.getByRole('img', { name: /^Equity of the strategy/ }).parentElement!).getByRole(
      'list',
      { name: 'Legend' },
    );
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Strategy equity', 'Buy & hold SPX', 'Benchmark DJI', 'Drawdown']);
  });

  it('says why there is no benchmark, or that an old result must be run again', () => {
    show(tearsheetFixture({ benchmark: null, benchmark_note: 'The benchmark XYZ has no data between these dates.' }));
    expect(screen.getByText('The benchmark XYZ has no data between these dates.')).toBeTruthy();
    expect(screen.queryByRole('table', { name: /Strategy against the benchmark/ })).toBeNull();
    cleanup();
    show(tearsheetFixture({ benchmark: null, benchmark_note: null }));
    expect(screen.getByText(/run it again to compare/)).toBeTruthy();
  });

  it('shows the monthly returns as a table: caption, months across, years down, the year at the end', () => {
    show(tearsheetFixture());
    const table = screen.getByRole('table', { name: /^Monthly returns of the strategy in percent/ });
    expect(table.querySelector('caption')?.textContent).toMatch(/^Monthly returns of the strategy/);
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Year',
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
      'Year',
    ]);
    const y2020 = within(table).getByRole('rowheader', { name: '2020' }).closest('tr')!;
    // Nov +0.5, Dec -1.5, the year -1 (the service's annual return); months before the window read "–".
    expect(cellsOf(y2020)).toEqual([...Array.from({ length: 10 }, () => '–'), '+0.5%', '-1.5%', '-1.0%']);
    const y2021 = within(table).getByRole('rowheader', { name: '2021' }).closest('tr')!;
    expect(cellsOf(y2021)[0]).toBe('+5.1%');
    expect(within(y2021).getAllByRole('cell')[0].getAttribute('aria-label')).toBe('Jan 2021: +5.05%');
  });

  it('shows "–" for a month in which no position was open at any time, not 0.0%', () => {
    show(
      tearsheetFixture({
        monthly_returns: [
          { year: 2020, month: 11, return_pct: 0.5, in_market: true },
          { year: 2020, month: 12, return_pct: 0, in_market: false },
        ],
        annual_returns: [{ year: 2020, return_pct: 0.5 }],
      }),
    );
    const table = screen.getByRole('table', { name: /^Monthly returns of the strategy in percent/ });
    const y2020 = within(table).getByRole('rowheader', { name: '2020' }).closest('tr')!;
    expect(cellsOf(y2020).slice(10)).toEqual(['+0.5%', '–', '+0.5%']);
    expect(within(y2020).getAllByRole('cell')[11].getAttribute('aria-label')).toBe('Dec 2020: no position or no bar');
  });

  it('lists the drawdowns and shades the one clicked on the equity chart', () => {
    show(tearsheetFixture());
    const table = screen.getByRole('table', { name: 'Top 2 drawdowns' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(cellsOf(rows[0])).toEqual(['1', '2020-12-01', '2020-12-31', '2021-01-04', '-1.98%', '1 bar', '2 bars']);
    expect(cellsOf(rows[1])).toEqual([
      '2',
      '2021-01-04',
      '2021-01-29',
      'Not recovered',
      '-0.50%',
      '1 bar',
      'Not recovered',
    ]);
    fireEvent.click(rows[1]);
    expect(
      screen.getByRole('button', { name: 'Show drawdown 2 on the equity chart' }).getAttribute('aria-pressed'),
    ).toBe('true');
    // Not recovered: shaded from its peak to the last date.
    expect(screen.getByRole('img', { name: /Shaded: Drawdown 2, 2021-01-04 to 2021-01-29\.$/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show the whole window' }));
    expect(screen.queryByRole('img', { name: /Shaded:/ })).toBeNull();
  });

  it('switches the equity chart to a log scale with a labelled switch', () => {
    show(tearsheetFixture());
    const log = screen.getByRole('switch', { name: 'Log scale' });
    expect(screen.queryByRole('img', { name: /Logarithmic price scale/ })).toBeNull();
    fireEvent.click(log);
    expect(screen.getByRole('img', { name: /Logarithmic price scale\.$/ })).toBeTruthy();
  });

  it('puts the annual returns beside the benchmark years, computed from its equity', () => {
    show(tearsheetFixture());
    const panel = screen.getByRole('region', { name: 'Annual returns' });
    expect(
      within(panel).getByRole('img', {
        name: /^Annual returns of the strategy against the benchmark DJI, 2020 to 2021/,
      }),
    ).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Table' }));
    const table = within(panel).getByRole('table', { name: 'Annual returns: table' });
    const rows = within(table).getAllByRole('row').slice(1);
    // DJI: 2020 ends at 102,000 over its first 100,000 (+2%); 2021 ends at 103,020 over 102,000 (+1%).
    expect(cellsOf(rows[0])).toEqual(['2020', '-1.00%', '+2.00%']);
    expect(cellsOf(rows[1])).toEqual(['2021', '+5.05%', '+1.00%']);
  });

  it('moves the price chart to a trade clicked in the table and marks it', () => {
    show(tearsheetFixture());
    const price = screen.getByRole('img', { name: /^Price of SPX/ });
    fireEvent.click(screen.getByRole('button', { name: 'Show trade 2 on the price chart' }));
    expect(screen.getByRole('button', { name: 'Show trade 2 on the price chart' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(price.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(price.getAttribute('aria-describedby')!)?.textContent).toMatch(
      /^Trade 2 shaded, 2020-12-01 to 2020-12-31\./,
    );
    const legend = within(price.parentElement!).getByRole('list', { name: 'Legend' });
    expect(legend.textContent).toContain('Trade 2');
  });

  it('filters the trades and exports the ones kept, with their own numbers', async () => {
    const downloads = captureDownloads();
    show(tearsheetFixture());
    const table = screen.getByRole('table', { name: 'Trades' });
    const numbers = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getAllByRole('cell')[0].textContent);
    fireEvent.click(screen.getByRole('button', { name: 'Winners' }));
    expect(numbers()).toEqual(['1', '3']);
    fireEvent.click(screen.getByRole('button', { name: 'Losers' }));
    expect(numbers()).toEqual(['2']);
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Exit reason' }), { target: { value: 'time' } });
    expect(numbers()).toEqual(['3']);
    fireEvent.change(screen.getByRole('combobox', { name: 'Exit reason' }), { target: { value: 'all' } });
    fireEvent.change(screen.getByLabelText('Entered from'), { target: { value: '2020-12-01' } });
    fireEvent.change(screen.getByLabelText('Entered to'), { target: { value: '2020-12-31' } });
    expect(numbers()).toEqual(['2']);
    expect(screen.getByText(/1 of 3 trades pass the filters; the CSV holds those 1/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(downloads.name(0)).toBe('SPX-Daily-trades.csv');
    const lines = (await downloads.csv(0)).trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1].startsWith('2,2020-12-01,2020-12-31,')).toBe(true);
  });

  it('downloads the drawdowns, the monthly grid and the comparison as CSV', async () => {
    const downloads = captureDownloads();
    show(tearsheetFixture());
    fireEvent.click(screen.getByRole('button', { name: 'Download the drawdowns as CSV' }));
    fireEvent.click(screen.getByRole('button', { name: 'Download the monthly returns as CSV' }));
    fireEvent.click(screen.getByRole('button', { name: 'Download the benchmark comparison as CSV' }));
    expect([downloads.name(0), downloads.name(1), downloads.name(2)]).toEqual([
      'SPX-Daily-drawdowns.csv',
      'SPX-Daily-monthly-returns.csv',
      'SPX-Daily-vs-DJI.csv',
    ]);
    expect((await downloads.csv(1)).split('\r\n')[1]).toBe('2020,,,,,,,,,,,0.5,-1.5,-1');
    expect((await downloads.csv(2)).split('\r\n')[3]).toBe('Beta,0.8,');
  });

  it('reads well for a single month without trades, drawdowns or benchmark', () => {
    show(
      tearsheetFixture({
        trades: [],
        drawdowns: [],
        benchmark: null,
        benchmark_note: 'The benchmark SPX has no bar in the window.',
        monthly_returns: [{ year: 2021, month: 1, return_pct: 0 }],
        annual_returns: [{ year: 2021, return_pct: 0 }],
      }),
    );
    const heat = screen.getByRole('table', { name: /^Monthly returns/ });
    expect(
      within(heat)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['2021']);
    expect(screen.getByText(/No drawdown episodes in this result/)).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Trades' })).toBeNull();
    expect(screen.getAllByText('The benchmark SPX has no bar in the window.').length).toBeGreaterThan(0);
  });

  it('asks for a re-run when the result predates the tearsheet figures', () => {
    show(tearsheetFixture({ monthly_returns: [], annual_returns: [], drawdowns: [], benchmark: null }));
    expect(
      screen.getByText('This result was stored before monthly returns existed: run it again to see them.'),
    ).toBeTruthy();
    expect(
      screen.getByText('This result was stored before annual returns existed: run it again to see them.'),
    ).toBeTruthy();
  });
});
