import type { ChartPoint } from '../../ui/charts/chart-data.ts';

/** One run's equity over its own window. */
export interface EquityRun {
  dates: readonly string[];
  equity: readonly number[];
}

/** The first date every run has a bar on; null when they share none. */
export function commonStart(runs: readonly EquityRun[]): string | null {
  if (runs.length === 0) return null;
  const others = runs.slice(1).map((r) => new Set(r.dates));
  // Dates are ascending in a result, so the first shared one met is the earliest.
  return runs[0].dates.find((d) => others.every((set) => set.has(d))) ?? null;
}

/**
 * Each run's equity from the common start on, scaled so that it is 100 there: 100 x equity[t] / equity[start]. Runs
 * may end on different dates; each keeps its own. Null when the runs share no date or one is at 0 on it.
 */
export function normalisedCurves(runs: readonly EquityRun[]): { start: string; curves: ChartPoint[][] } | null {
  const start = commonStart(runs);
  if (start === null) return null;
  const curves: ChartPoint[][] = [];
  for (const run of runs) {
    const from = run.dates.indexOf(start);
    const base = run.equity[from];
    if (!(base > 0)) return null;
    curves.push(run.dates.slice(from).map((time, i) => ({ time, value: (100 * run.equity[from + i]) / base })));
  }
  return { start, curves };
}
