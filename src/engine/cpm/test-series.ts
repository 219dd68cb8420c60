import { seededRandom } from '../testing/seeded-random.ts';

/** Test-only: a random walk of closes from `start`, daily moves up to +-1%, the same on every run for one seed. */
export function randomWalk(length: number, seed: number, start = 100): Float64Array {
  const next = seededRandom(seed);
  const out = new Float64Array(length);
  let price = start;
  for (let i = 0; i < length; i++) {
    price *= 1 + (next() - 0.5) * 0.02;
    out[i] = price;
  }
  return out;
}

/** Test-only: writes a x template + b over closes[at ..], an exact (scaled) copy of the template's shape. */
export function plant(closes: Float64Array, template: ArrayLike<number>, at: number, a: number, b: number): void {
  for (let i = 0; i < template.length; i++) closes[at + i] = a * template[i] + b;
}

/**
 * Test-only: plants a x template + b at `at` with no jump at either end: b joins the copy to the close before it, and
 * the closes after it are rescaled to carry on from its last value. Shifted windows then still look like the copy.
 */
export function spliceCopy(closes: Float64Array, template: ArrayLike<number>, at: number, a: number): void {
  const end = at + template.length;
  const after = end < closes.length ? closes[end - 1] : NaN;
  plant(closes, template, at, a, closes[at - 1] - a * template[0]);
  const scale = closes[end - 1] / after;
  for (let i = end; i < closes.length; i++) closes[i] *= scale;
}
