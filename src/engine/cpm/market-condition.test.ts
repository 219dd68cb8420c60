import { describe, expect, it } from 'vitest';
import { makeBars } from '../indicators/test-helpers.ts';
import type { Bars } from '../series/bars.ts';
import { marketCondition } from './market-condition.ts';

const fromCloses = (close: number[]): Bars => makeBars({ high: close, low: close, close });
const series = (n: number, f: (t: number) => number) => fromCloses(Array.from({ length: n }, (_, t) => f(t)));

describe('marketCondition', () => {
  it('a steady climb: above its average, trending up, volatility falling', () => {
    // close = 100 + t. The 200-bar average at t is the middle of the last 200 closes, 99.5 below the close. The
    // daily return 1 / (99 + t) shrinks and flattens as t grows, so its 21-bar spread is lower than on any earlier bar.
    const bars = series(400, (t) => 100 + t);
    expect(marketCondition(bars, 350)).toEqual(['above 200-bar average', '50-bar trend up', 'volatility low']);
  });

  it('a steady fall: below its average, trending down, volatility rising', () => {
    // close = 1000 - t: the return -1 / (1001 - t) grows in size and in spread as t grows.
    const bars = series(400, (t) => 1000 - t);
    expect(marketCondition(bars, 350)).toEqual(['below 200-bar average', '50-bar trend down', 'volatility high']);
  });

  it('a change of pace: volatility high after calm, low after wild', () => {
    // Returns alternate +-a until bar 299 and +-b after: at 310 the 21-bar spread mixes in the new swings, while the
    // median of the 252 bars before is still the old spread.
    const alternating = (a: number, b: number) => {
      let price = 100;
      return series(400, (t) => (t === 0 ? price : (price *= 1 + (t % 2 === 0 ? 1 : -1) * (t < 300 ? a : b))));
    };
    expect(marketCondition(alternating(0.01, 0.03), 310)).toContain('volatility high');
    expect(marketCondition(alternating(0.03, 0.01), 310)).toContain('volatility low');
  });

  it('leaves out states still warming up', () => {
    const bars = series(400, (t) => 100 + t);
    expect(marketCondition(bars, 49)).toEqual([]);
    expect(marketCondition(bars, 50)).toEqual(['50-bar trend up']);
    expect(marketCondition(bars, 198)).toEqual(['50-bar trend up']);
    expect(marketCondition(bars, 199)).toEqual(['above 200-bar average', '50-bar trend up']);
    // Volatility needs 252 earlier values of a 21-return spread: first on bar 252 + 21 = 273.
    expect(marketCondition(bars, 272)).toHaveLength(2);
    expect(marketCondition(bars, 273)).toHaveLength(3);
  });

  it('a tie says neither: a flat series has no state', () => {
    expect(
      marketCondition(
        series(300, () => 42),
        299,
      ),
    ).toEqual([]);
  });

  it('rejects an index outside the bars', () => {
    const bars = series(10, (t) => t + 1);
    expect(() => marketCondition(bars, 10)).toThrow(RangeError);
    expect(() => marketCondition(bars, -1)).toThrow(RangeError);
  });
});
