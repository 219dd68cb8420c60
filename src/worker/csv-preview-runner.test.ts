import 'fake-indexeddb/auto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BacktestResult, BacktestTask } from '../contract/index.ts';
import { BacktestResultSchema } from '../contract/index.ts';
import { isoDate } from '../service/system-clock.ts';
import { createWorkerParts } from './create-worker-parts.ts';
import { openStudioDatabase } from './database.ts';
import type { WorkerParts } from './dispatch.ts';
import { dispatch } from './dispatch.ts';
import { sendToWorker } from './test-send.ts';

const PUBLIC_DIR = join(import.meta.dirname, '../../public');
let databases = 0;

async function freshParts(): Promise<WorkerParts> {
  const db = await openStudioDatabase(`csv-preview-${++databases}-${Date.now()}`);
  return createWorkerParts(db, (path) => readFile(join(PUBLIC_DIR, path), 'utf8'));
}

type Row = Record<string, string | number>;

/** `n` daily bars of a wave with a drift, as CSV text and as the csv_data rows of spec 2.8 holding the same values. */
function wave(n: number, withSignals = false, start = Date.UTC(2021, 0, 4)): { text: string; rows: Row[] } {
  const rows: Row[] = [];
  for (let i = 0; i < n; i++) {
    const close = Math.round((100 + 12 * Math.sin(i / 9) + 0.03 * i) * 1e4) / 1e4;
    const row: Row = {
      Date: new Date(start + i * 86_400_000).toISOString().slice(0, 10),
      Open: Math.round((close - 0.4) * 1e4) / 1e4,
      High: Math.round((close + 1.1) * 1e4) / 1e4,
      Low: Math.round((close - 1.2) * 1e4) / 1e4,
      Close: close,
      Volume: 10000 + (i % 17) * 100,
    };
    if (withSignals) row.Entry1 = i % 23 === 5 ? 1 : 0;
    rows.push(row);
  }
  const columns = Object.keys(rows[0]);
  const text = [columns.join(','), ...rows.map((r) => columns.map((c) => r[c]).join(','))].join('\n');
  return { text, rows };
}

const rsiStrategy = {
  name: 'RSI dip',
  symbol: 'MYCSV',
  entry: {
    rule_type: 'SingleCondition',
    condition: { signal: { name: 'RSI(14)' }, rule: { type_name: 'CrossBelow', comparison_value: 35 } },
  },
  exit: { rule_type: 'RiskControlOnly' },
  risk_control: '-5/8/15',
};

/** A sentiment name outside the catalogue reads the file's Entry1 column in CSV mode. */
const entryColumnStrategy = {
  name: 'Column signal',
  symbol: 'MYCSV',
  entry: {
    rule_type: 'SingleCondition',
    condition: { signal: { name: 'My Signal' }, rule: { type_name: 'CrossAbove', comparison_value: 0.5 } },
  },
  exit: { rule_type: 'RiskControlOnly' },
  risk_control: '//10',
};

/** The same request through the service: POST /backtest/start_backtest with csv_mode and csv_data, then the task. */
async function viaService(parts: WorkerParts, params: object, rows: Row[]): Promise<BacktestResult> {
  const body = JSON.stringify({ ...params, csv_mode: true, csv_data: rows });
  const submitted = await dispatch(parts, { type: 'http', method: 'POST', path: '/backtest/start_backtest', body });
  expect(submitted.status).toBe(202);
  await parts.service.backtests.idle();
  const { task_id } = submitted.body as { task_id: string };
  const task = await dispatch(parts, { type: 'http', method: 'GET', path: `/backtest/status/${task_id}` });
  const { status, result, error } = task.body as BacktestTask;
  expect({ status, error }).toEqual({ status: 'SUCCESS', error: undefined });
  return result!;
}

