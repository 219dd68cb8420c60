import { ema, sma } from '../indicators/moving-averages.ts';
import { compareConstant, compareMain, GREATER } from './operators.ts';
import { applyQualifier, isQualifierOperator } from './qualifiers.ts';
import {
  ALL_TIME_HIGH,
  ALL_TIME_LOW,
  allTimeExtreme,
  CONSECUTIVE_ABOVE,
  CONSECUTIVE_BELOW,
  consecutive,
} from './special.ts';
import type { ConditionSpec } from './types.ts';
import type { Alloc } from '../memory/alloc.ts';
import { HEAP } from '../memory/alloc.ts';

/** What x is compared with on each bar (docs/semantics.md): x's own SMA/EMA, or the moving-average indicator. */
function thresholdSeries(
  spec: ConditionSpec,
  comparison: Exclude<ConditionSpec['comparison'], 'SV'>,
  x: Float64Array,
): Float64Array {
  switch (comparison) {
    case 'SVMA':
      return sma(x, spec.period);
    case 'SVEMA':
      return ema(x, spec.period);
    case 'MA':
      return spec.series;
  }
}

/**
 * 1 on the bars where the condition holds on that bar's close, 0 elsewhere, including every bar where a value it
 * needs is undefined. x is the signal series, or the close for an `MA` comparison (whose threshold is then the moving
 * average in `series`); a qualifier transforms x before anything else, and the SVMA/SVEMA average is taken of the
 * transformed x, so "Range Rank 21 above its 10-bar SMA" compares like with like. An `MA` threshold is the indicator
 * as given, never transformed (the service rejects qualifiers on Technical signals, the only ones `MA` applies to).
 */
export function evaluateCondition(spec: ConditionSpec, alloc: Alloc = HEAP): Uint8Array {
  const raw = spec.comparison === 'MA' ? spec.close : spec.series;
  const x = spec.qualifier ? applyQualifier(raw, spec.qualifier) : raw;
  const op = spec.operator;

  if (isQualifierOperator(op)) {
    // The spec lists qualifier codes as operators without saying what they mean as the main one. We read
    // "Range Rank 21 > value": transform x with period N (simple MA for MA Ratio), then the state test
    // transformed > value, whatever the comparison kind, since spec.period is the only period a condition carries.
    const transformed = applyQualifier(x, { operator: op, period: spec.period, maType: 'S' });
    return compareConstant(transformed, spec.value, GREATER, alloc);
  }
  switch (op) {
    case ALL_TIME_HIGH:
      return allTimeExtreme(x, true, alloc);
    case ALL_TIME_LOW:
      return allTimeExtreme(x, false, alloc);
    case CONSECUTIVE_ABOVE:
      return consecutive(x, spec.value, spec.period, true, alloc);
    case CONSECUTIVE_BELOW:
      return consecutive(x, spec.value, spec.period, false, alloc);
  }
  // A constant threshold (SV) is compared as a number, not as an array of it.
  const { comparison } = spec;
  if (comparison === 'SV') return compareConstant(x, spec.value, op, alloc);
  return compareMain(x, thresholdSeries(spec, comparison, x), op, alloc);
}
