import type { SweepSliceCell, SweepSliceJob } from '../service/ports.ts';

/** Messages between the service's worker and a sweep worker of its pool. */
export interface ToSweepWorker {
  id: number;
  slice: SweepSliceJob;
}

export type FromSweepWorker =
  { id: number; done: number } | { id: number; cells: SweepSliceCell[] } | { id: number; error: string };
