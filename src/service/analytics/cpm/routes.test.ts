import { describe, expect, it } from 'vitest';
import { CpmResultSchema, CpmTaskListSchema, CpmTaskSchema } from '../../../contract/index.ts';
import { seededRandom } from '../../../engine/testing/seeded-random.ts';
import type { Service } from '../../router.ts';
import { send, testService } from '../../testing/harness.ts';
import { MemoryMarketData } from '../../testing/memory-market-data.ts';
import { barsOn } from '../test-bars.ts';

/*
 * 200 weekday closes from 2015-01-05: a seeded random walk, except that bars 120..139 are an exact copy of bars
 * 20..39 scaled by 2 and shifted by +50 (so Pearson r with them is exactly 1). Bars 140.. continue the walk from there.
 */
function plantedSeries(): { rows: [string, number][]; dates: string[]; closes: number[] } {
  const random = seededRandom(7);
  const closes: number[] = [];
  let price = 100;
  for (let i = 0; i < 200; i++) {
    if (i >= 120 && i < 140) price = 2 * closes[i - 100] + 50;
    else price *= 1 + (random() - 0.5) * 0.04;
    closes.push(price);
  }
  const dates: string[] = [];
  for (let t = Date.UTC(2015, 0, 5); dates.length < 200; t += 86_400_000) {
    const wd = new Date(t).getUTCDay();
    if (wd !== 0 && wd !== 6) dates.push(new Date(t).toISOString().slice(0, 10));
  }
  return { rows: dates.map((d, i) => [d, closes[i]]), dates, closes };
}

const { rows, dates, closes } = plantedSeries();
const service = (): Service => testService({ marketData: new MemoryMarketData({ WALK: barsOn(rows) }) });

/** Customize mode on bars 20..39. */
const customize = {
  symbol: 'walk',
  corr_per: 99,
  time_in_market: 10,
  start_date: dates[20],
  end_date: dates[39],
  lookback_period: 'All',
};

describe('POST /cpm/scan and /cpm/scan_with_backtest (synchronous)', () => {
  it('finds the planted copy with Corr 100, never the template window itself', async () => {
    const { status, body } = await send(service(), 'POST', '/cpm/scan', customize);
    expect(status).toBe(200);
    const result = CpmResultSchema.parse(body);
    expect(result.code).toBe(200);
    expect(result.data!.patterns[0]).toEqual({
      StartDate: dates[120],
      EndDate: dates[139],
      Corr: 100,
      Close: closes[139],
      BarsNum: 20,
    });
    expect(result.data!.patterns.every((p) => p.StartDate !== dates[20])).toBe(true);
    expect(result.data!.backtest_info).toBeUndefined();
    // The chart extension carries the template and the match's closes with the 10 bars after it.
    expect(result.data!.chart!.template).toEqual(closes.slice(20, 40));
    expect(result.data!.chart!.paths[0]).toEqual({ window: closes.slice(120, 140), after: closes.slice(140, 150) });
  });

  it('trades each match: in at the close of its last bar, out time_in_market bars later', async () => {
    const { body } = await send(service(), 'POST', '/cpm/scan_with_backtest', { ...customize, direction: 'Short' });
    const info = CpmResultSchema.parse(body).data!.backtest_info!;
    const trade = info.trades.find((t) => t.StartDate === dates[120])!;
    expect(trade).toMatchObject({
      EndDate: dates[139],
      'Correlation Percentage': 100,
      Close: closes[139],
      ExitDate: dates[149],
      ExitPrice: closes[149],
    });
    // A short gains when the price falls: (entry - exit) / entry.
    expect(trade.EachReturn).toBeCloseTo(((closes[139] - closes[149]) / closes[139]) * 100, 9);
    expect(info['TOTAL TRADES']).toBe(info.trades.length);
    expect(info['BUY & HOLD']).toBeCloseTo((closes[199] / closes[0] - 1) * 100, 9);
  });

  it('answers code 407 when nothing matches', async () => {
    const { status, body } = await send(service(), 'POST', '/cpm/scan', {
      symbol: 'WALK',
      corr_per: 100,
      time_in_market: 5,
      system_pattern: 'head_and_shoulder_top',
      pattern_bars: 30,
      lookback_period: 'All',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 407, data: null });
  });

  it('reads an urlencoded form body', async () => {
    const form = new URLSearchParams(Object.entries(customize).map(([k, v]) => [k, String(v)]));
    const answer = await service().app.request('/cpm/scan', { method: 'POST', body: form });
    const json = await send(service(), 'POST', '/cpm/scan', customize);
    expect(await answer.json()).toEqual(json.body);
  });
});

