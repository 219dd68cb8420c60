import { describe, expect, it } from 'vitest';
import { maSpread } from './ma-spread.ts';
import { sma } from './moving-averages.ts';

/** The spread as its definition reads, in three passes: each SMA on its own, then their difference with the rounding rule. */
function spreadOfTwoAverages(values: Float64Array, fast: number, slow: number): Float64Array {
  const a = sma(values, fast);
  const b = sma(values, slow);
  return a.map((x, t) => {
    const d = x - b[t];
    return Math.abs(d) <= 64 * Number.EPSILON * Math.max(Math.abs(x), Math.abs(b[t])) ? 0 : d;
  });
}

/** A random walk from a fixed seed (a small LCG), with NaN gaps where `gapEvery` says. */
function walk(length: number, seed: number, gapEvery: number): Float64Array {
  const out = new Float64Array(length);
  let state = seed;
  let price = 100;
  for (let t = 0; t < length; t++) {
    state = (state * 1103515245 + 12345) % 2147483648;
    price *= 1 + (state / 2147483648 - 0.5) * 0.04;
    out[t] = gapEvery > 0 && t % gapEvery === gapEvery - 1 ? NaN : Math.round(price * 100) / 100;
  }
  return out;
}

describe('maSpread in one pass', () => {
  it.each([
    [10, 30, 0],
    [30, 10, 0],
    [1, 3, 0],
    [5, 6, 0],
    [10, 30, 97],
    [3, 200, 451],
  ])('is to the bit the difference of the two SMAs (fast %i, slow %i, a NaN every %i bars)', (fast, slow, gap) => {
    const values = walk(5_000, 7 + fast * slow, gap);
    const ours = maSpread(values, fast, slow);
    const definition = spreadOfTwoAverages(values, fast, slow);
    expect(ours.length).toBe(definition.length);
    let differing = 0;
    for (let t = 0; t < ours.length; t++) if (!Object.is(ours[t], definition[t])) differing++;
    expect(differing).toBe(0);
    // Not all NaN nor all 0: the series compared has crossings in it.
    expect(ours.some((d) => d > 0) && ours.some((d) => d < 0)).toBe(true);
  });

  it('is NaN everywhere when a period cannot define a window', () => {
    expect(Array.from(maSpread(walk(50, 1, 0), 0, 30)).every(Number.isNaN)).toBe(true);
    expect(Array.from(maSpread(walk(50, 1, 0), 10, 2.5)).every(Number.isNaN)).toBe(true);
  });
});
