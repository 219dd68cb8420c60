import type { SweepSliceCell, SweepSliceJob, SweepSlices } from '../ports.ts';
import type { TaskContext } from '../tasks/task-runner.ts';

/** Enough slices per thread that a slow one (a long symbol, a heavy signal) does not leave the others idle. */
const SLICES_PER_THREAD = 8;
const MIN_SLICE = 16;
const MAX_SLICE = 500;

/**
 * Runs every combination of a sweep on the slices' threads and returns the cells in combination order. At most one
 * slice per thread is out at a time, so a cancel stops the work within one slice.
 */
export async function runSweepCells(
  job: Omit<SweepSliceJob, 'from' | 'to'>,
  count: number,
  slices: SweepSlices,
  context: Pick<TaskContext, 'signal'> & { progress?(fraction: number): void },
): Promise<SweepSliceCell[]> {
  const size = Math.min(MAX_SLICE, Math.max(MIN_SLICE, Math.ceil(count / (slices.threads * SLICES_PER_THREAD))));
  const starts: number[] = [];
  for (let from = 0; from < count; from += size) starts.push(from);
  const parts = new Array<SweepSliceCell[]>(starts.length);
  let next = 0;
  let done = 0;
  const { signal } = context;
  const events = {
    signal,
    done: (n: number) => {
      done += n;
      context.progress?.(done / count);
    },
  };
  const lane = async () => {
    while (next < starts.length) {
      if (signal.aborted) throw new Error('cancelled');
      const i = next++;
      parts[i] = await slices.run({ ...job, from: starts[i], to: Math.min(count, starts[i] + size) }, events);
    }
  };
  await Promise.all(Array.from({ length: Math.min(slices.threads, starts.length) }, lane));
  return parts.flat();
}
