import { describe, expect, it } from 'vitest';
import { chartTime } from './chart-time.ts';

describe('chartTime', () => {
  it('reads daily and intraday bar labels as UTC seconds', () => {
    expect(chartTime('2010-01-04')).toBe(Date.UTC(2010, 0, 4) / 1000);
    expect(chartTime('2010-01-04 15:30')).toBe(Date.UTC(2010, 0, 4, 15, 30) / 1000);
    expect(chartTime('2010-01-04T15:30:10')).toBe(Date.UTC(2010, 0, 4, 15, 30, 10) / 1000);
  });

  it('gives null for what is no date', () => {
    expect(chartTime('04/01/2010')).toBeNull();
    expect(chartTime('')).toBeNull();
  });
});
