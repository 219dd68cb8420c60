/**
 * The calendar-axis seasonality against plain restatements written here: Date objects, a linear scan for each close,
 * no code shared with calendar-window.ts. The real series is the bundled SPX the service reads (2000-01-03 to
 * 2020-04-17), once as published and once with 2009 cut out (a missing year).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { commonCalendarIndex, monthDayAt } from '../../../contract/seasonality-window.ts';
import type { Bars } from '../../../engine/series/bars.ts';
import { BUNDLED_SAMPLES_DIR, FolderMarketData } from '../../../node/folder-market-data.ts';
import { barsOn } from '../test-bars.ts';
import type { DayCloses } from './calendar-window.ts';
import { averageYear, bestWindows, dayCloses, windowReturns, windowStats, yearToDate } from './calendar-window.ts';

const DAY = 86_400_000;
const utc = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

interface Plain {
  dates: Date[];
  closes: number[];
}

const plainOf = (bars: Bars): Plain => ({
  dates: Array.from(bars.time, (t) => new Date(t)),
  closes: Array.from(bars.close),
});

/** The last close dated on or before `day` (a Date at midnight UTC), if at most 6 days old and the data reaches it. */
function plainAsOf(p: Plain, day: Date): number {
  const last = p.dates[p.dates.length - 1];
  if (last.getTime() < day.getTime()) return -1;
  let found = -1;
  for (let i = 0; i < p.dates.length && p.dates[i].getTime() <= day.getTime(); i++) found = i;
  if (found < 0 || (day.getTime() - p.dates[found].getTime()) / DAY > 6) return -1;
  return found;
}

/** Year `year`'s window from month-day `from` to `to` (the next year when `to` comes first), as plain Dates. */
function plainWindow(p: Plain, year: number, from: string, to: string): number | null {
  const [fm, fd] = from.split('-').map(Number);
  const [tm, td] = to.split('-').map(Number);
  // Date.UTC rolls 29 February over to 1 March in a year without it, as the calendar reading is specified.
  const start = new Date(Date.UTC(year, fm - 1, fd));
  const end = new Date(Date.UTC(tm * 100 + td < fm * 100 + fd ? year + 1 : year, tm - 1, td));
  const entry = plainAsOf(p, new Date(start.getTime() - DAY));
  const exit = plainAsOf(p, end);
  if (entry < 0 || exit <= entry) return null;
  return (p.closes[exit] / p.closes[entry] - 1) * 100;
}

function plainWindowYears(p: Plain, years: [number, number], from: string, to: string) {
  const rows: { year: number; returnPct: number }[] = [];
  for (let y = years[0]; y <= years[1]; y++) {
    const r = plainWindow(p, y, from, to);
    if (r !== null) rows.push({ year: y, returnPct: r });
  }
  return rows;
}

let spx: Bars;
let spxCloses: DayCloses;
let plainSpx: Plain;
let gapped: DayCloses;
let plainGapped: Plain;

beforeAll(async () => {
  spx = (await new FolderMarketData([BUNDLED_SAMPLES_DIR]).bars('SPX'))!;
  spxCloses = dayCloses(spx);
  plainSpx = plainOf(spx);
  const keep = Array.from(spx.time, (t) => new Date(t).getUTCFullYear() !== 2009);
  const cut = barsOn(
    Array.from(spx.time, (t, i) => [new Date(t).toISOString().slice(0, 10), spx.close[i]] as const).filter(
      (_, i) => keep[i],
    ),
  );
  gapped = dayCloses(cut);
  plainGapped = plainOf(cut);
});

describe('the common calendar', () => {
  it('numbers the 365 days of a year without 29 February, and places 02-29 on 03-01', () => {
    expect(monthDayAt(0)).toBe('01-01');
    expect(monthDayAt(31)).toBe('02-01');
    expect(monthDayAt(58)).toBe('02-28');
    expect(monthDayAt(59)).toBe('03-01');
    expect(monthDayAt(364)).toBe('12-31');
    expect(monthDayAt(365)).toBe('01-01');
    expect(commonCalendarIndex('02-29')).toBe(59);
    // Every day round-trips, and walks the calendar a day at a time (2021 has no 29 February).
    for (let i = 0; i < 365; i++) {
      expect(commonCalendarIndex(monthDayAt(i))).toBe(i);
      expect(monthDayAt(i)).toBe(new Date(Date.UTC(2021, 0, 1 + i)).toISOString().slice(5, 10));
    }
  });
});

