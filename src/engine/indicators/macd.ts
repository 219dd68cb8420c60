import { ema } from './moving-averages.ts';

export interface MacdResult {
  readonly line: Float64Array;
  readonly signal: Float64Array;
  readonly histogram: Float64Array;
}

/**
 * MACD line = EMA(fast) - EMA(slow), each EMA seeded with the SMA of its own first values; the signal line is the EMA
 * of the MACD line seeded with the SMA of its first `signal` defined values.
 */
export function macd(values: Float64Array, fast: number, slow: number, signal: number): MacdResult {
  const fastEma = ema(values, fast);
  const slowEma = ema(values, slow);
  const line = new Float64Array(values.length);
  for (let t = 0; t < values.length; t++) line[t] = fastEma[t] - slowEma[t];
  const signalLine = ema(line, signal);
  const histogram = new Float64Array(values.length);
  for (let t = 0; t < values.length; t++) histogram[t] = line[t] - signalLine[t];
  return { line, signal: signalLine, histogram };
}
