import type { DayOfMonthRow } from '../../contract/index.ts';

/** The 12 x 31 average returns by calendar day: values[month - 1][day - 1], null where no return fell on that day. */
export function dayOfMonthGrid(rows: readonly DayOfMonthRow[]): (number | null)[][] {
  const grid = Array.from({ length: 12 }, () => Array<number | null>(31).fill(null));
  for (const row of rows) {
    const month = Number(row.Month);
    const day = Number(row.Day);
    if (month >= 1 && month <= 12 && day >= 1 && day <= 31) grid[month - 1][day - 1] = row['AVG RET'];
  }
  return grid;
}

/**
 * Where the colours reach full strength: the 90th percentile of |value|. A day with few years (2 January, say) can
 * average far more than the rest, and scaling to it would wash every other cell out.
 */
export function colourLimit(grid: readonly (readonly (number | null)[])[]): number {
  const sizes = grid
    .flat()
    .filter((v): v is number => v !== null && Number.isFinite(v))
    .map(Math.abs)
    .sort((a, b) => a - b);
  if (sizes.length === 0) return 1;
  return sizes[Math.min(sizes.length - 1, Math.floor(0.9 * sizes.length))] || 1;
}