describe('CsvPreviewRunner', () => {
  it('runs a strategy on a loaded CSV exactly as the service runs the same rows in csv_mode', async () => {
    const parts = await freshParts();
    const { text, rows } = wave(400);
    const loaded = parts.csv.load('wave.csv', text);
    expect(loaded).toMatchObject({ previewId: expect.any(String), fileName: 'wave.csv', rows: 400 });
    expect(loaded.first).toBe('2021-01-04');

    const direct = await parts.csv.run(loaded.previewId, rsiStrategy, isoDate(Date.now()));
    expect(BacktestResultSchema.parse(direct)['Total Trades']).toBeGreaterThan(2);
    expect(direct).toEqual(await viaService(parts, rsiStrategy, rows));
  });

  it('compares with the benchmark from the connection’s data, as a task does', async () => {
    const parts = await freshParts();
    // Calendar days of 2019: the bundled SPX has a bar on the weekdays that are sessions.
    const { text, rows } = wave(200, false, Date.UTC(2019, 0, 1));
    const loaded = parts.csv.load('wave-2019.csv', text);
    const direct = await parts.csv.run(loaded.previewId, rsiStrategy, isoDate(Date.now()));
    const { benchmark, benchmark_note, monthly_returns } = direct.Extra;
    expect(benchmark_note).toBeNull();
    expect(benchmark).toMatchObject({ symbol: 'SPX' });
    // 200 calendar days from 1 January hold about 5/7 sessions, less a few holidays.
    expect(benchmark!.dates_matched).toBeGreaterThan(130);
    expect(benchmark!.dates_matched).toBeLessThan(145);
    expect(benchmark!.equity.filter((e) => e === null)).toHaveLength(200 - benchmark!.dates_matched);
    expect(monthly_returns.map((m) => m.month)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(direct).toEqual(await viaService(parts, rsiStrategy, rows));

    // The default file's 2021 dates are after the bundled SPX ends: no comparison, and a note that says so.
    const later = parts.csv.load('wave.csv', wave(100).text);
    const none = await parts.csv.run(later.previewId, rsiStrategy, isoDate(Date.now()));
    expect(none.Extra.benchmark).toBeNull();
    expect(none.Extra.benchmark_note).toMatch(/^The benchmark SPX has no bar on any of the result's dates/);
  });

  it('passes the file’s Entry/Exit columns on, as csv_data rows would', async () => {
    const parts = await freshParts();
    const { text, rows } = wave(300, true);
    const loaded = parts.csv.load('signals.csv', text);
    expect(loaded.extraColumns).toEqual(['Entry1']);
    const direct = await parts.csv.run(loaded.previewId, entryColumnStrategy, isoDate(Date.now()));
    expect(direct['Total Trades']).toBe(rows.filter((r) => r.Entry1 === 1).length);
    expect(direct).toEqual(await viaService(parts, entryColumnStrategy, rows));
  });

  it('re-runs as the rules change without parsing again, and keeps each loaded file apart', async () => {
    const parts = await freshParts();
    const a = parts.csv.load('a.csv', wave(400).text);
    const b = parts.csv.load('b.csv', wave(200).text);
    expect(a.previewId).not.toBe(b.previewId);
    const today = isoDate(Date.now());
    const loose = await parts.csv.run(a.previewId, rsiStrategy, today);
    const short = await parts.csv.run(a.previewId, { ...rsiStrategy, risk_control: '//3' }, today);
    expect(short).not.toEqual(loose);
    expect(short.Extra.trades.length).toBeGreaterThan(0);
    expect(short.Extra.trades.every((t) => t.exit_reason === 'time' || t.exit_reason === 'end')).toBe(true);
    expect(loose.Extra.trades.some((t) => t.exit_reason === 'stop')).toBe(true);
    expect((await parts.csv.run(b.previewId, rsiStrategy, today)).EntryDate.every((d) => d <= '2021-07-23')).toBe(true);
  });

  it('a strategy that cannot run is the service’s 400; a forgotten file is a 404', async () => {
    const parts = await freshParts();
    const loaded = parts.csv.load('wave.csv', wave(100).text);
    const run = (params: Record<string, unknown>) =>
      sendToWorker(parts, 'POST /data/csv/previews/:preview_id/run', {
        params: { preview_id: loaded.previewId },
        body: { params },
      });
    const bad = await run({ ...rsiStrategy, risk_control: 'nonsense' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ errors: [expect.objectContaining({ path: 'risk_control' })] });

    parts.csv.forget(loaded.previewId);
    const gone = await run(rsiStrategy);
    expect(gone).toEqual({ status: 404, body: { detail: 'that CSV is no longer loaded; drop it again' } });
  });

  it('takes a dropped file named as the benchmark as the benchmark, not the bundled copy', async () => {
    const parts = await freshParts();
    // 2019 dates, inside the bundled SPX, but a wave that is not SPX: the benchmark must follow the file.
    const { text } = wave(200, false, Date.UTC(2019, 0, 1));
    const loaded = parts.csv.load('SPX.csv', text);
    const direct = await parts.csv.run(
      loaded.previewId,
      { ...rsiStrategy, symbol: 'SPX', benchmark: 'SPX' },
      isoDate(Date.now()),
    );
    const closes = text
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => Number(line.split(',')[4]));
    const b = direct.Extra.benchmark!;
    expect(b.dates_matched).toBe(200);
    expect(b.coverage).toMatchObject({ share_pct: 100, whole_window: true });
    expect(b.total_return_pct).toBeCloseTo((closes[199] / closes[0] - 1) * 100, 5);
    b.equity.forEach((v, i) => expect(v).toBeCloseTo((100_000 * closes[i]) / closes[0], 3));
  });

  it('a bad CSV is refused through dispatch with a 400 that names the row and the column', async () => {
    const parts = await freshParts();
    const text = wave(20).text.split('\n');
    text[6] = text[6].replace(/,[^,]+$/, ',-5'); // a negative volume on line 7 of the file
    const load = (fileName: string, csv: string) =>
      sendToWorker(parts, 'POST /data/csv/previews', { body: { fileName, text: csv } });
    const answer = await load('bad.csv', text.join('\n'));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ row: 7, column: 'Volume', detail: expect.stringMatching(/^Row 7 /) });

    const noDate = await load('x.csv', 'Open,High,Low,Close\n1,2,1,1\n');
    expect(noDate).toMatchObject({ status: 400, body: { row: 1, column: 'Date' } });
  });
});
