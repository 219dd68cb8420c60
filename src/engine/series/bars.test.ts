import { describe, expect, it } from 'vitest';
import { barLabel, isoDay } from './bars.ts';

describe('date labels', () => {
  it('agree with Date#toISOString across centuries, leap days and month ends', () => {
    const start = Date.UTC(1800, 0, 1);
    const end = Date.UTC(2200, 0, 1);
    // Every 7th day plus 13 hours shifts through every weekday, month end and leap day over 400 years.
    for (let t = start; t < end; t += 7 * 86_400_000 + 13 * 3_600_000) {
      const iso = new Date(t).toISOString();
      expect(isoDay(t)).toBe(iso.slice(0, 10));
      expect(barLabel(t)).toBe(
        iso.slice(11, 16) === '00:00' ? iso.slice(0, 10) : `${iso.slice(0, 10)} ${iso.slice(11, 16)}`,
      );
    }
  });

  it('writes the hand-checked dates', () => {
    expect(isoDay(Date.UTC(2000, 1, 29))).toBe('2000-02-29');
    expect(isoDay(Date.UTC(1900, 2, 1))).toBe('1900-03-01');
    expect(isoDay(0)).toBe('1970-01-01');
    expect(isoDay(-1)).toBe('1969-12-31');
    expect(barLabel(Date.UTC(2020, 11, 15, 9, 30))).toBe('2020-12-15 09:30');
    expect(barLabel(Date.UTC(2020, 11, 15))).toBe('2020-12-15');
  });
});
