import { describe, expect, it } from 'vitest';
import type { BacktestTask, CatalogueItem, TaskListResponse } from '../contract/index.ts';
import { BacktestTaskSchema, TaskListResponseSchema } from '../contract/index.ts';
import { MemoryTaskStore } from './memory-task-store.ts';
import type { Accounts, StoredTask } from './ports.ts';
import { barsFromCloses, MemoryMarketData } from './testing/memory-market-data.ts';
import { send, testService } from './testing/harness.ts';

const closes = Array.from({ length: 200 }, (_, i) => 100 + 8 * Math.sin(i / 5));
const spx = barsFromCloses(closes);
const items: CatalogueItem[] = [
  { chart_name: 'Equity Put Call Ratio', url: 'PCR_EQ', market_symbol: 'SPX', type: 'other', updated: 'Daily' },
  { chart_name: 'Index Put Call Ratio', url: 'PCR_IDX', market_symbol: 'NDX', type: 'other', updated: 'Daily' },
  { chart_name: 'SPX Trend Score', url: 'TS_SPX', market_symbol: 'SPX', type: 'trend', updated: 'Weekly' },
];
const marketData = new MemoryMarketData(
  { SPX: spx },
  items.map((item) => ({
    item,
    series: { time: spx.time, value: new Float64Array(spx.close) },
    info: { description: `<p>${item.chart_name}</p>`, opt_extreme: 0.6, pess_extreme: 1.1 },
  })),
);

const strategy = {
  name: 'Sine dip',
  symbol: 'SPX',
  entry: {
    rule_type: 'SingleCondition',
    condition: { signal: { name: 'Symbol Close' }, rule: { type_name: 'CrossBelow', comparison_value: 95 } },
  },
  exit: { rule_type: 'RiskControlOnly' },
  risk_control: '//5',
};

