import { describe, expect, it } from 'vitest';
import type { Bars } from '../series/bars.ts';
import { expectSeries } from '../indicators/test-helpers.ts';
import { advanceDecline } from './advance-decline.ts';
import { mcclellan } from './mcclellan.ts';
import { newHighsLows } from './new-highs-lows.ts';
import { alignPanel } from './panel.ts';
import { percentAboveAverage } from './percent-above.ts';
import { seriesRatio } from './ratio.ts';
import { closeBars } from './test-bars.ts';

const DAY = 86_400_000;
const D = Array.from({ length: 7 }, (_, i) => Date.UTC(2024, 0, 1 + i));
const N = NaN;

/** Bars on the listed date indexes (of D); open, high and low equal the close. */
function member(dates: number[], close: number[], volume: number[]): Bars {
  return closeBars(
    dates.map((d) => D[d]),
    close,
    volume,
  );
}

/*
 * Five members over dates d0..d6 (closes; volumes in brackets):
 *   A  10  11  12  11  13  14  12    [100 each, 150 on d6]
 *   B  20  19  18  19  17  16  18    [200]
 *   C   -   -   5   6   7   8   9    [50]   starts late, on d2
 *   D  30  30  31   -  29  32  33    [300]  no bar on d3
 *   E   8   8   8   8   8   9   7    [10]   often unchanged
 * C is listed first so the union of dates has to be merged, not copied from the first member.
 */
const C = member([2, 3, 4, 5, 6], [5, 6, 7, 8, 9], [50, 50, 50, 50, 50]);
const A = member([0, 1, 2, 3, 4, 5, 6], [10, 11, 12, 11, 13, 14, 12], [100, 100, 100, 100, 100, 100, 150]);
const B = member([0, 1, 2, 3, 4, 5, 6], [20, 19, 18, 19, 17, 16, 18], Array<number>(7).fill(200));
const Dm = member([0, 1, 2, 4, 5, 6], [30, 30, 31, 29, 32, 33], Array<number>(6).fill(300));
const E = member([0, 1, 2, 3, 4, 5, 6], [8, 8, 8, 8, 8, 9, 7], Array<number>(7).fill(10));
const panel = alignPanel([C, A, B, Dm, E]);

describe('the aligned panel', () => {
  it('has the union of dates and NaN where a member has no bar', () => {
    expect(Array.from(panel.time)).toEqual(D);
    expectSeries(panel.members[0].close, [N, N, 5, 6, 7, 8, 9]);
    expectSeries(panel.members[3].close, [30, 30, 31, N, 29, 32, 33]);
    expectSeries(panel.members[3].volume, [300, 300, 300, N, 300, 300, 300]);
    expectSeries(panel.members[1].volume, [100, 100, 100, 100, 100, 100, 150]);
    expect(Array.from(panel.members[3].at)).toEqual([0, 1, 2, 4, 5, 6]);
  });

  it('adds a date only one member has, between the others', () => {
    const odd = member([0], [1], [1]);
    const shifted = { ...odd, time: Float64Array.from([D[0] + DAY / 2]) };
    expect(Array.from(alignPanel([A, shifted]).time)).toEqual([D[0], D[0] + DAY / 2, ...D.slice(1)]);
  });
});

describe('% of members above their own 3-bar average', () => {
  it('counts members with three closes of their own up to the date', () => {
    /*
     * 3-bar SMAs (close vs average; + above, - not):
     *   d2: A 11 (12 +), B 19 (18 -), D 30.33 (31 +), E 8 (8 -, equal is not above)  -> 2/4 = 50
     *   d3: A 11.33 (11 -), B 18.67 (19 +), E 8 (-); C has 2 bars, D no bar         -> 1/3 = 33.33
     *   d4: A 12 (13 +), B 18 (17 -), C 6 (7 +), D (30+31+29)/3 = 30 (29 -), E -     -> 2/5 = 40
     *   d5: A 12.67 (14 +), B 17.33 (16 -), C 7 (+), D 30.67 (32 +), E 8.33 (9 +)   -> 4/5 = 80
     *   d6: A 13 (12 -), B 17 (18 +), C 8 (+), D 31.33 (33 +), E 8 (7 -)            -> 3/5 = 60
     */
    expectSeries(percentAboveAverage(panel, 3).value, [N, N, 50, 100 / 3, 40, 80, 60]);
  });
});

