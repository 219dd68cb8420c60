import { describe, expect, it } from 'vitest';
import { civilFromDays, civilTime, daysFromCivil, daysInMonth, weekdayOfDays } from './civil.ts';

describe('civil calendar arithmetic', () => {
  it('agrees with Date.UTC on every day from 1899 to 2101', () => {
    for (let t = Date.UTC(1899, 0, 1); t <= Date.UTC(2101, 11, 31); t += 86_400_000) {
      const d = new Date(t);
      const days = t / 86_400_000;
      expect(civilFromDays(days)).toEqual({
        year: d.getUTCFullYear(),
        month: d.getUTCMonth() + 1,
        day: d.getUTCDate(),
      });
      expect(daysFromCivil(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate())).toBe(days);
      expect(weekdayOfDays(days)).toBe(d.getUTCDay());
    }
  });

  it('knows month lengths and leap years', () => {
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2023, 12)).toBe(31);
    expect(daysInMonth(2023, 4)).toBe(30);
    expect(civilTime(2020, 3, 1)).toBe(Date.UTC(2020, 2, 1));
  });
});
