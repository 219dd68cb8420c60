import { describe, expect, it } from 'vitest';
import { shadeBars } from './match-shading.ts';

const match = (StartDate: string, EndDate: string) => ({ StartDate, EndDate, Corr: 80, Close: 1, BarsNum: 2 });

describe('shading the matches on the price chart', () => {
  const prices = {
    dates: ['2020-01-01', '2020-01-02', '2020-01-03', '2020-01-06', '2020-01-07'],
    close: [1, 2, 3, 4, 5],
  };

  it('marks each bar with the matches (numbered from 1) whose windows hold it', () => {
    const bars = shadeBars(prices, [match('2020-01-02', '2020-01-03'), match('2020-01-03', '2020-01-06')]);
    expect(bars.map((b) => b.matches)).toEqual([[], [1], [1, 2], [2], []]);
    expect(bars[3]).toEqual({ date: '2020-01-06', close: 4, matches: [2], template: false });
  });

  it('marks the template’s window, whose dates may start on a day off', () => {
    const bars = shadeBars(prices, [], ['2020-01-04', '2020-01-06', '2020-01-07']);
    expect(bars.map((b) => b.template)).toEqual([false, false, false, true, true]);
  });
});
