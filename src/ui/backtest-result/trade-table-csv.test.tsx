// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Trade } from '../../contract/index.ts';
import { captureDownloads } from '../../testing/capture-downloads.ts';
import { TradeTable } from './trade-table.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const trade = (entry: string, exit: string, returnPct: number, reason: Trade['exit_reason']): Trade => ({
  entry_date: entry,
  exit_date: exit,
  entry_price: 100,
  exit_price: 100 * (1 + returnPct / 100),
  return_pct: returnPct,
  bars_held: 5,
  exit_reason: reason,
  open: false,
  mae_pct: -1,
  mfe_pct: 5,
});

const TRADES: Trade[] = [
  trade('2020-01-02', '2020-01-10', 1.5, 'target'),
  trade('2020-01-15', '2020-01-20', -2, 'stop'),
  trade('2020-02-03', '2020-02-14', 4.25, 'target'),
  trade('2020-03-02', '2020-03-09', 0.75, 'time'),
];

describe('the trade table’s CSV', () => {
  it('holds the trades the filters keep, in the order the table is sorted', async () => {
    const downloads = captureDownloads();
    render(
      <MemoryRouter>
        <TradeTable trades={TRADES} fileName="SPX-trades.csv" />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Winners' }));
    // Return: lowest first on the first click, highest first on the second.
    fireEvent.click(screen.getByRole('button', { name: 'Return' }));
    fireEvent.click(screen.getByRole('button', { name: 'Return' }));
    const table = screen.getByRole('table', { name: 'Trades' });
    const shown = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0].textContent);
    // The winners are trades 1, 3 and 4; by return, highest first: 4.25, 1.5, 0.75.
    expect(shown).toEqual(['3', '1', '4']);

    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(downloads.name(0)).toBe('SPX-trades.csv');
    const lines = (await downloads.csv(0)).split('\r\n');
    expect(lines[0]).toMatch(/^Trade,Entry Date,Exit Date,Entry Price,Exit Price,Return %,/);
    const fields = lines.slice(1, -1).map((line) => line.split(','));
    expect(fields.map((f) => f[0])).toEqual(shown);
    expect(fields.map((f) => [f[1], f[5]])).toEqual([
      ['2020-02-03', '4.25'],
      ['2020-01-02', '1.5'],
      ['2020-03-02', '0.75'],
    ]);
  });
});
