import { describe, it } from 'vitest';
import { macd } from './macd.ts';
import { expectSeries, f64 } from './test-helpers.ts';

const N = NaN;

describe('macd', () => {
  it('line = EMA(fast) - EMA(slow); signal = EMA of the line seeded with the SMA of its first values', () => {
    const xs = [1, 2, 4, 7, 11, 16];
    // EMA(2): alpha 2/3, seed (1+2)/2 at index 1
    const a = 2 / 3;
    const f1 = 1.5;
    const f2 = f1 + a * (4 - f1);
    const f3 = f2 + a * (7 - f2);
    const f4 = f3 + a * (11 - f3);
    const f5 = f4 + a * (16 - f4);
    // EMA(3): alpha 1/2, seed (1+2+4)/3 at index 2
    const s2 = 7 / 3;
    const s3 = s2 + 0.5 * (7 - s2);
    const s4 = s3 + 0.5 * (11 - s3);
    const s5 = s4 + 0.5 * (16 - s4);
    const line = [N, N, f2 - s2, f3 - s3, f4 - s4, f5 - s5];
    // signal EMA(2) of the line: seed = mean of its first two defined values (indices 2, 3)
    const g3 = (line[2] + line[3]) / 2;
    const g4 = g3 + a * (line[4] - g3);
    const g5 = g4 + a * (line[5] - g4);
    const signal = [N, N, N, g3, g4, g5];
    const r = macd(f64(xs), 2, 3, 2);
    expectSeries(r.line, line);
    expectSeries(r.signal, signal);
    expectSeries(r.histogram, [N, N, N, line[3] - g3, line[4] - g4, line[5] - g5]);
  });
});
