export { SIGNALS, isSignalName, signalDefinition } from './definitions.ts';
export { computeSignals } from './compute-signals.ts';
export { TREND_SCORE_DESCRIPTION, relTrendScore, trendScore, trendScoreFrom } from './trend-score.ts';
export type { CloseAverages } from './close-averages.ts';
export { closeAverages } from './close-averages.ts';
export { CPM_MIN_R, CPM_TEMPLATE_BARS } from './cpm-patterns.ts';
