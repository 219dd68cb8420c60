import { highest, lowest } from './rolling-extremes.ts';

/** Upper Donchian channel: the highest high of the last `period` bars, the current bar included. */
export function donchianHigh(high: Float64Array, period: number): Float64Array {
  return highest(high, period);
}

/** Lower Donchian channel: the lowest low of the last `period` bars, the current bar included. */
export function donchianLow(low: Float64Array, period: number): Float64Array {
  return lowest(low, period);
}
