// @vitest-environment happy-dom
import { ThemeProvider } from '@mui/material/styles';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { appTheme } from '../../app/theme.ts';
import type { BacktestResult, SidePerformance } from '../../contract/index.ts';
import { BacktestResultView } from './backtest-result-view.tsx';
import { tearsheetFixture } from './tearsheet-fixture.ts';

afterEach(cleanup);

function show(result: BacktestResult) {
  render(
    <ThemeProvider theme={appTheme}>
      <MemoryRouter>
        <BacktestResultView result={result} priceBars={null} />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

const none: SidePerformance = {
  trades: 0,
  winners: 0,
  losers: 0,
  net_profit: 0,
  gross_profit: 0,
  gross_loss: 0,
  commission_paid: 0,
  largest_win: null,
  largest_loss: null,
  avg_bars_winners: null,
  avg_bars_losers: null,
};

// Figures as the service would send them for three long trades making 1,000, -2,020 and 960.106: net -59.894.
const all: SidePerformance = {
  trades: 3,
  winners: 2,
  losers: 1,
  net_profit: 1000 - 2020 + 960.106,
  gross_profit: 1960.106,
  gross_loss: -2020,
  commission_paid: 1234.5,
  largest_win: 1000,
  largest_loss: -2020,
  avg_bars_winners: 9.5,
  avg_bars_losers: 21,
};

describe('the performance summary on the result page', () => {
  it('shows all, long and short in currency, with the max run-up', () => {
    show(
      tearsheetFixture({
        performance: { all, long: all, short: none, max_run_up: 5000, max_run_up_pct: 5.0505 },
      }),
    );
    const region = screen.getByRole('region', { name: 'Performance summary' });
    const table = within(region).getByRole('table', { name: 'Performance summary' });
    const row = (label: string) =>
      within(within(table).getByRole('rowheader', { name: label }).closest('tr')!)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Figure', 'All', 'Long', 'Short']);
    expect(row('Net profit')).toEqual(['-59.89', '-59.89', '0.00']);
    expect(row('Commission paid')).toEqual(['1,234.50', '1,234.50', '0.00']);
    expect(row('Largest winning trade')).toEqual(['1,000.00', '1,000.00', '–']);
    expect(row('Largest losing trade')).toEqual(['-2,020.00', '-2,020.00', '–']);
    expect(row('Avg bars in winning trades')).toEqual(['9.5 bars', '9.5 bars', '–']);
    expect(row('Avg bars in losing trades')).toEqual(['21 bars', '21 bars', '–']);
    expect(row('Winning trades')).toEqual(['2', '2', '0']);
    expect(within(region).getByText(/Max run-up: 5,000\.00 \(\+5\.05%\)/)).toBeTruthy();
  });

  it('asks for a re-run on a result stored before it existed', () => {
    show(tearsheetFixture({ performance: null }));
    const region = screen.getByRole('region', { name: 'Performance summary' });
    expect(within(region).getByText(/run it again to see it/)).toBeTruthy();
  });

  it('lists each trade’s P&L and the running total in the trade table', () => {
    const base = tearsheetFixture();
    const money = [1000, -2020, 960.106];
    const trades = base.Extra.trades.map((t, i) => ({
      ...t,
      pnl: money[i],
      cum_pnl: money.slice(0, i + 1).reduce((a, b) => a + b, 0),
    }));
    show(tearsheetFixture({ trades }));
    const table = screen.getByRole('table', { name: 'Trades' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    const pnl = headers.findIndex((h) => h?.startsWith('P&L'));
    const cum = headers.findIndex((h) => h?.startsWith('Cum. P&L'));
    expect(pnl).toBeGreaterThan(0);
    const cells = (i: number) =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getAllByRole('cell')[i].textContent);
    expect(cells(pnl)).toEqual(['1,000.00', '-2,020.00', '960.11']);
    // 1,000 - 2,020 = -1,020; + 960.106 = -59.894
    expect(cells(cum)).toEqual(['1,000.00', '-1,020.00', '-59.89']);
  });
});
