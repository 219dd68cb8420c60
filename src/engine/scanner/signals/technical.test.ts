import { describe, expect, it } from 'vitest';
import { risingRunBelowZero } from './technical.ts';
import { closeFires, series } from './test-bars.ts';

/*
 * Each Technical Indicator signal on a series built so the bar it fires on can be worked out by hand, and a near
 * miss that stops exactly at the threshold or just short of it.
 */

/** 50 closes of 100, then 10 of 90, then `last` at bar 60. */
const dipThen = (last: number) => [...series(50, () => 100), ...series(10, () => 90), last];

describe('MA: the close crosses above SMA(50)', () => {
  // SMA(50) at bar 60 = (40 x 100 + 10 x 90 + c) / 50 = (4800 + c) / 50, above c iff c > 4800 / 49 = 97.959...
  it('fires on the bar whose close clears the average', () => {
    expect(closeFires('MA', dipThen(98))).toEqual([60]);
  });
  it('does not fire on a bounce that stays just under the average', () => {
    expect(closeFires('MA', dipThen(97.9))).toEqual([]);
  });
});

describe('MAGap: SMA(10) crosses above SMA(50)', () => {
  // At bar 59 SMA(10) = 90 < SMA(50) = 98. At bar 60 SMA(10) = (810 + c) / 10 and SMA(50) = (4800 + c) / 50: the gap
  // is above 0 iff 4c > 750, c > 187.5; at 187.5 both are exactly 99.75.
  it('fires when SMA(10) gets above SMA(50)', () => {
    expect(closeFires('MAGap', dipThen(188))).toEqual([60]);
  });
  it('does not fire when SMA(10) only reaches SMA(50)', () => {
    expect(closeFires('MAGap', dipThen(187.5))).toEqual([]);
  });
});

describe('MACDHist: the MACD(12, 26, 9) histogram crosses above 0', () => {
  // After 40 equal closes every EMA equals the price, so the line, the signal and the histogram are exactly 0 (the
  // histogram exists from bar 33). A rise of 1 moves EMA(12) by 2/13 and EMA(26) by 2/27: line = 0.0798 > 0, the
  // signal moves by 1/5 of it and the histogram is 4/5 x 0.0798 > 0. Afterwards the histogram stays above 0 at first.
  it('fires on the first rise after a flat stretch', () => {
    expect(closeFires('MACDHist', [...series(40, () => 100), ...series(6, () => 101)])).toEqual([40]);
  });
  it('does not fire when the histogram stays at 0', () => {
    expect(
      closeFires(
        'MACDHist',
        series(46, () => 100),
      ),
    ).toEqual([]);
  });
  it('does not fire when the first move is down', () => {
    expect(closeFires('MACDHist', [...series(40, () => 100), 99])).toEqual([]);
  });
});

describe('MACDHistGap: the histogram below 0 rises 3 bars in a row', () => {
  /*
   * 40 closes of 100 then 90 from bar 40 on. With a = 11/13, b = 25/27, k bars after the drop the line is
   * L_k = 10 (a^(k+1) - b^(k+1)), the signal S_k = S_(k-1) + (L_k - S_(k-1)) / 5 from S_(-1) = 0, and the
   * histogram H_k = 4/5 (L_k - S_(k-1)):
   *   k:   0       1       2       3       4       5       6
   *   L: -0.7977 -1.4136 -1.8801 -2.2241 -2.4683 -2.6315 -2.7293
   *   H: -0.6382 -1.0033 -1.1758 -1.2158 -1.1680 -1.0650 -0.9303
   * The first rise is k = 4 (bar 44), the third k = 6 (bar 46); later rises extend the same run.
   */
  it('fires on the bar of the third rise only', () => {
    expect(closeFires('MACDHistGap', [...series(40, () => 100), ...series(20, () => 90)])).toEqual([46]);
  });
  it('does not fire when the third rise fails', () => {
    // A close of 87 at bar 46 lowers H_6 by 3 x 4/5 x (2/13 - 2/27) = 0.1915 to -1.1218, below H_5: only 2 rises.
    expect(closeFires('MACDHistGap', [...series(40, () => 100), ...series(6, () => 90), 87])).toEqual([]);
  });
  it('counts runs of rises, not windows', () => {
    // Rises on bars 1-3 (fire at 3), bar 4 a fourth rise, a fall on 5, three rises again on 6-8 (fire at 8), and a
    // third rise on 10 that ends above 0.
    const hist = Float64Array.from([-5, -4, -3, -2, -1.5, -3, -2.5, -2, -1, -2, 0.5]);
    const fires = Array.from(risingRunBelowZero(hist, 3));
    expect(fires.flatMap((f, i) => (f ? [i] : []))).toEqual([3, 8]);
  });
});

describe('RSI: RSI(14) crosses above 35', () => {
  // 14 falls of 1 make RSI 0 at bar 14 (gain 0, loss 1). A gain g at bar 15: gain g/14, loss 13/14, RSI =
  // 100 g / (g + 13): 35.32 for g = 7.1, 34.67 for g = 6.9.
  const fallThenGain = (g: number) => [...series(15, (i) => 100 - i), 86 + g];
  it('fires when RSI gets above 35', () => {
    expect(closeFires('RSI', fallThenGain(7.1))).toEqual([15]);
  });
  it('does not fire when RSI stops under 35', () => {
    expect(closeFires('RSI', fallThenGain(6.9))).toEqual([]);
  });
});

describe('PriceBreakout: the 21-day range rank crosses above 0', () => {
  // Closes 120, 119, ..., 100 (bars 0-20): rank -1 at bar 20. At bar 21 the window is bars 1-21, range 100..119, rank
  // 2 (c - 100) / 19 - 1: exactly 0 at c = 109.5, 0.053 at c = 110.
  const fallThen = (c: number) => [...series(21, (i) => 120 - i), c];
  it('fires when the close moves into the upper half of the range', () => {
    expect(closeFires('PriceBreakout', fallThen(110))).toEqual([21]);
  });
  it('does not fire at the middle of the range', () => {
    expect(closeFires('PriceBreakout', fallThen(109.5))).toEqual([]);
  });
});

describe('HighPoints and LowPoints: 13-day new extremes', () => {
  // Bar 0 is the extreme, bars 1-12 are 100, bars 13 and 14 are 105 (95): bar 13 still sees bar 0, bar 14 only
  // equals bar 13, so the first new extreme is bar 15 if it goes beyond 105 (95).
  const highs = (last: number) => [110, ...series(12, () => 100), 105, 105, last];
  const lows = (last: number) => [90, ...series(12, () => 100), 95, 95, last];
  it('HighPoints fires on a close above the previous 13 closes', () => {
    expect(closeFires('HighPoints', highs(106))).toEqual([15]);
  });
  it('HighPoints does not fire on a close equal to the 13-day high', () => {
    expect(closeFires('HighPoints', highs(105))).toEqual([]);
  });
  it('LowPoints fires on a close below the previous 13 closes', () => {
    expect(closeFires('LowPoints', lows(94))).toEqual([15]);
  });
  it('LowPoints does not fire on a close equal to the 13-day low', () => {
    expect(closeFires('LowPoints', lows(95))).toEqual([]);
  });
});
