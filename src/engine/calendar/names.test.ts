import { describe, expect, it } from 'vitest';
import { HOLIDAY_DESCRIPTIONS } from './descriptions.ts';
import { HOLIDAY_NAMES, isHolidayName } from './names.ts';

describe('holiday names', () => {
  it('lists the 16 names of the analytics spec in its order', () => {
    expect(HOLIDAY_NAMES).toEqual([
      'Christmas Day',
      'December Quad Option Expiration',
      'Election Day(US)',
      'FOMC Decision Day',
      'Good Friday',
      'Independence Day',
      'June Quad Option Expiration',
      'Labor Day',
      'MLK Jr. Day',
      'March Quad Option Expiration',
      'Memorial Day',
      'Monthly Option Expiration',
      "New Year's Day",
      "President's Day",
      'September Quad Option Expiration',
      'Thanksgiving Day',
    ]);
  });

  it('recognises names exactly', () => {
    expect(isHolidayName('Election Day(US)')).toBe(true);
    expect(isHolidayName("President's Day")).toBe(true);
    expect(isHolidayName('Election Day (US)')).toBe(false);
    expect(isHolidayName('christmas day')).toBe(false);
    expect(isHolidayName('')).toBe(false);
  });

  it('describes every holiday in one sentence', () => {
    for (const name of HOLIDAY_NAMES) expect(HOLIDAY_DESCRIPTIONS[name]).toMatch(/^\S.*\.$/);
    expect(Object.keys(HOLIDAY_DESCRIPTIONS)).toHaveLength(16);
  });
});
