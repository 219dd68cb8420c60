import { describe, it } from 'vitest';
import { rsi } from './rsi.ts';
import { expectSeries, f64 } from './test-helpers.ts';

const N = NaN;

describe('rsi (Wilder)', () => {
  it('worked by hand, period 3', () => {
    // closes 10, 11, 10.5, 12, 11, 11.5, 13 -> changes +1, -0.5, +1.5, -1, +0.5, +1.5
    let g = (1 + 0 + 1.5) / 3; // first averages: simple means of the first 3 changes
    let l = (0 + 0.5 + 0) / 3;
    const r3 = (100 * g) / (g + l); // 83.33
    g = (g * 2 + 0) / 3;
    l = (l * 2 + 1) / 3;
    const r4 = (100 * g) / (g + l); // 55.56
    g = (g * 2 + 0.5) / 3;
    l = (l * 2 + 0) / 3;
    const r5 = (100 * g) / (g + l); // 64.44
    g = (g * 2 + 1.5) / 3;
    l = (l * 2 + 0) / 3;
    const r6 = (100 * g) / (g + l); // 81.29
    expectSeries(rsi(f64([10, 11, 10.5, 12, 11, 11.5, 13]), 3), [N, N, N, r3, r4, r5, r6]);
    expectSeries(f64([r3, r4, r5]), [250 / 3, 500 / 9, 1450 / 22.5]);
  });
  it('is 100 with gains and no losses, NaN when the price never moves', () => {
    expectSeries(rsi(f64([1, 2, 3, 4]), 2), [N, N, 100, 100]);
    expectSeries(rsi(f64([5, 5, 5, 5]), 2), [N, N, N, N]);
  });
});