describe('CPM errors', () => {
  const bad: [string, Record<string, unknown>, number, string][] = [
    ['corr_per above 100', { ...customize, corr_per: 101 }, 400, 'corr_per'],
    ['corr_per below 0', { ...customize, corr_per: -1 }, 400, 'corr_per'],
    ['time_in_market below 3', { ...customize, time_in_market: 2 }, 400, 'time_in_market'],
    ['time_in_market above 252', { ...customize, time_in_market: 253 }, 400, 'time_in_market'],
    ['ma of 0', { ...customize, ma: 0, ma_condition: 1 }, 400, 'ma'],
    ['ma above 252', { ...customize, ma: 253, ma_condition: 1 }, 400, 'ma'],
    ['Customize mode without dates', { ...customize, start_date: undefined }, 400, 'start_date'],
    ['Customize mode without an end', { ...customize, end_date: undefined }, 400, 'end_date'],
    ['an unknown pattern', { ...customize, system_pattern: 'cup_and_handle' }, 400, 'system_pattern'],
    ['a window of fewer than 5 bars', { ...customize, end_date: dates[22] }, 400, 'start_date'],
    ['a symbol without data', { ...customize, symbol: 'NOPE' }, 404, ''],
  ];
  it.each(bad)('%s is code %i', async (_, body, code, field) => {
    for (const path of ['/cpm/scan', '/cpm/scan_with_backtest', '/cpm/scan/start', '/cpm/backtest/start']) {
      const answer = await send(service(), 'POST', path, body);
      expect(answer.body, path).toMatchObject({ code, data: null });
      expect(answer.status).toBe(code);
      if (field) expect((answer.body.errors as { path: string }[]).map((e) => e.path)).toContain(field);
    }
  });
});

describe('CPM tasks', () => {
  it('runs a scan and a backtest task, each listed and filtered by mode and status', async () => {
    const s = service();
    const scan = await send(s, 'POST', '/cpm/scan/start', customize);
    expect(scan.status).toBe(202);
    expect(scan.body).toEqual({ task_id: expect.any(String), message: 'CPM scan task queued' });
    const full = await send(s, 'POST', '/cpm/backtest/start', { ...customize, name: 'copy hunt' });
    // Bars 60..75 lie outside the planted copy: no window of the walk matches them at 100%.
    const none = await send(s, 'POST', '/cpm/scan/start', {
      ...customize,
      corr_per: 100,
      start_date: dates[60],
      end_date: dates[75],
    });
    await s.idle();

    const status = await send(s, 'GET', `/cpm/status/${full.body.task_id}`);
    const task = CpmTaskSchema.parse(status.body);
    expect(task).toMatchObject({ status: 'SUCCESS', mode: 'backtest', username: 'local@backtest.studio' });
    expect(JSON.parse(task.params)).toEqual({ ...customize, name: 'copy hunt' });
    expect(task.result).toMatchObject({ code: 200, task_id: full.body.task_id });
    expect(task.result!.data!.backtest_info!['TOTAL TRADES']).toBeGreaterThan(0);

    const nothing = CpmTaskSchema.parse((await send(s, 'GET', `/cpm/status/${none.body.task_id}`)).body);
    expect(nothing).toMatchObject({ status: 'SUCCESS', result: { code: 407, data: null } });

    const list = async (query: string) =>
      CpmTaskListSchema.parse((await send(s, 'GET', `/cpm/tasks${query}`)).body).tasks.map((t) => t.task_id);
    expect(await list('')).toEqual([none.body.task_id, full.body.task_id, scan.body.task_id]);
    expect(await list('?mode=backtest')).toEqual([full.body.task_id]);
    expect(await list('?mode=scan&limit=1')).toEqual([none.body.task_id]);
    expect(await list('?status=FAILED')).toEqual([]);
    const first = CpmTaskListSchema.parse((await send(s, 'GET', '/cpm/tasks?mode=backtest')).body).tasks[0];
    expect(first).toEqual({
      task_id: full.body.task_id,
      status: 'SUCCESS',
      mode: 'backtest',
      symbol: 'WALK',
      system_pattern: null,
      created_at: expect.any(String),
    });
    // The backtest service's task list and status do not see CPM tasks.
    expect((await send(s, 'GET', '/backtest/tasks')).body).toMatchObject({ tasks: [], total: 0 });
    expect((await send(s, 'GET', `/backtest/status/${scan.body.task_id}`)).status).toBe(404);
  });

  it('answers 404 for an unknown task and 400 for a bad filter', async () => {
    const unknown = await send(service(), 'GET', '/cpm/status/nope');
    expect(unknown).toEqual({ status: 404, body: { code: 404, msg: 'no CPM task with task_id nope', data: null } });
    const filter = await send(service(), 'GET', '/cpm/tasks?mode=both');
    expect(filter.status).toBe(400);
    expect(filter.body.errors).toEqual([expect.objectContaining({ path: 'mode' })]);
  });

  it('lists the eight predefined patterns of spec 2.3, with their shapes', async () => {
    const { body } = await send(service(), 'GET', '/cpm/get-predefined-patterns');
    expect(body.patterns).toEqual([
      'head_and_shoulder_top',
      'head_and_shoulder_bottom',
      'double_top',
      'double_bottom',
      'triple_tap',
      'rounding_bottom',
      'ascending_channel',
      'descending_channel',
    ]);
    expect(Object.keys(body.shapes as object)).toEqual(body.patterns);
  });
});
