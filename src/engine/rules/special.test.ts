import { describe, expect, it } from 'vitest';
import { allTimeExtreme, consecutive } from './special.ts';

const f64 = (...v: number[]): Float64Array => Float64Array.from(v);
const bits = (a: Uint8Array): number[] => Array.from(a);

describe('allTimeExtreme', () => {
  it('All-time High: strictly above every earlier defined value; the first defined bar is not a high', () => {
    // t=1 first defined; t=2 1<2; t=3 3>2; t=4 3>3 no (a tie is not new); t=5 4>3
    expect(bits(allTimeExtreme(f64(NaN, 2, 1, 3, 3, 4), true))).toEqual([0, 0, 0, 1, 0, 1]);
  });

  it('All-time Low likewise', () => {
    expect(bits(allTimeExtreme(f64(NaN, 2, 3, 1, 1, 0.5), false))).toEqual([0, 0, 0, 1, 0, 1]);
  });

  it('a NaN gap neither fires nor forgets the record', () => {
    // record 5 at t=0; t=2 4<5; t=3 6>5
    expect(bits(allTimeExtreme(f64(5, NaN, 4, 6), true))).toEqual([0, 0, 0, 1]);
  });
});

describe('consecutive', () => {
  it('Consecutive Days Above 2 for 2 bars; NaN breaks the run', () => {
    // x > 2 runs: 1,2,0,1,2,3,0(NaN),1
    expect(bits(consecutive(f64(3, 3, 1, 3, 3, 3, NaN, 3), 2, 2, true))).toEqual([0, 1, 0, 0, 1, 1, 0, 0]);
  });

  it('Consecutive Days Below 2 for 2 bars; equal is not below', () => {
    // x < 2 runs: 1,2,0 (2 is not < 2),1,2
    expect(bits(consecutive(f64(1, 1, 2, 1, 1), 2, 2, false))).toEqual([0, 1, 0, 0, 1]);
  });

  it('an invalid period never holds', () => {
    expect(bits(consecutive(f64(3, 3), 2, 0, true))).toEqual([0, 0]);
  });
});
