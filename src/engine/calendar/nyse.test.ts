import { describe, expect, it } from 'vitest';
import { isNyseHoliday, nyseHolidays } from './nyse.ts';
import { day, iso } from './test-helpers.ts';

function listed(year: number): [string, string][] {
  return nyseHolidays(year).map((h) => [h.name, iso(h.day)]);
}

describe('nyseHolidays', () => {
  it('gives the nine named closures of 2024', () => {
    expect(listed(2024)).toEqual([
      ["New Year's Day", '2024-01-01'],
      ['MLK Jr. Day', '2024-01-15'],
      ["President's Day", '2024-02-19'],
      ['Good Friday', '2024-03-29'],
      ['Memorial Day', '2024-05-27'],
      ['Independence Day', '2024-07-04'],
      ['Labor Day', '2024-09-02'],
      ['Thanksgiving Day', '2024-11-28'],
      ['Christmas Day', '2024-12-25'],
    ]);
  });

  it('skips New Year when Jan 1 is a Saturday and moves Christmas off a Sunday (2022)', () => {
    expect(listed(2022)).toEqual([
      ['MLK Jr. Day', '2022-01-17'],
      ["President's Day", '2022-02-21'],
      ['Good Friday', '2022-04-15'],
      ['Memorial Day', '2022-05-30'],
      ['Independence Day', '2022-07-04'],
      ['Labor Day', '2022-09-05'],
      ['Thanksgiving Day', '2022-11-24'],
      ['Christmas Day', '2022-12-26'],
    ]);
  });

  it('has no MLK Jr. Day before 1998', () => {
    expect(listed(1997)).toEqual([
      ["New Year's Day", '1997-01-01'],
      ["President's Day", '1997-02-17'],
      ['Good Friday', '1997-03-28'],
      ['Memorial Day', '1997-05-26'],
      ['Independence Day', '1997-07-04'],
      ['Labor Day', '1997-09-01'],
      ['Thanksgiving Day', '1997-11-27'],
      ['Christmas Day', '1997-12-25'],
    ]);
    expect(listed(1998)).toContainEqual(['MLK Jr. Day', '1998-01-19']);
  });

  it('observes fixed dates on the nearest weekday', () => {
    const on = (year: number, name: string) => listed(year).find(([n]) => n === name)?.[1];
    expect(on(2015, 'Independence Day')).toBe('2015-07-03');
    expect(on(2020, 'Independence Day')).toBe('2020-07-03');
    expect(on(2021, 'Independence Day')).toBe('2021-07-05');
    expect(on(2021, 'Christmas Day')).toBe('2021-12-24');
    expect(on(2010, 'Christmas Day')).toBe('2010-12-24');
    expect(on(2016, 'Christmas Day')).toBe('2016-12-26');
    expect(on(2023, "New Year's Day")).toBe('2023-01-02');
    expect(on(2017, "New Year's Day")).toBe('2017-01-02');
    expect(on(2011, "New Year's Day")).toBeUndefined();
  });

  it('finds Good Fridays', () => {
    const goodFriday = (year: number) => listed(year).find(([n]) => n === 'Good Friday')?.[1];
    expect(goodFriday(2000)).toBe('2000-04-21');
    expect(goodFriday(2008)).toBe('2008-03-21');
    expect(goodFriday(2014)).toBe('2014-04-18');
    expect(goodFriday(2019)).toBe('2019-04-19');
    expect(goodFriday(2024)).toBe('2024-03-29');
  });
});

describe('isNyseHoliday', () => {
  it('is true on closures and false on ordinary days', () => {
    expect(isNyseHoliday(day('2024-03-29'))).toBe(true);
    expect(isNyseHoliday(day('2024-03-28'))).toBe(false);
    expect(isNyseHoliday(day('2022-01-17'))).toBe(true);
    expect(isNyseHoliday(day('1997-01-20'))).toBe(false); // MLK Day 1997: the exchange was open
    expect(isNyseHoliday(day('2021-12-31'))).toBe(false); // Saturday New Year 2022: no Friday closure
    expect(isNyseHoliday(day('2010-12-31'))).toBe(false); // same rule for 2011
    expect(isNyseHoliday(day('2022-12-26'))).toBe(true);
    expect(isNyseHoliday(day('2022-12-25'))).toBe(false); // the Sunday itself is just a weekend day
  });

  it('counts Juneteenth from 2022 on, observed off weekends', () => {
    expect(isNyseHoliday(day('2021-06-18'))).toBe(false);
    expect(isNyseHoliday(day('2022-06-20'))).toBe(true); // June 19, 2022 was a Sunday
    expect(isNyseHoliday(day('2023-06-19'))).toBe(true);
    expect(isNyseHoliday(day('2027-06-18'))).toBe(true); // June 19, 2027 is a Saturday
  });
});
