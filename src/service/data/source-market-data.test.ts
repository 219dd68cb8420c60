import { describe, expect, it } from 'vitest';
import { isoDay } from '../../engine/series/bars.ts';
import type { DataIndex, DataSource, FileRef, PriceRef } from './data-source.ts';
import { SourceMarketData } from './source-market-data.ts';

/** Files in memory; `reads` counts the reads of each. */
function memoryFiles(files: Record<string, string>) {
  const reads = new Map<string, number>();
  const ref = (name: string): FileRef => ({
    name,
    read: async () => {
      reads.set(name, (reads.get(name) ?? 0) + 1);
      return files[name];
    },
  });
  return { reads, ref };
}

function source(prices: [string, PriceRef][]): DataSource {
  return { scan: async (): Promise<DataIndex> => ({ prices: new Map(prices), indicators: new Map() }) };
}

const WIDE = 'Date,Aaa,BBB\n2021-01-05,11,21\n2021-01-04,10,\n2021-01-06,12,22\n';

describe('SourceMarketData: columns of a wide close file', () => {
  it('serves each column as bars, parsing the file once for all its columns', async () => {
    const files = { 'w.csv': WIDE };
    const { reads, ref } = memoryFiles(files);
    const wide = ref('w.csv');
    const md = new SourceMarketData(
      source([
        ['AAA', { ...wide, column: 'AAA' }],
        ['BBB', { ...wide, column: 'BBB' }],
      ]),
    );
    expect(await md.symbols()).toEqual(['AAA', 'BBB']);
    const [a, b] = await Promise.all([md.bars('aaa'), md.bars('BBB')]);
    expect(Array.from(a!.time, isoDay)).toEqual(['2021-01-04', '2021-01-05', '2021-01-06']);
    expect(Array.from(a!.close)).toEqual([10, 11, 12]);
    expect(Array.from(a!.open)).toEqual([10, 11, 12]);
    expect(Array.from(a!.low)).toEqual([10, 11, 12]);
    expect(Array.from(a!.volume)).toEqual([1, 1, 1]);
    expect(Array.from(b!.time, isoDay)).toEqual(['2021-01-05', '2021-01-06']);
    expect(Array.from(b!.close)).toEqual([21, 22]);
    expect(await md.bars('AAA')).toBe(a);
    expect(reads.get('w.csv')).toBe(1);

    md.refresh();
    expect(Array.from((await md.bars('BBB'))!.close)).toEqual([21, 22]);
    expect(reads.get('w.csv')).toBe(2);
  });

  it('a column the file does not have, or a bad cell, throws naming the file; the error is not cached', async () => {
    const files: Record<string, string> = { 'w.csv': WIDE.replace('12,22', '12,x') };
    const { ref } = memoryFiles(files);
    const wide = ref('w.csv');
    const md = new SourceMarketData(
      source([
        ['AAA', { ...wide, column: 'AAA' }],
        ['CCC', { ...wide, column: 'CCC' }],
      ]),
    );
    await expect(md.bars('AAA')).rejects.toThrow('w.csv: Row 4 (line 4 of the file), column BBB: "x" is not a number');
    files['w.csv'] = WIDE;
    expect((await md.bars('AAA'))!.time).toHaveLength(3);
    await expect(md.bars('CCC')).rejects.toThrow('w.csv: no column CCC; the file has AAA, BBB');
  });

  it('a price file and a column of a wide file of the same name are cached apart', async () => {
    const { ref } = memoryFiles({
      same: 'Date,Open,High,Low,Close,Volume\n2021-01-04,1,2,0.5,1.5,10\n',
    });
    const { ref: wideRef } = memoryFiles({ same: WIDE });
    const md = new SourceMarketData(
      source([
        ['OWN', ref('same')],
        ['AAA', { ...wideRef('same'), column: 'AAA' }],
      ]),
    );
    expect(Array.from((await md.bars('OWN'))!.close)).toEqual([1.5]);
    expect(Array.from((await md.bars('AAA'))!.close)).toEqual([10, 11, 12]);
  });
});

