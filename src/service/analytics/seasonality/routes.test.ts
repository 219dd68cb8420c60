import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SeasonalityAllSchema } from '../../../contract/index.ts';
import { parsePriceCsv } from '../../../csv/parse-price-csv.ts';
import { FolderMarketData, BUNDLED_SAMPLES_DIR } from '../../../node/folder-market-data.ts';
import type { Accounts } from '../../ports.ts';
import { send, testService } from '../../testing/harness.ts';
import { MemoryMarketData } from '../../testing/memory-market-data.ts';
import { barsOn } from '../test-bars.ts';

/*
 * A hand-made week and a half in January 2024 (Tue 2 .. Fri 12). Returns in percent, each on its own day:
 *   Wed 3: 101/100-1 = +1      Thu 4: 99.99/101-1 = -1      Fri 5: 100.99/99.99-1 = +1.000100010001
 *   Mon 8: 102/100.99-1 = +1.000099019705                  Tue 9: 100.98/102-1 = -1
 *   Wed 10: 101.98/100.98-1 = +0.990295107942               Thu 11: 101.98 -> 0            Fri 12: 100.96/101.98-1 = -1.000196116886
 */
const JANUARY = barsOn([
  ['2024-01-02', 100],
  ['2024-01-03', 101],
  ['2024-01-04', 99.99],
  ['2024-01-05', 100.99],
  ['2024-01-08', 102],
  ['2024-01-09', 100.98],
  ['2024-01-10', 101.98],
  ['2024-01-11', 101.98],
  ['2024-01-12', 100.96],
]);

const handService = () => testService({ marketData: new MemoryMarketData({ JAN: JANUARY }) });
const bundled = () => testService({ marketData: new FolderMarketData([BUNDLED_SAMPLES_DIR]) });

