import { describe, it } from 'vitest';
import { directionalMovement } from './adx.ts';
import { atr, trueRange } from './atr.ts';
import { expectSeries, f64 } from './test-helpers.ts';

const N = NaN;
const H = f64([10, 12, 11, 12, 10, 13]);
const L = f64([8, 9, 8, 10, 7, 11]);
const C = f64([9, 11, 9, 11, 8, 12]);

describe('true range and ATR', () => {
  it('TR = max(H-L, |H-prevC|, |L-prevC|), undefined on the first bar', () => {
    // bar1 max(3,3,0); bar2 max(3,0,3); bar3 max(2,|12-9|=3,1) gap up; bar4 max(3,1,|7-11|=4); bar5 max(2,|13-8|=5,3)
    expectSeries(trueRange(H, L, C), [N, 3, 3, 3, 4, 5]);
  });
  it('ATR(2): first = mean of TR[1..2], then Wilder', () => {
    const a2 = (3 + 3) / 2;
    const a3 = (a2 * 1 + 3) / 2;
    const a4 = (a3 * 1 + 4) / 2;
    const a5 = (a4 * 1 + 5) / 2;
    expectSeries(atr(H, L, C, 2), [N, N, a2, a3, a4, a5]);
  });
});

describe('directional movement (TA-Lib seeding)', () => {
  it('+DI, -DI and ADX for period 2 worked by hand', () => {
    // +DM/-DM: bar1 up 2 -> +2; bar2 down 1 -> -1; bar3 up 1 -> +1; bar4 down 3 -> -3; bar5 up 3 -> +3
    // Seed: sums over bars 1..N-1 = bar 1 only; then s = s - s/2 + x.
    let p = 2;
    let m = 0;
    let tr = 3;
    const step = (dp: number, dm: number, r: number): [number, number, number] => {
      p = p - p / 2 + dp;
      m = m - m / 2 + dm;
      tr = tr - tr / 2 + r;
      const pdi = (100 * p) / tr;
      const mdi = (100 * m) / tr;
      return [pdi, mdi, (100 * Math.abs(pdi - mdi)) / (pdi + mdi)];
    };
    const b2 = step(0, 1, 3); // p 1, m 1, tr 4.5 -> DX 0
    const b3 = step(1, 0, 3); // p 1.5, m 0.5, tr 5.25 -> DX 50
    const b4 = step(0, 3, 4); // p 0.75, m 3.25, tr 6.625 -> DX 62.5
    const b5 = step(3, 0, 5); // p 3.375, m 1.625, tr 8.3125 -> DX 35
    expectSeries(f64([b2[2], b3[2], b4[2], b5[2]]), [0, 50, 62.5, 35]);
    const adx3 = (b2[2] + b3[2]) / 2; // mean of the first N DX: 25
    const adx4 = (adx3 * 1 + b4[2]) / 2; // 43.75
    const adx5 = (adx4 * 1 + b5[2]) / 2; // 39.375
    const r = directionalMovement(H, L, C, 2);
    expectSeries(r.plusDI, [N, N, b2[0], b3[0], b4[0], b5[0]]);
    expectSeries(r.minusDI, [N, N, b2[1], b3[1], b4[1], b5[1]]);
    expectSeries(r.adx, [N, N, N, adx3, adx4, adx5]);
    expectSeries(f64([adx3, adx4, adx5]), [25, 43.75, 39.375]);
  });
  it('equal up and down moves count for neither side', () => {
    // bar1: up 1, down 1 -> no DM at all; +DI = -DI = 0, so DX is undefined and ADX counts it as 0
    const r = directionalMovement(f64([10, 11, 11]), f64([9, 8, 8]), f64([10, 10, 10]), 1);
    expectSeries(r.plusDI, [N, 0, 0]);
    expectSeries(r.adx, [N, 0, 0]);
  });
});
