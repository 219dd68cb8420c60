import type { CondEntry, EncodedBlock, EncodedSignal } from '../../contract/index.ts';
import { operatorCode } from '../../contract/index.ts';
import type { ResolvedCondition } from './resolve-condition.ts';
import { formatNumber } from './resolve-condition.ts';
import type { ResolvedBlock } from './resolve-strategy.ts';

/** RiskControlOnly is encoded as a sentiment signal that never fires (spec 2.2): EO 0.7, EP 0.3, `SV/0/999999`. */
export const RISK_CONTROL_ONLY_SIGNAL: EncodedSignal = {
  code: 'SI:RiskControlOnly;IDS:EO0.7/EP0.3;SC:SV/0/999999',
  signal_name: 'RiskControlOnly',
};

/** The cond entry of a condition without a qualifier (spec 2.2: "the default 3/21/S"). */
export const DEFAULT_COND: CondEntry = { newCondition: 3, conditionPeriod: '21', ma_type: 'S' };

/** MA Ratio: SVMA/SVEMA generate a qualifier of their period and MA type (spec 2.4). */
const MA_RATIO = operatorCode('MA Ratio');

export function encodeSignal(c: ResolvedCondition): EncodedSignal {
  const s = c.signal;
  return {
    code: `${s.prefix}:${s.name};IDS:EO${formatNumber(s.eo)}/EP${formatNumber(s.ep)};SC:${c.comparison}/${c.operator}/${c.encodedValue}`,
    signal_name: s.name,
  };
}

export function condEntry(c: ResolvedCondition): CondEntry {
  if (c.qualifier)
    return {
      newCondition: c.qualifier.operator,
      conditionPeriod: String(c.qualifier.period),
      ma_type: c.qualifier.maType,
    };
  if (c.comparison === 'SVMA' || c.comparison === 'SVEMA') {
    return { newCondition: MA_RATIO, conditionPeriod: String(c.period), ma_type: c.comparison === 'SVMA' ? 'S' : 'E' };
  }
  return DEFAULT_COND;
}

/**
 * One cond entry per condition, in order; so a TimeOrder's first entry is its first step's qualifier rather than the
 * default (spec 2.2).
 */
export function encodeBlock(block: ResolvedBlock): EncodedBlock {
  if (block.ruleType === 'RiskControlOnly') {
    return { rule_type: block.ruleType, signals: [RISK_CONTROL_ONLY_SIGNAL], cond: [DEFAULT_COND] };
  }
  return {
    rule_type: block.ruleType,
    signals: block.conditions.map(encodeSignal),
    cond: block.conditions.map(condEntry),
  };
}
