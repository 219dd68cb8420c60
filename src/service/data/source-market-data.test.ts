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
