import { describe, expect, it } from 'vitest';
import { windowRange } from './window.ts';

const day = (iso: string): number => Date.parse(`${iso}T00:00:00Z`);
const times = (...isos: string[]): Float64Array => Float64Array.from(isos.map(day));
const bars = times('2020-01-02', '2020-01-03', '2020-01-06', '2020-01-07', '2020-01-08');

describe('windowRange', () => {
  it('finds the first and last bar inside, both ends inclusive', () => {
    expect(windowRange(bars, day('2020-01-03'), day('2020-01-07'))).toEqual({ from: 1, to: 3 });
  });

  it('starts at the first bar on or after a start that falls between bars (a weekend)', () => {
    expect(windowRange(bars, day('2020-01-04'), day('2020-01-08'))).toEqual({ from: 2, to: 4 });
  });

  it('clips to the series when the window is wider', () => {
    expect(windowRange(bars, day('1990-01-01'), day('2030-01-01'))).toEqual({ from: 0, to: 4 });
  });

  it('reads the end date as its whole day (intraday bars of that day are inside)', () => {
    const intraday = Float64Array.of(
      day('2020-01-02') + 9.5 * 3_600_000,
      day('2020-01-02') + 15 * 3_600_000,
      day('2020-01-03'),
    );
    expect(windowRange(intraday, day('2020-01-02'), day('2020-01-02'))).toEqual({ from: 0, to: 1 });
    // the end of that day minus 1 ms, as callers may pass it, is the same day
    expect(windowRange(intraday, day('2020-01-02'), day('2020-01-03') - 1)).toEqual({ from: 0, to: 1 });
    expect(windowRange(intraday, day('2020-01-02'), day('2020-01-03'))).toEqual({ from: 0, to: 2 });
  });

  it('selects a single bar when start and end are its date', () => {
    expect(windowRange(bars, day('2020-01-06'), day('2020-01-06'))).toEqual({ from: 2, to: 2 });
    expect(windowRange(bars, day('2020-01-02'), day('2020-01-02'))).toEqual({ from: 0, to: 0 });
    expect(windowRange(bars, day('2020-01-08'), day('2020-01-08'))).toEqual({ from: 4, to: 4 });
  });

  it('is null when no bar falls inside', () => {
    expect(windowRange(bars, day('2020-01-04'), day('2020-01-05'))).toBeNull();
    expect(windowRange(bars, day('2019-01-01'), day('2020-01-01'))).toBeNull();
    expect(windowRange(bars, day('2020-01-09'), day('2021-01-01'))).toBeNull();
    expect(windowRange(bars, day('2020-01-07'), day('2020-01-03'))).toBeNull();
    expect(windowRange(new Float64Array(0), 0, day('2020-01-01'))).toBeNull();
  });

  it('reads NaN bounds as open ends', () => {
    expect(windowRange(bars, NaN, day('2020-01-03'))).toEqual({ from: 0, to: 1 });
    expect(windowRange(bars, day('2020-01-07'), NaN)).toEqual({ from: 3, to: 4 });
  });
});