describe('backtest tasks', () => {
  it('queues with 202, runs PENDING -> RUNNING -> SUCCESS and keeps the params as sent', async () => {
    const tasks = new MemoryTaskStore();
    const seen: string[] = [];
    const spy = Object.assign(Object.create(tasks) as MemoryTaskStore, {
      update: async (id: string, patch: Partial<StoredTask>) => {
        if (patch.status) seen.push(patch.status);
        return tasks.update(id, patch);
      },
    });
    const service = testService({ marketData, tasks: spy });
    const submitted = await send<{ message: string; task_id: string }>(
      service,
      'POST',
      '/backtest/start_backtest',
      strategy,
    );
    expect(submitted.status).toBe(202);
    expect(submitted.body.task_id).toMatch(/^[0-9a-f-]{36}$/);
    const pending = await send<BacktestTask>(service, 'GET', `/backtest/status/${submitted.body.task_id}`);
    expect(pending.body.status).toBe('PENDING');
    expect(pending.body.result).toBeUndefined();
    expect(pending.body.username).toBe('local@backtest.studio');
    expect(pending.body.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);

    await service.backtests.idle();
    const done = await send<BacktestTask>(service, 'GET', `/backtest/status/${submitted.body.task_id}`);
    expect(seen).toEqual(['RUNNING', 'SUCCESS']);
    expect(BacktestTaskSchema.parse(done.body).status).toBe('SUCCESS');
    expect(done.body.params).toEqual(strategy);
    // The sine crosses below 95 once per cycle (period 2*pi*5 = 31.4 bars); each trade is held 5 bars (//5).
    const result = done.body.result!;
    expect(result['Total Trades']).toBeGreaterThan(3);
    expect(result.EntryDate).toHaveLength(result['Total Trades']);
    expect(result.Extra.trades.every((t) => t.exit_reason === 'time' || t.exit_reason === 'end')).toBe(true);
  });

  it('a task that cannot run is FAILED with its params and the error text', async () => {
    const service = testService({ marketData });
    const body = { ...strategy, symbol: 'MISSING' };
    const submitted = await send<{ task_id: string }>(service, 'POST', '/backtest/start_backtest', body);
    expect(submitted.status).toBe(202);
    await service.backtests.idle();
    const failed = await send<BacktestTask>(service, 'GET', `/backtest/status/${submitted.body.task_id}`);
    expect(failed.body.status).toBe('FAILED');
    expect(failed.body.params).toEqual(body);
    expect(failed.body.error).toMatch(/no price data for MISSING/);
  });

  it('refuses an invalid strategy at submit with 400 and queues nothing', async () => {
    const service = testService({ marketData });
    const r = await send<{ detail: string }>(service, 'POST', '/backtest/start_backtest', {
      ...strategy,
      symbol: undefined,
    });
    expect(r.status).toBe(400);
    expect(r.body.detail).toMatch(/symbol is required/);
    expect((await send<TaskListResponse>(service, 'GET', '/backtest/tasks')).body.total).toBe(0);
  });

  it('answers 503 when the task store refuses the task', async () => {
    const broken = Object.assign(new MemoryTaskStore(), {
      create: async () => {
        throw new Error('disk full');
      },
    });
    const service = testService({ marketData, tasks: broken });
    const r = await send<{ detail: string }>(service, 'POST', '/backtest/start_backtest', strategy);
    expect(r.status).toBe(503);
    expect(r.body.detail).toMatch(/not queued: disk full/);
  });

  it('answers 404 with a message for an unknown task_id', async () => {
    const service = testService({ marketData });
    const r = await send<{ detail: string }>(service, 'GET', '/backtest/status/no-such-task');
    expect(r.status).toBe(404);
    expect(r.body.detail).toBe('no task with task_id no-such-task');
  });

  it('lists tasks newest first with limit and offset, limit capped at 200', async () => {
    const service = testService({ marketData });
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const r = await send<{ task_id: string }>(service, 'POST', '/backtest/start_backtest', {
        ...strategy,
        name: `S${i}`,
      });
      ids.push(r.body.task_id);
    }
    await service.backtests.idle();
    const all = TaskListResponseSchema.parse((await send(service, 'GET', '/backtest/tasks')).body);
    expect(all).toMatchObject({ total: 5, limit: 20, offset: 0 });
    expect(all.tasks.map((t) => t.task_id)).toEqual([...ids].reverse());
    expect(all.tasks[0]).toMatchObject({ strategy_name: 'S4', symbol: 'SPX', frequency: 'Daily', status: 'SUCCESS' });
    const page = TaskListResponseSchema.parse((await send(service, 'GET', '/backtest/tasks?limit=2&offset=1')).body);
    expect(page.tasks.map((t) => t.strategy_name)).toEqual(['S3', 'S2']);
    expect(page).toMatchObject({ total: 5, limit: 2, offset: 1 });
    expect((await send<TaskListResponse>(service, 'GET', '/backtest/tasks?limit=5000')).body.limit).toBe(200);
    const bad = await send<{ errors: { path: string }[] }>(service, 'GET', '/backtest/tasks?limit=abc');
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].path).toBe('limit');
  });

  it('shows each account only its own tasks', async () => {
    const accounts: Accounts = {
      authenticate: async (header) =>
        header === 'Basic a' ? { username: 'a@x.io' } : header === 'Basic b' ? { username: 'b@x.io' } : null,
    };
    const service = testService({ marketData, accounts });
    const mine = await send<{ task_id: string }>(service, 'POST', '/backtest/start_backtest', strategy, {
      Authorization: 'Basic a',
    });
    await service.backtests.idle();
    expect(
      (await send(service, 'GET', `/backtest/status/${mine.body.task_id}`, undefined, { Authorization: 'Basic a' }))
        .status,
    ).toBe(200);
    expect(
      (await send(service, 'GET', `/backtest/status/${mine.body.task_id}`, undefined, { Authorization: 'Basic b' }))
        .status,
    ).toBe(404);
    expect(
      (await send<TaskListResponse>(service, 'GET', '/backtest/tasks', undefined, { Authorization: 'Basic b' })).body
        .total,
    ).toBe(0);
    const anonymous = await send<{ detail: string }>(service, 'GET', '/backtest/tasks');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.detail).toMatch(/authentication required/);
    expect((await send(service, 'GET', '/health')).body).toEqual({ status: 'ok' });
  });

  it('runs again the tasks a stopped host left unfinished', async () => {
    const tasks = new MemoryTaskStore();
    await tasks.create({
      task_id: 'left-running',
      status: 'RUNNING',
      params: strategy,
      username: 'local@backtest.studio',
      created_at: '2026-11-20T10:00:00',
    });
    const service = testService({ marketData, tasks });
    expect(await service.backtests.resumeUnfinished()).toBe(1);
    await service.backtests.idle();
    expect((await tasks.get('left-running'))?.status).toBe('SUCCESS');
  });
});

