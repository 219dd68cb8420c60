import type { SymbolColumnsRow } from '../../contract/index.ts';

export interface Matrix {
  /** Row and column symbols, in the service's order. */
  labels: string[];
  /** values[row][column]; null where the service sent no number. */
  values: (number | null)[][];
}

/** `corr_matrix` rows (`{index: SYM, <SYM>: r, ...}`) as a square matrix in the rows' order. */
export function matrixFromRows(rows: readonly SymbolColumnsRow[]): Matrix {
  const labels = rows.map((row) => String(row.index));
  const values = rows.map((row) =>
    labels.map((column) => {
      const v = row[column];
      return typeof v === 'number' && Number.isFinite(v) ? v : null;
    }),
  );
  return { labels, values };
}

/** What the low end, the middle and the high end of a correlation heat map's colours mean. */
export const CORRELATION_WORDS = ['opposite', 'unrelated', 'together'] as const;