describe('GET /seasonality/performance-by-week', () => {
  it('answers the mean return and share positive per weekday, worked by hand', async () => {
    const { status, body } = await send(handService(), 'GET', '/seasonality/performance-by-week?ticker=jan');
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    const rows = body.data as { Weekday: string; Return: number; Positive: number }[];
    expect(rows.map((r) => r.Weekday)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']);
    const by = Object.fromEntries(rows.map((r) => [r.Weekday, r]));
    expect(by.Monday.Return).toBeCloseTo(1.000099019705, 9);
    expect(by.Monday.Positive).toBe(100);
    // Tuesday: only the 9th has a return (the 2nd is the first bar).
    expect(by.Tuesday.Return).toBeCloseTo(-1, 9);
    expect(by.Tuesday.Positive).toBe(0);
    expect(by.Wednesday.Return).toBeCloseTo((1 + 0.990295107942) / 2, 9);
    expect(by.Thursday.Return).toBeCloseTo(-0.5, 9);
    // A zero return is not positive.
    expect(by.Thursday.Positive).toBe(0);
    expect(by.Friday.Return).toBeCloseTo((1.000100010001 - 1.000196116886) / 2, 9);
    expect(by.Friday.Positive).toBe(50);
  });
});

describe('GET /seasonality (all in one)', () => {
  it('answers every feature by default, in the contract shape, with the years clipped to the data', async () => {
    const { status, body } = await send(handService(), 'GET', '/seasonality?ticker=JAN');
    expect(status).toBe(200);
    const data = SeasonalityAllSchema.parse(body.data);
    expect(Object.keys(data).sort()).toEqual([
      'one-dollar-curve',
      'performance-around-holiday',
      'performance-around-specific-days',
      'performance-by-day-of-month',
      'performance-by-day-of-single-month',
      'performance-by-day-of-year',
      'performance-by-month',
      'performance-by-week',
    ]);
    // The clock reads 2026-11-20: the default years 2006..2026 clip to the data's 2024.
    expect(data['performance-by-week']!.meta).toMatchObject({ start_year: 2024, end_year: 2024 });
    expect(data['performance-by-week']!.data[0]).toEqual({
      Weekday: 'Monday',
      Mean_Return: expect.closeTo(1.000099019705, 9),
      Positive_Pct: 100,
    });
    // Day of year: session 2 is Jan 3 (+1%), session 9 is Jan 12.
    const doy = data['performance-by-day-of-year']!.data;
    expect(doy[0]).toMatchObject({ Day: 2, MAX: expect.closeTo(1, 9), MIN: expect.closeTo(1, 9), '% POS': 100 });
    expect(doy.at(-1)).toMatchObject({ Day: 9, 'AVG RET': expect.closeTo(-1.000196116886, 9), '% POS': 0 });
    const dom = data['performance-by-day-of-month']!.data;
    expect(dom[0]).toMatchObject({ Month: '01', Day: '03' });
  });

  it('answers only the features asked for, with the defaults of spec 4.1 for the rest', async () => {
    const { body } = await send(
      handService(),
      'GET',
      '/seasonality?ticker=JAN&features=performance-around-holiday,performance-by-day-of-single-month,one-dollar-curve,performance-around-specific-days',
    );
    const data = SeasonalityAllSchema.parse(body.data);
    expect(Object.keys(data)).toHaveLength(4);
    // 2026-11-20 is the third Friday of November: the nearest holiday on or after it is that day's expiration.
    expect(data['performance-around-holiday']!.meta).toMatchObject({
      holiday_name: 'Monthly Option Expiration',
      shift: 5,
    });
    expect(data['performance-around-holiday']!.data).toEqual([]);
    expect(data['performance-by-day-of-single-month']!.meta).toMatchObject({
      month_name: 'November',
      category: 'calendar_day',
    });
    expect(data['performance-around-specific-days']!.meta).toMatchObject({ target_date: '11-20', shift: 5 });
    // NYSE sessions of 2026 up to Friday 2026-11-20: 232 weekdays (324 days from Thursday Jan 1 = 46 weeks and a
    // Thursday and Friday) less 8 closures (Jan 1, Jan 19, Feb 16, Apr 3, May 25, Jun 19, Jul 3, Sep 7) = 224.
    expect(data['one-dollar-curve']!.meta).toMatchObject({
      entry_trading_day: 224,
      exit_trading_day: 287,
      holding_days: 63,
    });
  });

  it('counts 232 weekdays from 2026-01-01 to 2026-11-20 (the check behind the default entry day)', () => {
    let weekdays = 0;
    for (let t = Date.UTC(2026, 0, 1); t <= Date.UTC(2026, 10, 20); t += 86_400_000) {
      const wd = new Date(t).getUTCDay();
      if (wd !== 0 && wd !== 6) weekdays++;
    }
    expect(weekdays).toBe(232);
  });

  it('uses exit_day over holding_days, and a one-dollar curve that runs in the market', async () => {
    const { body } = await send(
      handService(),
      'GET',
      '/seasonality/one-dollar-curve?ticker=JAN&entry_day=2&exit_day=5&holding_days=100',
    );
    // Buy at the close of Jan 3 (101), sell at the close of Jan 8 (102); rows from the entry session to the exit.
    expect(body.data).toEqual({
      entry_trading_day: 2,
      exit_trading_day: 5,
      holding_days: 3,
      trades: [{ entry: '2024-01-03', exit: '2024-01-08', return_pct: expect.closeTo((102 / 101 - 1) * 100, 10) }],
      data: [
        { Date: '2024-01-03', Equity: 1 },
        { Date: '2024-01-04', Equity: expect.closeTo(99.99 / 101, 12) },
        { Date: '2024-01-05', Equity: expect.closeTo(100.99 / 101, 12) },
        { Date: '2024-01-08', Equity: expect.closeTo(102 / 101, 12) },
      ],
    });
  });
});

describe('seasonality errors', () => {
  const cases: [string, number, string][] = [
    ['/seasonality?ticker=JAN&features=by-week', 400, 'features'],
    ['/seasonality?ticker=JAN&start_year=20x4', 400, 'start_year'],
    ['/seasonality?ticker=JAN&start_year=2024&end_year=2020', 400, 'start_year'],
    ['/seasonality/performance-around-holiday?ticker=JAN&holiday_name=Easter', 400, 'holiday_name'],
    ['/seasonality/performance-by-day-of-single-month?ticker=JAN&target_month=Smarch', 400, 'target_month'],
    ['/seasonality/performance-by-day-of-single-month?ticker=JAN&category=weekly', 400, 'category'],
    ['/seasonality/one-dollar-curve?ticker=JAN&entry_day=253', 400, 'entry_day'],
    ['/seasonality/one-dollar-curve?ticker=JAN&entry_day=20&exit_day=10', 400, 'exit_day'],
    ['/seasonality/performance-around-specific-days?ticker=JAN&month=13', 400, 'month'],
    ['/seasonality/performance-around-specific-days?ticker=JAN&month=2&day=31', 400, 'day'],
    ['/seasonality/performance-around-specific-days?ticker=JAN&month=4&day=31', 400, 'day'],
    ['/seasonality/performance-by-week', 400, 'ticker'],
  ];
  it.each(cases)('%s is code %i naming %s', async (path, code, field) => {
    const { status, body } = await send(handService(), 'GET', path);
    expect(status).toBe(code);
    expect(body).toMatchObject({ code, data: null });
    expect((body.errors as { path: string }[]).map((e) => e.path)).toContain(field);
    expect(body.msg).toContain(field);
  });

  it('says which month lacks the day: February has at most 29, and the 29th is a date', async () => {
    const { body } = await send(
      handService(),
      'GET',
      '/seasonality/performance-around-specific-days?ticker=JAN&month=2&day=30',
    );
    expect(body.msg).toBe('day: day 30 does not exist in February (at most 29 days)');
    const leap = await send(
      handService(),
      'GET',
      '/seasonality/performance-around-specific-days?ticker=JAN&month=2&day=29',
    );
    expect(leap.status).not.toBe(400);
  });

  it('is code 404 for a ticker without data, and for years outside the data', async () => {
    const none = await send(handService(), 'GET', '/seasonality/performance-by-week?ticker=NOPE');
    expect(none).toEqual({
      status: 404,
      body: { code: 404, msg: expect.stringContaining('no price data for NOPE'), data: null },
    });
    const outside = await send(handService(), 'GET', '/seasonality?ticker=JAN&start_year=2010&end_year=2012');
    expect(outside.status).toBe(404);
    expect(outside.body.msg).toBe('no price data for JAN in 2010-2012: its data covers 2024-2024');
  });

  it('is code 401 in the analytics envelope without an account', async () => {
    const nobody: Accounts = { authenticate: async () => null };
    const service = testService({ marketData: new MemoryMarketData({ JAN: JANUARY }), accounts: nobody });
    const { status, body } = await send(service, 'GET', '/seasonality/performance-by-week?ticker=JAN');
    expect(status).toBe(401);
    expect(body).toMatchObject({ code: 401, data: null });
  });

  it('lists the 16 holidays of spec 4.1', async () => {
    const { body } = await send(handService(), 'GET', '/seasonality/get-predefined-holidays');
    const holidays = (body.data as { holidays: string[] }).holidays;
    expect([...holidays].sort()).toEqual(
      [
        'Christmas Day',
        'December Quad Option Expiration',
        'Election Day(US)',
        'FOMC Decision Day',
        'Good Friday',
        'Independence Day',
        'June Quad Option Expiration',
        'Labor Day',
        'MLK Jr. Day',
        'March Quad Option Expiration',
        'Memorial Day',
        'Monthly Option Expiration',
        "New Year's Day",
        "President's Day",
        'September Quad Option Expiration',
        'Thanksgiving Day',
      ].sort(),
    );
  });
});

describe('seasonality on the bundled SPX, against a plain second computation', () => {
  const rows = parsePriceCsv(readFileSync(join(BUNDLED_SAMPLES_DIR, 'SPX.csv'), 'utf8'))
    .rows.slice()
    .sort((a, b) => a.time - b.time);

  it('around Thanksgiving 2006-2019: day 0 is the Friday after (the market is closed on the day)', async () => {
    const { body } = await send(
      bundled(),
      'GET',
      '/seasonality/performance-around-holiday?ticker=SPX&holiday_name=Thanksgiving%20Day&shift=2&start_year=2006&end_year=2019',
    );
    // Plain method: find each year's fourth Thursday of November with Date, then the first row after it.
    const sums = new Map<number, { sum: number; pos: number; n: number }>();
    for (let year = 2006; year <= 2019; year++) {
      const first = new Date(Date.UTC(year, 10, 1)).getUTCDay();
      const thanksgiving = Date.UTC(year, 10, 1 + ((4 - first + 7) % 7) + 21);
      const day0 = rows.findIndex((r) => r.time >= thanksgiving);
      for (let offset = -2; offset <= 2; offset++) {
        const i = day0 + offset;
        const r = (rows[i].close / rows[i - 1].close - 1) * 100;
        const s = sums.get(offset) ?? { sum: 0, pos: 0, n: 0 };
        sums.set(offset, { sum: s.sum + r, pos: s.pos + (r > 0 ? 1 : 0), n: s.n + 1 });
      }
    }
    const data = body.data as {
      holiday_name: string;
      data: { DayOffset: number; Mean_Return: number; Positive_Pct: number }[];
    };
    expect(data.holiday_name).toBe('Thanksgiving Day');
    expect(data.data.map((d) => d.DayOffset)).toEqual([-2, -1, 0, 1, 2]);
    for (const d of data.data) {
      const s = sums.get(d.DayOffset)!;
      expect(s.n).toBe(14);
      expect(d.Mean_Return).toBeCloseTo(s.sum / s.n, 9);
      expect(d.Positive_Pct).toBeCloseTo((100 * s.pos) / s.n, 9);
    }
  });

  it('by month over 2001-2019 matches month-end closes found by a plain loop', async () => {
    const { body } = await send(
      bundled(),
      'GET',
      '/seasonality/performance-by-month?ticker=SPX&start_year=2001&end_year=2019',
    );
    const lastClose = new Map<string, number>();
    for (const r of rows) {
      const d = new Date(r.time);
      lastClose.set(`${d.getUTCFullYear()}-${d.getUTCMonth()}`, r.close);
    }
    const months = body.data as { Month: string; Return: number; Positive: number }[];
    expect(months).toHaveLength(12);
    for (const [m, row] of months.entries()) {
      let sum = 0;
      let pos = 0;
      for (let year = 2001; year <= 2019; year++) {
        const prev = m === 0 ? lastClose.get(`${year - 1}-11`)! : lastClose.get(`${year}-${m - 1}`)!;
        const r = (lastClose.get(`${year}-${m}`)! / prev - 1) * 100;
        sum += r;
        if (r > 0) pos++;
      }
      expect(row.Return, row.Month).toBeCloseTo(sum / 19, 9);
      expect(row.Positive, row.Month).toBeCloseTo((100 * pos) / 19, 9);
    }
  });
});
