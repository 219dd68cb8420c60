import type { Bars } from '../../series/bars.ts';
import type { SignalInputs } from '../types.ts';

/**
 * The inputs cut after bar `last` (views, no copies). Scanning a date on inputs that end there makes "no later bar is
 * used" true by construction, whatever the signals do, and computes nothing past the date.
 */
export function inputsThrough(inputs: SignalInputs, last: number): SignalInputs {
  const count = last + 1;
  if (count >= inputs.bars.close.length) return inputs;
  const cut: SignalInputs = { bars: barsThrough(inputs.bars, count) };
  if (inputs.optix !== undefined) cut.optix = inputs.optix.subarray(0, count);
  if (inputs.benchmarkClose !== undefined) cut.benchmarkClose = inputs.benchmarkClose.subarray(0, count);
  return cut;
}

function barsThrough(bars: Bars, count: number): Bars {
  const columns: Record<string, Float64Array> = {};
  for (const [name, values] of Object.entries(bars.columns)) columns[name] = values.subarray(0, count);
  return {
    time: bars.time.subarray(0, count),
    open: bars.open.subarray(0, count),
    high: bars.high.subarray(0, count),
    low: bars.low.subarray(0, count),
    close: bars.close.subarray(0, count),
    volume: bars.volume.subarray(0, count),
    columns,
  };
}
