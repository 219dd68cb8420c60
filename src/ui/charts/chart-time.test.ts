import { describe, expect, it } from 'vitest';
import { chartTime, chartTimeLabel } from './chart-time.ts';

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

describe('chartTimeLabel', () => {
  it('writes a chart time back as its bar label', () => {
    // 2010-01-04 00:00 UTC is 14,613 days after 1970-01-01: 14,613 x 86,400 s.
    expect(chartTimeLabel(1_262_563_200)).toBe('2010-01-04');
    expect(chartTimeLabel(1_262_563_200 + 15 * 3600 + 30 * 60)).toBe('2010-01-04 15:30');
  });
});
