import { describe, expect, it } from 'vitest';
import { dayMs, isoOfMs, nearestIndex, thinPoints, timeAtPixel, yearTicks } from './picker-points.ts';

const DAY = 86_400_000;

describe('picker points', () => {
  it('keeps every n-th close and the last', () => {
    const dates = ['2020-01-01', '2020-01-02', '2020-01-03', '2020-01-04', '2020-01-05'];
    const points = thinPoints(dates, [1, 2, 3, 4, 5], 2);
    // ceil(5 / 2) = every 3rd: indices 0 and 3, then the last (4).
    expect(points.map((p) => [isoOfMs(p.t), p.close])).toEqual([
      ['2020-01-01', 1],
      ['2020-01-04', 4],
      ['2020-01-05', 5],
    ]);
  });

  it('snaps a time to the nearest trading day, ties to the earlier', () => {
    const times = [0, 10, 20, 40];
    expect([-5, 4, 5, 6, 29, 31, 99].map((t) => nearestIndex(times, t))).toEqual([0, 0, 0, 1, 2, 3, 3]);
  });

  it('turns a pixel of the plot area into the trading day under it', () => {
    // Mondays 2024-01-01 and 2024-01-08 and the Friday between: 7 days drawn over 700 px.
    const times = ['2024-01-01', '2024-01-05', '2024-01-08'].map(dayMs);
    expect(isoOfMs(timeAtPixel(times, 0, 700))).toBe('2024-01-01');
    expect(isoOfMs(timeAtPixel(times, 300, 700))).toBe('2024-01-05'); // 3 days in: nearer the 5th than the 1st
    expect(isoOfMs(timeAtPixel(times, 690, 700))).toBe('2024-01-08');
    expect(isoOfMs(timeAtPixel(times, -50, 700))).toBe('2024-01-01'); // left of the plot: the first day
    expect(isoOfMs(timeAtPixel(times, 900, 700))).toBe('2024-01-08');
    expect(timeAtPixel(times, 100, 0)).toBe(times[0]);
    expect(dayMs('2024-01-02') - dayMs('2024-01-01')).toBe(DAY);
  });

  it('puts year ticks on every n-th new year inside the range', () => {
    expect(yearTicks(dayMs('2000-01-03'), dayMs('2020-04-17')).map(isoOfMs)).toEqual([
      '2004-01-01',
      '2008-01-01',
      '2012-01-01',
      '2016-01-01',
      '2020-01-01',
    ]);
    expect(yearTicks(dayMs('2013-05-13'), dayMs('2018-05-11')).map(isoOfMs)).toEqual([
      '2014-01-01',
      '2015-01-01',
      '2016-01-01',
      '2017-01-01',
      '2018-01-01',
    ]);
    expect(yearTicks(dayMs('2020-02-03'), dayMs('2020-06-30'))).toEqual([dayMs('2020-02-03')]);
  });
});
