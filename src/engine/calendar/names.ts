/**
 * The holiday names the seasonality endpoint accepts (analytics spec 4.1). The spelling is part of the API, odd
 * punctuation included ("Election Day(US)", "President's Day"), and the order is the order the API lists them in.
 */
export const HOLIDAY_NAMES = [
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
] as const;

export type HolidayName = (typeof HOLIDAY_NAMES)[number];

const NAME_SET: ReadonlySet<string> = new Set(HOLIDAY_NAMES);

/** Exact match: query strings from the API are compared as given, with no case or space folding. */
export function isHolidayName(s: string): s is HolidayName {
  return NAME_SET.has(s);
}
