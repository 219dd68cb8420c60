import { describe, expect, it } from 'vitest';
import {
  formatBars,
  formatDate,
  formatPercent,
  formatPrice,
  formatRatio,
  formatSignedPercent,
  toneOf,
} from './format.ts';

describe('result formatting', () => {
  it('writes changes as signed percent with two decimals', () => {
    expect(formatSignedPercent(20.200434)).toBe('+20.20%');
    expect(formatSignedPercent(-6.721514)).toBe('-6.72%');
    expect(formatSignedPercent(0)).toBe('0.00%');
    expect(formatSignedPercent(-0.001)).toBe('0.00%');
    expect(formatSignedPercent(1234.5)).toBe('+1,234.50%');
    expect(formatSignedPercent(null)).toBe('n/a');
    expect(formatSignedPercent(Number.NaN)).toBe('n/a');
  });

  it('writes shares, ratios, prices, bars and dates', () => {
    expect(formatPercent(83.333333)).toBe('83.33%');
    expect(formatRatio(0.50674)).toBe('0.51');
    expect(formatRatio(null)).toBe('n/a');
    expect(formatPrice(120200.4335)).toBe('120,200.43');
    expect(formatBars(291)).toBe('291 bars');
    expect(formatBars(1)).toBe('1 bar');
    expect(formatBars(21.5)).toBe('21.5 bars');
    expect(formatDate('')).toBe('None');
    expect(formatDate('2015-12-31')).toBe('2015-12-31');
  });

  it('tells gains from losses, and calls what rounds to zero neutral', () => {
    expect(toneOf(1)).toBe('positive');
    expect(toneOf(-1)).toBe('negative');
    expect(toneOf(0.001)).toBe('neutral');
    expect(toneOf(null)).toBe('neutral');
  });
});
