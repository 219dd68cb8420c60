import 'fake-indexeddb/auto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BacktestResultSchema,
  BacktestTaskSchema,
  CsvPreviewSchema,
  DatasetSummarySchema,
  OptionChainPreviewSchema,
  PriceBarsSchema,
  TaskListResponseSchema,
  ValidateResponseSchema,
} from '../contract/index.ts';
import { SourceMarketData } from '../service/data/source-market-data.ts';
import { browserSource } from './browser-source.ts';
import { createWorkerParts } from './create-worker-parts.ts';
import { openStudioDatabase } from './database.ts';
import type { WorkerParts } from './dispatch.ts';
import { dispatch } from './dispatch.ts';
import { sendToWorker } from './test-send.ts';
import { RSI_DIP as rsi } from '../testing/strategies.ts';

const PUBLIC_DIR = join(import.meta.dirname, '../../public');
let databases = 0;

const fetchPublic = (path: string) => readFile(join(PUBLIC_DIR, path), 'utf8');

async function freshParts(): Promise<WorkerParts> {
  return (await freshPartsAndData()).parts;
}

/** The parts, and market data of their own over the same database (to see what the service sees). */
async function freshPartsAndData(): Promise<{ parts: WorkerParts; marketData: SourceMarketData }> {
  const db = await openStudioDatabase(`dispatch-${++databases}-${Date.now()}`);
  return {
    parts: createWorkerParts(db, fetchPublic),
    marketData: new SourceMarketData(browserSource(fetchPublic, db)),
  };
}

const CSV = 'Date,Open,High,Low,Close,Volume\n2024-01-01,10,11,9,10.5,100\n2024-01-02,10.5,12,10,11,200\n';
const CHAIN =
  'date,ticker,close,type,expiration,strike,last price,iv\n' +
  '2022-03-10,xyz,10,put,2022-03-25,9,0.2,0.5\n2022-03-11,QQQ,350,put,2022-04-14,330,4.1,0.3\n';

const http = (parts: WorkerParts, method: string, path: string, body?: unknown) =>
  dispatch(parts, { type: 'http', method, path, body: body === undefined ? undefined : JSON.stringify(body) });

describe('dispatch: http', () => {
  it('answers GET /health', async () => {
    expect(await http(await freshParts(), 'GET', '/health')).toEqual({ status: 200, body: { status: 'ok' } });
  });

  it('validates, submits, polls, lists and deletes a task; a deleted task answers 404', async () => {
    const parts = await freshParts();
    const validated = await http(parts, 'POST', '/backtest/validate', rsi);
    expect(validated.status).toBe(200);
    expect(ValidateResponseSchema.parse(validated.body)).toBeTruthy();

    const submitted = await http(parts, 'POST', '/backtest/start_backtest', rsi);
    expect(submitted).toEqual({
      status: 202,
      body: { message: 'Backtest task queued', task_id: expect.any(String) },
    });
    const id = (submitted.body as { task_id: string }).task_id;
    await parts.service.backtests.idle();

    const task = await http(parts, 'GET', `/backtest/status/${id}`);
    expect(task.status).toBe(200);
    const parsed = BacktestTaskSchema.parse(task.body);
    expect(parsed.status).toBe('SUCCESS');
    expect(parsed.params).toEqual(rsi);
    expect(parsed.result!.Symbol).toBe('SPX');

    const list = await http(parts, 'GET', '/backtest/tasks?limit=5&offset=0');
    expect(TaskListResponseSchema.parse(list.body)).toMatchObject({
      total: 1,
      limit: 5,
      offset: 0,
      tasks: [{ task_id: id, status: 'SUCCESS', strategy_name: 'RSI dip', symbol: 'SPX', frequency: 'Daily' }],
    });

    // 204 has no body: the answer carries null.
    expect(await http(parts, 'DELETE', `/backtest/tasks/${id}`)).toEqual({ status: 204, body: null });
    expect((await http(parts, 'GET', `/backtest/status/${id}`)).status).toBe(404);
    expect((await http(parts, 'DELETE', `/backtest/tasks/${id}`)).status).toBe(404);
  });

  it('answers the service’s errors as they are: 400 with field errors, 404 for an unknown path', async () => {
    const parts = await freshParts();
    const bad = await http(parts, 'POST', '/backtest/validate', { ...rsi, risk_control: 'x/y' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ detail: expect.any(String), errors: [{ path: 'risk_control' }] });
    const empty = await dispatch(parts, { type: 'http', method: 'POST', path: '/backtest/validate' });
    expect(empty.status).toBe(400);
    expect(await http(parts, 'GET', '/backtest/nowhere')).toEqual({
      status: 404,
      body: { detail: 'no such endpoint: GET /backtest/nowhere' },
    });
    expect(await http(parts, 'GET', '/nowhere')).toEqual({
      status: 404,
      body: { code: 404, msg: 'no such endpoint: GET /nowhere', data: null },
    });
  });

  it('serves the catalogue with the VIX and the technical map', async () => {
    const parts = await freshParts();
    const vix = await http(parts, 'GET', '/backtest/indicators/list?q=vix');
    expect(vix).toEqual({
      status: 200,
      body: [{ chart_name: 'VIX', url: 'VIX', market_symbol: 'SPX', type: 'other', updated: 'Daily' }],
    });
    const technical = await http(parts, 'GET', '/backtest/indicators/technical');
    expect((technical.body as { name: string }[]).map((t) => t.name)).toContain('RSI(14)');
  });
});

