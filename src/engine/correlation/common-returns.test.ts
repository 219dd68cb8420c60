import { describe, expect, it } from 'vitest';
import { commonReturns } from './common-returns.ts';

const day = (iso: string): number => Date.parse(`${iso}T00:00:00Z`);
const series = (rows: [string, number][]) => ({
  time: Float64Array.from(rows, ([d]) => day(d)),
  close: Float64Array.from(rows, ([, c]) => c),
});
const list = (a: Float64Array) => Array.from(a);

// A has every weekday 2020-01-02..08; B lacks 2020-01-06.
const a = series([
  ['2020-01-02', 100],
  ['2020-01-03', 110],
  ['2020-01-06', 50],
  ['2020-01-07', 99],
  ['2020-01-08', 108.9],
]);
const b = series([
  ['2020-01-02', 50],
  ['2020-01-03', 55],
  ['2020-01-07', 60],
  ['2020-01-08', 45],
]);

describe('commonReturns', () => {
  it('drops a date missing in one series for all, and the return spans the gap', () => {
    const out = commonReturns([a, b], NaN, NaN);
    // Common dates 01-02, 01-03, 01-07, 01-08; returns on the last three. A on 01-07: 99 / 110 - 1 (01-06 skipped).
    expect(list(out.time)).toEqual([day('2020-01-03'), day('2020-01-07'), day('2020-01-08')]);
    expect(list(out.closes[0])).toEqual([110, 99, 108.9]);
    expect(list(out.closes[1])).toEqual([55, 60, 45]);
    [0.1, -0.1, 0.1].forEach((v, i) => expect(out.returns[0][i]).toBeCloseTo(v, 15));
    [0.1, 1 / 11, -0.25].forEach((v, i) => expect(out.returns[1][i]).toBeCloseTo(v, 15));
  });

  it('keeps the input order', () => {
    const out = commonReturns([b, a], NaN, NaN);
    expect(list(out.closes[0])).toEqual([55, 60, 45]);
    expect(list(out.closes[1])).toEqual([110, 99, 108.9]);
  });

  it('intersects inside the window only; the first common date in it has no return', () => {
    const out = commonReturns([a, b], day('2020-01-03'), day('2020-01-07'));
    expect(list(out.time)).toEqual([day('2020-01-07')]);
    expect(out.returns[0][0]).toBeCloseTo(99 / 110 - 1, 15);
    expect(out.returns[1][0]).toBeCloseTo(60 / 55 - 1, 15);
  });

  it('reads the end as a whole day and NaN bounds as open ends', () => {
    const end = day('2020-01-07') + 15 * 3_600_000;
    expect(list(commonReturns([a, b], NaN, end).time)).toEqual([day('2020-01-03'), day('2020-01-07')]);
    expect(list(commonReturns([a, b], day('2020-01-04'), NaN).time)).toEqual([day('2020-01-08')]);
  });

  it('intersects three series whose spans differ', () => {
    const c = series([
      ['2019-12-31', 1],
      ['2020-01-03', 2],
      ['2020-01-06', 3],
      ['2020-01-07', 4],
      ['2020-01-09', 5],
    ]);
    // Common to a, b and c: 01-03 and 01-07 only.
    const out = commonReturns([a, b, c], NaN, NaN);
    expect(list(out.time)).toEqual([day('2020-01-07')]);
    expect(out.returns.map((r) => r[0])).toEqual([99 / 110 - 1, 60 / 55 - 1, 4 / 2 - 1]);
  });

  it('treats a bar without a finite close as missing', () => {
    const gappy = series([
      ['2020-01-02', 50],
      ['2020-01-03', NaN],
      ['2020-01-07', 60],
      ['2020-01-08', 45],
    ]);
    const out = commonReturns([a, gappy], NaN, NaN);
    expect(list(out.time)).toEqual([day('2020-01-07'), day('2020-01-08')]);
    expect(out.returns[0][0]).toBeCloseTo(99 / 100 - 1, 15);
    expect(out.returns[1][0]).toBeCloseTo(60 / 50 - 1, 15);
  });

  it('gives one series its own returns', () => {
    const out = commonReturns([b], NaN, NaN);
    expect(list(out.closes[0])).toEqual([55, 60, 45]);
    expect(out.returns[0][2]).toBeCloseTo(-0.25, 15);
  });

  it('is empty, with one array per input, when fewer than two dates are common', () => {
    const one = commonReturns([a, b], day('2020-01-06'), day('2020-01-07'));
    expect(one.time.length).toBe(0);
    expect(one.returns.map((r) => r.length)).toEqual([0, 0]);
    expect(one.closes.map((r) => r.length)).toEqual([0, 0]);
    const outside = commonReturns([a, b], day('2021-01-01'), NaN);
    expect([outside.time.length, outside.returns.length]).toEqual([0, 2]);
    expect(commonReturns([], NaN, NaN)).toEqual({ time: new Float64Array(0), closes: [], returns: [] });
  });
});
