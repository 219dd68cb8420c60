import type { RefreshTask } from '../../../contract/index.ts';

/** "about 40 s left", "about 3 min left": a rough figure, as the estimate is. */
export function timeLeftText(seconds: number): string {
  if (seconds < 1) return 'almost done';
  if (seconds < 90) return `about ${Math.round(seconds)} s left`;
  return `about ${Math.round(seconds / 60)} min left`;
}

function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** An ended refresh in a sentence: how many symbols were updated, unchanged and failed, and whether it was cancelled. */
export function refreshSummary(task: RefreshTask): string {
  const symbols = task.result?.symbols ?? [];
  const updated = symbols.filter((s) => s.status === 'updated').length;
  const unchanged = symbols.filter((s) => s.status === 'unchanged').length;
  const failed = symbols.filter((s) => s.status === 'failed').length;
  const parts = [`${updated} updated`, `${unchanged} unchanged`, `${failed} failed`];
  const source = task.result ? ` from ${task.result.source}` : '';
  const head = task.result?.cancelled
    ? `Cancelled after ${count(symbols.length, 'symbol', 'symbols')}${source}`
    : `Fetched ${count(symbols.length, 'symbol', 'symbols')}${source}`;
  return `${head}: ${parts.join(', ')}.${failed > 0 ? ' What was stored for a failed symbol is kept as it was.' : ''}`;
}
