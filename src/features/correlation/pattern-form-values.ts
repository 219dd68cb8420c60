import { z } from 'zod';
import type { PatternCorrRequest } from '../../contract/index.ts';
import { dateText, isDate, tickerText } from './field-schemas.ts';

/** The pattern form as typed, under the request's names: a symbol and a window of its history on each side. */
export type PatternFormValues = {
  referenceSymbol: string;
  referenceStartDate: string;
  referenceEndDate: string;
  comparisonSymbol: string;
  comparisonStartDate: string;
  comparisonEndDate: string;
};

export type PatternSide = 'reference' | 'comparison';
export type PatternPart = 'Symbol' | 'StartDate' | 'EndDate';
export type PatternField = keyof PatternFormValues;

export const SIDE_LABELS: Record<PatternSide, string> = { reference: 'Reference', comparison: 'Comparison' };

/** A side's field, e.g. `referenceStartDate`. */
export const patternField = (side: PatternSide, part: PatternPart): PatternField => `${side}${part}`;

/** Field labels within a side's group ("Reference symbol", "Comparison start date", ...). */
export function patternFieldLabel(side: PatternSide, part: PatternPart): string {
  const name = { Symbol: 'symbol', StartDate: 'start date', EndDate: 'end date' }[part];
  return `${SIDE_LABELS[side]} ${name}`;
}

const SIDES: PatternSide[] = ['reference', 'comparison'];
const PARTS: PatternPart[] = ['Symbol', 'StartDate', 'EndDate'];

export const PATTERN_FIELD_LABELS = Object.fromEntries(
  SIDES.flatMap((side) => PARTS.map((part) => [patternField(side, part), patternFieldLabel(side, part)])),
) as Record<PatternField, string>;

/** Two crashes in the bundled data: the autumn of 2008 on the S&P 500 against the spring of 2020 on the Dow. */
export const PATTERN_FORM_DEFAULTS: PatternFormValues = {
  referenceSymbol: 'SPX',
  referenceStartDate: '2008-09-01',
  referenceEndDate: '2009-03-31',
  comparisonSymbol: 'DJI',
  comparisonStartDate: '2020-01-02',
  comparisonEndDate: '2020-03-12',
};

export const patternFormSchema = z
  .object({
    referenceSymbol: tickerText(PATTERN_FIELD_LABELS.referenceSymbol),
    referenceStartDate: dateText(PATTERN_FIELD_LABELS.referenceStartDate),
    referenceEndDate: dateText(PATTERN_FIELD_LABELS.referenceEndDate),
    comparisonSymbol: tickerText(PATTERN_FIELD_LABELS.comparisonSymbol),
    comparisonStartDate: dateText(PATTERN_FIELD_LABELS.comparisonStartDate),
    comparisonEndDate: dateText(PATTERN_FIELD_LABELS.comparisonEndDate),
  })
  .superRefine((v, ctx) => {
    for (const side of SIDES) {
      const start = v[patternField(side, 'StartDate')];
      const end = v[patternField(side, 'EndDate')];
      if (isDate(start) && isDate(end) && start >= end)
        ctx.addIssue({
          code: 'custom',
          path: [patternField(side, 'StartDate')],
          message: `The ${SIDE_LABELS[side].toLowerCase()} start date must be before its end date (${end}).`,
        });
    }
  })
  .transform((v): PatternCorrRequest => ({ ...v }));
