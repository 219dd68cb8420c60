import type { CpmMatchRecord } from '../../contract/index.ts';

/** One bar of the searched span, with the matches (numbered best first, from 1) whose windows hold it. */
export interface ShadedBar {
  date: string;
  close: number;
  matches: number[];
  /** The Customize template's own window. */
  template: boolean;
}

/** The first index whose date is on or after `date` (dates ascending, YYYY-MM-DD compare as text). */
function firstOnOrAfter(dates: readonly string[], date: string): number {
  let lo = 0;
  let hi = dates.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (dates[mid] < date) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Each bar of the price chart with the match windows (and the template's) it falls in. */
export function shadeBars(
  prices: { dates: readonly string[]; close: readonly number[] },
  matches: readonly CpmMatchRecord[],
  templateDates?: readonly string[],
): ShadedBar[] {
  const { dates, close } = prices;
  const bars: ShadedBar[] = dates.map((date, i) => ({ date, close: close[i], matches: [], template: false }));
  matches.forEach((m, k) => {
    for (let i = firstOnOrAfter(dates, m.StartDate); i < dates.length && dates[i] <= m.EndDate; i++)
      bars[i].matches.push(k + 1);
  });
  if (templateDates && templateDates.length > 0) {
    const first = templateDates[0];
    const last = templateDates[templateDates.length - 1];
    for (let i = firstOnOrAfter(dates, first); i < dates.length && dates[i] <= last; i++) bars[i].template = true;
  }
  return bars;
}
