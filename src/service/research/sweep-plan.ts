import type { z } from 'zod';
import type { AxisValue, ExpandedAxis, SweepMetric, SweepParams } from '../../contract/index.ts';
import {
  axisLength,
  axisValues,
  DEFAULT_SWEEP_METRIC,
  fieldErrors,
  pathProblem,
  SWEEP_MAX_COMBINATIONS,
  SweepRequestSchema,
} from '../../contract/index.ts';
import { parseStrategyRequest, resolveStrategy } from '../backtest/resolve-strategy.ts';
import { ServiceError } from '../errors.ts';
import type { MarketData } from '../ports.ts';

/** A sweep request checked and its axes listed out: what the runners and the slices work from. */
export interface SweepPlan {
  strategy: Record<string, unknown>;
  axes: ExpandedAxis[];
  metric: SweepMetric;
  /** How many combinations: the product of the axes' lengths. */
  count: number;
}

/** A body from outside the router (a stored task, a test) parsed with `schema`; a 400 names each bad field. */
export function parseResearchBody<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw ServiceError.badRequest(fieldErrors(parsed.error));
  return parsed.data;
}

/** Reads a sweep body: see sweepPlanOf. */
export function planSweep(body: unknown): SweepPlan & { request: SweepParams } {
  return sweepPlanOf(parseResearchBody(SweepRequestSchema, body));
}

/**
 * Plans a parsed sweep body (or walk-forward body): a 400 names a path the strategy does not have, or the number of
 * combinations when there are more than the limit. Nothing is run.
 */
export function sweepPlanOf<R extends SweepParams>(request: R): SweepPlan & { request: R } {
  const { strategy, axes } = request;
  const problems = axes.flatMap((axis, i) => {
    const problem = pathProblem(strategy, axis.path);
    return problem ? [{ path: `axes.${i}.path`, message: problem }] : [];
  });
  const seen = new Set<string>();
  axes.forEach((axis, i) => {
    if (seen.has(axis.path)) problems.push({ path: `axes.${i}.path`, message: `${axis.path} is swept twice` });
    seen.add(axis.path);
  });
  if (problems.length > 0) throw ServiceError.badRequest(problems);
  // Counted before any list is built, so a range of a billion steps is refused without building it.
  const count = axes.reduce((n, axis) => n * axisLength(axis), 1);
  if (count > SWEEP_MAX_COMBINATIONS) {
    const sizes = axes.map(axisLength).join(' x ');
    throw ServiceError.field(
      'axes',
      `the axes make ${count.toLocaleString('en-US')} combinations (${sizes}); a sweep runs at most ${SWEEP_MAX_COMBINATIONS.toLocaleString('en-US')}`,
    );
  }
  return {
    request,
    strategy,
    axes: axes.map((axis) => ({ path: axis.path, values: axisValues(axis) })),
    metric: request.metric ?? DEFAULT_SWEEP_METRIC,
    count,
  };
}

/** Checks that the strategy as written runs: its errors come back named under `strategy.`. */
export async function checkBaseStrategy(plan: SweepPlan, marketData: MarketData, today: string): Promise<void> {
  try {
    await resolveStrategy(parseStrategyRequest(plan.strategy), marketData, today);
  } catch (error) {
    if (error instanceof ServiceError && error.status === 400 && error.body.errors)
      throw ServiceError.badRequest(
        error.body.errors.map((e) => ({ path: e.path ? `strategy.${e.path}` : 'strategy', message: e.message })),
      );
    throw error;
  }
}

/** The values of combination `index` (row-major: the last axis changes fastest). */
export function combinationValues(axes: readonly ExpandedAxis[], index: number): AxisValue[] {
  const values = new Array<AxisValue>(axes.length);
  let rest = index;
  for (let a = axes.length - 1; a >= 0; a--) {
    const n = axes[a].values.length;
    values[a] = axes[a].values[rest % n];
    rest = Math.floor(rest / n);
  }
  return values;
}
