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

export function fmt(ms: number): string {
  return ms >= 100 ? `${ms.toFixed(0)} ms` : ms >= 1 ? `${ms.toFixed(2)} ms` : `${(ms * 1000).toFixed(0)} µs`;
}
