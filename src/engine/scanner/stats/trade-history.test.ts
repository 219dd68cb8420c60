import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../testing/seeded-random.ts';
import type { SignalStats, SignalTrade } from '../types.ts';
import { tradeHistory } from './trade-history.ts';
import { tradeStats } from './trade-stats.ts';

function trade(entryIndex: number, exitIndex: number, returnPct: number): SignalTrade {
  return {
    entryIndex,
    exitIndex,
    entryPrice: 100,
    exitPrice: 100 + returnPct,
    returnPct,
    exitReason: 'time exhausted',
  };
}

function expectStatsClose(actual: SignalStats, expected: SignalStats): void {
  for (const key of Object.keys(expected) as (keyof SignalStats)[]) {
    expect(actual[key], key).toBeCloseTo(expected[key], 9);
  }
}

describe('tradeHistory', () => {
  const trades = [trade(1, 3, 5), trade(4, 7, -2), trade(9, 12, 1)];
  const history = tradeHistory(trades);

  it('counts the trades that exited strictly before a bar', () => {
    // Exits on bars 3, 7, 12: a trade exiting on the pick's own bar is not yet known at that bar's close.
    expect([0, 3, 4, 7, 8, 12, 13, 100].map((d) => history.countBefore(d))).toEqual([0, 0, 1, 1, 2, 2, 3, 3]);
  });

  it('the statistics of a prefix are those of the prefix as a list', () => {
    for (let k = 0; k <= 3; k++) expectStatsClose(history.stats(k), tradeStats(trades.slice(0, k)));
    // Two trades, 5 and -2: W 0.5 x 5 + 0.5 x (-2) = 1.5.
    expect(history.expectedReturn(2)).toBeCloseTo(1.5, 12);
    expect(history.expectedReturn(0)).toBe(0);
  });

  it('agrees with tradeStats on every prefix of a long random sequence', () => {
    const next = seededRandom(7);
    const many: SignalTrade[] = [];
    let bar = 0;
    for (let i = 0; i < 300; i++) {
      const entry = bar + Math.floor(next() * 5);
      const exit = entry + 1 + Math.floor(next() * 10);
      // Mostly small returns, a few large ones, and some exact zeros (losses by the rule).
      const r = next() < 0.1 ? 0 : (next() - 0.45) * (next() < 0.05 ? 60 : 12);
      many.push(trade(entry, exit, r));
      bar = exit + 1;
    }
    const long = tradeHistory(many);
    for (const k of [0, 1, 2, 3, 10, 57, 150, 299, 300]) {
      expectStatsClose(long.stats(k), tradeStats(many.slice(0, k)));
      expect(long.expectedReturn(k)).toBeCloseTo(tradeStats(many.slice(0, k)).expectedReturn, 9);
    }
  });

  it('rejects trades out of exit order and prefixes it does not have', () => {
    expect(() => tradeHistory([trade(4, 7, 1), trade(1, 3, 1)])).toThrow(/exit order/);
    expect(() => history.stats(4)).toThrow(RangeError);
    expect(() => history.expectedReturn(-1)).toThrow(RangeError);
  });
});
