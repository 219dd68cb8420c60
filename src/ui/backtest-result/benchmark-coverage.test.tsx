// @vitest-environment happy-dom
import { ThemeProvider } from '@mui/material/styles';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appTheme } from '../../app/theme.ts';
import type { BacktestResult, BenchmarkComparison } from '../../contract/index.ts';
import { captureDownloads } from '../../testing/capture-downloads.ts';
import { BacktestResultView } from './backtest-result-view.tsx';
import { FIXTURE_BENCHMARK, tearsheetFixture } from './tearsheet-fixture.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function show(result: BacktestResult) {
  render(
    <ThemeProvider theme={appTheme}>
      <MemoryRouter>
        <BacktestResultView result={result} priceBars={null} />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

const legendOf = () =>
  within(
    within(screen.getByRole('img', { name: /^Equity of the strategy/ }).parentElement!).getByRole('list', {
      name: 'Legend',
    }),
  )
    .getAllByRole('listitem')
    .map((li) => li.textContent);

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

/** The fixture's benchmark with a bar only on its last three of five dates (2020-12-31 to 2021-01-29). */
const PARTIAL: BenchmarkComparison = {
  ...FIXTURE_BENCHMARK,
  dates_matched: 3,
  coverage: {
    first_date: '2020-12-31',
    last_date: '2021-01-29',
    strategy_dates: 5,
    share_pct: 60,
    whole_window: false,
  },
  equity: [null, null, 100000, 101000, 103020],
  total_return_pct: 3.02,
  // The strategy's equity from 99,000 on 2020-12-31 to 104,000: +5.05%.
  strategy_total_return_pct: 5.050505,
  strategy_cagr_pct: 80.5,
  annual_returns: [
    { year: 2020, return_pct: 0 },
    { year: 2021, return_pct: 3.02 },
  ],
};

describe('the benchmark on the result page', () => {
  it('draws one line when the symbol is its own benchmark', () => {
    show(tearsheetFixture({ benchmark: { ...FIXTURE_BENCHMARK, symbol: 'SPX' } }));
    expect(legendOf()).toEqual(['Strategy equity', 'Buy & hold SPX (benchmark)', 'Drawdown']);
  });

  it('draws both lines for another benchmark', () => {
    show(tearsheetFixture());
    expect(legendOf()).toEqual(['Strategy equity', 'Buy & hold SPX', 'Benchmark DJI', 'Drawdown']);
  });

  it('reads the strategy over the common part and says so when the benchmark covers only part', () => {
    show(tearsheetFixture({ benchmark: PARTIAL }));
    const table = screen.getByRole('table', { name: 'Strategy against the benchmark DJI' });
    expect(within(table).getByRole('columnheader', { name: 'Strategy, common part' })).toBeTruthy();
    const row = (name: string) => within(table).getByRole('rowheader', { name }).closest('tr')!;
    // Not the whole window's +4.00% and +60.00%: the same three dates as the benchmark's +3.02%.
    expect(cellsOf(row('Total return'))).toEqual(['+5.05%', '+3.02%']);
    expect(cellsOf(row('CAGR'))).toEqual(['+80.50%', '+47.50%']);
    expect(
      screen.getByText(
        /DJI covers only part of the strategy's window: every figure here, the strategy's return and CAGR included, is over the common part, 2020-12-31 to 2021-01-29, on the 3 of 5 dates \(60\.0%\)/,
      ),
    ).toBeTruthy();
  });

  it('takes the benchmark years from the service and names the part-years', () => {
    show(tearsheetFixture({ benchmark: PARTIAL }));
    const panel = screen.getByRole('region', { name: 'Annual returns' });
    expect(within(panel).getByText(/DJI covers only 2020-12-31 to 2021-01-29 of the strategy's dates/)).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Table' }));
    const rows = within(within(panel).getByRole('table', { name: 'Annual returns: table' })).getAllByRole('row');
    expect(cellsOf(rows[1])).toEqual(['2020', '-1.00%', '0.00%']);
    expect(cellsOf(rows[2])).toEqual(['2021', '+5.05%', '+3.02%']);
  });

  it('names what each column of the comparison’s CSV holds', async () => {
    const downloads = captureDownloads();
    show(tearsheetFixture());
    fireEvent.click(screen.getByRole('button', { name: 'Download the benchmark comparison as CSV' }));
    const lines = (await downloads.csv(0)).split('\r\n');
    expect(lines[0]).toBe('Figure,Strategy on SPX,Benchmark DJI');
    // The fixture's whole-window figures, unrounded, the percent ones named so.
    expect(lines.slice(1, 4)).toEqual(['Total return (%),4,3.02', 'CAGR (%),60,47.5', 'Beta,0.8,']);
    expect(lines[4]).toBe('Alpha (annualised) (%),12.34,');
  });

  it('heads the strategy’s CSV column with the common part when the benchmark covers only part', async () => {
    const downloads = captureDownloads();
    show(tearsheetFixture({ benchmark: PARTIAL }));
    fireEvent.click(screen.getByRole('button', { name: 'Download the benchmark comparison as CSV' }));
    const lines = (await downloads.csv(0)).split('\r\n');
    expect(lines[0]).toBe('Figure,"Strategy on SPX, common part 2020-12-31 to 2021-01-29",Benchmark DJI');
    expect(lines[1]).toBe('Total return (%),5.050505,3.02');
  });
});
