import { performance } from 'node:perf_hooks';

/** One line of `npm run bench`'s table: what a bench group returns to bench/run.ts. */
export interface BenchLine {
  name: string;
  ms: number;
  budgetMs?: number;
  note?: string;
}

export interface Timing {
  medianMs: number;
  minMs: number;
  runs: number;
}

/** Median of `runs` timed calls after `warmup` untimed ones, so the JIT has settled. */
export async function time(fn: () => unknown, runs = 30, warmup = 5): Promise<Timing> {
  for (let i = 0; i < warmup; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn();
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  return { medianMs: samples[Math.floor(samples.length / 2)], minMs: samples[0], runs };
}

/**
 * CPU time per call (user and system, every thread of the process, so a collector's threads count too): the median of
 * `samples` batches, each of as many calls as take `batchMs` of wall time (found while warming up). On a machine busy
 * with other work it moves much less than wall time, which also counts the time others had the core.
 */
export async function cpuTime(fn: () => unknown, samples = 15, batchMs = 20): Promise<Timing> {
  let calls = 0;
  const t0 = performance.now();
  while (calls === 0 || performance.now() - t0 < batchMs) {
    await fn();
    calls++;
  }
  const perCall: number[] = [];
  for (let s = 0; s < samples; s++) {
    const c0 = process.cpuUsage();
    for (let k = 0; k < calls; k++) await fn();
    const used = process.cpuUsage(c0);
    perCall.push((used.user + used.system) / 1000 / calls);
  }
  perCall.sort((a, b) => a - b);
  return { medianMs: perCall[Math.floor(samples / 2)], minMs: perCall[0], runs: samples * calls };
}

/**
 * How big a run of a bench group is: the full benchmark of `npm run bench`, or the smoke run of `npm test`, which
 * does every line's work once at a tiny size so that a bench that no longer runs fails the tests (no timing asserted).
 */
export interface BenchScale {
  readonly smoke: boolean;
  /** The full run's value or the smoke run's: a size, a count, a list of cases. */
  pick<T>(full: T, smoke: T): T;
  /** `time` in a full run; one call and no warm-up in a smoke run. */
  time(fn: () => unknown, runs?: number, warmup?: number): Promise<Timing>;
  /** `cpuTime` in a full run; one batch of one call in a smoke run. */
  cpuTime(fn: () => unknown, samples?: number): Promise<Timing>;
}

export const FULL: BenchScale = {
  smoke: false,
  pick: (full) => full,
  time,
  cpuTime,
};

export const SMOKE: BenchScale = {
  smoke: true,
  pick: (_full, smoke) => smoke,
  time: (fn) => time(fn, 1, 0),
  cpuTime: (fn) => cpuTime(fn, 1, 0),
};

export function fmt(ms: number): string {
  return ms >= 100 ? `${ms.toFixed(0)} ms` : ms >= 1 ? `${ms.toFixed(2)} ms` : `${(ms * 1000).toFixed(0)} µs`;
}
