import { describe, expect, it } from 'vitest';
import type { Trade } from '../../contract/index.ts';
import { numberTrades } from './sort-trades.ts';
import { filterTrades, isFiltering, NO_TRADE_FILTER } from './trade-filter.ts';

const trade = (entry_date: string, return_pct: number, exit_reason: Trade['exit_reason']): Trade => ({
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

const rows = numberTrades([
  trade('2020-01-02', 3, 'target'),
  trade('2020-03-02', -5, 'stop'),
  trade('2020-06-01', 0, 'time'),
  trade('2021-01-04 10:00', 1.5, 'time'),
]);
const numbers = (f: Partial<typeof NO_TRADE_FILTER>) =>
  filterTrades(rows, { ...NO_TRADE_FILTER, ...f }).map((r) => r.number);

describe('filterTrades', () => {
  it('keeps everything without a filter', () => {
    expect(numbers({})).toEqual([1, 2, 3, 4]);
    expect(isFiltering(NO_TRADE_FILTER)).toBe(false);
  });

  it('splits winners from losers, a flat trade counting as a loser', () => {
    expect(numbers({ outcome: 'winners' })).toEqual([1, 4]);
    expect(numbers({ outcome: 'losers' })).toEqual([2, 3]);
  });

  it('filters by exit reason and by entry dates, both ends included', () => {
    expect(numbers({ reason: 'time' })).toEqual([3, 4]);
    expect(numbers({ from: '2020-03-02', to: '2021-01-04' })).toEqual([2, 3, 4]);
    expect(numbers({ to: '2020-03-01' })).toEqual([1]);
    expect(numbers({ outcome: 'winners', reason: 'time', from: '2020-02-01' })).toEqual([4]);
    expect(isFiltering({ ...NO_TRADE_FILTER, from: '2020-01-01' })).toBe(true);
  });
});
