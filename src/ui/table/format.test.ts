import { describe, expect, it } from 'vitest';
import {
  formatBars,
  formatFixed,
  formatNumber,
  formatPercent,
  formatPercentAsGiven,
  formatSignedPercent,
  formatWhole,
  NOT_AVAILABLE,
  toneOf,
} from './format.ts';

describe('number formatting', () => {
  it('writes changes as signed percent, two decimals unless told', () => {
    expect(formatSignedPercent(20.200434)).toBe('+20.20%');
    expect(formatSignedPercent(-6.721514)).toBe('-6.72%');
    expect(formatSignedPercent(0)).toBe('0.00%');
    expect(formatSignedPercent(-0.001)).toBe('0.00%');
    expect(formatSignedPercent(1234.5)).toBe('+1,234.50%');
    expect(formatSignedPercent(0.0523, 3)).toBe('+0.052%');
    expect(formatSignedPercent(-0.0004, 3)).toBe('0.000%');
  });

  it('writes shares, fixed decimals, whole numbers and bars', () => {
    expect(formatPercent(83.333333)).toBe('83.33%');
    expect(formatPercent(53.44, 1)).toBe('53.4%');
    expect(formatFixed(0.50674)).toBe('0.51');
    expect(formatFixed(120200.4335)).toBe('120,200.43');
    expect(formatFixed(-0.5341, 3)).toBe('-0.534');
    expect(formatFixed(1.23456, 4)).toBe('1.2346');
    expect(formatWhole(1234.4)).toBe('1,234');
    expect(formatBars(291)).toBe('291 bars');
    expect(formatBars(1)).toBe('1 bar');
    expect(formatBars(21.5)).toBe('21.5 bars');
  });

  it('keeps the decimals a number has, up to four unless told', () => {
    expect(formatNumber(93.4)).toBe('93.4');
    expect(formatNumber(24831.16991)).toBe('24,831.1699');
    expect(formatNumber(100000.125, 2)).toBe('100,000.13');
    expect(formatPercentAsGiven(8)).toBe('8%');
    expect(formatPercentAsGiven(2.5)).toBe('2.5%');
    expect(formatPercentAsGiven(-1.0000005, 6)).toBe('-1.000001%');
  });

  it('never writes a minus on what rounds to zero', () => {
    expect(formatFixed(-0.001)).toBe('0.00');
    expect(formatFixed(-0.0004, 3)).toBe('0.000');
    expect(formatWhole(-0.2)).toBe('0');
    expect(formatNumber(-0.00001)).toBe('0');
    expect(formatPercent(-0.001)).toBe('0.00%');
  });

  it('writes one glyph wherever there is no number', () => {
    expect(NOT_AVAILABLE).toBe('–');
    for (const missing of [null, undefined, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(formatSignedPercent(missing)).toBe(NOT_AVAILABLE);
      expect(formatPercent(missing)).toBe(NOT_AVAILABLE);
      expect(formatPercentAsGiven(missing)).toBe(NOT_AVAILABLE);
      expect(formatFixed(missing, 3)).toBe(NOT_AVAILABLE);
      expect(formatNumber(missing)).toBe(NOT_AVAILABLE);
      expect(formatWhole(missing)).toBe(NOT_AVAILABLE);
      expect(formatBars(missing)).toBe(NOT_AVAILABLE);
    }
  });

  it('tells gains from losses, and calls what rounds to zero neutral', () => {
    expect(toneOf(1)).toBe('positive');
    expect(toneOf(-1)).toBe('negative');
    expect(toneOf(0.001)).toBe('neutral');
    expect(toneOf(null)).toBe('neutral');
  });
});
