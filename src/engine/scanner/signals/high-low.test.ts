import { describe, expect, it } from 'vitest';
import { closeFires, series } from './test-bars.ts';

/*
 * Trailing-window highs and lows. For a window of L bars: bar 0 is beyond everything (so it must fall out of the
 * window), bar 1 is the value to beat (it must still be in it), bars 2..L are 100 and bar L + 1 is tested. The window
 * of bar L + 1 is bars 1..L: one bar too long would see bar 0, one too short would miss bar 1.
 */
function windowCase(lookback: number, first: number, toBeat: number, last: number): number[] {
  return [first, toBeat, ...series(lookback - 1, () => 100), last];
}

describe.each([
  ['Symbol 4-Week', 21],
  ['Symbol 13-Week', 63],
  ['Symbol 52-Week', 252],
] as const)('%s High and Low over %i bars', (prefix, lookback) => {
  const high = `${prefix} High`;
  const low = `${prefix} Low`;
  it('High fires on a close above the window', () => {
    expect(closeFires(high, windowCase(lookback, 200, 150, 150.01))).toEqual([lookback + 1]);
  });
  it('High does not fire on a close equal to the oldest close of the window', () => {
    expect(closeFires(high, windowCase(lookback, 200, 150, 150))).toEqual([]);
  });
  it('Low fires on a close below the window', () => {
    expect(closeFires(low, windowCase(lookback, 50, 80, 79.99))).toEqual([lookback + 1]);
  });
  it('Low does not fire on a close equal to the oldest close of the window', () => {
    expect(closeFires(low, windowCase(lookback, 50, 80, 80))).toEqual([]);
  });
});

describe('Symbol All-Time High and Low', () => {
  const range = (from: number, to: number) => series(to - from + 1, (i) => from + i);
  it('High fires on every new high from the 253rd bar (252 earlier bars) on', () => {
    expect(
      closeFires(
        'Symbol All-Time High',
        series(260, (i) => 100 + i),
      ),
    ).toEqual(range(252, 259));
  });
  it('High fires only once the close passes an old peak', () => {
    // Bar 0 = 358.99, then 101, 102, ..., 359 at bar 259: only bar 259 is above the old peak.
    expect(closeFires('Symbol All-Time High', [358.99, ...series(259, (i) => 101 + i)])).toEqual([259]);
  });
  it('High does not fire on a close equal to the old peak', () => {
    expect(closeFires('Symbol All-Time High', [359, ...series(259, (i) => 101 + i)])).toEqual([]);
  });
  it('Low fires on every new low from the 253rd bar on', () => {
    expect(
      closeFires(
        'Symbol All-Time Low',
        series(260, (i) => 400 - i),
      ),
    ).toEqual(range(252, 259));
  });
  it('Low fires only once the close passes an old trough', () => {
    // Bar 0 = 141.01, then 399, 398, ..., 141 at bar 259.
    expect(closeFires('Symbol All-Time Low', [141.01, ...series(259, (i) => 399 - i)])).toEqual([259]);
  });
  it('Low does not fire on a close equal to the old trough', () => {
    expect(closeFires('Symbol All-Time Low', [141, ...series(259, (i) => 399 - i)])).toEqual([]);
  });
});
