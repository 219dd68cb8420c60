import type { SweepSlices } from '../src/service/ports.ts';
import type { WorkerPool } from './worker-pool.ts';

/**
 * A sweep's slices on the server's worker threads: each thread keeps the bars and series it has computed, so a
 * sweep pays for loading a symbol once per thread. A slice answers whole, so progress moves a slice at a time.
 */
export function poolSweepSlices(pool: WorkerPool, threads: number): SweepSlices {
  return {
    threads,
    run: async (slice, events) => {
      const cells = await pool.run({ kind: 'sweep_slice', slice });
      events.done?.(slice.to - slice.from);
      return cells;
    },
  };
}
