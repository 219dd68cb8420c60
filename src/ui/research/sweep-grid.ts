import type { AxisValue, SweepCell, SweepMetric, SweepResult } from '../../contract/index.ts';
import { metricLabel, SWEEP_METRICS } from '../../contract/index.ts';
import { formatFixed, formatWhole } from '../../ui/table/format.ts';
import type { CsvCell, CsvTable } from '../../ui/table/csv-file.ts';

/*
 * The sweep's cells laid out for the screens: a grid of the first two axes at one value of the third, the line of a
 * single axis, and each cell's average with its neighbours. Pure, so the neighbourhood is tested by hand.
 */

/** The metric of a cell as a plottable number; null for a cell that failed or has no figure. */
export function metricOf(cell: SweepCell | undefined, metric: SweepMetric): number | null {
  if (!cell || cell.error !== undefined) return null;
  const v = cell[metric];
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
}

/** The cell at one index per axis (cells are row-major: the last axis changes fastest). */
export function cellAt(result: SweepResult, indices: readonly number[]): SweepCell | undefined {
  let flat = 0;
  result.axes.forEach((axis, i) => {
    flat = flat * axis.values.length + (indices[i] ?? 0);
  });
  return result.cells[flat];
}

/** The first two axes' grid at the third axis's index `slice` (rows: axis 1, columns: axis 2). */
export function gridOf(result: SweepResult, slice = 0): (SweepCell | undefined)[][] {
  const [rows, columns] = result.axes;
  return rows.values.map((_, r) =>
    (columns?.values ?? [null]).map((_, c) => cellAt(result, result.axes.length > 2 ? [r, c, slice] : [r, c])),
  );
}

const finite = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v);

/**
 * Each cell's average with the neighbours it has: 8 in a grid (fewer at the edges and corners), averaging only the
 * cells that have a value. A cell without a value stays without one.
 */
export function neighbourhood2d(values: readonly (readonly (number | null)[])[]): (number | null)[][] {
  return values.map((row, r) =>
    row.map((own, c) => {
      if (!finite(own)) return null;
      let sum = 0;
      let n = 0;
      for (let dr = -1; dr <= 1; dr++)
        for (let dc = -1; dc <= 1; dc++) {
          const v = values[r + dr]?.[c + dc];
          if (finite(v)) {
            sum += v;
            n++;
          }
        }
      return sum / n;
    }),
  );
}

/** Each value's average with the one before and the one after (one of them at the ends). */
export function neighbourhood1d(values: readonly (number | null)[]): (number | null)[] {
  return neighbourhood2d([values])[0];
}

/** How a metric's value reads: trades whole, everything else with two decimals. */
export function formatMetric(metric: SweepMetric, value: number | null | undefined): string {
  return metric === 'Total Trades' ? formatWhole(value) : formatFixed(value);
}

/** A cell's figures as label and text, in the order of SWEEP_METRICS. */
export function cellFigures(
  cell: Pick<SweepCell, SweepMetric>,
): { metric: SweepMetric; label: string; text: string }[] {
  return SWEEP_METRICS.map((metric) => ({
    metric,
    label: metricLabel[metric],
    text: formatMetric(metric, cell[metric]),
  }));
}

/** The cells as CSV: one column per axis (its path), then every figure, then the error. */
export function sweepCsv(result: SweepResult): CsvTable {
  const header = [...result.axes.map((a) => a.path), ...SWEEP_METRICS, 'error'];
  const rows = result.cells.map((cell) => [
    ...cell.values.map((v): CsvCell => v),
    ...SWEEP_METRICS.map((m): CsvCell => cell[m]),
    cell.error ?? '',
  ]);
  return { header, rows };
}

/** "path=value, path=value": what the builder's notice says was opened. */
export function combinationText(axes: readonly { path: string }[], values: readonly AxisValue[]): string {
  return axes.map((a, i) => `${a.path}=${String(values[i])}`).join(', ');
}

/** The colour scale of a metric: around zero where its sign means something, else around the middle of the values. */
export function colourScale(metric: SweepMetric, values: Iterable<number | null>): { centre: number; limit: number } {
  const list = [...values].filter(finite);
  if (list.length === 0) return { centre: 0, limit: 1 };
  const min = Math.min(...list);
  const max = Math.max(...list);
  if (metric === 'Total Return (%)' || metric === 'CAGR' || metric === 'Sharpe Ratio') {
    const limit = Math.max(Math.abs(min), Math.abs(max));
    return { centre: 0, limit: limit > 0 ? limit : 1 };
  }
  const centre = (min + max) / 2;
  const limit = (max - min) / 2;
  return { centre, limit: limit > 0 ? limit : 1 };
}

/** How a value of an axis reads on screen. */
export function valueText(value: AxisValue): string {
  return typeof value === 'number' ? String(Number(value.toPrecision(10))) : value;
}

/** What a sweep's or walk-forward's charts are about, for their PNG's name: the strategy's symbol. */
export function strategySubject(strategy: Record<string, unknown>): string {
  return typeof strategy.symbol === 'string' ? strategy.symbol : 'strategy';
}
