import { barLabel } from '../../engine/series/bars.ts';
import { civilFromDays, daysInMonth } from '../../engine/series/civil.ts';

const DAY_MS = 86_400_000;
const DAY_OF_MONTH = Array.from({ length: 31 }, (_, i) => (i < 9 ? `0${i + 1}` : String(i + 1)));

const yearText = (year: number) => (year >= 0 && year <= 9999 ? String(year).padStart(4, '0') : String(year));

/**
 * The labels of bars from..to (inclusive), each exactly `barLabel` of its time. A result carries one per bar (25,000
 * for the long benchmark), and building each from the calendar took about as long as the backtest itself: here a
 * midnight bar is its month's "YYYY-MM-" prefix, worked out once per month, plus its day; intraday bars go through
 * `barLabel`.
 */
export function barLabels(time: Float64Array, from: number, to: number): string[] {
  const out = new Array<string>(Math.max(0, to - from + 1));
  let monthStart = 0;
  let nextMonth = -Infinity;
  let prefix = '';
  for (let i = from; i <= to; i++) {
    const t = time[i];
    const day = Math.floor(t / DAY_MS);
    if (day * DAY_MS !== t) {
      out[i - from] = barLabel(t);
      continue;
    }
    if (day >= nextMonth || day < monthStart) {
      const { year, month, day: dom } = civilFromDays(day);
      monthStart = day - dom + 1;
      nextMonth = monthStart + daysInMonth(year, month);
      prefix = `${yearText(year)}-${DAY_OF_MONTH[month - 1]}-`;
    }
    out[i - from] = prefix + DAY_OF_MONTH[day - monthStart];
  }
  return out;
}
