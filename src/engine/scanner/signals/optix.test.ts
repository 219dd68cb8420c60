import { describe, expect, it } from 'vitest';
import { computeSignals } from './compute-signals.ts';
import { OPTIX_SIGNALS } from './optix.ts';
import { closeBars, closeFires, series } from './test-bars.ts';

/*
 * The Optix rules on a close that rises by 1 a bar, so the close is above its SMA(200) from bar 199 (the first SMA),
 * or falls by 1 a bar, so it is below it; the Optix series are made of flat stretches whose averages are worked out
 * by hand.
 */

const N = 230;
const rising = series(N, (i) => 100 + i);
const falling = series(N, (i) => 400 - i);

/** Optix of `before` up to bar `from` - 1, then the given stretches in turn, the last one to the end. */
function optixSteps(before: number, ...steps: [from: number, value: number][]): number[] {
  return series(N, (i) => {
    let v = before;
    for (const [from, value] of steps) if (i >= from) v = value;
    return v;
  });
}

describe('Optix #1: close above SMA(200) and SMA(5) of Optix below 35 (entry)', () => {
  // Optix 50, then 20 from bar 210: SMA(5) = 44 at 210, 38 at 211, 32 at 212.
  it('fires on the bar the state begins only', () => {
    expect(closeFires('Optix #1', rising, optixSteps(50, [210, 20]))).toEqual([212]);
  });
  it('does not fire when SMA(5) only reaches 35', () => {
    expect(closeFires('Optix #1', rising, optixSteps(50, [210, 35]))).toEqual([]);
  });
  it('does not fire with the close under its SMA(200)', () => {
    expect(closeFires('Optix #1', falling, optixSteps(50, [210, 20]))).toEqual([]);
  });
});

describe('Optix #2: close above SMA(200) and Optix below 30 (entry)', () => {
  it('fires on each bar the state begins', () => {
    expect(closeFires('Optix #2', rising, optixSteps(50, [210, 29.9], [212, 50], [213, 29.9]))).toEqual([210, 213]);
  });
  it('does not fire at 30', () => {
    expect(closeFires('Optix #2', rising, optixSteps(50, [210, 30]))).toEqual([]);
  });
});

describe('Optix #3: SMA(10) of Optix below 30 and Optix below 20 (entry)', () => {
  // Optix 50, then 10 from bar 20: SMA(10) at bar 20 + k is 46 - 4k, first below 30 at k = 5.
  it('fires when the average gets below 30 with Optix below 20', () => {
    expect(closeFires('Optix #3', falling, optixSteps(50, [20, 10]))).toEqual([25]);
  });
  it('does not fire with Optix at 20', () => {
    // SMA(10) = 47 - 3k gets below 30 but Optix is never below 20.
    expect(closeFires('Optix #3', falling, optixSteps(50, [20, 20]))).toEqual([]);
  });
  it('does not count a state already true on its first defined bar as an entry', () => {
    expect(closeFires('Optix #3', falling, optixSteps(10))).toEqual([]);
  });
});

describe('Optix #4: Optix crosses below 0.5', () => {
  it('fires on the cross', () => {
    expect(closeFires('Optix #4', falling, optixSteps(1, [5, 0.4]))).toEqual([5]);
  });
  it('does not fire on reaching 0.5', () => {
    expect(closeFires('Optix #4', falling, optixSteps(1, [5, 0.5]))).toEqual([]);
  });
});

describe('Optix #5: SMA(5) of Optix crosses above 43 after being below 35', () => {
  // Optix 50, 30 from bar 200, 60 from bar 205. SMA(5): 34 at 203 (armed), then 36 at 205, 42 at 206, 48 at 207.
  const dipThenRise = optixSteps(50, [200, 30], [205, 60]);
  it('fires on the cross after a dip below 35', () => {
    expect(closeFires('Optix #5', rising, dipThenRise)).toEqual([207]);
  });
  it('does not fire when the dip stops at 36', () => {
    // SMA(5) goes down to 36 at bar 204 only, then 40.8, 45.6: a cross without arming.
    expect(closeFires('Optix #5', rising, optixSteps(50, [200, 36], [205, 60]))).toEqual([]);
  });
  it('needs a new dip below 35 before another cross counts', () => {
    // After the fire, Optix falls to 40 from bar 215 (SMA(5) 40 at 219) and rises to 60 from 220 (44 at 220).
    expect(closeFires('Optix #5', rising, optixSteps(50, [200, 30], [205, 60], [215, 40], [220, 60]))).toEqual([207]);
    // A fall to 30 instead re-arms it: SMA(5) 30 at 219, then 36, 42, 48 at 222.
    expect(closeFires('Optix #5', rising, optixSteps(50, [200, 30], [205, 60], [215, 30], [220, 60]))).toEqual([
      207, 222,
    ]);
  });
  it('does not fire with the close under its SMA(200)', () => {
    expect(closeFires('Optix #5', falling, dipThenRise)).toEqual([]);
  });
});

describe('Optix #6: SMA(10) of Optix crosses above 43 after being below 35', () => {
  // Optix 50, 30 from bar 200 (SMA(10) = 48 - 2k, 34 at 207: armed), 60 from 210 (SMA(10) = 33 + 3j: 42 at 213,
  // 45 at 214).
  it('fires on the cross after a dip below 35', () => {
    expect(closeFires('Optix #6', rising, optixSteps(50, [200, 30], [210, 60]))).toEqual([214]);
  });
  it('does not fire when the average only reaches 35', () => {
    // 35 for bars 200-209: SMA(10) = 48.5 - 1.5k, exactly 35 at 209.
    expect(closeFires('Optix #6', rising, optixSteps(50, [200, 35], [210, 60]))).toEqual([]);
  });
});

describe('Optix #7: Optix crosses above 43 after being below 30', () => {
  it('fires on the cross after a dip below 30', () => {
    expect(closeFires('Optix #7', rising, optixSteps(50, [205, 29], [206, 40], [207, 44]))).toEqual([207]);
  });
  it('does not fire when the dip stops at 30', () => {
    expect(closeFires('Optix #7', rising, optixSteps(50, [205, 30], [206, 40], [207, 44]))).toEqual([]);
  });
});

describe('without Optix', () => {
  it('leaves the Optix signals out', () => {
    const { fires } = computeSignals({ bars: closeBars(rising) });
    for (const s of OPTIX_SIGNALS) expect(fires.has(s.name)).toBe(false);
  });
  it('never fires on missing Optix values', () => {
    const { fires } = computeSignals({ bars: closeBars(rising), optix: new Float64Array(N).fill(NaN) });
    for (const s of OPTIX_SIGNALS) expect(fires.get(s.name)!.every((f) => f === 0)).toBe(true);
  });
});
