import { describe, expect, it } from 'vitest';
import type { OptionQuote } from '../../engine/options/types.ts';
import type { SnapshotStore, StoredFundamentals, StoredOptionChain } from './snapshot-port.ts';

export function fundamentalsOf(symbol: string, dividendYield: number | null, date = '2026-11-25'): StoredFundamentals {
  return {
    symbol,
    source: 'yahoo',
    date,
    fetched_at: `${date}T21:00:00.000Z`,
    dividendYield,
    trailingPE: 21.5,
    payoutRatio: null,
    epsGrowth: 0.12,
  };
}

export function putQuote(symbol: string, strike: number, date: string): OptionQuote {
  return {
    ticker: symbol,
    close: 100,
    expiration: '2026-12-18',
    strike,
    lastPrice: 1.25,
    volume: 10,
    openInterest: 200,
    iv: 0.3,
    delta: -0.2,
    vega: 0.08,
    contractSymbol: `${symbol}261218P${String(strike * 1000).padStart(8, '0')}`,
    date,
    type: 'put',
  };
}

export function chainOf(symbol: string, strikes: number[], date = '2026-11-25'): StoredOptionChain {
  return {
    symbol,
    source: 'yahoo',
    date,
    fetched_at: `${date}T21:00:00.000Z`,
    quotes: strikes.map((s) => putQuote(symbol, s, date)),
  };
}

/**
 * The SnapshotStore contract, checked once for every store: `make` gives an empty store.
 */
export function describeSnapshotStore(name: string, make: () => Promise<SnapshotStore>): void {
  describe(`${name} (the SnapshotStore contract)`, () => {
    it('is empty at first', async () => {
      const store = await make();
      expect(await store.allFundamentals()).toEqual([]);
      expect(await store.optionChains()).toEqual([]);
      expect(await store.fundamentals('AAPL')).toBeUndefined();
    });

    it('gives back fundamentals under the symbol in any case, listed by symbol', async () => {
      const store = await make();
      await store.putFundamentals(fundamentalsOf('msft', 0.008));
      await store.putFundamentals(fundamentalsOf('AAPL', null));
      expect(await store.fundamentals('Msft')).toEqual(fundamentalsOf('MSFT', 0.008));
      expect((await store.allFundamentals()).map((f) => [f.symbol, f.dividendYield])).toEqual([
        ['AAPL', null],
        ['MSFT', 0.008],
      ]);
    });

    it('replaces a symbol snapshot whole, one of each kind a symbol', async () => {
      const store = await make();
      await store.putFundamentals(fundamentalsOf('KO', 0.03, '2026-11-24'));
      await store.putFundamentals(fundamentalsOf('KO', 0.031, '2026-11-25'));
      expect(await store.allFundamentals()).toEqual([fundamentalsOf('KO', 0.031, '2026-11-25')]);
      await store.putOptionChain(chainOf('KO', [50, 55, 60], '2026-11-24'));
      await store.putOptionChain(chainOf('KO', [58], '2026-11-25'));
      await store.putOptionChain(chainOf('AAPL', [200]));
      const chains = await store.optionChains();
      expect(chains.map((c) => [c.symbol, c.date, c.quotes.map((q) => q.strike)])).toEqual([
        ['AAPL', '2026-11-25', [200]],
        ['KO', '2026-11-25', [58]],
      ]);
    });

    it('refuses a malformed snapshot and keeps what was stored', async () => {
      const store = await make();
      await store.putOptionChain(chainOf('KO', [50]));
      const broken = { ...chainOf('KO', [70]), date: 'yesterday' };
      await expect(store.putOptionChain(broken)).rejects.toThrow();
      expect((await store.optionChains())[0].quotes.map((q) => q.strike)).toEqual([50]);
    });

    it('answers copies: changing what was put or got does not change the store', async () => {
      const store = await make();
      const chain = chainOf('KO', [50]);
      await store.putOptionChain(chain);
      chain.quotes[0].strike = 1;
      const got = await store.optionChains();
      got[0].quotes[0].strike = 2;
      expect((await store.optionChains())[0].quotes[0].strike).toBe(50);
    });
  });
}
