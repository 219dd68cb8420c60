import { formatSignedPercent } from '../../ui/table/format.ts';

/** "highest on Friday (+0.081%), lowest on Monday (-0.012%)": the two figures a chart's accessible name should give. */
export function extremesText<Row>(
  rows: readonly Row[],
  label: (row: Row) => string,
  value: (row: Row) => number,
): string {
  let high: Row | undefined;
  let low: Row | undefined;
  for (const row of rows) {
    if (!Number.isFinite(value(row))) continue;
    if (high === undefined || value(row) > value(high)) high = row;
    if (low === undefined || value(row) < value(low)) low = row;
  }
  if (high === undefined || low === undefined) return 'no values';
  return `highest ${label(high)} (${formatSignedPercent(value(high), 3)}), lowest ${label(low)} (${formatSignedPercent(value(low), 3)})`;
}
