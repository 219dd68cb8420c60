import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OptionResponseSchema } from '../../../contract/index.ts';
import { parseOptionChainCsv } from '../../../csv/parse-option-chain-csv.ts';
import type { OptionQuote } from '../../../engine/options/types.ts';
import { MemorySnapshotStore } from '../../data/memory-snapshot-store.ts';
import { MemorySymbolStore } from '../../data/memory-symbol-store.ts';
import type { MarketDataPorts } from '../../data/market-source-port.ts';
import { chainOf } from '../../data/test-snapshot-store-contract.ts';
import { MemoryMarketData } from '../../testing/memory-market-data.ts';
import { send, testService } from '../../testing/harness.ts';
import { isDemoChain } from './scanned-chain.ts';

/** The bundled made-up chain as a connection reads it: its rows marked (SourceMarketData marks a sample's). */
const demo = parseOptionChainCsv(
  readFileSync(new URL('../../../../public/samples/options/put-chain-MADE-UP.csv', import.meta.url), 'utf8'),
).quotes.map((q): OptionQuote => ({ ...q, demo: true }));

/** Market ports with only a snapshot store: what the option scanner reads of them. */
function marketWith(snapshots: MemorySnapshotStore): MarketDataPorts {
  return {
    sources: new Map(),
    store: new MemorySymbolStore(),
    runs: {
      start: () => 'unused',
      get: () => undefined,
      cancel: () => undefined,
      idle: () => Promise.resolve(),
      cancelAll: () => undefined,
    },
    defaultSource: 'yahoo',
    snapshots,
  };
}

async function scan(snapshots: MemorySnapshotStore, fileChain = demo) {
  const service = testService({
    marketData: new MemoryMarketData({}, [], { optionQuotes: fileChain }),
    market: marketWith(snapshots),
  });
  const answer = await send(service, 'GET', '/smart-option-scanner/options');
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return OptionResponseSchema.parse(answer.body).data;
}

describe('the chain the option scanner reads', () => {
  it('is the demo only when every row is one of the made-up chain', () => {
    expect(isDemoChain(demo)).toBe(true);
    expect(isDemoChain(demo.map(({ demo: _, ...q }) => q))).toBe(false);
    expect(isDemoChain([])).toBe(false);
  });

  it('is the demo when nothing was fetched, and says so', async () => {
    const answer = await scan(new MemorySnapshotStore());
    // the made-up file's snapshot day
    expect(answer.chain).toEqual({ origin: 'demo', date: '2022-03-10' });
  });

  it('is a chain of files, not the demo, when the files hold another chain', async () => {
    const own = demo.map(({ demo: _, ...q }) => ({ ...q, openInterest: q.openInterest + 5 }));
    expect((await scan(new MemorySnapshotStore(), own)).chain).toEqual({ origin: 'files', date: '2022-03-10' });
  });

  it('is the fetched chains when any was fetched, the files left aside', async () => {
    const snapshots = new MemorySnapshotStore();
    // puts of a 100 underlying expiring 2026-12-18, quoted on two days: the newest day is scanned
    await snapshots.putOptionChain(chainOf('KO', [90, 95], '2026-11-25'));
    await snapshots.putOptionChain(chainOf('T', [95], '2026-11-24'));
    const answer = await scan(snapshots);
    expect(answer.as_of_date).toBe('2026-11-25');
    expect(answer.tickers).toEqual(['KO']);
    expect(answer.option_data.map((o) => o.ContractSymbol).sort()).toEqual(['KO261218P00090000', 'KO261218P00095000']);
    expect(answer.chain).toEqual({ origin: 'fetched', source: 'yahoo', date: '2026-11-25' });
  });
});
