import type { ComparisonType, OperatorName, SignalType } from '../../contract/index.ts';
import { OPERATOR_NAMES, operatorClass, operatorCode } from '../../contract/index.ts';
import type { ConditionValues } from './form-values.ts';
import type { SignalInfo } from './signal-kind.ts';

/** Which inputs of a condition make sense for its current choices; the rest are hidden and left out of the request. */
export interface ConditionLayout {
  /** The detected type, or Sentiment for an unknown name in CSV mode (it reads the Entry/Exit column). */
  signalType: SignalType | null;
  comparisonTypes: ComparisonType[];
  showExtremes: boolean;
  showValue: boolean;
  showPeriod: boolean;
  /** The "Add a qualifier" switch. */
  offerQualifier: boolean;
  showQualifier: boolean;
  /** The MA type matters only to the MA Ratio qualifier. */
  showQualifierMaType: boolean;
}

const NO_VALUE_OPERATORS: readonly OperatorName[] = ['All-time High', 'All-time Low'];
const CONSECUTIVE_OPERATORS: readonly OperatorName[] = ['Consecutive Days Above', 'Consecutive Days Below'];

export function operatorNeedsPeriod(name: OperatorName): boolean {
  return operatorClass(operatorCode(name)) === 'qualifier' || CONSECUTIVE_OPERATORS.includes(name);
}

export function conditionLayout(c: ConditionValues, info: SignalInfo, csvMode: boolean): ConditionLayout {
  const signalType = info.type ?? (csvMode && c.signal.trim() !== '' ? 'Sentiment' : null);
  const movingAverage = c.comparison_type === 'SVMA' || c.comparison_type === 'SVEMA';
  const comparisonTypes: ComparisonType[] = ['SV', 'SVMA', 'SVEMA'];
  // A restored MA stays listed so the select can show it; the service then says why it does not apply.
  if (info.movingAverage || c.comparison_type === 'MA') comparisonTypes.push('MA');
  // SVMA/SVEMA generate their own qualifier (spec 2.4) and a Technical signal rejects one, so neither offers it.
  const offerQualifier = signalType !== 'Technical' && !movingAverage && c.comparison_type !== 'MA';
  const showQualifier = offerQualifier && c.use_qualifier;
  return {
    signalType,
    comparisonTypes,
    showExtremes: signalType === 'Sentiment',
    // The qualifier-class and consecutive-days operators always test against the value (engine/rules/condition.ts);
    // the main ones use it only with SV, since SVMA/SVEMA/MA compare against an average instead.
    showValue:
      !NO_VALUE_OPERATORS.includes(c.type_name) && (c.comparison_type === 'SV' || operatorNeedsPeriod(c.type_name)),
    showPeriod: movingAverage || operatorNeedsPeriod(c.type_name),
    offerQualifier,
    showQualifier,
    showQualifierMaType: showQualifier && c.qualifier_operator === 'MA Ratio',
  };
}

/** Periods of spec 2.5's "typical periods", used to fill an empty period when an operator starts needing one. */
export const TYPICAL_PERIOD: Partial<Record<OperatorName, string>> = {
  'Rate Of Change': '10',
  '% of Previous Range': '10',
  'MA Ratio': '21',
  'Range Rank': '21',
  'DrawDown %': '21',
  'DrawUp %': '21',
  'Net Change': '1',
  'Consecutive Days Above': '3',
  'Consecutive Days Below': '3',
};

export const DEFAULT_MA_PERIOD = '21';

export const OPERATOR_GROUPS: { label: string; operators: OperatorName[] }[] = [
  { label: 'Main', operators: OPERATOR_NAMES.filter((n) => operatorClass(operatorCode(n)) === 'main') },
  { label: 'Qualifier', operators: OPERATOR_NAMES.filter((n) => operatorClass(operatorCode(n)) === 'qualifier') },
  { label: 'Special', operators: OPERATOR_NAMES.filter((n) => operatorClass(operatorCode(n)) === 'special') },
];

/** One plain sentence per operator, shown under the select. */
export const OPERATOR_HELP: Record<OperatorName, string> = {
  '>': 'True on every bar the signal is above the value.',
  '=': 'True on every bar the signal equals the value.',
  '<': 'True on every bar the signal is below the value.',
  CrossAbove: 'True on the bar the signal crosses from at or below the value to above it.',
  CrossBelow: 'True on the bar the signal crosses from at or above the value to below it.',
  'Rate Of Change': 'True while the percent change over the period is above the value.',
  '% of Previous Range':
    "True while the bar's change, as a percent of the period's range before it, is above the value.",
  'MA Ratio': 'True while the signal divided by its moving average over the period is above the value.',
  'Range Rank': 'True while the signal ranks above the value (0 to 100) in its range over the period.',
  'DrawDown %':
    'True while the percent below the highest value of the period is above the value (use a negative value).',
  'DrawUp %': 'True while the percent above the lowest value of the period is above the value.',
  'Net Change': 'True while the change over the period is above the value.',
  'All-time High': 'True on the bar the signal makes a new high of its whole history.',
  'All-time Low': 'True on the bar the signal makes a new low of its whole history.',
  'Consecutive Days Above': 'True once the signal has been above the value for at least the period in bars.',
  'Consecutive Days Below': 'True once the signal has been below the value for at least the period in bars.',
};

export const COMPARISON_LABEL: Record<ComparisonType, string> = {
  SV: 'SV: the value itself',
  SVMA: 'SVMA: its simple moving average',
  SVEMA: 'SVEMA: its exponential moving average',
  MA: 'MA: the close against this average',
};
