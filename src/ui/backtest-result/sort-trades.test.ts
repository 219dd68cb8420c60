import { describe, expect, it } from 'vitest';
import type { Trade } from '../../contract/index.ts';
import { numberTrades, sortTrades } from './sort-trades.ts';

const trade = (entry_date: string, return_pct: number, exit_reason: Trade['exit_reason'] = 'time'): Trade => ({
  entry_date,
  exit_date: entry_date,
  entry_price: 1,
  exit_price: 1,
  return_pct,
  bars_held: 1,
  exit_reason,
  open: false,
  mae_pct: 0,
  mfe_pct: 0,
});

describe('sortTrades', () => {
  const rows = numberTrades([
    trade('2020-01-01', 2),
    trade('2020-02-01', -1, 'stop'),
    trade('2020-03-01', 2, 'target'),
  ]);

  it('sorts by a number either way, ties in time order', () => {
    expect(sortTrades(rows, 'return_pct', 'asc').map((r) => r.number)).toEqual([2, 1, 3]);
    expect(sortTrades(rows, 'return_pct', 'desc').map((r) => r.number)).toEqual([1, 3, 2]);
  });

  it('sorts by text and leaves the input alone', () => {
    expect(sortTrades(rows, 'exit_reason', 'asc').map((r) => r.trade.exit_reason)).toEqual(['stop', 'target', 'time']);
    expect(rows.map((r) => r.number)).toEqual([1, 2, 3]);
  });
});
