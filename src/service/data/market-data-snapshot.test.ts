import { describe, expect, it } from 'vitest';
import type { Bars } from '../../engine/series/bars.ts';
import { SweepSliceRunner } from '../research/sweep-slice.ts';
import { MemoryMarketData } from '../testing/memory-market-data.ts';
import { alwaysIn } from '../../testing/strategies.ts';
import { marketDataSnapshot } from './market-data-snapshot.ts';
import { MemorySymbolStore } from './memory-symbol-store.ts';
import { priceSeries, weekdays } from './refresh/test-symbol-store-contract.ts';
import { StoredMarketData } from './stored-market-data.ts';

/** Counts the questions a MarketData is asked. */
class CountingData extends MemoryMarketData {
  asked = { bars: 0, catalogue: 0 };
  override bars(symbol: string): Promise<Bars | undefined> {
    this.asked.bars++;
    return super.bars(symbol);
  }
  override catalogue() {
    this.asked.catalogue++;
    return super.catalogue();
  }
}

describe('marketDataSnapshot', () => {
  it('asks each question once, whatever the case of the symbol', async () => {
    const data = new CountingData({});
    const snapshot = marketDataSnapshot(data);
    await Promise.all([snapshot.bars('spy'), snapshot.bars('SPY'), snapshot.bars(' Spy ')]);
    await snapshot.catalogue();
    await snapshot.catalogue();
    expect(data.asked).toEqual({ bars: 1, catalogue: 1 });
  });

  it('asks again after a failed answer', async () => {
    let calls = 0;
    const data = new MemoryMarketData({});
    data.catalogue = () => (++calls === 1 ? Promise.reject(new Error('busy')) : Promise.resolve([]));
    const snapshot = marketDataSnapshot(data);
    await expect(snapshot.catalogue()).rejects.toThrow('busy');
    await expect(snapshot.catalogue()).resolves.toEqual([]);
    expect(calls).toBe(2);
  });
});

describe('a sweep thread after a refresh', () => {
  it('runs the next slice on the refreshed series, not on the bars it kept from the last one', async () => {
    const store = new MemorySymbolStore();
    const days = weekdays(40);
    await store.put(priceSeries('ABC', days));
    const runner = new SweepSliceRunner(new StoredMarketData(store, new MemoryMarketData({})));
    const job = {
      strategy: alwaysIn('ABC', days[0], days[days.length - 1]),
      axes: [{ path: 'capital', values: [10_000] }],
      from: 0,
      to: 1,
      today: '2026-11-20',
    };
    const before = await runner.run(job);
    // The same days, every price doubled from the 21st bar on: the one trade's return changes.
    const refreshed = priceSeries('ABC', days);
    refreshed.rows = refreshed.rows.map((r, i) =>
      i < 20
        ? r
        : { ...r, Open: r.Open * 2, High: r.High * 2, Low: r.Low * 2, Close: r.Close * 2, AdjClose: r.AdjClose * 2 },
    );
    await store.put(refreshed);
    const after = await runner.run(job);
    // (sweep cells keep six decimals) priceSeries: bar i opens at 100 + i and closes at 100.5 + i. One trade from bar 1's open to the last close.
    expect(before[0]['Total Return (%)']).toBeCloseTo((139.5 / 101 - 1) * 100, 5);
    expect(after[0]['Total Return (%)']).toBeCloseTo((279 / 101 - 1) * 100, 5);
  });
});
