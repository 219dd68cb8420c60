import { describe, expect, it } from 'vitest';
import { commonStart, normalisedCurves } from './normalise.ts';

describe('normalisedCurves', () => {
  it('scales each run to 100 on the first date all have, each to its own end', () => {
    const a = {
      dates: ['2020-01-02', '2020-01-03', '2020-01-06', '2020-01-07'],
      equity: [100000, 110000, 99000, 121000],
    };
    const b = { dates: ['2020-01-03', '2020-01-06', '2020-01-07', '2020-01-08'], equity: [50000, 55000, 45000, 40000] };
    // A from 110,000: 100, 99,000 / 110,000 = 90, 121,000 / 110,000 = 110. B from 50,000: 100, 110, 90, 80.
    expect(commonStart([a, b])).toBe('2020-01-03');
    const out = normalisedCurves([a, b])!;
    expect(out.start).toBe('2020-01-03');
    expect(out.curves[0].map((p) => p.time)).toEqual(['2020-01-03', '2020-01-06', '2020-01-07']);
    expect(out.curves[0].map((p) => p.value)).toEqual([100, 90, 110].map((v) => expect.closeTo(v, 10)));
    expect(out.curves[1].map((p) => p.value)).toEqual([100, 110, 90, 80].map((v) => expect.closeTo(v, 10)));
  });

  it('finds the first shared date even when it is not the later start (a gap in one run)', () => {
    const a = { dates: ['2020-01-02', '2020-01-03', '2020-01-06'], equity: [1, 2, 4] };
    const b = { dates: ['2020-01-02', '2020-01-06'], equity: [5, 10] };
    const c = { dates: ['2020-01-03', '2020-01-06'], equity: [3, 6] };
    // 01-02 is missing in c and 01-03 in b: 01-06 is the first date all three have.
    expect(commonStart([a, b, c])).toBe('2020-01-06');
    expect(normalisedCurves([a, b, c])!.curves.map((curve) => curve.map((p) => p.value))).toEqual([
      [100],
      [100],
      [100],
    ]);
  });

  it('has no common scale when the runs share no date', () => {
    const a = { dates: ['2020-01-02'], equity: [1] };
    const b = { dates: ['2021-01-04'], equity: [1] };
    expect(commonStart([a, b])).toBeNull();
    expect(normalisedCurves([a, b])).toBeNull();
  });
});
