import { describe, expect, it } from 'vitest';
import { timeOrder } from './time-order.ts';

const u8 = (...v: number[]): Uint8Array => Uint8Array.from(v);
const bits = (a: Uint8Array): number[] => Array.from(a);

describe('timeOrder', () => {
  it('fires on the last step when the steps held in order within the window', () => {
    const a = u8(1, 0, 0, 0, 0);
    const b = u8(0, 0, 1, 0, 0);
    const c = u8(0, 0, 0, 0, 1);
    // t1=0, t2=2, t3=4: 4 - 0 = 4 <= 4
    expect(bits(timeOrder([a, b, c], 5, 4))).toEqual([0, 0, 0, 0, 1]);
  });

  it('steps too far apart do not fire (4 - 0 = 4 > 3)', () => {
    expect(bits(timeOrder([u8(1, 0, 0, 0, 0), u8(0, 0, 1, 0, 0), u8(0, 0, 0, 0, 1)], 5, 3))).toEqual([0, 0, 0, 0, 0]);
  });

  it('takes the latest chain start: A at 0 and 2, B at 3, C at 5, window 3 fires (5 - 2 = 3)', () => {
    const a = u8(1, 0, 1, 0, 0, 0);
    const b = u8(0, 0, 0, 1, 0, 0);
    const c = u8(0, 0, 0, 0, 0, 1);
    expect(bits(timeOrder([a, b, c], 6, 3))).toEqual([0, 0, 0, 0, 0, 1]);
  });

  it('steps out of order do not fire (B at 1 before A at 3)', () => {
    const a = u8(0, 0, 0, 1, 0);
    const b = u8(0, 1, 0, 0, 0);
    const c = u8(0, 0, 0, 0, 1);
    expect(bits(timeOrder([a, b, c], 5, 100))).toEqual([0, 0, 0, 0, 0]);
  });

  it('steps on the same bar do not fire (strictly increasing bars)', () => {
    expect(bits(timeOrder([u8(0, 1, 0), u8(0, 1, 0)], 3, 100))).toEqual([0, 0, 0]);
    // A at 0, B and C both at 1 only
    expect(bits(timeOrder([u8(1, 0, 0), u8(0, 1, 0), u8(0, 1, 0)], 3, 100))).toEqual([0, 0, 0]);
  });

  it('fires again on each later bar where the last step holds', () => {
    // A at 0; B at 1 and 2: t=1 (1-0 = 1 <= 2) and t=2 (2-0 = 2 <= 2); B at 3: 3-0 = 3 > 2
    expect(bits(timeOrder([u8(1, 0, 0, 0), u8(0, 1, 1, 1)], 4, 2))).toEqual([0, 1, 1, 0]);
  });

  it('window 0 can never be met by two or more steps', () => {
    expect(bits(timeOrder([u8(1, 0), u8(0, 1)], 2, 0))).toEqual([0, 0]);
  });

  it('a single step is just that step; no steps never fire', () => {
    expect(bits(timeOrder([u8(0, 1, 1, 0)], 4, 0))).toEqual([0, 1, 1, 0]);
    expect(bits(timeOrder([], 3, 10))).toEqual([0, 0, 0]);
  });

  it('matches an exhaustive search over all chains on random truth arrays', () => {
    let seed = 99;
    const rnd = (): number => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    // Does any chain t1 < ... < tn = t with tn - t1 <= window exist? Recursion over steps, backwards from t.
    function exists(steps: Uint8Array[], k: number, before: number, end: number, window: number): boolean {
      for (let s = before - 1; s >= 0 && end - s <= window; s--) {
        if (steps[k][s] !== 1) continue;
        if (k === 0 || exists(steps, k - 1, s, end, window)) return true;
      }
      return false;
    }
    for (let trial = 0; trial < 300; trial++) {
      const len = 25;
      const n = 1 + Math.floor(rnd() * 4);
      const density = 0.1 + rnd() * 0.4;
      const steps = Array.from({ length: n }, () => Uint8Array.from({ length: len }, () => (rnd() < density ? 1 : 0)));
      const window = Math.floor(rnd() * 10);
      const expected = Array.from({ length: len }, (_, t) =>
        steps[n - 1][t] === 1 && (n === 1 || exists(steps, n - 2, t, t, window)) ? 1 : 0,
      );
      expect(bits(timeOrder(steps, len, window)), `trial ${trial}`).toEqual(expected);
    }
  });
});