describe('new highs and lows over the previous 3 bars', () => {
  /*
   * Close against the max/min of the member's previous 3 closes (H high, L low, . neither, blank not eligible):
   *   d3: A 11 vs 10..12 .   B 19 vs 18..20 .   E 8 vs 8..8 .   (C 1 prior bar, D no bar)
   *   d4: A 13 > 12 H        B 17 < 18 L        D 29 < 30 L (30,30,31)  E .   (C 2 prior bars)
   *   d5: A 14 > 13 H        B 16 < 17 L        C 8 > 7 H   D 32 > 31 H (30,31,29)  E 9 > 8 H
   *   d6: A 12 .             B 18 .             C 9 > 8 H   D 33 > 32 H  E 7 < 8 L
   */
  const hl = newHighsLows(panel, 3);
  it('counts highs, lows and net where a member has enough bars', () => {
    expectSeries(hl.highs.value, [N, N, N, 0, 1, 4, 2]);
    expectSeries(hl.lows.value, [N, N, N, 0, 2, 1, 1]);
    expectSeries(hl.net.value, [N, N, N, 0, -1, 3, 1]);
  });
});

describe('advancers, decliners and what follows from them', () => {
  /*
   * Against each member's previous bar (+ advance, - decline, 0 unchanged, blank not counted):
   *   d1: A+ B- D0 E0            -> 1 adv, 1 dec, net 0; up vol 100, down 200
   *   d2: A+ B- D+ E0 (C first)  -> 2, 1, net 1;  up 100+300 = 400, down 200
   *   d3: A- B+ C+ E0 (D none)   -> 2, 1, net 1;  up 200+50 = 250, down 100
   *   d4: A+ B- C+ D- (29 < 31, its previous bar on d2) E0 -> 2, 2, net 0; up 150, down 500
   *   d5: A+ B- C+ D+ E+         -> 4, 1, net 3;  up 100+50+300+10 = 460, down 200
   *   d6: A- B+ C+ D+ E-         -> 3, 2, net 1;  up 200+50+300 = 550, down 150+10 = 160
   */
  const ad = advanceDecline(panel);
  it('counts advancers and decliners against the previous bar', () => {
    expectSeries(ad.advancers.value, [N, 1, 2, 2, 2, 4, 3]);
    expectSeries(ad.decliners.value, [N, 1, 1, 1, 2, 1, 2]);
    expectSeries(ad.net.value, [N, 0, 1, 1, 0, 3, 1]);
  });

  it('sums net advances into the advance-decline line', () => {
    expectSeries(ad.line.value, [N, 0, 1, 2, 2, 5, 6]);
  });

  it('gives the up-volume ratio in percent', () => {
    expectSeries(ad.upVolumeRatio.value, [
      N,
      (100 * 100) / 300,
      (100 * 400) / 600,
      (100 * 250) / 350,
      (100 * 150) / 650,
      (100 * 460) / 660,
      (100 * 550) / 710,
    ]);
  });

  it('gives the McClellan oscillator and summation index (19/39, alphas 0.1 and 0.05)', () => {
    /*
     * Net 0, 1, 1, 0, 3, 1 from d1; both EMAs start at 0 on d1.
     *   d2: fast 0.1                     slow 0.05                          osc 0.05
     *   d3: 0.1 + 0.1*0.9 = 0.19          0.05 + 0.05*0.95 = 0.0975          0.0925
     *   d4: 0.19 - 0.019 = 0.171          0.0975 - 0.004875 = 0.092625       0.078375
     *   d5: 0.171 + 0.2829 = 0.4539       0.092625 + 0.14536875 = 0.23799375 0.21590625
     *   d6: 0.4539 + 0.05461 = 0.50851    0.23799375 + 0.0381003125 = 0.2760940625   0.2324159375
     * Summation: 0, 0.05, 0.1425, 0.220875, 0.43678125, 0.6691971875.
     */
    const mc = mcclellan(ad.net);
    expectSeries(mc.oscillator.value, [N, 0, 0.05, 0.0925, 0.078375, 0.21590625, 0.2324159375]);
    expectSeries(mc.summation.value, [N, 0, 0.05, 0.1425, 0.220875, 0.43678125, 0.6691971875]);
  });
});

describe('VIX / VIX3M', () => {
  it('divides on the dates both have', () => {
    const vix = { time: Float64Array.from([D[0], D[1], D[2], D[4]]), value: Float64Array.from([20, 15, 30, 12]) };
    const vix3m = { time: Float64Array.from([D[1], D[2], D[3], D[4]]), value: Float64Array.from([20, 25, 18, 16]) };
    const ratio = seriesRatio(vix, vix3m);
    expect(Array.from(ratio.time)).toEqual([D[1], D[2], D[4]]);
    expectSeries(ratio.value, [0.75, 1.2, 0.75]);
  });
});
