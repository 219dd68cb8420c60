import { describe, expect, it } from 'vitest';
import type { Bars, PriceRow } from './bars.ts';
import { isoDay } from './bars.ts';
import { barsFromRows } from './from-rows.ts';
import { resampleBars } from './resample.ts';

const day = (iso: string): number => Date.parse(`${iso}T00:00:00Z`);

/** "date open high low close volume [Entry1]" lines. */
function bars(table: string): Bars {
  const rows: PriceRow[] = table
    .trim()
    .split('\n')
    .map((line) => {
      const [date, o, h, l, c, v, e] = line.trim().split(/\s+/);
      const r: PriceRow = { time: day(date), open: +o, high: +h, low: +l, close: +c, volume: +v };
      if (e !== undefined) r.extra = { Entry1: +e };
      return r;
    });
  return barsFromRows(rows);
}

function ohlcv(b: Bars): [string, number, number, number, number, number][] {
  return Array.from(b.time, (t, i) => [isoDay(t), b.open[i], b.high[i], b.low[i], b.close[i], b.volume[i]]);
}

// February 2024: Thursday 1st to Thursday 29th, no session on Monday the 19th (Presidents' Day).
const FEBRUARY = `
  2024-02-01 10 12   9    11 100 1
  2024-02-02 11 13   10   12 200 2
  2024-02-05 12 14   11   13 100 3
  2024-02-06 13 13.5 10.5 11 100 4
  2024-02-07 11 12   8    9  300 5
  2024-02-08 9  15   9    14 100 6
  2024-02-09 14 14.5 13   14 0   7
  2024-02-12 14 16   13   15 100 8
  2024-02-13 15 17   14   16 100 9
  2024-02-14 16 18   15   17 100 10
  2024-02-15 17 19   16   18 100 11
  2024-02-16 18 20   17   19 100 12
  2024-02-20 19 21   18   20 50  13
  2024-02-21 20 22   19   21 50  14
  2024-02-22 21 25   20   24 50  15
  2024-02-23 24 24   7    10 50  16
  2024-02-26 10 11   9    10 10  17
  2024-02-27 10 12   9    11 10  18
  2024-02-28 11 26   10   25 10  19
  2024-02-29 25 25   20   22 10  20
`;

describe('resampleBars Weekly', () => {
  it('aggregates a month of daily bars into ISO weeks ending on the last session', () => {
    const weekly = resampleBars(bars(FEBRUARY), 'Weekly');
    expect(ohlcv(weekly)).toEqual([
      // Thu 1 - Fri 2: open of the 1st, max high 13, min low 9, close of the 2nd, 100 + 200
      ['2024-02-02', 10, 13, 9, 12, 300],
      // Mon 5 - Fri 9: high 15 on the 8th, low 8 on the 7th; volume 100+100+300+100 + 1 (0 floored to 1)
      ['2024-02-09', 12, 15, 8, 14, 601],
      ['2024-02-16', 14, 20, 13, 19, 500],
      // Tue 20 - Fri 23 (Monday was a holiday): low 7 on the 23rd
      ['2024-02-23', 19, 25, 7, 10, 200],
      // Mon 26 - Thu 29: the week ends with the month's last session
      ['2024-02-29', 10, 26, 9, 22, 40],
    ]);
    expect(Array.from(weekly.columns.Entry1)).toEqual([2, 7, 12, 16, 20]);
  });

  it('keeps a week that spans a year end in one bar dated on its last session', () => {
    const weekly = resampleBars(
      bars(`
        2019-12-23 1 2 1 2 1
        2019-12-24 2 3 2 3 1
        2019-12-26 3 4 3 4 1
        2019-12-27 4 5 4 5 1
        2019-12-30 5 9 5 6 1
        2019-12-31 6 7 4 7 1
        2020-01-02 7 8 6 8 1
        2020-01-03 8 8 3 5 1
        2020-01-06 5 6 5 6 1
      `),
      'Weekly',
    );
    expect(ohlcv(weekly)).toEqual([
      ['2019-12-27', 1, 5, 1, 5, 4],
      // Mon 30 Dec 2019 .. Fri 3 Jan 2020 is one ISO week (2020-W01)
      ['2020-01-03', 5, 9, 3, 5, 4],
      ['2020-01-06', 5, 6, 5, 6, 1],
    ]);
  });

  it('starts weeks on Monday: a Sunday session belongs to the week before', () => {
    const weekly = resampleBars(
      bars(`
        2021-01-08 1 1 1 1 1
        2021-01-10 2 2 2 2 1
        2021-01-11 3 3 3 3 1
      `),
      'Weekly',
    );
    expect(ohlcv(weekly).map((r) => r[0])).toEqual(['2021-01-10', '2021-01-11']);
  });
});

describe('resampleBars Monthly', () => {
  it('aggregates a month of daily bars into one bar on its last session', () => {
    const monthly = resampleBars(bars(FEBRUARY), 'Monthly');
    // open of the 1st, high 26 on the 28th, low 7 on the 23rd, close of the 29th, 300 + 601 + 500 + 200 + 40
    expect(ohlcv(monthly)).toEqual([['2024-02-29', 10, 26, 7, 22, 1641]]);
    expect(Array.from(monthly.columns.Entry1)).toEqual([20]);
  });

  it('splits at the month end (and the year end), even inside one week', () => {
    const monthly = resampleBars(
      bars(`
        2019-12-30 5 9 5 6 1
        2019-12-31 6 7 4 7 2
        2020-01-02 7 8 6 8 3
        2020-01-03 8 8 3 5 4
        2020-02-03 5 6 5 6 5
      `),
      'Monthly',
    );
    expect(ohlcv(monthly)).toEqual([
      ['2019-12-31', 5, 9, 4, 7, 3],
      ['2020-01-03', 7, 8, 3, 5, 7],
      ['2020-02-03', 5, 6, 5, 6, 5],
    ]);
  });

  it('keeps a single bar, and gives no bars for none', () => {
    expect(resampleBars(bars('2020-01-02 1 1 1 1 1'), 'Monthly').time.length).toBe(1);
    const empty = barsFromRows([]);
    expect(resampleBars(empty, 'Weekly').time.length).toBe(0);
  });
});

describe('resampleBars Hourly', () => {
  it('aggregates 1-minute bars into clock hours dated at the hour’s last bar', () => {
    const rows: PriceRow[] = [];
    const start = Date.parse('2020-12-15T09:30:00Z');
    for (let i = 0; i < 60; i++) {
      // 09:30 .. 10:29
      rows.push({ time: start + i * 60_000, open: 100 + i, high: 101 + i, low: 99 + i, close: 100.5 + i, volume: 10 });
    }
    const hourly = resampleBars(barsFromRows(rows), 'Hourly');
    expect(Array.from(hourly.time, (t) => new Date(t).toISOString())).toEqual([
      '2020-12-15T09:59:00.000Z',
      '2020-12-15T10:29:00.000Z',
    ]);
    expect(Array.from(hourly.open)).toEqual([100, 130]);
    expect(Array.from(hourly.high)).toEqual([130, 160]);
    expect(Array.from(hourly.low)).toEqual([99, 129]);
    expect(Array.from(hourly.close)).toEqual([129.5, 159.5]);
    expect(Array.from(hourly.volume)).toEqual([300, 300]);
  });

  it('leaves daily bars one per hour key (unchanged)', () => {
    const daily = bars(FEBRUARY);
    const hourly = resampleBars(daily, 'Hourly');
    expect(Array.from(hourly.close)).toEqual(Array.from(daily.close));
  });
});
