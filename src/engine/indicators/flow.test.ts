import { describe, it } from 'vitest';
import { mfi } from './mfi.ts';
import { momentum } from './momentum.ts';
import { obv } from './obv.ts';
import { roc } from './roc.ts';
import { expectSeries, f64 } from './test-helpers.ts';

const N = NaN;

describe('obv', () => {
  it('starts at 0 and adds/subtracts the volume on up/down closes', () => {
    // 0; up +200; flat; down -400; up +500
    expectSeries(obv(f64([10, 11, 11, 10, 12]), f64([100, 200, 300, 400, 500])), [0, 200, 200, -200, 300]);
  });
});

describe('mfi', () => {
  it('= 100 x positive flow / total flow over the last N bars', () => {
    const H = f64([10, 12, 11, 12, 10, 12]);
    const L = f64([8, 9, 8, 10, 7, 10]);
    const C = f64([9, 11, 9, 11, 8, 11]);
    const V = f64([100, 200, 300, 400, 500, 600]);
    // TP: 9, 32/3, 28/3, 11, 25/3, 11 -> flows: bar1 +, bar2 -, bar3 +, bar4 -, bar5 +
    const f1 = (32 / 3) * 200;
    const f2 = (28 / 3) * 300;
    const f3 = 11 * 400;
    const f4 = (25 / 3) * 500;
    const f5 = 11 * 600;
    expectSeries(mfi(H, L, C, V, 2), [
      N,
      N,
      (100 * f1) / (f1 + f2),
      (100 * f3) / (f2 + f3),
      (100 * f3) / (f3 + f4),
      (100 * f5) / (f4 + f5),
    ]);
  });
  it('an unchanged typical price adds no flow (TA-Lib); no flow at all is NaN', () => {
    const x = f64([5, 5, 6, 6]);
    // flows: bar1 none, bar2 + , bar3 none
    expectSeries(mfi(x, x, x, f64([1, 1, 1, 1]), 1), [N, N, 100, N]);
  });
});

describe('roc and momentum', () => {
  it('ROC = (x / x[t-N] - 1) x 100; NaN on a zero base', () => {
    expectSeries(roc(f64([10, 11, 12, 0, 6]), 2), [N, N, (12 / 10 - 1) * 100, (0 / 11 - 1) * 100, (6 / 12 - 1) * 100]);
    expectSeries(roc(f64([10, 0, 5]), 1), [N, -100, N]);
  });
  it('Momentum = x - x[t-N]', () => {
    expectSeries(momentum(f64([10, 11, 12, 9, 6]), 2), [N, N, 2, -2, -6]);
  });
});
