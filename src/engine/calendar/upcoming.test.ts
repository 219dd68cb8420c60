import { describe, expect, it } from 'vitest';
import { upcomingHoliday } from './upcoming.ts';
import { day, iso } from './test-helpers.ts';

function next(today: string): [string, string] {
  const h = upcomingHoliday(day(today));
  return [h.name, iso(h.day)];
}

describe('upcomingHoliday', () => {
  it('finds the nearest holiday on or after today', () => {
    expect(next('2024-11-27')).toEqual(['Thanksgiving Day', '2024-11-28']);
    expect(next('2024-11-01')).toEqual(['Election Day(US)', '2024-11-05']);
    expect(next('2024-12-21')).toEqual(['Christmas Day', '2024-12-25']);
    expect(next('2024-12-26')).toEqual(["New Year's Day", '2025-01-01']);
    expect(next('2024-09-01')).toEqual(['Labor Day', '2024-09-02']);
  });

  it('counts today itself', () => {
    expect(next('2024-02-19')).toEqual(["President's Day", '2024-02-19']);
    expect(next('2024-09-18')).toEqual(['FOMC Decision Day', '2024-09-18']);
  });

  it('breaks ties by the order of HOLIDAY_NAMES', () => {
    // 2024-12-20 is both the December quad and that month's monthly expiration.
    expect(next('2024-12-20')).toEqual(['December Quad Option Expiration', '2024-12-20']);
    expect(next('2024-12-19')).toEqual(['December Quad Option Expiration', '2024-12-20']);
  });

  it('lets FOMC drop out once its table has run out', () => {
    // The Fed's real 2027 calendar has a meeting ending January 27, but the table stops at 2026.
    expect(next('2027-01-20')).toEqual(["President's Day", '2027-02-15']);
  });
});
