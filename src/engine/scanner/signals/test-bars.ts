import type { Bars } from '../../series/bars.ts';
import { makeBars } from '../../indicators/test-helpers.ts';
import type { SignalInputs } from '../types.ts';
import { computeSignals } from './compute-signals.ts';

/** Test-only: bars with open = high = low = close (a close-only file). */
export function closeBars(close: readonly number[]): Bars {
  return makeBars({ high: [...close], low: [...close], close: [...close] });
}

/** Test-only: `count` closes made by `f(i)`, e.g. a straight line. */
export function series(count: number, f: (i: number) => number): number[] {
  return Array.from({ length: count }, (_, i) => f(i));
}

/** Test-only: the bars on which the named signal fires, from the full computeSignals. */
export function firesOf(name: string, inputs: SignalInputs): number[] {
  const fires = computeSignals(inputs).fires.get(name);
  if (!fires) throw new Error(`no fires for ${name}`);
  const out: number[] = [];
  fires.forEach((f, i) => {
    if (f === 1) out.push(i);
  });
  return out;
}

/** Test-only: firesOf for close-only bars. */
export function closeFires(name: string, close: readonly number[], optix?: readonly number[]): number[] {
  return firesOf(name, { bars: closeBars(close), optix: optix ? Float64Array.from(optix) : undefined });
}
