import type { PatternCorrRequest } from '../../contract/index.ts';
import type { FormCheck } from './form-check.ts';
import { dateProblem, tickerProblem, verdict } from './form-check.ts';

/** One side of the comparison: a symbol and the window of its history. */
export interface PatternWindow {
  symbol: string;
  startDate: string;
  endDate: string;
}

export interface PatternFormValues {
  reference: PatternWindow;
  comparison: PatternWindow;
}

export type PatternSide = keyof PatternFormValues;
export type PatternField = `${PatternSide}.${keyof PatternWindow}`;

export const SIDE_LABELS: Record<PatternSide, string> = { reference: 'Reference', comparison: 'Comparison' };

/** Field labels within a side's group ("Reference symbol", "Comparison start date", ...). */
export function patternFieldLabel(side: PatternSide, field: keyof PatternWindow): string {
  const name = { symbol: 'symbol', startDate: 'start date', endDate: 'end date' }[field];
  return `${SIDE_LABELS[side]} ${name}`;
}

export const PATTERN_BODY_LABELS: Record<string, string> = {
  referenceSymbol: patternFieldLabel('reference', 'symbol'),
  referenceStartDate: patternFieldLabel('reference', 'startDate'),
  referenceEndDate: patternFieldLabel('reference', 'endDate'),
  comparisonSymbol: patternFieldLabel('comparison', 'symbol'),
  comparisonStartDate: patternFieldLabel('comparison', 'startDate'),
  comparisonEndDate: patternFieldLabel('comparison', 'endDate'),
};

/** Two crashes in the bundled data: the autumn of 2008 on the S&P 500 against the spring of 2020 on the Dow. */
export const PATTERN_FORM_DEFAULTS: PatternFormValues = {
  reference: { symbol: 'SPX', startDate: '2008-09-01', endDate: '2009-03-31' },
  comparison: { symbol: 'DJI', startDate: '2020-01-02', endDate: '2020-03-12' },
};

function checkSide(side: PatternSide, w: PatternWindow, errors: Partial<Record<PatternField, string>>): void {
  const symbol = tickerProblem(patternFieldLabel(side, 'symbol'), w.symbol);
  const start = dateProblem(patternFieldLabel(side, 'startDate'), w.startDate);
  const end = dateProblem(patternFieldLabel(side, 'endDate'), w.endDate);
  if (symbol) errors[`${side}.symbol`] = symbol;
  if (start) errors[`${side}.startDate`] = start;
  if (end) errors[`${side}.endDate`] = end;
  if (!start && !end && w.startDate >= w.endDate)
    errors[`${side}.startDate`] =
      `The ${SIDE_LABELS[side].toLowerCase()} start date must be before its end date (${w.endDate}).`;
}

export function checkPatternForm(v: PatternFormValues): FormCheck<PatternCorrRequest, PatternField> {
  const errors: Partial<Record<PatternField, string>> = {};
  checkSide('reference', v.reference, errors);
  checkSide('comparison', v.comparison, errors);
  return verdict(errors, () => ({
    referenceSymbol: v.reference.symbol.trim().toUpperCase(),
    referenceStartDate: v.reference.startDate,
    referenceEndDate: v.reference.endDate,
    comparisonSymbol: v.comparison.symbol.trim().toUpperCase(),
    comparisonStartDate: v.comparison.startDate,
    comparisonEndDate: v.comparison.endDate,
  }));
}