describe('yearToDate (calendar placement of trading days)', () => {
  it('places each session on its own date; a day without one carries the last close for up to 6 days', () => {
    // 2019-12-31 100 (the base), 2020-01-02 105, then nothing until 27 February.
    const bars = barsOn([
      ['2019-12-31', 100],
      ['2020-01-02', 105],
      ['2020-02-27', 110],
    ]);
    const ytd = yearToDate(dayCloses(bars), 2020)!;
    // 1 January: no session yet, the base close itself; 2 January +5%.
    expect(ytd[0]).toBe(0);
    expect(ytd[1]).toBeCloseTo(5, 12);
    // 3..8 January carry the 2 January close; 9 January is 7 days after it: a gap, the path stops there.
    expect(ytd[7]).toBeCloseTo(5, 12);
    expect(ytd).toHaveLength(8);
  });

  it('reads 28 February, then 1 March from 29 February when 1 March has no session, in a complete leap year', () => {
    // One made-up close every day of 2020 and 2021, 2019-12-31 first: the close on day k of the data is 100 + k.
    const start = utc('2019-12-31');
    const rows = Array.from({ length: 732 }, (_, k) => {
      const iso = new Date(start + k * DAY).toISOString().slice(0, 10);
      return [iso, 100 + k] as const;
    }).filter(([iso]) => iso !== '2020-03-01');
    const ytd = yearToDate(dayCloses(barsOn(rows)), 2020)!;
    expect(ytd).toHaveLength(365);
    // 28 Feb 2020 is day 59 of the data (close 159); 1 March has no close: 29 February's (160) counts.
    expect(ytd[58]).toBeCloseTo(59, 12);
    expect(ytd[59]).toBeCloseTo(60, 12);
    // 2 March is day 62 (2020 has 29 February), 31 December day 366.
    expect(ytd[60]).toBeCloseTo(62, 12);
    expect(ytd[364]).toBeCloseTo(366, 12);
  });
});

describe('averageYear on SPX', () => {
  it('averages the complete years’ year-to-date returns day by day; 2020 (to 17 April) is drawn over it', () => {
    const span = { startYear: 2000, endYear: 2020 };
    const path = averageYear(spxCloses, span);
    // 2000 has no close before 1 January in the data; 2020 ends on 17 April: neither is complete.
    expect(path.years).toEqual(Array.from({ length: 19 }, (_, i) => 2001 + i));
    const plainYtd = (year: number, monthDay: string) => {
      const [m, d] = monthDay.split('-').map(Number);
      const base = plainAsOf(plainSpx, new Date(Date.UTC(year - 1, 11, 31)));
      const at = plainAsOf(plainSpx, new Date(Date.UTC(year, m - 1, d)));
      return (plainSpx.closes[at] / plainSpx.closes[base] - 1) * 100;
    };
    for (const i of [0, 1, 58, 59, 100, 200, 254, 364]) {
      const md = monthDayAt(i);
      const mean = path.years.reduce((sum, y) => sum + plainYtd(y, md), 0) / path.years.length;
      expect(path.mean[i], md).toBeCloseTo(mean, 9);
    }
    expect(path.latest!.year).toBe(2020);
    // 1 January .. 17 April 2020: 31 + 29 + 31 + 17 days, 29 February not counted.
    expect(path.latest!.values).toHaveLength(31 + 28 + 31 + 17);
    expect(path.latest!.values.at(-1)).toBeCloseTo(plainYtd(2020, '04-17'), 9);
  });

  it('leaves a missing year out of the average', () => {
    const path = averageYear(gapped, { startYear: 2005, endYear: 2012 });
    // 2009 is missing, and 2010 has no close of 31 December 2009 to start from.
    expect(path.years).toEqual([2005, 2006, 2007, 2008, 2011, 2012]);
  });
});

