import { SweepSliceRunner } from '../research/sweep-slice.ts';
import { resolveCpm } from '../analytics/cpm/resolve-cpm.ts';
import { runCpm } from '../analytics/cpm/run-cpm.ts';
import type { JobEvents } from '../analytics/scanner-backtest/run-scanner-backtest.ts';
import { scannerBacktestJob } from '../analytics/scanner-backtest/run-scanner-backtest.ts';
import { resolveStrategy } from '../backtest/resolve-strategy.ts';
import { runBacktest } from '../backtest/run-backtest.ts';
import type { Job, JobKind, JobResults, MarketData } from '../ports.ts';

const sliceRunners = new WeakMap<MarketData, SweepSliceRunner>();

/** One slice runner per market data, so a thread keeps its bars and series from one slice to the next. */
function sliceRunnerOf(marketData: MarketData): SweepSliceRunner {
  let runner = sliceRunners.get(marketData);
  if (!runner) sliceRunners.set(marketData, (runner = new SweepSliceRunner(marketData)));
  return runner;
}

type JobRunners = {
  [K in JobKind]: (job: Job<K>, marketData: MarketData, today: string, events: JobEvents) => Promise<JobResults[K]>;
};

/** What each kind of job runs: one entry per kind, each typed by its kind's payload and result. */
const JOB_RUNNERS: JobRunners = {
  backtest: async (job, marketData, today) =>
    runBacktest(await resolveStrategy(job.params, marketData, today), marketData),
  cpm: async (job, marketData) => runCpm(await resolveCpm(job.params, marketData), job.mode),
  scanner: (job, marketData, _today, events) => scannerBacktestJob(job.params, marketData, events),
  sweep_slice: async (job, marketData) => sliceRunnerOf(marketData).run(job.slice),
};

type PostedRunners = {
  [K in JobKind]: (job: Job<K>, marketData: MarketData, today: string, events: JobEvents) => Promise<unknown>;
};

/**
 * What a worker thread posts for each kind: its result as it is, but a sweep slice's return summaries packed in one
 * Float64Array, which crosses as a copy of its bytes (JOB_RESULT_SCHEMAS unpacks it on the other side).
 */
const POSTED_RUNNERS: PostedRunners = {
  ...JOB_RUNNERS,
  sweep_slice: async (job, marketData) => sliceRunnerOf(marketData).runPacked(job.slice),
};

/**
 * A task's work from plain data, the same as the in-process runners do: what a worker thread of the server runs.
 * `today` is the ISO date the strategy defaults resolve against. `events` hears the progress of the kinds that report
 * it and may stop them early (a scanner backtest; the other kinds ignore it).
 */
export function runTaskJob<K extends JobKind>(
  job: Job<K>,
  marketData: MarketData,
  today: string,
  events: JobEvents = {},
): Promise<JobResults[K]> {
  const run: JobRunners[K] = JOB_RUNNERS[job.kind];
  return run(job, marketData, today, events);
}

/** runTaskJob's answer in the form a worker thread posts it (POSTED_RUNNERS), to be read with JOB_RESULT_SCHEMAS. */
export function runTaskJobToPost<K extends JobKind>(
  job: Job<K>,
  marketData: MarketData,
  today: string,
  events: JobEvents = {},
): Promise<unknown> {
  const run: PostedRunners[K] = POSTED_RUNNERS[job.kind];
  return run(job, marketData, today, events);
}
