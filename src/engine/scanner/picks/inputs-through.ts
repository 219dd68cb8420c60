import { headBars } from '../../series/head.ts';
import type { SignalInputs } from '../types.ts';

/**
 * The inputs cut after bar `last` (views, no copies). Scanning a date on inputs that end there makes "no later bar is
 * used" true by construction, whatever the signals do, and computes nothing past the date.
 */
export function inputsThrough(inputs: SignalInputs, last: number): SignalInputs {
  const count = last + 1;
  if (count >= inputs.bars.close.length) return inputs;
  const cut: SignalInputs = { bars: headBars(inputs.bars, count) };
  if (inputs.optix !== undefined) cut.optix = inputs.optix.subarray(0, count);
  if (inputs.benchmarkClose !== undefined) cut.benchmarkClose = inputs.benchmarkClose.subarray(0, count);
  return cut;
}
