import { civilFromDays, civilTime, dayNumber } from '../../series/civil.ts';

export interface MonthReturn {
  year: number;
  /** 1..12 */
  month: number;
  returnPct: number;
}

export interface YearReturn {
  year: number;
  returnPct: number;
}

export interface PeriodReturns {
  monthly: MonthReturn[];
  annual: YearReturn[];
}

/** Percent change from `base` to `last`; a period that starts with no equity left has nothing to return. */
const changePct = (last: number, base: number) => (base > 0 ? (last / base - 1) * 100 : 0);

/**
 * Calendar-month and calendar-year returns of an equity curve: each period's last equity over the previous period's
 * last equity, the first period over the initial capital. `time` holds the epoch-ms time of each equity value (the
 * window's bars, ascending). A month without any bar is absent, and the next month's return spans it.
 *
 * The calendar is read only where a month may end: the next month's first instant is computed once per month, so the
 * loop over the bars is one comparison each.
 */
export function periodReturns(time: Float64Array, equity: Float64Array, capital: number): PeriodReturns {
  const monthly: MonthReturn[] = [];
  const annual: YearReturn[] = [];
  const n = equity.length;
  if (n === 0) return { monthly, annual };
  let { year, month } = civilFromDays(dayNumber(time[0]));
  let nextMonth = month === 12 ? civilTime(year + 1, 1, 1) : civilTime(year, month + 1, 1);
  let monthBase = capital;
  let yearBase = capital;
  for (let k = 1; k <= n; k++) {
    if (k < n && time[k] < nextMonth) continue;
    // Bar k - 1 is the last of (year, month).
    const last = equity[k - 1];
    monthly.push({ year, month, returnPct: changePct(last, monthBase) });
    monthBase = last;
    const next = k < n ? civilFromDays(dayNumber(time[k])) : null;
    if (next === null || next.year !== year) {
      annual.push({ year, returnPct: changePct(last, yearBase) });
      yearBase = last;
    }
    if (next === null) break;
    year = next.year;
    month = next.month;
    nextMonth = month === 12 ? civilTime(year + 1, 1, 1) : civilTime(year, month + 1, 1);
  }
  return { monthly, annual };
}
