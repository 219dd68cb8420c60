import { describe, expect, it } from 'vitest';
import { drawdownEpisodes } from './drawdown-episodes.ts';

describe('drawdownEpisodes', () => {
  // Bars:      0    1    2    3      4    5      6     7    8    9
  const equity = [100, 110, 99, 104.5, 121, 108.9, 96.8, 121, 121, 110.11];
  // Worked out: 110 (bar 1) falls to 99 (bar 2, -10%) and is regained at bar 4 (121 >= 110);
  // 121 (bar 4) falls to 96.8 (bar 6, -20%) and is regained exactly at bar 7;
  // bar 8 repeats 121, so the last peak is bar 8, which falls to 110.11 (bar 9, -9%) and never recovers.
  const episodes = drawdownEpisodes(Float64Array.from(equity));

  it('lists the episodes deepest first, with peak, trough and recovery bars', () => {
    expect(episodes.map(({ peak, trough, recovery }) => ({ peak, trough, recovery }))).toEqual([
      { peak: 4, trough: 6, recovery: 7 },
      { peak: 1, trough: 2, recovery: 4 },
      { peak: 8, trough: 9, recovery: null },
    ]);
    expect(episodes[0].depthPct).toBeCloseTo(-20, 10);
    expect(episodes[1].depthPct).toBeCloseTo(-10, 10);
    expect(episodes[2].depthPct).toBeCloseTo(-9, 10);
  });

  it('keeps only the deepest `count`, ties in time order', () => {
    // Five dips of -1%, -5%, -3%, -5%, -2% from a peak of 100 that each recover to 100.
    const curve = Float64Array.from([100, 99, 100, 95, 100, 97, 100, 95, 100, 98, 100]);
    const top = drawdownEpisodes(curve, 3);
    expect(top.map((e) => e.trough)).toEqual([3, 7, 5]);
    expect(top.map((e) => e.peak)).toEqual([2, 6, 4]);
    expect(top.map((e) => e.recovery)).toEqual([4, 8, 6]);
  });

  it('a curve that never falls has no episode', () => {
    expect(drawdownEpisodes(Float64Array.from([100, 100, 101, 105]))).toEqual([]);
    expect(drawdownEpisodes(new Float64Array(0))).toEqual([]);
  });
});
