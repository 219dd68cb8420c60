/** The 16 condition operators of spec 2.5, in code order: the index is the code. */
export const OPERATOR_NAMES = [
  '>',
  '=',
  '<',
  'CrossAbove',
  'CrossBelow',
  'Rate Of Change',
  '% of Previous Range',
  'MA Ratio',
  'Range Rank',
  'DrawDown %',
  'DrawUp %',
  'Net Change',
  'All-time High',
  'All-time Low',
  'Consecutive Days Above',
  'Consecutive Days Below',
] as const;

export type OperatorName = (typeof OPERATOR_NAMES)[number];

export type OperatorClass = 'main' | 'qualifier' | 'special';

export function operatorCode(name: OperatorName): number {
  return OPERATOR_NAMES.indexOf(name);
}

export function operatorClass(code: number): OperatorClass {
  if (code <= 4) return 'main';
  if (code <= 11) return 'qualifier';
  return 'special';
}

/** Codes 5..11 are the qualifier operators. */
export const QUALIFIER_NAMES = OPERATOR_NAMES.slice(5, 12) as readonly OperatorName[];

export function unknownOperatorMessage(value: string): string {
  return `"${value}" is not an operator; use one of: ${OPERATOR_NAMES.join(', ')}`;
}
