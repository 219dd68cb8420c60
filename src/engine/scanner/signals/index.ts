export { SIGNALS } from './definitions.ts';
export { computeSignals } from './compute-signals.ts';