describe('windowReturns on SPX', () => {
  const windows = [
    ['03-01', '04-15'],
    ['12-15', '01-15'], // into the next year
    ['02-29', '03-10'], // 1 March in a year without 29 February
    ['02-01', '02-29'],
    ['07-04', '07-04'], // a holiday alone: no session inside in most years
  ] as const;
  for (const [from, to] of windows) {
    it(`${from} to ${to}: each year's return as a plain loop over the dates works it out`, () => {
      const got = windowReturns(spxCloses, { startYear: 2000, endYear: 2020 }, from, to);
      const want = plainWindowYears(plainSpx, [2000, 2020], from, to);
      expect(got.map((r) => r.year)).toEqual(want.map((r) => r.year));
      got.forEach((r, i) => expect(r.returnPct, String(r.year)).toBeCloseTo(want[i].returnPct, 9));
    });
  }

  it('covers a year only when its data does: 2000 starts after 1 January, 2020 ends on 17 April', () => {
    const years = windowReturns(spxCloses, { startYear: 2000, endYear: 2020 }, '01-01', '01-31').map((r) => r.year);
    expect(years[0]).toBe(2001);
    expect(windowReturns(spxCloses, { startYear: 2020, endYear: 2020 }, '04-01', '04-17')).toHaveLength(1);
    expect(windowReturns(spxCloses, { startYear: 2020, endYear: 2020 }, '04-01', '04-18')).toHaveLength(0);
  });

  it('skips the years a window crosses a missing year in, instead of reaching back past the gap', () => {
    const span = { startYear: 2005, endYear: 2012 };
    const crossing = windowReturns(gapped, span, '12-15', '01-15');
    // 2008's window ends in 2009, 2009's starts in it.
    expect(crossing.map((r) => r.year)).toEqual([2005, 2006, 2007, 2010, 2011, 2012]);
    const want = plainWindowYears(plainGapped, [2005, 2012], '12-15', '01-15');
    expect(want.map((r) => r.year)).toEqual([2005, 2006, 2007, 2010, 2011, 2012]);
    crossing.forEach((r, i) => expect(r.returnPct).toBeCloseTo(want[i].returnPct, 9));
    const spring = windowReturns(gapped, span, '03-01', '04-15').map((r) => r.year);
    expect(spring).toEqual([2005, 2006, 2007, 2008, 2010, 2011, 2012]);
  });
});

describe('windowStats', () => {
  it('gives mean, median, share positive, best and worst, worked by hand', () => {
    const stats = windowStats([
      { year: 2001, returnPct: 3 },
      { year: 2002, returnPct: -1 },
      { year: 2003, returnPct: 0 },
      { year: 2004, returnPct: 5 },
      { year: 2005, returnPct: 5 },
    ]);
    expect(stats).toEqual({
      count: 5,
      mean: 12 / 5,
      median: 3,
      positive: 3,
      positive_pct: 60,
      best: { year: 2004, return_pct: 5 },
      worst: { year: 2002, return_pct: -1 },
    });
    expect(
      windowStats([
        { year: 1, returnPct: 1 },
        { year: 2, returnPct: 4 },
      ])!.median,
    ).toBe(2.5);
    expect(windowStats([])).toBeNull();
  });
});

describe('bestWindows on SPX', () => {
  function plainBest(p: Plain, years: [number, number], sessions: number, rankBy: 'mean' | 'hit_rate') {
    const length = Math.round((sessions * 365) / 252);
    const md = (i: number) => new Date(Date.UTC(2021, 0, 1 + (i % 365))).toISOString().slice(5, 10);
    const all = [];
    for (let start = 0; start < 365; start++) {
      const rows = plainWindowYears(p, years, md(start), md(start + length - 1));
      if (rows.length < 10) continue;
      const mean = rows.reduce((a, r) => a + r.returnPct, 0) / rows.length;
      const hit = (100 * rows.filter((r) => r.returnPct > 0).length) / rows.length;
      all.push({ start, from: md(start), to: md(start + length - 1), mean, hit, count: rows.length });
    }
    all.sort((a, b) => (rankBy === 'mean' ? b.mean - a.mean : b.hit - a.hit || b.mean - a.mean) || a.start - b.start);
    const chosen: typeof all = [];
    for (const w of all) {
      if (chosen.length === 5) break;
      // Overlap on the circle of 365 days: the starts are fewer than `length` days apart either way round.
      if (chosen.every((c) => Math.min((w.start - c.start + 365) % 365, (c.start - w.start + 365) % 365) >= length))
        chosen.push(w);
    }
    return chosen;
  }

  for (const rankBy of ['mean', 'hit_rate'] as const) {
    it(`ranks the 20-session windows by ${rankBy} as a plain loop does, none overlapping`, () => {
      const got = bestWindows(
        spxCloses,
        { startYear: 2000, endYear: 2020 },
        {
          sessions: 20,
          rankBy,
          minYears: 10,
          limit: 5,
        },
      );
      const want = plainBest(plainSpx, [2000, 2020], 20, rankBy);
      expect(got.map((w) => `${w.from}..${w.to}`)).toEqual(want.map((w) => `${w.from}..${w.to}`));
      got.forEach((w, i) => {
        expect(w.mean).toBeCloseTo(want[i].mean, 9);
        expect(w.positive_pct).toBeCloseTo(want[i].hit, 9);
        expect(w.count).toBe(want[i].count);
      });
    });
  }

  it('finds nothing when fewer than the minimum years cover any window', () => {
    expect(
      bestWindows(
        spxCloses,
        { startYear: 2012, endYear: 2020 },
        { sessions: 20, rankBy: 'mean', minYears: 10, limit: 5 },
      ),
    ).toEqual([]);
  });
});
