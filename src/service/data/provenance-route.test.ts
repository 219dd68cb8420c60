import { describe, expect, it } from 'vitest';
import { ProvenanceAnswerSchema } from '../../contract/index.ts';
import { send, sequentialIds, steppingClock, testService } from '../testing/harness.ts';
import type { DataIndex, DataSource } from './data-source.ts';
import { MemorySymbolStore } from './memory-symbol-store.ts';
import { RefreshRuns } from './refresh-runs.ts';
import { priceSeries } from './refresh/test-symbol-store-contract.ts';
import { SourceMarketData } from './source-market-data.ts';
import { StoredMarketData } from './stored-market-data.ts';

const SAMPLE_CSV = 'Date,Open,High,Low,Close,Volume\n2021-03-01,1,2,0.5,1.5,10\n2021-03-02,1,2,0.5,1.5,10\n';

/** A bundled sample SPY (2021-03-01 to 2021-03-02) behind a store holding a yahoo AAPL and a stooq NVDA. */
async function service() {
  const samples: DataSource = {
    scan: async (): Promise<DataIndex> => ({
      prices: new Map([['SPY', { name: 'SPY.csv', read: async () => SAMPLE_CSV, origin: 'sample' as const }]]),
      indicators: new Map(),
    }),
  };
  const store = new MemorySymbolStore();
  // AAPL ends Wednesday 2024-01-17; NVDA ends Monday 2024-01-08, 7 weekdays (9, 10, 11, 12, 15, 16, 17) before it.
  await store.put(priceSeries('AAPL', ['2024-01-16', '2024-01-17']));
  await store.put(priceSeries('NVDA', ['2024-01-05', '2024-01-08'], 'stooq'));
  const runs = new RefreshRuns({ clock: steppingClock(), ids: sequentialIds(), store });
  return testService({
    marketData: new StoredMarketData(store, new SourceMarketData(samples)),
    market: { store, runs, sources: new Map(), defaultSource: 'yahoo' },
  });
}

async function provenance(query: string) {
  const { status, body } = await send(await service(), 'GET', `/data/provenance?${query}`);
  return { status, body: status === 200 ? ProvenanceAnswerSchema.parse(body) : body };
}

describe('GET /data/provenance', () => {
  it("answers each known symbol's source and dates in the order asked, flags a lagging one, leaves out the unknown", async () => {
    const { status, body } = await provenance('symbols=nvda,%20ZZZZ,SPY,aapl,NVDA');
    expect(status).toBe(200);
    expect(body).toEqual({
      symbols: [
        { symbol: 'NVDA', source: 'stooq', first: '2024-01-05', last: '2024-01-08', stale: true },
        // the sample ends almost three years before the store's newest day
        { symbol: 'SPY', source: 'sample', first: '2021-03-01', last: '2021-03-02', stale: true },
        { symbol: 'AAPL', source: 'yahoo', first: '2024-01-16', last: '2024-01-17', stale: false },
      ],
    });
  });

  it('answers an empty list when no symbol is known', async () => {
    expect(await provenance('symbols=ZZZZ')).toEqual({ status: 200, body: { symbols: [] } });
  });

  it('refuses a question without symbols, naming the field', async () => {
    for (const query of ['', 'symbols=', 'symbols=%20,%20']) {
      const { status, body } = await provenance(query);
      expect(status).toBe(400);
      expect(JSON.stringify(body)).toContain('symbols');
    }
  });
});

describe('GET /data/provenance on a host without a store', () => {
  it("answers from the host's market data alone", async () => {
    const samples: DataSource = {
      scan: async (): Promise<DataIndex> => ({
        prices: new Map([['SPY', { name: 'SPY.csv', read: async () => SAMPLE_CSV }]]),
        indicators: new Map(),
      }),
    };
    const { status, body } = await send(
      testService({ marketData: new SourceMarketData(samples) }),
      'GET',
      '/data/provenance?symbols=spy,QQQ',
    );
    expect(status).toBe(200);
    // a file without an origin is a server's data folder's
    expect(body).toEqual({
      symbols: [{ symbol: 'SPY', source: 'folder', first: '2021-03-01', last: '2021-03-02', stale: false }],
    });
  });
});
