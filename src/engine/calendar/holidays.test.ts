import { describe, expect, it } from 'vitest';
import { holidayDays } from './holidays.ts';
import { HOLIDAY_NAMES } from './names.ts';
import { iso } from './test-helpers.ts';

const dates = (name: Parameters<typeof holidayDays>[0], year: number) => holidayDays(name, year).map(iso);

describe('holidayDays', () => {
  it('gives observed NYSE closure days', () => {
    expect(dates('Good Friday', 2000)).toEqual(['2000-04-21']);
    expect(dates('Independence Day', 2015)).toEqual(['2015-07-03']);
    expect(dates('Independence Day', 2021)).toEqual(['2021-07-05']);
    expect(dates('Christmas Day', 2021)).toEqual(['2021-12-24']);
    expect(dates('Christmas Day', 2022)).toEqual(['2022-12-26']);
    expect(dates("New Year's Day", 2022)).toEqual([]);
    expect(dates("New Year's Day", 2023)).toEqual(['2023-01-02']);
    expect(dates('Thanksgiving Day', 2020)).toEqual(['2020-11-26']);
    expect(dates('Thanksgiving Day', 2024)).toEqual(['2024-11-28']);
    expect(dates('Thanksgiving Day', 2018)).toEqual(['2018-11-22']);
    expect(dates('Memorial Day', 2019)).toEqual(['2019-05-27']);
    expect(dates('Memorial Day', 2021)).toEqual(['2021-05-31']);
    expect(dates('Labor Day', 2020)).toEqual(['2020-09-07']);
    expect(dates('Labor Day', 2021)).toEqual(['2021-09-06']);
    expect(dates("President's Day", 2021)).toEqual(['2021-02-15']);
    expect(dates('MLK Jr. Day', 1997)).toEqual([]);
    expect(dates('MLK Jr. Day', 1998)).toEqual(['1998-01-19']);
  });

  it('puts Election Day on the Tuesday after the first Monday of November, every year', () => {
    expect(dates('Election Day(US)', 2016)).toEqual(['2016-11-08']);
    expect(dates('Election Day(US)', 2020)).toEqual(['2020-11-03']);
    expect(dates('Election Day(US)', 2021)).toEqual(['2021-11-02']);
    expect(dates('Election Day(US)', 2024)).toEqual(['2024-11-05']);
  });

  it('gives twelve monthly expirations and one per quad month', () => {
    expect(holidayDays('Monthly Option Expiration', 2019)).toHaveLength(12);
    expect(dates('Monthly Option Expiration', 2019)[3]).toBe('2019-04-18');
    expect(dates('March Quad Option Expiration', 2024)).toEqual(['2024-03-15']);
    expect(dates('June Quad Option Expiration', 2024)).toEqual(['2024-06-21']);
    expect(dates('September Quad Option Expiration', 2024)).toEqual(['2024-09-20']);
    expect(dates('December Quad Option Expiration', 2024)).toEqual(['2024-12-20']);
    expect(dates('June Quad Option Expiration', 2026)).toEqual(['2026-06-18']);
  });

  it('gives the FOMC table for covered years only', () => {
    expect(dates('FOMC Decision Day', 2024)).toEqual([
      '2024-01-31',
      '2024-03-20',
      '2024-05-01',
      '2024-06-12',
      '2024-07-31',
      '2024-09-18',
      '2024-11-07',
      '2024-12-18',
    ]);
    expect(dates('FOMC Decision Day', 2027)).toEqual([]);
  });

  it('returns ascending dates inside the requested year for every name', () => {
    for (const name of HOLIDAY_NAMES) {
      for (let year = 1990; year <= 2030; year++) {
        const ds = dates(name, year);
        expect(ds.every((d) => d.startsWith(`${year}-`))).toBe(true);
        expect([...ds].sort()).toEqual(ds);
      }
    }
  });
});
