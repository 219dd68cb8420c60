import { describe, expect, it } from 'vitest';
import { easterDay } from './easter.ts';
import { iso } from './test-helpers.ts';

describe('easterDay', () => {
  it('matches known Easter Sundays', () => {
    expect(iso(easterDay(2000))).toBe('2000-04-23');
    expect(iso(easterDay(2008))).toBe('2008-03-23');
    expect(iso(easterDay(2019))).toBe('2019-04-21');
    expect(iso(easterDay(2024))).toBe('2024-03-31');
    expect(iso(easterDay(2025))).toBe('2025-04-20');
  });

  it('reaches both ends of the March 22 .. April 25 range', () => {
    expect(iso(easterDay(1818))).toBe('1818-03-22');
    expect(iso(easterDay(2285))).toBe('2285-03-22');
    expect(iso(easterDay(1943))).toBe('1943-04-25');
    expect(iso(easterDay(2038))).toBe('2038-04-25');
  });
});
