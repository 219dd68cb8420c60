import 'fake-indexeddb/auto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BacktestResultSchema, ValidateResponseSchema } from '../contract/index.ts';
import { isoDate } from '../service/system-clock.ts';
import { testDataPath } from '../testing/test-data.ts';
import { RSI_DIP } from '../testing/strategies.ts';
import { createWorkerParts } from './create-worker-parts.ts';
import { SupersededRun } from './csv-preview-runner.ts';
import { openStudioDatabase } from './database.ts';
import type { WorkerParts } from './dispatch.ts';
import { sendToWorker } from './test-send.ts';

/* Live re-runs on a loaded file: only the engine runs, a newer edit overtakes an older one, validate sends no rows. */

const PUBLIC_DIR = join(import.meta.dirname, '../../public');
let databases = 0;

async function freshParts(): Promise<WorkerParts> {
  const db = await openStudioDatabase(`csv-live-${++databases}-${Date.now()}`);
  return createWorkerParts(db, (path) => readFile(join(PUBLIC_DIR, path), 'utf8'));
}

const aapl = () => readFile(testDataPath('observablehq-plot/aapl.csv'), 'utf8');
const today = isoDate(Date.now());

describe('live runs on a loaded CSV', () => {
  it('a run overtaken by a newer one before it computed answers 409; the newer one answers', async () => {
    const parts = await freshParts();
    const { previewId } = parts.csv.load('aapl.csv', await aapl());
    const run = (params: Record<string, unknown>, runId: number) =>
      sendToWorker(parts, 'POST /data/csv/previews/:preview_id/run', {
        params: { preview_id: previewId },
        body: { params, runId },
      });
    const older = run(RSI_DIP, 1);
    const newer = run({ ...RSI_DIP, symbol: 'MINE' }, 2);
    expect(await older).toEqual({
      status: 409,
      body: { detail: 'run 1 was superseded by a newer edit', superseded: true },
    });
    const answer = await newer;
    expect(answer.status).toBe(200);
    expect(BacktestResultSchema.parse(answer.body).Symbol).toBe('MINE');
    await expect(parts.csv.run(previewId, RSI_DIP, today, 1)).rejects.toBeInstanceOf(SupersededRun);
  });

  it('the result names the user’s symbol, not the file', async () => {
    const parts = await freshParts();
    const { previewId } = parts.csv.load('aapl.csv', await aapl());
    expect((await parts.csv.run(previewId, { ...RSI_DIP, symbol: 'SPY-2012' }, today)).Symbol).toBe('SPY-2012');
  });

  it('validate reads the loaded file: its bars count in the lookback warning, no rows are sent', async () => {
    const parts = await freshParts();
    const text = ['Date,Open,High,Low,Close,Volume'];
    for (let d = 1; d <= 9; d++) text.push(`2020-01-0${d},1,1,1,1,1`);
    const { previewId } = parts.csv.load('short.csv', text.join('\n'));
    const answer = await sendToWorker(parts, 'POST /data/csv/previews/:preview_id/validate', {
      params: { preview_id: previewId },
      body: { params: RSI_DIP },
    });
    expect(answer.status).toBe(200);
    const { warnings } = ValidateResponseSchema.parse(answer.body);
    expect(warnings).toContain(
      'short.csv has 9 bars, not more than the longest lookback of 14 bars; the conditions cannot hold on any bar',
    );
    expect(warnings.some((w) => w.startsWith('csv_data has'))).toBe(false);
  });

  it('a frequency the file cannot give is a 400 on the frequency field, not an internal error', async () => {
    const parts = await freshParts();
    const hourly = ['Date,Open,High,Low,Close', '2020-01-02 10:00,1,1,1,1', '2020-01-02 11:00,1,1,1,1'];
    const { previewId } = parts.csv.load('h.csv', hourly.join('\n'));
    const answer = await sendToWorker(parts, 'POST /data/csv/previews/:preview_id/run', {
      params: { preview_id: previewId },
      body: { params: { ...RSI_DIP, frequency: 'Daily' } },
    });
    expect(answer).toMatchObject({
      status: 400,
      body: { errors: [{ path: 'frequency', message: expect.stringMatching(/^h\.csv has Hourly bars; daily bars/) }] },
    });
  });
});
