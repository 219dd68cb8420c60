import type { Report } from '../../../contract/index.ts';

/** Reports by publish_date, newest first; reports of the same day keep the order the source gave. */
export function newestFirst(reports: readonly Report[]): Report[] {
  return [...reports].sort((a, b) => (a.publish_date < b.publish_date ? 1 : a.publish_date > b.publish_date ? -1 : 0));
}
