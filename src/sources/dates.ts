/** YYYY-MM-DD of a UTC instant in seconds, shifted by an offset in seconds (an exchange's local day). */
export function isoDay(epochSeconds: number, offsetSeconds = 0): string {
  return new Date((epochSeconds + offsetSeconds) * 1000).toISOString().slice(0, 10);
}

/** Rows from `from` on (all of them when `from` is undefined); rows are ascending by `Date`. */
export function fromDay<T extends { Date: string }>(rows: T[], from: string | undefined): T[] {
  return from === undefined ? rows : rows.filter((r) => r.Date >= from);
}

/** Orders rows ascending by their `Date` (YYYY-MM-DD sorts as text). */
export function byDate(a: { Date: string }, b: { Date: string }): number {
  return a.Date < b.Date ? -1 : a.Date > b.Date ? 1 : 0;
}
