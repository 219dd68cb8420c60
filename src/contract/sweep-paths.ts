import type { AxisRange, AxisValue, SweepAxis } from './research.ts';

/** The three segments of `risk_control` ("stop/take/days"), each sweepable on its own. */
export const RISK_SEGMENTS = ['stop', 'take', 'days'] as const;
export type RiskSegment = (typeof RISK_SEGMENTS)[number];

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Steps are counted, not added, so that 0.1 steps do not drift (0.30000000000000004) and `to` is met exactly. */
export function expandRange(range: AxisRange): number[] {
  const { from, to, step } = range;
  const count = Math.floor((to - from) / step + 1e-9) + 1;
  // Enough digits for the step and the start, and no more (0.1 + 0.2 reads 0.3).
  const digits = Math.min(10, Math.max(decimals(step), decimals(from)));
  const values: number[] = [];
  for (let i = 0; i < count; i++) values.push(Number((from + i * step).toFixed(digits)));
  return values;
}

function decimals(x: number): number {
  const text = String(x);
  const e = text.indexOf('e-');
  if (e >= 0) return Number(text.slice(e + 2));
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.length - dot - 1;
}

/** How many values an axis has, without building a range's list (so a 10^9-step range is refused cheaply). */
export function axisLength(axis: SweepAxis): number {
  if (Array.isArray(axis.values)) return axis.values.length;
  const { from, to, step } = axis.values;
  return Math.floor((to - from) / step + 1e-9) + 1;
}

export function axisValues(axis: SweepAxis): AxisValue[] {
  return Array.isArray(axis.values) ? axis.values : expandRange(axis.values);
}

/**
 * Why a path cannot be set on this strategy, or null when it can. A path names an existing field's parent: every
 * object or list on the way must exist (a sweep varies the strategy, it does not invent rule blocks).
 */
export function pathProblem(strategy: Record<string, unknown>, path: string): string | null {
  const parts = path.split('.');
  if (parts[0] === 'risk_control' && parts.length === 2) {
    return (RISK_SEGMENTS as readonly string[]).includes(parts[1])
      ? null
      : `risk_control has the segments ${RISK_SEGMENTS.join(', ')}, not ${parts[1]}`;
  }
  if (parts.some((p) => p === '' || p === '__proto__' || p === 'constructor' || p === 'prototype'))
    return `${path} is not a field path`;
  let node: unknown = strategy;
  for (let i = 0; i < parts.length - 1; i++) {
    const key = parts[i];
    const next = Array.isArray(node)
      ? /^\d+$/.test(key)
        ? node[Number(key)]
        : undefined
      : isRecord(node)
        ? node[key]
        : undefined;
    if (!isRecord(next) && !Array.isArray(next))
      return `the strategy has no ${parts.slice(0, i + 1).join('.')} to set ${path} in`;
    node = next;
  }
  if (Array.isArray(node) && !/^\d+$/.test(parts.at(-1)!)) return `${path} does not name an item of a list`;
  return null;
}

/** Replaces one segment of a "stop/take/days" text, keeping the others as written. */
export function withRiskSegment(riskControl: unknown, segment: RiskSegment, value: AxisValue): string {
  const parts = (typeof riskControl === 'string' ? riskControl : '//').split('/');
  while (parts.length < 3) parts.push('');
  parts[RISK_SEGMENTS.indexOf(segment)] = String(value);
  return parts.slice(0, 3).join('/');
}

/** Sets the value at the path in place (the caller checked the path with pathProblem). */
function setPathValue(strategy: Record<string, unknown>, path: string, value: AxisValue): void {
  const parts = path.split('.');
  if (parts[0] === 'risk_control' && parts.length === 2) {
    strategy.risk_control = withRiskSegment(strategy.risk_control, parts[1] as RiskSegment, value);
    return;
  }
  let node: Record<string, unknown> | unknown[] = strategy;
  for (let i = 0; i < parts.length - 1; i++)
    node = (Array.isArray(node) ? node[Number(parts[i])] : node[parts[i]]) as Record<string, unknown> | unknown[];
  const last = parts.at(-1)!;
  if (Array.isArray(node)) node[Number(last)] = value;
  else node[last] = value;
}

/**
 * The strategy of one combination: each axis's value set at its path, in the axes' order. Strategies are plain JSON,
 * so structuredClone copies them whole and the original is never changed.
 */
export function combinationStrategy(
  strategy: Record<string, unknown>,
  axes: readonly { path: string }[],
  values: readonly AxisValue[],
): Record<string, unknown> {
  const copy = structuredClone(strategy);
  axes.forEach((axis, i) => setPathValue(copy, axis.path, values[i]));
  return copy;
}
