import { describe, expect, it } from 'vitest';
import { tradeHistory } from '../stats/trade-history.ts';
import type { SignalTrade } from '../types.ts';
import { choosePlan } from './choose-plan.ts';

/** Trades exiting on the given bars (entered the bar before) with the given returns. */
function history(exits: number[], returns: number[]) {
  const trades: SignalTrade[] = exits.map((exitIndex, i) => ({
    entryIndex: exitIndex - 1,
    exitIndex,
    entryPrice: 100,
    exitPrice: 100 + returns[i],
    returnPct: returns[i],
    exitReason: 'time exhausted',
  }));
  return tradeHistory(trades);
}

/*
 * Four plans of one signal:
 *   0: exits 2, 4, 6     returns 1, 1, 1       ExpectedReturn 1
 *   1: exits 2, 4, 6, 8  returns 5, -1, 3, 1   before bar 7: W 2/3 x 4 + 1/3 x (-1) = 7/3; before bar 9: 8 / 4 = 2
 *   2: exits 1, 3        returns 10, 10        only two trades, however good
 *   3: the same trades as plan 1               a tie with plan 1
 */
const plans = [
  history([2, 4, 6], [1, 1, 1]),
  history([2, 4, 6, 8], [5, -1, 3, 1]),
  history([1, 3], [10, 10]),
  history([2, 4, 6, 8], [5, -1, 3, 1]),
];
const historyOf = (p: number) => plans[p];

describe('choosePlan', () => {
  it('takes the highest ExpectedReturn of the trades completed before the bar; a tie goes to the first plan', () => {
    expect(choosePlan(4, historyOf, 7)).toEqual({ planIndex: 1, count: 3 });
    // Bar 9 also sees plan 1's fourth trade (exit 8): 2 still beats plan 0's 1.
    expect(choosePlan(4, historyOf, 9)).toEqual({ planIndex: 1, count: 4 });
  });

  it('a trade exiting on the bar itself does not count yet', () => {
    // Bar 8: plan 1's trade exiting on bar 8 is left out, so its prefix is the three of bar 7.
    expect(choosePlan(4, historyOf, 8)).toEqual({ planIndex: 1, count: 3 });
  });

  it('needs MIN_TRADES (3) prior trades: on bar 6 no plan has them, so there is no pick', () => {
    // Exits before bar 6: plan 0 has 2, plan 1 has 2, plan 2 has 2.
    expect(choosePlan(4, historyOf, 6)).toBeNull();
    expect(choosePlan(4, historyOf, 0)).toBeNull();
    // With a threshold of 2, plan 2's two +10% trades win.
    expect(choosePlan(4, historyOf, 6, 2)).toEqual({ planIndex: 2, count: 2 });
  });

  it('offers the least bad plan when every plan loses', () => {
    const losing = [
      history([1, 2, 3], [-5, -5, -5]),
      history([1, 2, 3], [-1, -2, -3]),
      history([1, 2, 3], [-2, -2, -2]),
    ];
    // Plan 1 and plan 2 both expect -2: the first of them wins.
    expect(choosePlan(3, (p) => losing[p], 4)).toEqual({ planIndex: 1, count: 3 });
  });
});
