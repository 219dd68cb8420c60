import { describe, expect, it } from 'vitest';
import { monthlyExpiration, monthlyExpirations } from './expiration.ts';
import { iso } from './test-helpers.ts';

describe('monthly option expiration', () => {
  it('is the third Friday of each month of 2024', () => {
    expect(monthlyExpirations(2024).map(iso)).toEqual([
      '2024-01-19',
      '2024-02-16',
      '2024-03-15',
      '2024-04-19',
      '2024-05-17',
      '2024-06-21',
      '2024-07-19',
      '2024-08-16',
      '2024-09-20',
      '2024-10-18',
      '2024-11-15',
      '2024-12-20',
    ]);
  });

  it('moves to Thursday when the third Friday is Good Friday', () => {
    expect(iso(monthlyExpiration(2003, 4))).toBe('2003-04-17');
    expect(iso(monthlyExpiration(2014, 4))).toBe('2014-04-17');
    expect(iso(monthlyExpiration(2019, 4))).toBe('2019-04-18');
    expect(iso(monthlyExpiration(2025, 4))).toBe('2025-04-17');
    // Good Friday 2024 (March 29) is not a third Friday: nothing moves.
    expect(iso(monthlyExpiration(2024, 3))).toBe('2024-03-15');
  });

  it('moves to Thursday when the third Friday is Juneteenth', () => {
    expect(iso(monthlyExpiration(2026, 6))).toBe('2026-06-18');
    expect(iso(monthlyExpiration(2027, 6))).toBe('2027-06-17'); // Saturday Juneteenth observed Friday June 18
    // June 19, 2020 was a third Friday but not yet an exchange holiday.
    expect(iso(monthlyExpiration(2020, 6))).toBe('2020-06-19');
  });
});
