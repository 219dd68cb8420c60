import { describe, expect, it } from 'vitest';
import { SIGNAL_CATEGORIES } from '../types.ts';
import { computeSignals } from './compute-signals.ts';
import { SIGNALS, isSignalName, signalDefinition } from './definitions.ts';
import { closeBars, series } from './test-bars.ts';

/** The spec's table (analytics-service.md 2.4), copied by hand, with the direction of each. */
const EXPECTED: readonly [string, string, 'Long' | 'Short'][] = [
  ['MA', 'Technical Indicator', 'Long'],
  ['MAGap', 'Technical Indicator', 'Long'],
  ['MACDHist', 'Technical Indicator', 'Long'],
  ['MACDHistGap', 'Technical Indicator', 'Long'],
  ['RSI', 'Technical Indicator', 'Long'],
  ['PriceBreakout', 'Technical Indicator', 'Long'],
  ['HighPoints', 'Technical Indicator', 'Long'],
  ['LowPoints', 'Technical Indicator', 'Short'],
  ['Hammer followed by a rise', 'Candlestick Pattern', 'Long'],
  ['Shooting Star followed by a fall', 'Candlestick Pattern', 'Short'],
  ['UpTrend Pattern', 'Candlestick Pattern', 'Long'],
  ['DownTrend Pattern', 'Candlestick Pattern', 'Short'],
  ['Optix #1', 'Optix Signal', 'Long'],
  ['Optix #2', 'Optix Signal', 'Long'],
  ['Optix #3', 'Optix Signal', 'Long'],
  ['Optix #4', 'Optix Signal', 'Long'],
  ['Optix #5', 'Optix Signal', 'Long'],
  ['Optix #6', 'Optix Signal', 'Long'],
  ['Optix #7', 'Optix Signal', 'Long'],
  ['Head and Shoulders Top', 'CPM Pattern', 'Short'],
  ['Head and Shoulders Bottom', 'CPM Pattern', 'Long'],
  ['Double Top', 'CPM Pattern', 'Short'],
  ['Double Bottom', 'CPM Pattern', 'Long'],
  ['Triple Tap', 'CPM Pattern', 'Short'],
  ['Rounding Bottom', 'CPM Pattern', 'Long'],
  ['Ascending Channel', 'CPM Pattern', 'Long'],
  ['Descending Channel', 'CPM Pattern', 'Short'],
  ['Symbol All-Time High', 'High/Low Signal', 'Long'],
  ['Symbol All-Time Low', 'High/Low Signal', 'Short'],
  ['Symbol 52-Week High', 'High/Low Signal', 'Long'],
  ['Symbol 52-Week Low', 'High/Low Signal', 'Short'],
  ['Symbol 4-Week High', 'High/Low Signal', 'Long'],
  ['Symbol 4-Week Low', 'High/Low Signal', 'Short'],
  ['Symbol 13-Week High', 'High/Low Signal', 'Long'],
  ['Symbol 13-Week Low', 'High/Low Signal', 'Short'],
  ['Trend Score Breakout', 'Trend Score', 'Long'],
  ['Trend Score Breakdown', 'Trend Score', 'Short'],
];

describe('SIGNALS', () => {
  it('are the 37 signals of the spec, in its order, with their categories and directions', () => {
    expect(SIGNALS.map((s) => [s.name, s.category, s.direction])).toEqual(EXPECTED);
  });
  it('has a written description for each, with its numbers', () => {
    for (const s of SIGNALS) expect(s.description.length, s.name).toBeGreaterThan(40);
    expect(signalDefinition('RSI')!.description).toContain('35');
    expect(signalDefinition('Symbol 52-Week High')!.description).toContain('252');
    expect(signalDefinition('Trend Score Breakout')!.description).toContain('SMA(200)');
  });
  it('covers only known categories', () => {
    for (const s of SIGNALS) expect(SIGNAL_CATEGORIES).toContain(s.category);
  });
  it('are looked up by exact name', () => {
    expect(signalDefinition('Double Top')?.direction).toBe('Short');
    expect(signalDefinition('double top')).toBeUndefined();
    expect(isSignalName('Optix #7')).toBe(true);
    expect(isSignalName('Optix #8')).toBe(false);
  });
});

describe('computeSignals', () => {
  const bars = closeBars(series(300, (i) => 100 + Math.sin(i / 7) * 10));
  it('gives a fire array for every signal, in the order of SIGNALS', () => {
    const { fires } = computeSignals({ bars, optix: new Float64Array(300).fill(50) });
    expect([...fires.keys()]).toEqual(SIGNALS.map((s) => s.name));
    for (const f of fires.values()) expect(f).toHaveLength(300);
  });
  it('leaves out exactly the Optix signals without Optix', () => {
    const { fires } = computeSignals({ bars });
    expect([...fires.keys()]).toEqual(SIGNALS.filter((s) => s.category !== 'Optix Signal').map((s) => s.name));
  });
  it('rejects an Optix or benchmark series not on the symbol bars', () => {
    expect(() => computeSignals({ bars, optix: new Float64Array(299) })).toThrow(RangeError);
    expect(() => computeSignals({ bars, benchmarkClose: new Float64Array(301) })).toThrow(RangeError);
  });
  it('handles series too short for any signal', () => {
    const { fires, trendScore } = computeSignals({ bars: closeBars([100, 101]) });
    for (const f of fires.values()) expect(Array.from(f)).toEqual([0, 0]);
    expect(Array.from(trendScore).every(Number.isNaN)).toBe(true);
  });
});
