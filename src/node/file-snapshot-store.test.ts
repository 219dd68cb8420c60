import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { chainOf, describeSnapshotStore, fundamentalsOf } from '../service/data/test-snapshot-store-contract.ts';
import { FileSnapshotStore } from './file-snapshot-store.ts';

const made: string[] = [];
async function freshDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'file-snapshot-store-'));
  made.push(dir);
  return dir;
}
afterAll(async () => {
  await Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true })));
});

describeSnapshotStore('FileSnapshotStore', async () => new FileSnapshotStore(await freshDir()));

describe('FileSnapshotStore', () => {
  it('keeps DIR/snapshots/fundamentals/<SYMBOL>.json and DIR/snapshots/options/<SYMBOL>.json', async () => {
    const dir = await freshDir();
    const store = new FileSnapshotStore(dir);
    await store.putFundamentals(fundamentalsOf('BRK.B', null));
    await store.putOptionChain(chainOf('KO', [55]));
    // "." is 0x2E
    expect(await readdir(join(dir, 'snapshots', 'fundamentals'))).toEqual(['BRK%2EB.json']);
    expect(JSON.parse(await readFile(join(dir, 'snapshots', 'options', 'KO.json'), 'utf8'))).toEqual(
      chainOf('KO', [55]),
    );
  });

  it('is seen by a second store on the same folder (another process)', async () => {
    const dir = await freshDir();
    await new FileSnapshotStore(dir).putOptionChain(chainOf('T', [20, 21]));
    const chains = await new FileSnapshotStore(dir).optionChains();
    expect(chains.map((c) => c.quotes.length)).toEqual([2]);
  });

  it('leaves a file that does not read out of a list, and a read of it names the file', async () => {
    const dir = await freshDir();
    const store = new FileSnapshotStore(dir);
    await store.putFundamentals(fundamentalsOf('KO', 0.03));
    const bad = join(dir, 'snapshots', 'fundamentals', 'BAD.json');
    await writeFile(bad, '{"symbol":"BAD","dividendYield":"lots"}\n');
    expect((await store.allFundamentals()).map((f) => f.symbol)).toEqual(['KO']);
    await expect(store.fundamentals('bad')).rejects.toThrow(bad);
  });
});
