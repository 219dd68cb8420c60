import { describe, expect, it } from 'vitest';
import type { ValueSeries } from './bars.ts';
import { alignToBars } from './align.ts';

const day = (iso: string): number => Date.parse(`${iso}T00:00:00Z`);
const times = (...isos: string[]): Float64Array => Float64Array.from(isos.map(day));
const series = (pairs: [string, number][]): ValueSeries => ({
  time: Float64Array.from(pairs.map(([d]) => day(d))),
  value: Float64Array.from(pairs.map(([, v]) => v)),
});

describe('alignToBars', () => {
  it('takes the value dated on the bar, else the last one before it (forward fill), NaN before the first', () => {
    const bars = times('2020-01-01', '2020-01-02', '2020-01-03', '2020-01-06', '2020-01-07', '2020-01-10');
    const weekly = series([
      ['2020-01-02', 1],
      ['2020-01-06', 2],
      ['2020-01-09', 3],
    ]);
    expect(Array.from(alignToBars(bars, weekly))).toEqual([NaN, 1, 1, 2, 2, 3]);
  });

  it('never uses a value dated after the bar (no look-ahead), even by a minute', () => {
    const bars = times('2020-01-02', '2020-01-03');
    const s: ValueSeries = {
      time: Float64Array.of(day('2020-01-02') + 60_000, day('2020-01-03') + 3_600_000),
      value: Float64Array.of(10, 20),
    };
    expect(Array.from(alignToBars(bars, s))).toEqual([NaN, 10]);
  });

  it('keeps the last value after the series ends', () => {
    expect(Array.from(alignToBars(times('2021-01-01', '2022-01-01'), series([['2020-06-01', 7]])))).toEqual([7, 7]);
  });

  it('gives NaN everywhere for an empty series, and nothing for no bars', () => {
    expect(Array.from(alignToBars(times('2020-01-02'), series([])))).toEqual([NaN]);
    expect(alignToBars(new Float64Array(0), series([['2020-01-02', 1]])).length).toBe(0);
  });

  it('handles bar times that are not ascending', () => {
    const s = series([
      ['2020-01-02', 1],
      ['2020-01-06', 2],
    ]);
    expect(Array.from(alignToBars(times('2020-01-07', '2020-01-03', '2020-01-01', '2020-01-06'), s))).toEqual([
      2,
      1,
      NaN,
      2,
    ]);
  });
});
