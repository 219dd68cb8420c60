import { describe, expect, it } from 'vitest';
import { civilFromDays, weekdayOfDays } from '../series/civil.ts';
import { FOMC_FIRST_YEAR, FOMC_LAST_YEAR, fomcDays } from './fomc.ts';
import { isNyseHoliday } from './nyse.ts';
import { iso } from './test-helpers.ts';

function allDays(): number[] {
  const out: number[] = [];
  for (let y = FOMC_FIRST_YEAR; y <= FOMC_LAST_YEAR; y++) out.push(...fomcDays(y));
  return out;
}

describe('FOMC statement days', () => {
  it('covers 1994 to 2026 and nothing outside', () => {
    expect([FOMC_FIRST_YEAR, FOMC_LAST_YEAR]).toEqual([1994, 2026]);
    expect(fomcDays(1993)).toEqual([]);
    expect(fomcDays(2027)).toEqual([]);
  });

  it('has eight scheduled meetings a year, seven in 2020 (March 17-18 was cancelled)', () => {
    for (let y = FOMC_FIRST_YEAR; y <= FOMC_LAST_YEAR; y++) {
      expect([y, fomcDays(y).length]).toEqual([y, y === 2020 ? 7 : 8]);
    }
  });

  it('lists ascending trading days inside their own year', () => {
    for (let y = FOMC_FIRST_YEAR; y <= FOMC_LAST_YEAR; y++) {
      const days = fomcDays(y);
      days.forEach((d, i) => {
        expect(civilFromDays(d).year).toBe(y);
        if (i > 0) expect(d).toBeGreaterThan(days[i - 1]);
        const weekday = weekdayOfDays(d);
        expect([iso(d), weekday >= 1 && weekday <= 5]).toEqual([iso(d), true]);
        expect([iso(d), isNyseHoliday(d)]).toEqual([iso(d), false]);
      });
    }
  });

  it('contains known statement days (second day of two-day meetings)', () => {
    const listed = new Set(allDays().map(iso));
    for (const d of [
      '1994-02-04', // first announced decision
      '2001-01-31',
      '2008-12-16', // cut to 0-0.25%
      '2012-09-13', // QE3
      '2015-12-16', // first hike after the crisis
      '2019-07-31',
      '2020-12-16',
      '2022-03-16',
      '2023-12-13',
      '2024-09-18',
      '2025-12-10',
      '2026-01-28',
    ]) {
      expect([d, listed.has(d)]).toEqual([d, true]);
    }
  });

  it('leaves out unscheduled meetings and conference calls', () => {
    const listed = new Set(allDays().map(iso));
    for (const d of ['2001-01-03', '2001-09-17', '2008-01-22', '2008-10-08', '2020-03-03', '2020-03-15']) {
      expect([d, listed.has(d)]).toEqual([d, false]);
    }
  });
});
