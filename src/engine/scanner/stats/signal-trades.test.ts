import { describe, expect, it } from 'vitest';
import { makeBars } from '../../backtest/test-fixtures.ts';
import type { BarRow } from '../../backtest/test-fixtures.ts';
import type { TradePlan } from '../types.ts';
import { headBars } from '../../series/head.ts';
import { randomBars, randomFires } from './test-series.ts';
import { signalTrades } from './signal-trades.ts';

/** 1 on the given bars of n. */
function fires(n: number, ...on: number[]): Uint8Array {
  const f = new Uint8Array(n);
  for (const i of on) f[i] = 1;
  return f;
}

const plan = (profitTarget: number, stopLoss: number, timeInMarket: number): TradePlan => ({
  profitTarget,
  stopLoss,
  timeInMarket,
});

/** [entryIndex, exitIndex, exitPrice, returnPct rounded, exitReason] of each trade. */
function run(rows: readonly BarRow[], on: number[], direction: 'Long' | 'Short', p: TradePlan) {
  return signalTrades(makeBars(rows), fires(rows.length, ...on), direction, p).map((t) => [
    t.entryIndex,
    t.exitIndex,
    +t.exitPrice.toFixed(10),
    +t.returnPct.toFixed(10),
    t.exitReason,
  ]);
}

describe('signalTrades, long (entry 100: target 4% = 104, stop 3% = 97)', () => {
  it('a bar whose high reaches the target fills at the target', () => {
    // Bar 1 stays inside 97..104; bar 2's high 104.5 passes 104.
    const rows: BarRow[] = [100, [100, 102, 99, 101], [101, 104.5, 100, 103], 103];
    expect(run(rows, [0], 'Long', plan(4, 3, 5))).toEqual([[0, 2, 104, 4, 'profit target']]);
  });

  it('a bar that gaps below the stop fills at its open, worse than the stop', () => {
    // Bar 2 opens at 95, below 97: -5%, not -3%.
    const rows: BarRow[] = [100, [99, 100, 98, 99], [95, 96, 94, 95.5]];
    expect(run(rows, [0], 'Long', plan(4, 3, 5))).toEqual([[0, 2, 95, -5, 'stop loss']]);
  });

  it('a bar that gaps above the target fills at its open, better than the target', () => {
    expect(run([100, [106, 107, 105, 106]], [0], 'Long', plan(4, 3, 5))).toEqual([[0, 1, 106, 6, 'profit target']]);
  });

  it('a bar touching both levels exits at the stop', () => {
    expect(run([100, [100, 105, 96, 101]], [0], 'Long', plan(4, 3, 5))).toEqual([[0, 1, 97, -3, 'stop loss']]);
  });

  it('without a level touched, exits at the close of bar t + timeInMarket', () => {
    // timeInMarket 2: out at bar 2's close 101.5 (+1.5%); bar 3 would hit both levels but comes too late.
    const rows: BarRow[] = [100, [100, 101, 99, 100.5], [100.5, 102, 99.5, 101.5], [101.5, 110, 90, 105]];
    expect(run(rows, [0], 'Long', plan(4, 3, 2))).toEqual([[0, 2, 101.5, 1.5, 'time exhausted']]);
  });
});

describe('signalTrades, short (entry 100: target 4% = 96, stop 3% = 103)', () => {
  it('a low reaching 96 fills at the target, a gain of 4%', () => {
    const rows: BarRow[] = [100, [100, 101, 97, 98], [98, 99, 95.5, 96]];
    expect(run(rows, [0], 'Short', plan(4, 3, 5))).toEqual([[0, 2, 96, 4, 'profit target']]);
  });

  it('a gap up through the stop fills at the open: (100 - 104) / 100 = -4%', () => {
    expect(run([100, [104, 105, 103.5, 104.5]], [0], 'Short', plan(4, 3, 5))).toEqual([[0, 1, 104, -4, 'stop loss']]);
  });

  it('a bar touching both levels exits at the stop', () => {
    expect(run([100, [100, 103.5, 95, 99]], [0], 'Short', plan(4, 3, 5))).toEqual([[0, 1, 103, -3, 'stop loss']]);
  });

  it('a time exit gains when the close fell: (100 - 99) / 100 = +1%', () => {
    expect(run([100, [100, 101, 98, 99]], [0], 'Short', plan(4, 3, 1))).toEqual([[0, 1, 99, 1, 'time exhausted']]);
  });
});

describe('signalTrades, one trade at a time', () => {
  // Flat bars at 100: every trade runs out its time at a return of 0.
  const flat: BarRow[] = Array.from({ length: 8 }, () => 100);

  it('skips signals while a trade is open and on its exit bar, takes the next one after it', () => {
    // timeInMarket 2: 0 -> 2; fires on 1 (open) and 2 (the exit bar) are skipped; 3 -> 5; 6 -> 8 is past bar 7.
    expect(run(flat, [0, 1, 2, 3, 6], 'Long', plan(4, 3, 2))).toEqual([
      [0, 2, 100, 0, 'time exhausted'],
      [3, 5, 100, 0, 'time exhausted'],
    ]);
  });

  it('a trade still open at the last bar is left out and ends the sequence', () => {
    // Fire at 4 with timeInMarket 5 would run to bar 9 of 8; the fire at 6 falls inside it and is not taken either.
    expect(run(flat, [4, 6], 'Long', plan(4, 3, 5))).toEqual([]);
  });

  it('a trade whose time would run past the end still counts when a level closed it in time', () => {
    const rows: BarRow[] = [100, 100, 100, 100, 100, [100, 105, 100, 104]];
    expect(run(rows, [3], 'Long', plan(4, 3, 10))).toEqual([[3, 5, 104, 4, 'profit target']]);
  });

  it('a firing bar without a positive close is skipped', () => {
    expect(run([Number.NaN, 100, 100], [0, 1], 'Long', plan(4, 3, 1))).toEqual([[1, 2, 100, 0, 'time exhausted']]);
  });

  it('rejects a plan that cannot be traded', () => {
    const bars = makeBars(flat);
    expect(() => signalTrades(bars, fires(8, 0), 'Long', plan(4, 3, 0))).toThrow(/timeInMarket/);
    expect(() => signalTrades(bars, fires(8, 0), 'Long', plan(0, 3, 2))).toThrow(/profitTarget/);
    expect(() => signalTrades(bars, fires(8, 0), 'Long', plan(4, 100, 2))).toThrow(/stopLoss/);
  });
});

describe('signalTrades, no look-ahead', () => {
  it('the trades on bars 0..L are the trades of the whole history that exit by bar L', () => {
    const bars = randomBars(1500, 11);
    const on = randomFires(1500, 12, 6);
    for (const direction of ['Long', 'Short'] as const) {
      const all = signalTrades(bars, on, direction, plan(4, 3, 10));
      expect(new Set(all.map((t) => t.exitReason)).size).toBe(3);
      for (const last of [0, 40, 333, 1000, 1499]) {
        const head = signalTrades(headBars(bars, last + 1), on.subarray(0, last + 1), direction, plan(4, 3, 10));
        expect(head).toEqual(all.filter((t) => t.exitIndex <= last));
      }
    }
  });
});
