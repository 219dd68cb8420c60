import type { SweepParams, SweepResult, WalkForwardParams, WalkForwardResult } from '../../contract/index.ts';
import { SweepRequestSchema, WalkForwardRequestSchema } from '../../contract/index.ts';
import type { ServicePorts, SweepSlices } from '../ports.ts';
import { isoDate } from '../system-clock.ts';
import type { TaskWork } from '../tasks/task-runner.ts';
import { TaskRunner } from '../tasks/task-runner.ts';
import { runSweepCells } from './run-sweep.ts';
import { sweepBest } from './sweep-best.ts';
import { measureOverfitting } from './sweep-overfitting.ts';
import { checkBaseStrategy, parseResearchBody, sweepPlanOf } from './sweep-plan.ts';
import { SweepSliceRunner } from './sweep-slice.ts';
import { runWalkForward, walkForwardBars, walkForwardPlanOf } from './walk-forward.ts';

/** The slices of the service's own thread, one after the other: a host without workers (the CLI, tests). */
export function localSweepSlices(runner: SweepSliceRunner): SweepSlices {
  return { threads: 1, run: (job, events) => runner.run(job, events) };
}

/** The ports' slices, or the service's own thread. */
export function sweepSlicesOf(ports: Pick<ServicePorts, 'marketData' | 'sweepSlices'>): () => SweepSlices {
  let local: SweepSlices | undefined;
  return () => ports.sweepSlices ?? (local ??= localSweepSlices(new SweepSliceRunner(ports.marketData)));
}

/** A sweep's result: every combination on the slices' threads, then its best cell and overfitting figures. */
export async function computeSweep(
  params: SweepParams,
  slices: SweepSlices,
  today: string,
  context: Parameters<typeof runSweepCells>[3],
): Promise<SweepResult> {
  const plan = sweepPlanOf(params);
  const measured = await runSweepCells(
    { strategy: plan.strategy, axes: plan.axes, today, returns: true },
    plan.count,
    slices,
    context,
  );
  const { cells, overfitting } = measureOverfitting(measured, params.min_trades);
  return {
    axes: plan.axes,
    metric: plan.metric,
    cells,
    ...sweepBest(cells, plan.metric, params.min_trades),
    overfitting,
  };
}

export type SweepTaskRunner = TaskRunner<SweepParams, SweepResult>;

/** Sweep tasks: in the backtest service's store and list, told apart by their mode. */
export function sweepTaskRunner(ports: ServicePorts, slices: () => SweepSlices): SweepTaskRunner {
  const today = () => isoDate(ports.clock.now());
  // The plan is made of the parsed body: its axes are checked against the strategy and listed out.
  const work: TaskWork<SweepParams, SweepResult> = {
    kind: 'backtest',
    mode: 'sweep',
    queued: 'Sweep task queued',
    parse: (stored) => parseResearchBody(SweepRequestSchema, stored),
    check: async (params) => checkBaseStrategy(sweepPlanOf(params), ports.marketData, today()),
    run: (params, context) => computeSweep(params, slices(), today(), context),
  };
  return new TaskRunner(ports, work);
}

export type WalkForwardTaskRunner = TaskRunner<WalkForwardParams, WalkForwardResult>;

/** Walk-forward tasks: in the backtest service's store and list, told apart by their mode. */
export function walkForwardTaskRunner(ports: ServicePorts, slices: () => SweepSlices): WalkForwardTaskRunner {
  const today = () => isoDate(ports.clock.now());
  const work: TaskWork<WalkForwardParams, WalkForwardResult> = {
    kind: 'backtest',
    mode: 'walk_forward',
    queued: 'Walk-forward task queued',
    parse: (stored) => parseResearchBody(WalkForwardRequestSchema, stored),
    check: async (params) => {
      await walkForwardBars(walkForwardPlanOf(params), ports.marketData, today());
    },
    run: async (params, context) =>
      runWalkForward(walkForwardPlanOf(params), ports.marketData, slices(), today(), context),
  };
  return new TaskRunner(ports, work);
}
