import { describe, expect, it } from 'vitest';
import { createTestConnection } from '../testing/test-connection.ts';
import { ApiError } from './api-error.ts';
import { CsvNeedsResampleError, LibraryClient } from './library-client.ts';

const CSV = 'Date,Open,High,Low,Close,Volume\n2024-01-01,10,11,9,10.5,100\n2024-01-02,10.5,12,10,11,200\n';

describe('LibraryClient', () => {
  it('lists, keeps, reads and removes datasets', async () => {
    const { library } = await createTestConnection();
    expect((await library!.list()).find((d) => d.symbol === 'SPX')).toMatchObject({ rows: 5105 });
    expect(await library!.save('mine', 'price', 'mine.csv', CSV)).toMatchObject({ symbol: 'MINE', rows: 2 });
    expect((await library!.bars('MINE')).close).toEqual([10.5, 11]);
    await library!.remove('MINE');
    const error = await library!.remove('MINE').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404 });
  });

  it("draws a fetched symbol's bars from the store, and any other's from the library", async () => {
    const asked: string[] = [];
    const library = new LibraryClient({
      request: async (method, path) => {
        asked.push(`${method} ${path}`);
        if (path.startsWith('/data/symbols/NVDA/bars'))
          return {
            status: 200,
            body: {
              symbol: 'NVDA',
              source: 'yahoo',
              kind: 'prices',
              rows: [{ Date: '2024-01-02', Open: 1, High: 3, Low: 0.5, Close: 2, Volume: 10, AdjClose: 1.9 }],
            },
          };
        if (path.startsWith('/data/symbols/')) return { status: 404, body: { detail: 'no fetched symbol SPX' } };
        return {
          status: 200,
          body: { dates: ['2020-01-02'], open: [5], high: [6], low: [4], close: [5.5], volume: [7] },
        };
      },
    });
    expect(await library.bars('NVDA')).toEqual({
      dates: ['2024-01-02'],
      open: [1],
      high: [3],
      low: [0.5],
      close: [2],
      volume: [10],
    });
    expect((await library.bars('SPX')).close).toEqual([5.5]);
    expect(asked).toEqual(['GET /data/symbols/NVDA/bars', 'GET /data/symbols/SPX/bars', 'GET /data/library/SPX/bars']);
  });

  it('a bad dropped CSV is an ApiError with the row and the column', async () => {
    const { library } = await createTestConnection();
    const error = await library!.loadCsv('bad.csv', CSV.replace('10.5,12', 'x,12')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, row: 3, column: 'Open' });
  });

  it('a file of intraday bars is a CsvNeedsResampleError; loaded with resample it holds hourly bars', async () => {
    const { library } = await createTestConnection();
    const minutes = ['Date,Open,High,Low,Close,Volume'];
    for (let m = 0; m < 120; m++)
      minutes.push(
        `2024-01-02 ${String(9 + Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')},1,2,1,1.5,10`,
      );
    const error = await library!.loadCsv('min.csv', minutes.join('\n')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CsvNeedsResampleError);
    expect(error).toMatchObject({ status: 400, column: 'Date', resample: 'Hourly' });
    const hourly = await library!.loadCsv('min.csv', minutes.join('\n'), 'Hourly');
    expect(hourly).toMatchObject({ frequency: 'Hourly', rows: 2, first: '2024-01-02', last: '2024-01-02' });
    expect(hourly.bars.volume).toEqual([600, 600]);
  });
});
