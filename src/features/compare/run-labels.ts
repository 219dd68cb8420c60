import type { BacktestTask } from '../../contract/index.ts';

/** A run's name for headings, columns and the legend: "RSI dip on SPX"; repeated names are told apart by number. */
export function runLabels(tasks: readonly Pick<BacktestTask, 'params'>[]): string[] {
  const labels = tasks.map(({ params }) => {
    const name =
      typeof params.name === 'string' && params.name.trim() !== '' ? params.name.trim() : 'Untitled strategy';
    const symbol = typeof params.symbol === 'string' ? params.symbol.toUpperCase() : '?';
    return `${name} on ${symbol}`;
  });
  return labels.map((label, i) => (labels.filter((l) => l === label).length > 1 ? `${label} (run ${i + 1})` : label));
}
