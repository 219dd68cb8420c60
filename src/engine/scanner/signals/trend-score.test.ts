import { describe, expect, it } from 'vitest';
import { computeSignals } from './compute-signals.ts';
import { closeBars, closeFires, series } from './test-bars.ts';
import { relTrendScore, trendScore } from './trend-score.ts';

/*
 * A V: closes fall by 1 from 300 (bar 0) to 101 (bar 199), then rise by 1 (102 at bar 200, 131 at 229). Counting the
 * points by hand at bar 229 (close 131):
 *   SMA(10)  bars 220-229 = 122..131            -> 126.5   close above: 1
 *   SMA(20)  bars 210-229 = 112..131            -> 121.5   close above: 1; SMA(10) > SMA(20): 1
 *   SMA(50)  bars 180-199 = 120..101 (sum 2210), 200-229 = 102..131 (sum 3495) -> 5705 / 50 = 114.1
 *                                                           close above: 1; SMA(20) > SMA(50): 1
 *   SMA(100) bars 130-199 = 170..101 (sum 9485) + 3495 -> 129.8   close above: 1
 *   SMA(200) bars 30-199 = 270..101 (sum 31535) + 3495 -> 175.15  close above: 0; SMA(50) > SMA(200): 0
 *   ROC(21): close[208] = 109 < 131: 1.   ROC(63): close[166] = 134 > 131: 0.
 * Score 7. At bar 230 (close 132): SMA(100) 129.42, SMA(200) 174.46, SMA(50) 114.34, SMA(20) 122.5, close[167] = 133:
 * still 7. At bar 231 (close 133): close[168] = 132, so ROC(63) adds a point: 8. Before bar 231 the score is at most 7:
 * the close (at most 132) is under SMA(200) (above 174), so are SMA(50) and, until bar 231, ROC(63).
 */
const v = (length: number) => series(length, (i) => (i <= 199 ? 300 - i : i - 98));
/** The V upside down (401 - close): every strict comparison flips, so its score is 10 minus the V's. */
const peak = (length: number) => v(length).map((c) => 401 - c);

describe('trendScore', () => {
  it('is undefined until SMA(200) exists, then counts the points', () => {
    const score = trendScore(Float64Array.from(v(232)));
    expect(score[198]).toBeNaN();
    // The bottom of the V: close under every average, shorter averages under longer ones, both ROCs negative.
    expect(score[199]).toBe(0);
    expect([score[229], score[230], score[231]]).toEqual([7, 7, 8]);
  });
  it('is 10 on a steady rise and 0 on a steady fall', () => {
    // On a straight line SMA(n) = close - (n - 1) / 2 (rise) or close + (n - 1) / 2 (fall).
    const up = trendScore(Float64Array.from(series(250, (i) => 100 + i)));
    const down = trendScore(Float64Array.from(series(250, (i) => 400 - i)));
    expect(Array.from(up.subarray(199)).every((s) => s === 10)).toBe(true);
    expect(Array.from(down.subarray(199)).every((s) => s === 0)).toBe(true);
  });
  it('is 10 minus the score of the mirror image', () => {
    const score = trendScore(Float64Array.from(peak(232)));
    expect([score[229], score[230], score[231]]).toEqual([3, 3, 2]);
  });
});

describe('relTrendScore', () => {
  const benchmark = series(260, (i) => 50 + 10 * Math.sin(i / 5));
  it('is the trend score of close / benchmark', () => {
    const close = v(260).map((c, i) => c * benchmark[i]);
    const rel = relTrendScore(Float64Array.from(close), Float64Array.from(benchmark));
    expect([rel[229], rel[230], rel[231]]).toEqual([7, 7, 8]);
  });
  it('starts 200 bars after the benchmark does', () => {
    const late = benchmark.map((b, i) => (i < 50 ? NaN : b));
    const rel = relTrendScore(Float64Array.from(v(260)), Float64Array.from(late));
    expect(rel[248]).toBeNaN();
    expect(rel[249]).not.toBeNaN();
  });
  it('is undefined without a benchmark', () => {
    const { relTrendScore: rel } = computeSignals({ bars: closeBars(v(260)) });
    expect(Array.from(rel).every(Number.isNaN)).toBe(true);
  });
});

describe('Trend Score Breakout and Breakdown', () => {
  it('Breakout fires when the score goes from 7 to 8', () => {
    expect(closeFires('Trend Score Breakout', v(232))).toEqual([231]);
  });
  it('Breakout does not fire on a score that only reaches 7', () => {
    expect(closeFires('Trend Score Breakout', v(231))).toEqual([]);
  });
  it('Breakdown fires when the score goes from 3 to 2', () => {
    expect(closeFires('Trend Score Breakdown', peak(232))).toEqual([231]);
  });
  it('Breakdown does not fire on a score that only falls to 3', () => {
    expect(closeFires('Trend Score Breakdown', peak(231))).toEqual([]);
  });
});