describe('dispatch: library', () => {
  it('library.list gives the samples', async () => {
    const answer = await sendToWorker(await freshParts(), 'GET /data/library');
    expect(answer.status).toBe(200);
    const list = DatasetSummarySchema.array().parse(answer.body);
    expect(list.find((d) => d.symbol === 'SPX')).toMatchObject({ rows: 5105, source: 'sample' });
  });

  it('library.save keeps a CSV under the upper-cased symbol; the service then backtests it', async () => {
    const parts = await freshParts();
    const saved = await sendToWorker(parts, 'POST /data/library', {
      body: {
        symbol: ' mine ',
        kind: 'price',
        fileName: 'mine.csv',
        text: CSV,
      },
    });
    expect(saved).toEqual({
      status: 200,
      body: {
        symbol: 'MINE',
        kind: 'price',
        symbol_kind: 'stock',
        source: 'user',
        rows: 2,
        first: '2024-01-01',
        last: '2024-01-02',
        origin: 'mine.csv',
      },
    });
    const validated = await http(parts, 'POST', '/backtest/validate', { ...rsi, symbol: 'MINE' });
    expect(validated.status).toBe(200);
    expect(JSON.stringify(validated.body)).not.toMatch(/no price data for MINE/);
  });

  it('library.save keeps a price CSV as an ETF, and an option chain the scanners then read', async () => {
    const { parts, marketData } = await freshPartsAndData();
    const etf = await sendToWorker(parts, 'POST /data/library', {
      body: {
        symbol: 'qqq',
        kind: 'price',
        fileName: 'qqq.csv',
        text: CSV,
        symbolKind: 'etf',
      },
    });
    expect(etf).toMatchObject({ status: 200, body: { symbol: 'QQQ', kind: 'price', symbol_kind: 'etf' } });
    expect(await marketData.symbolKind('QQQ')).toBe('etf');

    const chain = await sendToWorker(parts, 'POST /data/library', {
      body: {
        symbol: 'my-chain',
        kind: 'options',
        fileName: 'my-chain.csv',
        text: CHAIN,
      },
    });
    expect(chain).toEqual({
      status: 200,
      body: {
        symbol: 'MY-CHAIN',
        kind: 'options',
        source: 'user',
        rows: 2,
        first: '2022-03-10',
        last: '2022-03-11',
        origin: 'my-chain.csv',
      },
    });
    marketData.refresh(); // it listed the data before the chain was kept
    expect((await marketData.optionChain())?.map((q) => q.ticker)).toEqual(['XYZ', 'QQQ']);
  });

  it('options.preview reads a dropped chain, or answers 400 with the row and the column', async () => {
    const parts = await freshParts();
    const answer = await sendToWorker(parts, 'POST /data/options/preview', {
      body: { fileName: 'c.csv', text: CHAIN },
    });
    expect(answer.status).toBe(200);
    const preview = OptionChainPreviewSchema.parse(answer.body);
    expect(preview).toMatchObject({ fileName: 'c.csv', rows: 2, dates: ['2022-03-10', '2022-03-11'], tickers: 2 });
    expect(preview.firstRows[1]).toMatchObject({ ticker: 'QQQ', strike: 330, type: 'put', iv: 0.3 });
    expect(preview.firstRows[0].delta).toBeNaN();

    const bad = await sendToWorker(parts, 'POST /data/options/preview', {
      body: { fileName: 'c.csv', text: CHAIN.replace('330', 'x') },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ row: 3, column: 'strike' });
  });

  it('library.save refuses a bad symbol (field error) and a bad CSV (row and column)', async () => {
    const parts = await freshParts();
    const symbol = await sendToWorker(parts, 'POST /data/library', {
      body: {
        symbol: 'not a symbol!',
        kind: 'price',
        fileName: 'x.csv',
        text: CSV,
      },
    });
    expect(symbol).toMatchObject({ status: 400, body: { errors: [{ path: 'symbol' }] } });

    const csv = await sendToWorker(parts, 'POST /data/library', {
      body: {
        symbol: 'BAD',
        kind: 'price',
        fileName: 'bad.csv',
        text: CSV.replace('10.5,12', '10.5,1,2'),
      },
    });
    expect(csv).toMatchObject({ status: 400, body: { row: 3, detail: expect.stringMatching(/^Row 3/) } });

    const repeated = await sendToWorker(parts, 'POST /data/library', {
      body: {
        symbol: 'BAD',
        kind: 'price',
        fileName: 'bad.csv',
        text: CSV.replace('2024-01-02', '2024-01-01'),
      },
    });
    expect(repeated).toEqual({ status: 400, body: { detail: expect.stringMatching(/duplicate dates.*2024-01-01/) } });
    expect((await sendToWorker(parts, 'GET /data/library/:symbol/bars', { params: { symbol: 'BAD' } })).status).toBe(
      404,
    );
  });

  it('library.remove removes a kept dataset (any case) and answers 404 for one never kept', async () => {
    const parts = await freshParts();
    await sendToWorker(parts, 'POST /data/library', {
      body: { symbol: 'MINE', kind: 'price', fileName: 'm.csv', text: CSV },
    });
    expect(await sendToWorker(parts, 'DELETE /data/library/:symbol', { params: { symbol: 'mine' } })).toEqual({
      status: 200,
      body: { removed: 'MINE' },
    });
    expect(await sendToWorker(parts, 'DELETE /data/library/:symbol', { params: { symbol: 'MINE' } })).toEqual({
      status: 404,
      body: { detail: 'no kept dataset MINE' },
    });
    // A sample is not a kept dataset.
    expect((await sendToWorker(parts, 'DELETE /data/library/:symbol', { params: { symbol: 'SPX' } })).status).toBe(404);
  });

  it('library.bars gives chart bars, or 404', async () => {
    const parts = await freshParts();
    const spx = await sendToWorker(parts, 'GET /data/library/:symbol/bars', { params: { symbol: 'SPX' } });
    expect(spx.status).toBe(200);
    const bars = PriceBarsSchema.parse(spx.body);
    expect(bars.dates).toHaveLength(5105);
    expect([bars.dates[0], bars.dates.at(-1)]).toEqual(['2000-01-03', '2020-04-17']);
    expect(await sendToWorker(parts, 'GET /data/library/:symbol/bars', { params: { symbol: 'NOPE' } })).toEqual({
      status: 404,
      body: { detail: 'no price data for NOPE' },
    });
  });
});

