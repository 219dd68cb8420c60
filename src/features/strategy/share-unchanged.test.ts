import { describe, expect, it } from 'vitest';
import { FIXTURE_BENCHMARK, tearsheetFixture } from '../../ui/backtest-result/tearsheet-fixture.ts';
import { shareUnchanged } from './share-unchanged.ts';

/** A fresh copy, as a new answer parsed from the worker is: equal values, no array shared with `result`. */
const copy = <T>(value: T): T => structuredClone(value);

describe('shareUnchanged', () => {
  it('keeps the previous arrays whose values are the same, and takes the new ones that changed', () => {
    const previous = tearsheetFixture({ benchmark: FIXTURE_BENCHMARK });
    const next = copy(previous);
    next.Extra.equity = [100000, 99000, 98000, 97000, 96000];
    next['Total Return (%)'] = -4;

    const shared = shareUnchanged(previous, next);
    expect(shared).toEqual(next);
    expect(shared.Extra.dates).toBe(previous.Extra.dates);
    expect(shared.Extra.buy_hold_equity).toBe(previous.Extra.buy_hold_equity);
    expect(shared.Extra.benchmark?.equity).toBe(previous.Extra.benchmark?.equity);
    expect(shared.Extra.equity).toBe(next.Extra.equity);
    expect(shared.Extra.drawdown).toBe(next.Extra.drawdown);
  });

  it('takes an array that differs in one value or in length, and a benchmark of another symbol', () => {
    const previous = tearsheetFixture({ benchmark: FIXTURE_BENCHMARK });
    const next = copy(previous);
    next.Extra.buy_hold_equity[4] = 102501;
    next.Extra.dates = next.Extra.dates.slice(1);
    next.Extra.benchmark = { ...FIXTURE_BENCHMARK, symbol: 'NDX', equity: [...FIXTURE_BENCHMARK.equity] };

    const shared = shareUnchanged(previous, next);
    expect(shared).toEqual(next);
    expect(shared.Extra.buy_hold_equity).toBe(next.Extra.buy_hold_equity);
    expect(shared.Extra.dates).toBe(next.Extra.dates);
    expect(shared.Extra.benchmark).toBe(next.Extra.benchmark);
  });

  it('gives the first result as it came', () => {
    const first = tearsheetFixture();
    expect(shareUnchanged(null, first)).toBe(first);
  });
});
