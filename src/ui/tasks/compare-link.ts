/** The most backtests one comparison shows (a chart of more lines stops being readable), and the fewest. */
export const MAX_COMPARED = 4;
export const MIN_COMPARED = 2;

/** The compare page's address: the selection is in the URL so that the page can be shared and reloaded. */
export const comparePath = (taskIds: readonly string[]): string =>
  `/tasks/compare?ids=${taskIds.map(encodeURIComponent).join(',')}`;

/** The task ids of the compare page's `ids` parameter, each once, in their order. */
export function compareIds(param: string | null): string[] {
  const ids = (param ?? '').split(',').map((id) => id.trim());
  return [...new Set(ids.filter((id) => id !== ''))];
}
