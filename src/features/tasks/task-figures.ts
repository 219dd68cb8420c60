import type { TaskSortKey, TaskSummary } from '../../contract/index.ts';
import { formatFixed, formatSignedPercent, formatWhole } from '../../ui/table/format.ts';
import type { TaskOrder } from './task-list-url.ts';

export type FigureKey = Exclude<TaskSortKey, 'created_at'>;

export interface FigureColumn {
  key: FigureKey;
  /** The column heading, and the figure's name in the phone layout's line and the sort menu. */
  label: string;
  /** The phone layout's shorter name. */
  short: string;
  format: (v: number | null) => string;
}

/** The summary's figures as the Tasks table shows them; a task without a summary reads "–" in each. */
export const FIGURE_COLUMNS: readonly FigureColumn[] = [
  { key: 'total_return_pct', label: 'Total return', short: 'Return', format: (v) => formatSignedPercent(v) },
  { key: 'cagr_pct', label: 'CAGR', short: 'CAGR', format: (v) => formatSignedPercent(v) },
  { key: 'sharpe', label: 'Sharpe', short: 'Sharpe', format: (v) => formatFixed(v) },
  { key: 'max_drawdown_pct', label: 'Max drawdown', short: 'Max DD', format: (v) => formatSignedPercent(v) },
  { key: 'trades', label: 'Trades', short: 'Trades', format: (v) => formatWhole(v) },
];

export const figureText = (column: FigureColumn, summary: TaskSummary | null): string =>
  column.format(summary ? summary[column.key] : null);

/** What the order is called, in the sort menu and the table's accessible name: "Sharpe, highest first". */
export function orderWords({ sort, order }: TaskOrder): string {
  if (sort === 'created_at') return order === 'desc' ? 'newest first' : 'oldest first';
  const label = FIGURE_COLUMNS.find((c) => c.key === sort)?.label ?? sort;
  return `${label}, ${order === 'desc' ? 'highest' : 'lowest'} first`;
}

/** A heading clicked: its column highest (or newest) first, or the other way when it is the order already. */
export function nextOrder(current: TaskOrder, sort: TaskSortKey): TaskOrder {
  if (current.sort !== sort) return { sort, order: 'desc' };
  return { sort, order: current.order === 'desc' ? 'asc' : 'desc' };
}