describe('dispatch: csv', () => {
  it('csv.load, csv.run and csv.forget', async () => {
    const parts = await freshParts();
    const lines = ['Date,Open,High,Low,Close,Volume'];
    for (let i = 0; i < 200; i++) {
      const close = (100 + 10 * Math.sin(i / 6)).toFixed(4);
      lines.push(
        `${new Date(Date.UTC(2022, 0, 1 + i)).toISOString().slice(0, 10)},${close},${+close + 1},${+close - 1},${close},1000`,
      );
    }
    const loaded = await sendToWorker(parts, 'POST /data/csv/previews', {
      body: { fileName: 'w.csv', text: lines.join('\n') },
    });
    expect(loaded.status).toBe(200);
    const preview = CsvPreviewSchema.parse(loaded.body);
    expect(preview.rows).toBe(200);
    const { previewId } = loaded.body as { previewId: string };

    const run = await sendToWorker(parts, 'POST /data/csv/previews/:preview_id/run', {
      params: { preview_id: previewId },
      body: { params: { ...rsi, symbol: 'W' } },
    });
    expect(run.status).toBe(200);
    expect(BacktestResultSchema.parse(run.body)['Total Trades']).toBeGreaterThan(0);
    // No task was queued.
    expect((await http(parts, 'GET', '/backtest/tasks')).body).toMatchObject({ total: 0 });

    expect(
      await sendToWorker(parts, 'DELETE /data/csv/previews/:preview_id', { params: { preview_id: previewId } }),
    ).toEqual({ status: 204, body: null });
    expect(
      (
        await sendToWorker(parts, 'POST /data/csv/previews/:preview_id/run', {
          params: { preview_id: previewId },
          body: { params: rsi },
        })
      ).status,
    ).toBe(404);
  });

  it('a bad CSV answers 400 with the row and the column', async () => {
    const answer = await sendToWorker(await freshParts(), 'POST /data/csv/previews', {
      body: { fileName: 'bad.csv', text: CSV.replace('2024-01-02,10.5', '2024-01-02,0') },
    });
    expect(answer).toEqual({
      status: 400,
      body: { detail: expect.stringMatching(/^Row 3 \(line 3 of the file\), column Open: /), row: 3, column: 'Open' },
    });
  });

  it('an unexpected failure is a 500 with the message', async () => {
    const parts = await freshParts();
    parts.library.list = () => Promise.reject(new Error('IndexedDB is gone'));
    expect(await sendToWorker(parts, 'GET /data/library')).toEqual({
      status: 500,
      body: { detail: 'internal error: IndexedDB is gone' },
    });
  });
});
