export type { CommonReturns } from './common-returns.ts';
export { commonReturns } from './common-returns.ts';
export { pearson } from './pearson.ts';
export { correlationMatrix } from './matrix.ts';
export { rollingBeta, rollingCorrelation } from './rolling.ts';
export { classifyBeta } from './classify-beta.ts';
export { patternCorrelation } from './pattern.ts';
