import { describe, expect, it } from 'vitest';
import { makeBars } from '../../indicators/test-helpers.ts';
import { firesOf } from './test-bars.ts';

/** A candle as [open, high, low, close]. */
type Candle = readonly [number, number, number, number];

const flat = (c: number): Candle => [c, c, c, c];

function fires(name: string, candles: readonly Candle[]): number[] {
  const bars = makeBars({
    open: candles.map((k) => k[0]),
    high: candles.map((k) => k[1]),
    low: candles.map((k) => k[2]),
    close: candles.map((k) => k[3]),
  });
  return firesOf(name, { bars });
}

describe('Hammer followed by a rise', () => {
  // Bars 0-4 fall from 110 to 102; bar 5 opens at 100 and closes at 100.5 (body 0.5) with a high of 100.9 (upper
  // shadow 0.4 <= 0.5) and a low of 98 (lower shadow 2 >= 2 x 0.5), and 100.5 < 110 (5 bars before). Bar 6 confirms it
  // by closing above 100.9.
  const decline = [110, 108, 106, 104, 102].map(flat);
  const hammer: Candle = [100, 100.9, 98, 100.5];
  it('fires on the bar that closes above the hammer', () => {
    expect(fires('Hammer followed by a rise', [...decline, hammer, flat(101)])).toEqual([6]);
  });
  it('does not fire when the next close only equals the hammer high', () => {
    expect(fires('Hammer followed by a rise', [...decline, hammer, flat(100.9)])).toEqual([]);
  });
  it('does not fire when the upper shadow is longer than the body', () => {
    expect(fires('Hammer followed by a rise', [...decline, [100, 101.1, 98, 100.5], flat(101.2)])).toEqual([]);
  });
  it('does not fire when the lower shadow is under twice the body', () => {
    // Lower shadow 100 - 99.1 = 0.9 < 1.
    expect(fires('Hammer followed by a rise', [...decline, [100, 100.9, 99.1, 100.5], flat(101)])).toEqual([]);
  });
  it('does not fire without a decline into the hammer', () => {
    // The close 5 bars before the hammer is 100, below its 100.5.
    expect(fires('Hammer followed by a rise', [...[100, 108, 106, 104, 102].map(flat), hammer, flat(101)])).toEqual([]);
  });
  it('counts a dragonfly doji (no body, no upper shadow) as a hammer', () => {
    expect(fires('Hammer followed by a rise', [...decline, [100, 100, 98, 100], flat(100.5)])).toEqual([6]);
  });
  it('never fires on close-only bars, which have no range', () => {
    expect(fires('Hammer followed by a rise', [...decline, flat(100), flat(101)])).toEqual([]);
  });
});

describe('Shooting Star followed by a fall', () => {
  // Bars 0-4 rise from 90 to 98; bar 5 opens at 100 and closes at 99.5 (body 0.5) with a low of 99.1 (lower shadow
  // 0.4 <= 0.5) and a high of 102 (upper shadow 2 >= 1), and 99.5 > 90. Bar 6 confirms it by closing below 99.1.
  const rise = [90, 92, 94, 96, 98].map(flat);
  const star: Candle = [100, 102, 99.1, 99.5];
  it('fires on the bar that closes below the star', () => {
    expect(fires('Shooting Star followed by a fall', [...rise, star, flat(99)])).toEqual([6]);
  });
  it('does not fire when the next close only equals the star low', () => {
    expect(fires('Shooting Star followed by a fall', [...rise, star, flat(99.1)])).toEqual([]);
  });
  it('does not fire when the lower shadow is longer than the body', () => {
    expect(fires('Shooting Star followed by a fall', [...rise, [100, 102, 98.9, 99.5], flat(98.8)])).toEqual([]);
  });
  it('does not fire without a rise into the star', () => {
    expect(fires('Shooting Star followed by a fall', [...[100, 92, 94, 96, 98].map(flat), star, flat(99)])).toEqual([]);
  });
});

/** A candle from [high, low, close], opening at its close. */
const hlc = ([h, l, c]: readonly [number, number, number]): Candle => [c, h, l, c];

describe('UpTrend Pattern', () => {
  const run: [number, number, number][] = [
    [10, 8, 9],
    [11, 9, 10],
    [12, 10, 11],
    [13, 11, 12],
    [14, 12, 13],
  ];
  it('fires on the third higher bar only, not on the fourth', () => {
    expect(fires('UpTrend Pattern', run.map(hlc))).toEqual([3]);
  });
  it('does not fire when the third bar only equals the low before it', () => {
    const broken = run.map(hlc);
    broken[3] = hlc([13, 10, 12]);
    expect(fires('UpTrend Pattern', broken)).toEqual([]);
  });
  it('fires again after the run is broken and three new bars follow', () => {
    const again = [...run.map(hlc), hlc([13, 11, 12]), hlc([14, 12, 13]), hlc([15, 13, 14]), hlc([16, 14, 15])];
    expect(fires('UpTrend Pattern', again)).toEqual([3, 8]);
  });
});

describe('DownTrend Pattern', () => {
  const run: [number, number, number][] = [
    [14, 12, 13],
    [13, 11, 12],
    [12, 10, 11],
    [11, 9, 10],
    [10, 8, 9],
  ];
  it('fires on the third lower bar only, not on the fourth', () => {
    expect(fires('DownTrend Pattern', run.map(hlc))).toEqual([3]);
  });
  it('does not fire when the third bar only equals the high before it', () => {
    const broken = run.map(hlc);
    broken[3] = hlc([12, 9, 10]);
    expect(fires('DownTrend Pattern', broken)).toEqual([]);
  });
});
