import type { DayOfYearRow } from '../../contract/index.ts';

export interface PathPoint {
  /** Session of the year, 1..252. */
  day: number;
  /** The session's average return, percent. */
  mean: number;
  /** Sum of the average returns of sessions 1..day, percent. */
  cumulative: number;
}

/**
 * The average year as a path: the running sum of the average return of each session of the year. A sum, not a
 * product: the mean returns of different sessions come from different sets of years, so compounding them would
 * suggest a precision they do not have.
 */
export function cumulativePath(rows: readonly DayOfYearRow[]): PathPoint[] {
  let sum = 0;
  return [...rows]
    .sort((a, b) => a.Day - b.Day)
    .map((row) => {
      sum += row['AVG RET'];
      return { day: row.Day, mean: row['AVG RET'], cumulative: sum };
    });
}
