export type { CpmPatternName } from './patterns.ts';
export { CPM_PATTERN_NAMES, isCpmPatternName, PATTERN_KEYPOINTS } from './patterns.ts';
export { patternTemplate } from './pattern-template.ts';
export type { CpmMatch } from './types.ts';
export type { ScanOptions } from './scan.ts';
export { scanPattern } from './scan.ts';
export type { CpmBacktest } from './backtest.ts';
export { backtestMatches } from './backtest.ts';
