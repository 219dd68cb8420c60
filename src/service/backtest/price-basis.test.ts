import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { StoredBar } from '../../contract/market-data.ts';
import { BacktestResultSchema, ValidateResponseSchema } from '../../contract/index.ts';
import type { PriceRow } from '../../engine/series/bars.ts';
import { barsFromRows } from '../../engine/series/from-rows.ts';
import { alwaysIn } from '../../testing/strategies.ts';
import { MemorySymbolStore } from '../data/memory-symbol-store.ts';
import { StoredMarketData } from '../data/stored-market-data.ts';
import type { Service } from '../router.ts';
import { finishedBacktest, send, testService } from '../testing/harness.ts';
import { barsFromCloses, MemoryMarketData } from '../testing/memory-market-data.ts';

/*
 * price_basis end to end: a fetched symbol's bars scaled by AdjClose / Close for total_return, the price series by
 * default, and a 400 naming price_basis and the symbol when the data has no adjusted close.
 */

const bar = (Date: string, Open: number, Close: number, AdjClose: number): StoredBar => ({
  Date,
  Open,
  High: Math.max(Open, Close),
  Low: Math.min(Open, Close),
  Close,
  Volume: 1000,
  AdjClose,
});

// A dividend-paying symbol: closes 10, 11, 12, 13 whose adjusted closes are 9, 10, 11.5, 13.
const DIVY = [
  bar('2024-01-02', 10, 10, 9),
  bar('2024-01-03', 10.5, 11, 10),
  bar('2024-01-04', 11.5, 12, 11.5),
  bar('2024-01-05', 12.5, 13, 13),
];

async function serviceWith(store: MemorySymbolStore): Promise<Service> {
  const day = (i: number) => Date.UTC(2024, 0, 2 + i);
  // A sample with an `Adj Close` column missing on its second bar, as a kept CSV may have it.
  const gappy = barsFromRows(
    [10, 11, 12, 13].map((close, i): PriceRow => ({
      time: day(i),
      open: close,
      high: close,
      low: close,
      close,
      volume: 1,
      extra: i === 1 ? {} : { 'Adj Close': close - 1 },
    })),
  );
  const fallback = new MemoryMarketData({ NOADJ: barsFromCloses([10, 11, 12, 13], '2024-01-02'), GAPPY: gappy });
  await store.put({
    symbol: 'DIVY',
    source: 'yahoo',
    updated_at: '2024-01-06T00:00:00Z',
    kind: 'prices',
    rows: DIVY,
    splits: [],
    dividends: [],
  });
  await store.put({
    symbol: 'FLAT',
    source: 'stooq',
    updated_at: '2024-01-06T00:00:00Z',
    kind: 'prices',
    rows: DIVY.map((b) => ({ ...b, AdjClose: b.Close })),
    splits: [],
    dividends: [],
  });
  return testService({ marketData: new StoredMarketData(store, fallback) });
}

async function run(service: Service, body: unknown) {
  const task = await finishedBacktest(service, body);
  expect(task.status, task.error).toBe('SUCCESS');
  return BacktestResultSchema.parse(task.result);
}

const ErrorBody = z.object({
  detail: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })),
});

describe('price_basis', () => {
  const strategy = alwaysIn('DIVY', '2024-01-01', '2024-01-31');

  it('trades the price series by default and the adjusted one with total_return', async () => {
    const service = await serviceWith(new MemorySymbolStore());
    // One trade from the second bar's open to the last close (alwaysIn, trade_price 0).
    const price = await run(service, strategy);
    expect(price['Each Return'][0] / 100).toBeCloseTo(13 / 10.5 - 1, 6);

    // Total return: the second open scaled by 10/11 is 105/11, the last close is its adjusted 13: 143/105 - 1.
    const total = await run(service, { ...strategy, price_basis: 'total_return' });
    expect(total['Each Return'][0] / 100).toBeCloseTo(38 / 105, 6);
    expect(total.Extra.trades[0].entry_price).toBeCloseTo(105 / 11, 4);
    expect(price.Extra.trades[0].entry_price).toBeCloseTo(10.5, 4);
  });

  it('answers 400 on price_basis, naming the symbol, when the data has no adjusted close', async () => {
    const service = await serviceWith(new MemorySymbolStore());
    for (const path of ['/backtest/start_backtest', '/backtest/validate']) {
      const answer = await send(service, 'POST', path, {
        ...alwaysIn('NOADJ', '2024-01-01', '2024-01-31'),
        price_basis: 'total_return',
      });
      expect(answer.status).toBe(400);
      const body = ErrorBody.parse(answer.body);
      expect(body.errors[0].path).toBe('price_basis');
      expect(body.errors[0].message).toContain('dividend-adjusted close of NOADJ');
    }
    // The price basis of the same symbol runs.
    expect(
      (await send(service, 'POST', '/backtest/validate', alwaysIn('NOADJ', '2024-01-01', '2024-01-31'))).status,
    ).toBe(200);
  });

  it('names the first bar without an adjusted close when only some lack one', async () => {
    const service = await serviceWith(new MemorySymbolStore());
    const answer = await send(service, 'POST', '/backtest/validate', {
      ...alwaysIn('GAPPY', '2024-01-01', '2024-01-31'),
      price_basis: 'total_return',
    });
    expect(answer.status).toBe(400);
    const message = ErrorBody.parse(answer.body).errors[0].message;
    expect(message).toContain('1 of its 4 bars');
    expect(message).toContain('2024-01-03');
  });

  it('refuses total_return in CSV mode and warns when the adjusted close is the close', async () => {
    const service = await serviceWith(new MemorySymbolStore());
    const csv = await send(service, 'POST', '/backtest/validate', {
      ...strategy,
      price_basis: 'total_return',
      csv_mode: true,
      csv_data: DIVY.map(({ AdjClose: _, ...row }) => row),
    });
    expect(csv.status).toBe(400);
    expect(ErrorBody.parse(csv.body).errors[0].path).toBe('price_basis');

    const flat = await send(service, 'POST', '/backtest/validate', {
      ...alwaysIn('FLAT', '2024-01-01', '2024-01-31'),
      price_basis: 'total_return',
    });
    expect(flat.status).toBe(200);
    const { warnings } = ValidateResponseSchema.parse(flat.body);
    expect(warnings.some((w) => w.includes('total return is the price return'))).toBe(true);
  });

  it('refuses a price_basis the contract does not know', async () => {
    const service = await serviceWith(new MemorySymbolStore());
    const answer = await send(service, 'POST', '/backtest/validate', { ...strategy, price_basis: 'adjusted' });
    expect(answer.status).toBe(400);
    expect(ErrorBody.parse(answer.body).errors[0].path).toBe('price_basis');
  });
});
