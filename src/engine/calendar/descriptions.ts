import type { HolidayName } from './names.ts';

/** One sentence per holiday on how its date is set, shown as help next to the holiday picker. */
export const HOLIDAY_DESCRIPTIONS: Readonly<Record<HolidayName, string>> = {
  'Christmas Day':
    'December 25; the market closes the Friday before when it falls on a Saturday and the Monday after when it falls on a Sunday.',
  'December Quad Option Expiration':
    'The December option expiration: the third Friday of December, or the Thursday before when the market is closed that Friday.',
  'Election Day(US)': 'The Tuesday after the first Monday of November, every year.',
  'FOMC Decision Day':
    'The last day of each scheduled Federal Reserve FOMC meeting, when the policy statement is released (unscheduled meetings excluded).',
  'Good Friday': 'The Friday before Easter Sunday; the market is closed.',
  'Independence Day':
    'July 4; the market closes Friday July 3 when it falls on a Saturday and Monday July 5 when it falls on a Sunday.',
  'June Quad Option Expiration':
    'The June option expiration: the third Friday of June, or the Thursday before when the market is closed that Friday.',
  'Labor Day': 'The first Monday of September.',
  'MLK Jr. Day': 'The third Monday of January; a market holiday since 1998.',
  'March Quad Option Expiration':
    'The March option expiration: the third Friday of March, or the Thursday before when the market is closed that Friday.',
  'Memorial Day': 'The last Monday of May.',
  'Monthly Option Expiration':
    'The third Friday of every month, or the Thursday before when the market is closed that Friday.',
  "New Year's Day":
    'January 1, or Monday January 2 when it falls on a Sunday; when it falls on a Saturday the market does not close.',
  "President's Day": 'The third Monday of February (Washington’s Birthday).',
  'September Quad Option Expiration':
    'The September option expiration: the third Friday of September, or the Thursday before when the market is closed that Friday.',
  'Thanksgiving Day': 'The fourth Thursday of November.',
};
