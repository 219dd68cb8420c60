import { describe, expect, it } from 'vitest';
import { periodReturns } from './period-returns.ts';

const at = (label: string) => Date.parse(`${label}Z`);

describe('periodReturns', () => {
  // Capital 100 and ten bars across a year end. Month ends: 30 Nov 110, 29 Dec 121, 4 Jan 121, 2 Feb 110.11.
  const labels = [
    '2023-11-29T00:00',
    '2023-11-30T00:00',
    '2023-12-01T00:00',
    '2023-12-28T00:00',
    '2023-12-29T00:00',
    '2024-01-02T00:00',
    '2024-01-03T00:00',
    '2024-01-04T00:00',
    '2024-02-01T00:00',
    '2024-02-02T00:00',
  ];
  const equity = Float64Array.from([100, 110, 99, 104.5, 121, 108.9, 96.8, 121, 121, 110.11]);
  const { monthly, annual } = periodReturns(Float64Array.from(labels.map(at)), equity, 100);

  it('each month: its last equity over the previous month-end, the first over the capital', () => {
    expect(monthly.map((m) => [m.year, m.month])).toEqual([
      [2023, 11],
      [2023, 12],
      [2024, 1],
      [2024, 2],
    ]);
    // Nov 110 / 100, Dec 121 / 110, Jan 121 / 121, Feb 110.11 / 121.
    const expected = [10, 10, 0, -9];
    monthly.forEach((m, i) => expect(m.returnPct, `${m.year}-${m.month}`).toBeCloseTo(expected[i], 10));
  });

  it('each year the same way: 2023 121 / 100, 2024 110.11 / 121', () => {
    expect(annual.map((a) => a.year)).toEqual([2023, 2024]);
    expect(annual[0].returnPct).toBeCloseTo(21, 10);
    expect(annual[1].returnPct).toBeCloseTo(-9, 10);
  });

  it('a month with no bar is absent and the next month spans it; intraday bars group by their day', () => {
    const times = ['2021-01-29T15:00', '2021-01-29T16:00', '2021-03-01T10:00', '2021-03-31T23:00'].map(at);
    const r = periodReturns(Float64Array.from(times), Float64Array.from([1000, 1050, 1100, 990]), 1000);
    expect(r.monthly.map((m) => m.month)).toEqual([1, 3]);
    expect(r.monthly[0].returnPct).toBeCloseTo(5, 10); // 1050 / 1000
    expect(r.monthly[1].returnPct).toBeCloseTo((990 / 1050 - 1) * 100, 10);
    expect(r.annual).toHaveLength(1);
    expect(r.annual[0].returnPct).toBeCloseTo(-1, 10); // 990 / 1000
  });

  it('one bar is one month and one year; no bar is nothing', () => {
    const one = periodReturns(Float64Array.from([at('2020-12-31T00:00')]), Float64Array.from([98]), 100);
    expect(one.monthly).toHaveLength(1);
    expect(one.monthly[0]).toMatchObject({ year: 2020, month: 12 });
    expect(one.monthly[0].returnPct).toBeCloseTo(-2, 10);
    expect(one.annual[0].returnPct).toBeCloseTo(-2, 10);
    expect(periodReturns(new Float64Array(0), new Float64Array(0), 100)).toEqual({ monthly: [], annual: [] });
  });
});
