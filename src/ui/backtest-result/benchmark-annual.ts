import type { AnnualReturn } from '../../contract/index.ts';

/**
 * Calendar-year returns of an equity series by the service's rule (docs/semantics.md): each year's last value over
 * the previous year's last value, the first year over `base` (the initial capital; by default the first value, which
 * is where the benchmark's equity is scaled to it). Null values (dates without a bar) are skipped, and a year with no
 * value at all is left out, the next one then comparing with the last year that had one. Percent.
 */
export function annualReturnsOf(
  dates: readonly string[],
  equity: readonly (number | null)[],
  base?: number,
): AnnualReturn[] {
  const yearEnds = new Map<number, number>();
  let first: number | undefined;
  dates.forEach((date, i) => {
    const v = equity[i];
    if (v === null || v === undefined || !Number.isFinite(v)) return;
    first ??= v;
    yearEnds.set(Number(date.slice(0, 4)), v);
  });
  let previous = base ?? first;
  const out: AnnualReturn[] = [];
  for (const [year, end] of [...yearEnds].sort((a, b) => a[0] - b[0])) {
    if (previous !== undefined && previous !== 0) out.push({ year, return_pct: (end / previous - 1) * 100 });
    previous = end;
  }
  return out;
}
