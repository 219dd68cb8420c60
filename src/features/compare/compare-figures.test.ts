import { describe, expect, it } from 'vitest';
import { bestOf, compareFigures } from './compare-figures.ts';
import { FIXTURE_BENCHMARK } from '../../ui/backtest-result/tearsheet-fixture.ts';
import { resultFixture } from './compare-fixture.ts';

describe('compareFigures', () => {
  it('marks the highest of each row, all of them on a tie, none when all are equal or only one is known', () => {
    expect(bestOf([1, 3, 2])).toEqual([1]);
    expect(bestOf([3, 1, 3])).toEqual([0, 2]);
    expect(bestOf([2, 2])).toEqual([]);
    expect(bestOf([null, 2])).toEqual([]);
    expect(bestOf([-18.5, -10, null])).toEqual([1]);
  });

  it('puts the figures side by side with the shallowest drawdown best and no best for a count', () => {
    const dates = ['2020-01-02'];
    const a = resultFixture({ total: 21, sharpe: 0.8, maxDrawdown: -10, winRate: 50, trades: 4 }, dates, [1]);
    const b = resultFixture({ total: -10, sharpe: 1.25, maxDrawdown: -18.18, winRate: 50, trades: 9 }, dates, [1]);
    const rows = Object.fromEntries(compareFigures([a, b]).map((r) => [r.label, r]));
    expect(rows['Total return'].texts).toEqual(['+21.00%', '-10.00%']);
    expect(rows['Total return'].best).toEqual([0]);
    expect(rows.Sharpe.texts).toEqual(['0.80', '1.25']);
    expect(rows.Sharpe.best).toEqual([1]);
    expect(rows['Max drawdown'].best).toEqual([0]);
    expect(rows['Win rate'].best).toEqual([]);
    expect(rows.Trades.texts).toEqual(['4', '9']);
    expect(rows.Trades.best).toEqual([]);
    expect(rows.Sortino.texts).toEqual(['–', '–']);
  });

  it('says which dates each run’s benchmark figure covers', () => {
    const dates = ['2020-01-02'];
    const run = (coverage: (typeof FIXTURE_BENCHMARK)['coverage'], total: number) => {
      const r = resultFixture({ total: 1, sharpe: 1, maxDrawdown: -1, winRate: 50, trades: 1 }, dates, [1]);
      return { ...r, Extra: { ...r.Extra, benchmark: { ...FIXTURE_BENCHMARK, total_return_pct: total, coverage } } };
    };
    const whole = {
      first_date: '2010-01-04',
      last_date: '2015-12-31',
      strategy_dates: 1509,
      share_pct: 100,
      whole_window: true,
    };
    const part = {
      first_date: '2000-01-03',
      last_date: '2020-04-17',
      strategy_dates: 8100,
      share_pct: 62.5,
      whole_window: false,
    };
    const rows = Object.fromEntries(compareFigures([run(whole, 80.1), run(part, 97.53)]).map((r) => [r.label, r]));
    expect(rows['Benchmark DJI return'].texts).toEqual(['+80.10%', '+97.53%']);
    expect(rows['Benchmark dates'].texts).toEqual(['whole window (100.00%)', '2000-01-03 to 2020-04-17 (62.50%)']);
  });
});
