import type { SignalDefinition } from '../types.ts';
import { CANDLESTICK_SIGNALS } from './candlestick.ts';
import { CPM_SIGNALS } from './cpm-patterns.ts';
import { HIGH_LOW_SIGNALS } from './high-low.ts';
import { OPTIX_SIGNALS } from './optix.ts';
import { TECHNICAL_SIGNALS } from './technical.ts';
import { TREND_SCORE_SIGNALS } from './trend-score-signals.ts';

/** The 37 scanner signals in the spec's order (section 2.4): the names signal filters accept. */
export const SIGNALS: readonly SignalDefinition[] = Object.freeze([
  ...TECHNICAL_SIGNALS,
  ...CANDLESTICK_SIGNALS,
  ...OPTIX_SIGNALS,
  ...CPM_SIGNALS,
  ...HIGH_LOW_SIGNALS,
  ...TREND_SCORE_SIGNALS,
]);

const BY_NAME: ReadonlyMap<string, SignalDefinition> = new Map(SIGNALS.map((s) => [s.name, s]));

/** The definition of a signal by its exact name, or undefined for a name that is not one of the 37. */
export function signalDefinition(name: string): SignalDefinition | undefined {
  return BY_NAME.get(name);
}

export function isSignalName(name: string): boolean {
  return BY_NAME.has(name);
}
