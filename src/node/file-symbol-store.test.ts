import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import * as fsp from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { describeSymbolStore, priceSeries, weekdays } from '../service/data/refresh/test-symbol-store-contract.ts';
import { refreshSymbols } from '../service/data/refresh/refresh-symbols.ts';
import { FakeSource } from '../service/data/refresh/test-fake-source.ts';
import { FileSymbolStore, symbolFileName } from './file-symbol-store.ts';

// Passes through to the real functions unless a test makes one fail once (a full disk, a crash mid-write).
vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof fsp>();
  return { ...actual, open: vi.fn(actual.open), rename: vi.fn(actual.rename) };
});

const made: string[] = [];
async function freshDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'file-symbol-store-'));
  made.push(dir);
  return dir;
}
afterAll(async () => {
  await Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true })));
});

describeSymbolStore('FileSymbolStore', async () => new FileSymbolStore(await freshDir()));

describe('FileSymbolStore', () => {
  it('names each file by its symbol with every character outside A-Z 0-9 _ - written %HH', async () => {
    expect(symbolFileName('^VIX')).toBe('%5EVIX.json');
    expect(symbolFileName('BRK.B')).toBe('BRK%2EB.json');
    expect(symbolFileName('EURUSD=X')).toBe('EURUSD%3DX.json');
    expect(symbolFileName('BF-B_1')).toBe('BF-B_1.json');
    expect(symbolFileName('..')).toBe('%2E%2E.json');
    expect(symbolFileName('A/B')).toBe('A%2FB.json');
    const dir = await freshDir();
    const store = new FileSymbolStore(dir);
    await store.put(priceSeries('^vix', weekdays(2)));
    expect(await readdir(join(dir, 'fetched'))).toEqual(['%5EVIX.json']);
  });

  it('keeps the head on the first line and the rows in columns on the second', async () => {
    const dir = await freshDir();
    await new FileSymbolStore(dir).put(priceSeries('AAPL', ['2024-01-02', '2024-01-03']));
    const lines = (await readFile(join(dir, 'fetched', 'AAPL.json'), 'utf8')).split('\n');
    expect(lines).toHaveLength(3);
    expect(JSON.parse(lines[0])).toMatchObject({ symbol: 'AAPL', first: '2024-01-02', last: '2024-01-03', rows: 2 });
    expect(JSON.parse(lines[1])).toEqual({
      kind: 'prices',
      Date: ['2024-01-02', '2024-01-03'],
      Open: [100, 101],
      High: [101, 102],
      Low: [99, 100],
      Close: [100.5, 101.5],
      Volume: [1100, 1101],
      AdjClose: [100.25, 101.25],
    });
  });

  it('lists a file another process wrote or rewrote after this store listed', async () => {
    const dir = await freshDir();
    const store = new FileSymbolStore(dir);
    const other = new FileSymbolStore(dir);
    await store.put(priceSeries('SPY', weekdays(3)));
    expect((await store.list()).map((h) => [h.symbol, h.rows])).toEqual([['SPY', 3]]);
    await other.put(priceSeries('SPY', weekdays(5)));
    await other.put(priceSeries('QQQ', weekdays(1)));
    expect((await store.list()).map((h) => [h.symbol, h.rows])).toEqual([
      ['QQQ', 1],
      ['SPY', 5],
    ]);
    await other.delete('SPY');
    expect((await store.list()).map((h) => h.symbol)).toEqual(['QQQ']);
  });

  it('leaves a malformed file out of the list and names it, and a get of it throws naming it', async () => {
    const dir = await freshDir();
    const store = new FileSymbolStore(dir);
    await store.put(priceSeries('GOOD', weekdays(2)));
    const bad = join(dir, 'fetched', 'BAD.json');
    await writeFile(bad, '{"symbol": "BAD", "rows": \n');
    const notHead = join(dir, 'fetched', 'ODD.json');
    await writeFile(notHead, '{"symbol": "ODD"}\n{}\n');
    expect((await store.list()).map((h) => h.symbol)).toEqual(['GOOD']);
    const problems = store.problems().sort((a, b) => a.file.localeCompare(b.file));
    expect(problems.map((p) => p.file)).toEqual([bad, notHead]);
    expect(problems[0].error).toMatch(/BAD\.json: its first line is not valid JSON/);
    expect(problems[1].error).toMatch(/ODD\.json: its first line is not a series head/);
    await expect(store.get('BAD')).rejects.toThrow(`${bad}: its first line is not valid JSON`);
  });

  it('ignores the temporary files a put leaves when the process dies mid-write', async () => {
    const dir = await freshDir();
    const store = new FileSymbolStore(dir);
    await store.put(priceSeries('KO', weekdays(2)));
    await writeFile(join(dir, 'fetched', '.KO.json.123.abc.tmp'), '{"trunc');
    expect((await store.list()).map((h) => h.symbol)).toEqual(['KO']);
  });

  it('leaves the old file byte-identical, and no temporary file, when the rename fails', async () => {
    const dir = await freshDir();
    const store = new FileSymbolStore(dir);
    await store.put(priceSeries('PEP', weekdays(3)));
    const path = join(dir, 'fetched', 'PEP.json');
    const before = await readFile(path);
    const heard: string[] = [];
    store.onChange((symbol) => heard.push(symbol));
    vi.mocked(fsp.rename).mockRejectedValueOnce(new Error('ENOSPC: no space left on device'));
    await expect(store.put(priceSeries('PEP', weekdays(9)))).rejects.toThrow(
      `could not write ${path}: ENOSPC: no space left on device`,
    );
    expect((await readFile(path)).equals(before)).toBe(true);
    expect(await readdir(join(dir, 'fetched'))).toEqual(['PEP.json']);
    expect(heard).toEqual([]);
  });

  it('leaves the old file byte-identical when the write stops half way', async () => {
    const dir = await freshDir();
    const store = new FileSymbolStore(dir);
    await store.put(priceSeries('XOM', weekdays(3)));
    const path = join(dir, 'fetched', 'XOM.json');
    const before = await readFile(path);
    const realOpen = vi.mocked(fsp.open).getMockImplementation();
    if (!realOpen) throw new Error('open is not mocked');
    vi.mocked(fsp.open).mockImplementationOnce(async (file, flags) => {
      const handle = await realOpen(file, flags);
      handle.writeFile = async (data) => {
        await handle.write(String(data).slice(0, 40));
        throw new Error('EIO: i/o error, write');
      };
      return handle;
    });
    await expect(store.put(priceSeries('XOM', weekdays(9)))).rejects.toThrow('EIO: i/o error, write');
    expect((await readFile(path)).equals(before)).toBe(true);
    expect(await readdir(join(dir, 'fetched'))).toEqual(['XOM.json']);
    expect((await store.get('XOM'))?.rows).toHaveLength(3);
  });

  it('keeps the file of a symbol byte-identical when a refresh cannot write it, and refreshes the others', async () => {
    const dir = await freshDir();
    const store = new FileSymbolStore(dir);
    const source = new FakeSource();
    const history = (count: number) => priceSeries('X', weekdays(count));
    source.histories.set('HD', history(6));
    source.histories.set('LOW', history(6));
    const signal = new AbortController().signal;
    const now = () => new Date('2026-11-27T06:00:00Z');
    await refreshSymbols({ source, store, symbols: ['HD', 'LOW'], signal, now, concurrency: 1 });
    const path = join(dir, 'fetched', 'HD.json');
    const before = await readFile(path);
    source.histories.set('HD', history(8));
    source.histories.set('LOW', history(8));
    vi.mocked(fsp.rename).mockRejectedValueOnce(new Error('EROFS: read-only file system'));
    const result = await refreshSymbols({ source, store, symbols: ['HD', 'LOW'], signal, now, concurrency: 1 });
    expect(result.symbols.map((s) => [s.symbol, s.status, s.rows_added, s.error])).toEqual([
      [
        'HD',
        'failed',
        0,
        `HD could not be stored (what was stored is kept): could not write ${path}: EROFS: read-only file system`,
      ],
      ['LOW', 'updated', 2, undefined],
    ]);
    expect((await readFile(path)).equals(before)).toBe(true);
    expect((await store.list()).map((h) => [h.symbol, h.rows])).toEqual([
      ['HD', 6],
      ['LOW', 8],
    ]);
  });
});
