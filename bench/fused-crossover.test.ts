import { describe, expect, it } from 'vitest';
import { firstBars, randomWalkBars, readBarsFile, SPX_SAMPLE } from './bench-data.ts';
import { engineCrossover, fusedRun } from './floor.bench.ts';
import { fusedCrossover } from './fused-crossover.ts';

/** SMA(1) - SMA(2) is half the change from the bar before: these closes give spreads the test can read by hand. */
function run(open: number[], close: number[]): { final: number; equity: number[] } {
  const equity = new Float64Array(close.length);
  const final = fusedCrossover(Float64Array.from(open), Float64Array.from(close), 1, 2, 100_000, equity);
  return { final, equity: Array.from(equity) };
}

describe('the hand-fused SMA crossover loop', () => {
  it('enters at the open after a cross above, leaves at the open after a cross below, marks equity at each close', () => {
    // Spreads from bar 1: .5 .5 -.5 -.5 1 .5 -.5 0 -.5. Bar 5 crosses above (bar 1 cannot: bar 0 has no spread),
    // so the trade fills at bar 6's open 12.5; bar 7 crosses below, so it leaves at bar 8's open 13.75: +10%.
    const { final, equity } = run(
      [10, 10.5, 11.5, 11.5, 10.5, 11, 12.5, 12.5, 13.75, 11.5],
      [10, 11, 12, 11, 10, 12, 13, 12, 12, 11],
    );
    expect(final).toBeCloseTo(110_000, 9);
    // Held at bar 6's close 13 (100,000 x 13 / 12.5) and bar 7's 12 (x 12 / 12.5); cash again from bar 8.
    const expected = [100_000, 100_000, 100_000, 100_000, 100_000, 100_000, 104_000, 96_000, 110_000, 110_000];
    equity.forEach((e, i) => expect(e).toBeCloseTo(expected[i], 9));
  });

  it('ignores a cross above on the bar whose open it left at, and closes a trade open at the end at the last close', () => {
    // Spreads from bar 1: 0 .5 -.5 1 .5. Bar 2 crosses above: in at bar 3's open 10. Bar 3 crosses below: out at
    // bar 4's open 11 (+10%). Bar 4 crosses above too, but a trade closed on it, so nothing more: 110,000.
    expect(run([10, 10, 10, 10, 11, 12.5], [10, 10, 11, 10, 12, 13]).final).toBeCloseTo(110_000, 9);
    // The same cross on bar 2, then no cross below: in at bar 3's open 10, out at the last close 13.
    expect(run([10, 10, 10, 10, 11, 12.5], [10, 10, 11, 12, 12.5, 13]).final).toBeCloseTo(130_000, 9);
  });

  it('drops an entry whose fill would be after the last bar', () => {
    expect(run([10, 10, 10], [10, 10, 11]).final).toBe(100_000);
  });

  it.each([
    ['the first 600 bars of the SPX sample', () => firstBars(readBarsFile(SPX_SAMPLE), 600)],
    ['2,000 random-walk bars', () => randomWalkBars(2_000)],
  ])('ends on the engine’s final equity for the same strategy, on %s', async (_label, bars) => {
    const b = bars();
    const engine = await (await engineCrossover(b))();
    const fused = fusedRun(b)();
    expect(engine).not.toBe(100_000); // it traded, so the two agree on something
    expect(Math.abs(fused - engine)).toBeLessThanOrEqual(1e-9 * engine);
  });
});
