import { timeOrder } from './time-order.ts';
import type { BlockSpec } from './types.ts';
import type { Alloc } from '../memory/alloc.ts';
import { HEAP } from '../memory/alloc.ts';

/** Scoring: at least `threshold` conditions hold on the same bar. */
function scoring(conditions: readonly Uint8Array[], length: number, threshold: number, alloc: Alloc): Uint8Array {
  const counts = alloc.u16(length);
  for (const c of conditions) for (let t = 0; t < length; t++) counts[t] += c[t];
  // A threshold below 1 would fire on every bar, warm-up included; the contract rejects it, we do not invent trades.
  const need = Math.max(1, threshold);
  const out = alloc.u8(length);
  for (let t = 0; t < length; t++) out[t] = counts[t] >= need ? 1 : 0;
  return out;
}

/** The first `length` values of a condition, in an array of the block's own. */
function copy(condition: Uint8Array, length: number, alloc: Alloc): Uint8Array {
  const out = alloc.u8(length);
  out.set(condition.subarray(0, length));
  return out;
}

/** Bars where the block's signal fires, before delay. */
function signalBars(spec: BlockSpec, length: number, alloc: Alloc): Uint8Array {
  switch (spec.kind) {
    case 'SingleCondition':
      return spec.conditions.length > 0 ? copy(spec.conditions[0], length, alloc) : alloc.u8(length);
    case 'Scoring':
      return scoring(spec.conditions, length, spec.threshold, alloc);
    case 'TimeOrder':
      return timeOrder(spec.conditions, length, spec.signalsInMarket, alloc);
    case 'RiskControlOnly':
      return alloc.u8(length);
  }
}

/**
 * 1 on ACTION bars: action[t + delayBars] = fire[t], fires pushed past the last bar are dropped. RiskControlOnly never
 * fires (its exits come from risk_control alone). Condition arrays must be `length` long.
 */
export function evaluateBlock(spec: BlockSpec, length: number, alloc: Alloc = HEAP): Uint8Array {
  const d = spec.delayBars;
  // A negative delay would act before the signal, i.e. look ahead.
  if (!Number.isInteger(d) || d < 0) throw new RangeError(`delayBars must be a whole number >= 0, got ${d}`);
  for (const c of spec.conditions) {
    if (c.length !== length) throw new RangeError(`a condition has ${c.length} bars, expected ${length}`);
  }
  const fire = signalBars(spec, length, alloc);
  if (d === 0) return fire;
  const action = alloc.u8(length);
  if (d < length) action.set(fire.subarray(0, length - d), d);
  return action;
}