describe('indicator catalogue', () => {
  it('filters by q (case-insensitive, partial), type and symbol, combined', async () => {
    const service = testService({ marketData });
    const names = async (query: string) =>
      (await send<CatalogueItem[]>(service, 'GET', `/backtest/indicators/list${query}`)).body.map((i) => i.chart_name);
    expect(await names('')).toEqual(['Equity Put Call Ratio', 'Index Put Call Ratio', 'SPX Trend Score']);
    expect(await names('?q=put%20CALL')).toEqual(['Equity Put Call Ratio', 'Index Put Call Ratio']);
    expect(await names('?type=trend')).toEqual(['SPX Trend Score']);
    expect(await names('?symbol=spx')).toEqual(['Equity Put Call Ratio', 'SPX Trend Score']);
    expect(await names('?q=ratio&symbol=NDX')).toEqual(['Index Put Call Ratio']);
    const bad = await send<{ detail: string }>(service, 'GET', '/backtest/indicators/list?type=magic');
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toMatch(/type must be one of: optix, trend, reltrend, other/);
  });

  it('answers metadata keyed by the indicator code, 400 without one and 404 for an unknown one', async () => {
    const service = testService({ marketData });
    const r = await send(service, 'GET', '/backtest/indicators/metadata?indicator=PCR_EQ');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      PCR_EQ: {
        sentiment: '2',
        description: '<p>Equity Put Call Ratio</p>',
        opt_extreme: 0.6,
        pess_extreme: 1.1,
        contrary: '0',
        premium: '0',
        chart_type: 'line',
        updated: 'Daily',
      },
    });
    // keyed by the catalogue's own url, as written there, whatever the case asked for
    const lower = await send(service, 'GET', '/backtest/indicators/metadata?indicator=pcr_eq');
    expect(Object.keys(lower.body as object)).toEqual(['PCR_EQ']);
    expect((await send(service, 'GET', '/backtest/indicators/metadata')).status).toBe(400);
    const missing = await send<{ detail: string }>(service, 'GET', '/backtest/indicators/metadata?indicator=NOPE');
    expect(missing.status).toBe(404);
    expect(missing.body.detail).toMatch(/NOPE/);
  });

  it('answers 404 with a message for an unknown path', async () => {
    const service = testService({ marketData });
    const r = await send<{ detail: string }>(service, 'GET', '/backtest/nothing');
    expect(r.status).toBe(404);
    expect(r.body.detail).toBe('no such endpoint: GET /backtest/nothing');
  });

  it('answers an unknown path outside /backtest/ in the analytics envelope', async () => {
    const service = testService({ marketData });
    for (const path of ['/seasonality/performance-by-fortnight', '/cpm/nothing', '/smart-stock-scanner/x/y']) {
      const r = await send(service, 'GET', path);
      expect(r.status, path).toBe(404);
      expect(r.body, path).toEqual({ code: 404, msg: `no such endpoint: GET ${path}`, data: null });
    }
  });

  it('rejects a start_date that is not on the calendar and a symbol that is not a string, naming each field', async () => {
    const service = testService({ marketData });
    const r = await send<{ errors: { path: string; message: string }[] }>(service, 'POST', '/backtest/validate', {
      ...strategy,
      symbol: 123,
      start_date: '2020-02-30',
      end_date: '2021-02-29',
    });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([
      { path: 'symbol', message: 'symbol must be a string, e.g. "SPX"' },
      { path: 'start_date', message: 'start_date is not a real calendar date' },
      { path: 'end_date', message: 'end_date is not a real calendar date' },
    ]);
    // a leap day is a date
    expect((await send(service, 'POST', '/backtest/validate', { ...strategy, start_date: '2020-02-29' })).status).toBe(
      200,
    );
  });
});

describe('technical map', () => {
  it('lists every technical indicator with its canonical default name', async () => {
    const service = testService({ marketData });
    const r = await send<{ name: string; kind: string; params: { name: string; default: number }[] }[]>(
      service,
      'GET',
      '/backtest/indicators/technical',
    );
    expect(r.status).toBe(200);
    expect(r.body).toHaveLength(26);
    expect(r.body.map((t) => t.name)).toEqual(
      expect.arrayContaining(['RSI(14)', 'MACD Histogram(12,26,9)', 'MA Spread(10,30)', 'OBV', 'SMA(20)']),
    );
    expect(r.body.find((t) => t.name === 'SMA(20)')?.kind).toBe('moving-average');
    expect(r.body.find((t) => t.name === 'RSI(14)')?.params).toEqual([expect.objectContaining({ default: 14 })]);
  });
});
