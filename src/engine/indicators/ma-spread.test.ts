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

  it.each([
    ['leading NaNs', (v: Float64Array) => v.fill(NaN, 0, 45)],
    ['a NaN on the last bar', (v: Float64Array) => v.fill(NaN, v.length - 1)],
    ['a gap longer than both windows', (v: Float64Array) => v.fill(NaN, 300, 380)],
    ['NaNs one bar apart', (v: Float64Array) => [500, 502, 504].forEach((t) => (v[t] = NaN))],
    ['nothing but NaN', (v: Float64Array) => v.fill(NaN)],
    ['NaN from bar 20 on', (v: Float64Array) => v.fill(NaN, 20)],
  ])('is to the bit the difference of the two SMAs with %s', (_, edit) => {
    for (const [fast, slow] of [
      [10, 30],
      [30, 10],
      [7, 7],
    ]) {
      const values = walk(1_000, 11, 0);
      edit(values);
      const ours = maSpread(values, fast, slow);
      const definition = spreadOfTwoAverages(values, fast, slow);
      for (let t = 0; t < ours.length; t++) expect(Object.is(ours[t], definition[t]), `bar ${t}`).toBe(true);
    }
  });

  it('is to the bit the two SMAs on fewer bars than a window, and on exactly as many', () => {
    for (const length of [25, 30, 31]) {
      const values = walk(length, 3, 0);
      const ours = maSpread(values, 10, 30);
      const definition = spreadOfTwoAverages(values, 10, 30);
      for (let t = 0; t < length; t++) expect(Object.is(ours[t], definition[t]), `${length} bars, bar ${t}`).toBe(true);
    }
  });

  it('is NaN everywhere when a period cannot define a window', () => {
    expect(Array.from(maSpread(walk(50, 1, 0), 0, 30)).every(Number.isNaN)).toBe(true);
    expect(Array.from(maSpread(walk(50, 1, 0), 10, 2.5)).every(Number.isNaN)).toBe(true);
  });
});
