import { describe, it } from 'vitest';
import { donchianHigh, donchianLow } from './donchian.ts';
import { highest, lowest } from './rolling-extremes.ts';
import { stochasticD, stochasticK } from './stochastic.ts';
import { expectSeries, f64 } from './test-helpers.ts';
import { williamsR } from './williams-r.ts';

const N = NaN;
const H = f64([10, 12, 11, 13, 12]);
const L = f64([8, 9, 9, 10, 10]);
const C = f64([9, 11, 10, 12, 11]);
// Period 3 windows: idx2 HH 12 LL 8; idx3 HH 13 LL 9; idx4 HH 13 LL 9.

describe('donchian', () => {
  it('is the highest high / lowest low of the last N bars including the current one', () => {
    expectSeries(donchianHigh(H, 3), [N, N, 12, 13, 13]);
    expectSeries(donchianLow(L, 3), [N, N, 8, 9, 9]);
  });
  it('rolling extremes handle ties, expiry, and NaN gaps', () => {
    expectSeries(highest(f64([5, 1, 5, 2, 1, 0]), 2), [N, 5, 5, 5, 2, 1]);
    expectSeries(lowest(f64([3, 1, 2, 4, 5]), 3), [N, N, 1, 1, 2]);
    // A NaN poisons only the windows that hold it; 7 must win once 5 is gone.
    expectSeries(highest(f64([5, NaN, 7, 6, 2]), 2), [N, N, N, 7, 6]);
  });
});

describe('stochastic', () => {
  it('raw %K = 100 (C - LL)/(HH - LL); smoothing = SMA of raw %K; %D = SMA of %K', () => {
    const raw = [N, N, (100 * (10 - 8)) / 4, (100 * (12 - 9)) / 4, (100 * (11 - 9)) / 4]; // 50, 75, 50
    expectSeries(stochasticK(H, L, C, 3, 1), raw);
    expectSeries(stochasticK(H, L, C, 3, 2), [N, N, N, (50 + 75) / 2, (75 + 50) / 2]);
    expectSeries(stochasticD(H, L, C, 3, 1, 2), [N, N, N, 62.5, 62.5]);
    expectSeries(stochasticD(H, L, C, 3, 2, 2), [N, N, N, N, 62.5]);
  });
  it('is NaN when the range is zero', () => {
    expectSeries(stochasticK(f64([2, 2]), f64([2, 2]), f64([2, 2]), 2, 1), [N, N]);
  });
});

describe('williamsR', () => {
  it('= -100 (HH - C)/(HH - LL)', () => {
    expectSeries(williamsR(H, L, C, 3), [N, N, (-100 * (12 - 10)) / 4, (-100 * (13 - 12)) / 4, (-100 * (13 - 11)) / 4]);
  });
});
