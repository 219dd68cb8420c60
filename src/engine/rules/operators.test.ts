import { describe, expect, it } from 'vitest';
import { compareMain, nearlyEqual } from './operators.ts';

const f64 = (...v: number[]): Float64Array => Float64Array.from(v);
const flat = (value: number, length: number): Float64Array => new Float64Array(length).fill(value);
const bits = (a: Uint8Array): number[] => Array.from(a);

describe('nearlyEqual', () => {
  it('is equal within 1e-9 relative', () => {
    expect(nearlyEqual(1, 1 + 1e-10)).toBe(true); // |diff| 1e-10 <= 1e-9 * 1.0000000001
    expect(nearlyEqual(1, 1 + 1e-8)).toBe(false); // 1e-8 > 1e-9
    expect(nearlyEqual(1e12, 1e12 + 100)).toBe(true); // 100 <= 1e-9 * 1e12 = 1000
    expect(nearlyEqual(1e12, 1e12 + 10_000)).toBe(false);
  });

  it('0 == 0 (and -0), but 0 != a tiny non-zero', () => {
    expect(nearlyEqual(0, 0)).toBe(true);
    expect(nearlyEqual(-0, 0)).toBe(true);
    expect(nearlyEqual(0, 1e-300)).toBe(false); // 1e-300 > 1e-9 * 1e-300
  });

  it('NaN equals nothing', () => {
    expect(nearlyEqual(NaN, NaN)).toBe(false);
    expect(nearlyEqual(NaN, 0)).toBe(false);
  });
});

describe('compareMain against a constant', () => {
  // x = [1,3,2,2,5,1] against 2
  const x = f64(1, 3, 2, 2, 5, 1);
  const two = flat(2, 6);

  it("'>' (0)", () => expect(bits(compareMain(x, two, 0))).toEqual([0, 1, 0, 0, 1, 0]));
  it("'=' (1)", () => expect(bits(compareMain(x, two, 1))).toEqual([0, 0, 1, 1, 0, 0]));
  it("'<' (2)", () => expect(bits(compareMain(x, two, 2))).toEqual([1, 0, 0, 0, 0, 1]));

  it('CrossAbove (3): prev <= thr && cur > thr, including prev equal to the threshold', () => {
    // t=1: 1<=2 && 3>2; t=3: 2<=2 but 2>2 fails; t=4: 2<=2 && 5>2 (prev equals threshold)
    expect(bits(compareMain(x, two, 3))).toEqual([0, 1, 0, 0, 1, 0]);
  });

  it('CrossBelow (4): prev >= thr && cur < thr, including prev equal to the threshold', () => {
    // t=2: 3>=2 but 2<2 fails; t=5: 5>=2 && 1<2
    expect(bits(compareMain(x, two, 4))).toEqual([0, 0, 0, 0, 0, 1]);
    // [3,2,1]: t=1 2<2 fails; t=2: 2>=2 && 1<2 (prev equals threshold)
    expect(bits(compareMain(f64(3, 2, 1), flat(2, 3), 4))).toEqual([0, 0, 1]);
  });

  it('a cross is false on bar 0 even when bar 0 is beyond the threshold', () => {
    expect(bits(compareMain(f64(5, 5), flat(2, 2), 3))).toEqual([0, 0]);
    expect(bits(compareMain(f64(1, 1), flat(2, 2), 4))).toEqual([0, 0]);
  });

  it('NaN on either side is false for every operator', () => {
    const xs = f64(NaN, 3, 1, NaN, 3);
    for (const op of [0, 1, 2]) expect(bits(compareMain(xs, two.subarray(0, 5), op))[0]).toBe(0);
    expect(bits(compareMain(xs, flat(2, 5), 3))).toEqual([0, 0, 0, 0, 0]); // t=1 prev NaN; t=4 prev NaN
    expect(bits(compareMain(xs, flat(2, 5), 4))).toEqual([0, 0, 1, 0, 0]); // t=2: 3>=2 && 1<2
  });

  it('rejects a code outside 0..4', () => {
    expect(() => compareMain(x, two, 5)).toThrow(RangeError);
  });
});

describe('compareMain against a series', () => {
  it('CrossAbove uses the threshold of each bar', () => {
    // x = [1,2,3], thr = [2,2,2.5]: t=1 2<=2? prev x=1<=2 && 2>2 no; t=2: 2<=2 && 3>2.5
    expect(bits(compareMain(f64(1, 2, 3), f64(2, 2, 2.5), 3))).toEqual([0, 0, 1]);
  });

  it('a series crossing a falling threshold', () => {
    // x flat at 5, thr [6,5,4]: t=1 5<=6 && 5>5 no; t=2: 5<=5 && 5>4
    expect(bits(compareMain(f64(5, 5, 5), f64(6, 5, 4), 3))).toEqual([0, 0, 1]);
  });
});