const CHAIN_HEAD = 'date,ticker,close,type,expiration,strike,last price,iv,delta,vega,contract symbol';
const CHAIN_A = `${CHAIN_HEAD}\n2022-03-10,MSFT,285.59,put,2022-03-25,270,2.15,0.37,-0.22,0.18,MSFT220325P00270000\n`;
const CHAIN_B =
  `${CHAIN_HEAD}\n2022-03-11,spy,420,put,2022-04-14,400,3.5,0.25,-0.2,0.4,SPY220414P00400000\n` +
  '2022-03-11,SPY,420,call,2022-04-14,440,2.5,0.22,0.3,0.4,SPY220414C00440000\n';

describe('SourceMarketData: symbol kinds', () => {
  it('gives the kind the listing says, stock when it says none, undefined for an unknown symbol', async () => {
    const { ref } = memoryFiles({ 'w.csv': WIDE, 'own.csv': 'Date,Open,High,Low,Close\n2021-01-04,1,2,0.5,1.5\n' });
    const md = new SourceMarketData(
      source([
        ['AAA', { ...ref('w.csv'), column: 'AAA', kind: 'etf' }],
        ['OWN', ref('own.csv')],
        ['SPX', { ...ref('own.csv'), kind: 'etf' }],
        ['IBM', { ...ref('own.csv'), kind: 'stock' }],
      ]),
    );
    expect(await md.symbolKind('AAA')).toBe('etf');
    expect(await md.symbolKind(' spx ')).toBe('etf');
    expect(await md.symbolKind('own')).toBe('stock');
    expect(await md.symbolKind('IBM')).toBe('stock');
    expect(await md.symbolKind('NOPE')).toBeUndefined();
  });
});

describe('SourceMarketData: option chains', () => {
  function chainSource(files: Record<string, string>, names: string[]) {
    const { reads, ref } = memoryFiles(files);
    const src: DataSource = {
      scan: async (): Promise<DataIndex> => ({
        prices: new Map(),
        indicators: new Map(),
        optionChains: names.map(ref),
      }),
    };
    return { reads, md: new SourceMarketData(src) };
  }

  it('concatenates the rows of every chain file in listing order, parsing each once', async () => {
    const { reads, md } = chainSource({ 'a.csv': CHAIN_A, 'b.csv': CHAIN_B }, ['b.csv', 'a.csv']);
    const chain = (await md.optionChain())!;
    expect(chain.map((q) => [q.ticker, q.type, q.strike, q.date])).toEqual([
      ['SPY', 'put', 400, '2022-03-11'],
      ['SPY', 'call', 440, '2022-03-11'],
      ['MSFT', 'put', 270, '2022-03-10'],
    ]);
    expect(chain[2]).toEqual({
      ticker: 'MSFT',
      close: 285.59,
      expiration: '2022-03-25',
      strike: 270,
      lastPrice: 2.15,
      volume: 0,
      openInterest: 0,
      iv: 0.37,
      delta: -0.22,
      vega: 0.18,
      contractSymbol: 'MSFT220325P00270000',
      date: '2022-03-10',
      type: 'put',
    });
    await md.optionChain();
    expect([reads.get('a.csv'), reads.get('b.csv')]).toEqual([1, 1]);
    md.refresh();
    expect(await md.optionChain()).toHaveLength(3);
    expect(reads.get('a.csv')).toBe(2);
  });

  it('is undefined without chain files, with only a header, or from a source that lists none', async () => {
    expect(await chainSource({}, []).md.optionChain()).toBeUndefined();
    expect(await chainSource({ 'h.csv': `${CHAIN_HEAD}\n` }, ['h.csv']).md.optionChain()).toBeUndefined();
    expect(await new SourceMarketData(source([])).optionChain()).toBeUndefined();
  });

  it('a bad chain file throws naming the file, the row and the column; the error is not cached', async () => {
    const files = { 'a.csv': CHAIN_A, 'bad.csv': CHAIN_B.replace(',420,call', ',-1,call') };
    const { md } = chainSource(files, ['a.csv', 'bad.csv']);
    await expect(md.optionChain()).rejects.toThrow('bad.csv: Row 3 (line 3 of the file), column close:');
    files['bad.csv'] = CHAIN_B;
    expect(await md.optionChain()).toHaveLength(3);
  });
});
