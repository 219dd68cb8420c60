import { describe, expect, it } from 'vitest';
import {
  AverageYearSchema,
  BestWindowsAnswerSchema,
  WindowAnswerSchema,
} from '../../../contract/seasonality-window.ts';
import { BUNDLED_SAMPLES_DIR, FolderMarketData } from '../../../node/folder-market-data.ts';
import { send, testService } from '../../testing/harness.ts';
import { MemoryMarketData } from '../../testing/memory-market-data.ts';
import { barsOn } from '../test-bars.ts';

const bundled = () => testService({ marketData: new FolderMarketData([BUNDLED_SAMPLES_DIR]) });

describe('GET /seasonality/window', () => {
  it("answers each year's return in the window, its statistics and the benchmark's, in the contract shape", async () => {
    const path = '/seasonality/window?ticker=spx&from=3-1&to=04-15&start_year=2001&end_year=2019';
    const { status, body } = await send(bundled(), 'GET', path);
    expect(status).toBe(200);
    const data = WindowAnswerSchema.parse(body.data);
    expect(data).toMatchObject({ ticker: 'SPX', benchmark: 'SPX', from: '03-01', to: '04-15' });
    expect(data.years.map((y) => y.year)).toEqual(Array.from({ length: 19 }, (_, i) => 2001 + i));
    // 2019 in public/samples/SPX.csv: the close of Thu 28 Feb 2784.489990 to that of Mon 15 Apr 2905.580078.
    const y2019 = data.years.at(-1)!;
    expect(y2019).toMatchObject({ entry_date: '2019-02-28', exit_date: '2019-04-15' });
    expect(y2019.return_pct).toBeCloseTo((2905.580078 / 2784.48999 - 1) * 100, 9);
    // SPX against itself.
    expect(y2019.benchmark_return_pct).toBe(y2019.return_pct);
    const stats = data.stats!;
    expect(stats.count).toBe(19);
    expect(stats.positive).toBe(data.years.filter((y) => y.return_pct > 0).length);
    expect(stats.mean).toBeCloseTo(data.years.reduce((a, y) => a + y.return_pct, 0) / 19, 9);
    expect(data.benchmark_stats).toEqual(stats);
  });

  it('shows the window on a benchmark over the same dates, null where the benchmark has no data', async () => {
    const marketData = new MemoryMarketData({
      AAA: barsOn([
        ['2020-12-31', 100],
        ['2021-01-04', 110],
        ['2021-12-31', 100],
        ['2022-01-04', 90],
      ]),
      BBB: barsOn([
        ['2020-12-31', 50],
        ['2021-01-04', 55],
        ['2021-01-05', 60],
      ]),
    });
    const { body } = await send(
      testService({ marketData }),
      'GET',
      '/seasonality/window?ticker=AAA&from=01-01&to=01-04&benchmark=bbb',
    );
    const data = WindowAnswerSchema.parse(body.data);
    expect(data.benchmark).toBe('BBB');
    expect(data.years).toEqual([
      {
        year: 2021,
        entry_date: '2020-12-31',
        exit_date: '2021-01-04',
        return_pct: expect.closeTo(10, 9),
        benchmark_return_pct: expect.closeTo(10, 9),
      },
      {
        year: 2022,
        entry_date: '2021-12-31',
        exit_date: '2022-01-04',
        return_pct: expect.closeTo(-10, 9),
        benchmark_return_pct: null,
      },
    ]);
    expect(data.benchmark_stats).toMatchObject({ count: 1, mean: expect.closeTo(10, 9) });
  });

  it.each([
    ['from=13-01&to=04-15', 'from'],
    ['from=03-01&to=02-30', 'to'],
    ['to=04-15', 'from'],
    ['from=03-01&to=04-15&benchmark=NOPE', 'benchmark'],
    ['from=03-01&to=04-15&start_year=2010&end_year=2005', 'start_year'],
  ])('answers 400 naming the parameter: %s', async (query, field) => {
    const { status, body } = await send(bundled(), 'GET', `/seasonality/window?ticker=SPX&${query}`);
    expect(status).toBe(400);
    expect((body.errors as { path: string }[]).map((e) => e.path)).toEqual([field]);
    expect(body.msg).toContain(field);
  });
});

describe('GET /seasonality/best-windows', () => {
  it('answers the best windows with their length in sessions and calendar days', async () => {
    const { status, body } = await send(bundled(), 'GET', '/seasonality/best-windows?ticker=SPX&start_year=2000');
    expect(status).toBe(200);
    const data = BestWindowsAnswerSchema.parse(body.data);
    expect(data).toMatchObject({ sessions: 20, calendar_days: 29, rank_by: 'mean', min_years: 10 });
    // At most 10; fewer when no more windows of 29 days fit between those taken.
    expect(data.windows.length).toBeGreaterThanOrEqual(5);
    expect(data.windows.length).toBeLessThanOrEqual(10);
    const means = data.windows.map((w) => w.mean);
    expect(means).toEqual([...means].sort((a, b) => b - a));
    expect(data.windows.every((w) => w.count >= 10)).toBe(true);
  });

  it.each([
    ['sessions=1', 'sessions'],
    ['rank_by=best', 'rank_by'],
    ['min_years=3', 'min_years'],
  ])('answers 400 naming the parameter: %s', async (query, field) => {
    const { status, body } = await send(bundled(), 'GET', `/seasonality/best-windows?ticker=SPX&${query}`);
    expect(status).toBe(400);
    expect((body.errors as { path: string }[]).map((e) => e.path)).toEqual([field]);
  });
});

describe('GET /seasonality/average-year', () => {
  it('answers 365 days of the average year and the latest year as far as its data goes', async () => {
    const { status, body } = await send(bundled(), 'GET', '/seasonality/average-year?ticker=SPX&start_year=2001');
    expect(status).toBe(200);
    const data = AverageYearSchema.parse(body.data);
    expect(data.points).toHaveLength(365);
    expect(data.points[59].date).toBe('03-01');
    expect(data.years).toHaveLength(19);
    expect(data.latest?.year).toBe(2020);
    expect(data.latest?.points.at(-1)?.date).toBe('04-17');
  });

  it('answers 404 for a ticker without data', async () => {
    const { status } = await send(bundled(), 'GET', '/seasonality/average-year?ticker=XYZ');
    expect(status).toBe(404);
  });
});
