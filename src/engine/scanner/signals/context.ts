import type { Bars } from '../../series/bars.ts';
import type { CloseAverages } from './close-averages.ts';

/** What every group of signals reads: the bars and the close averages computed once for all of them. */
export interface SignalContext {
  readonly bars: Bars;
  readonly close: Float64Array;
  readonly averages: CloseAverages;
}

/** Where each group puts its fire arrays, by signal name. */
export type FireMap = Map<string, Uint8Array>;
