import { describe, expect, it } from 'vitest';
import type { OptionQuote } from '../../engine/options/types.ts';
import { barsFromCloses, MemoryMarketData } from './memory-market-data.ts';

const QUOTE: OptionQuote = {
  ticker: 'SPY',
  close: 420,
  expiration: '2022-04-14',
  strike: 400,
  lastPrice: 3.5,
  volume: 10,
  openInterest: 100,
  iv: 0.25,
  delta: -0.2,
  vega: 0.4,
  contractSymbol: 'SPY220414P00400000',
  date: '2022-03-11',
  type: 'put',
};

describe('MemoryMarketData', () => {
  it('has no kinds but stock and no chain unless told', async () => {
    const md = new MemoryMarketData({ AAA: barsFromCloses([1, 2]) });
    expect(await md.symbolKind('aaa')).toBe('stock');
    expect(await md.symbolKind('NOPE')).toBeUndefined();
    expect(await md.symbolKind('constructor')).toBeUndefined();
    expect(await md.optionChain()).toBeUndefined();
  });

  it('gives the kinds and option quotes it was given', async () => {
    const prices = { SPY: barsFromCloses([1, 2]), AAA: barsFromCloses([1, 2]) };
    const md = new MemoryMarketData(prices, [], { kinds: { SPY: 'etf', ZZZ: 'etf' }, optionQuotes: [QUOTE] });
    expect(await md.symbolKind(' spy ')).toBe('etf');
    expect(await md.symbolKind('AAA')).toBe('stock');
    expect(await md.symbolKind('ZZZ')).toBeUndefined(); // a kind without prices is no symbol
    expect(await md.optionChain()).toEqual([QUOTE]);
    expect(await new MemoryMarketData({}, [], { optionQuotes: [] }).optionChain()).toBeUndefined();
  });
});
