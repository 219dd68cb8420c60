import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { describeUniverseStore, universe } from '../service/data/test-universe-store-contract.ts';
import { FileUniverseStore } from './file-universe-store.ts';

const made: string[] = [];
async function freshDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'file-universe-store-'));
  made.push(dir);
  return dir;
}
afterAll(async () => {
  await Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true })));
});

describeUniverseStore('FileUniverseStore', async () => new FileUniverseStore(await freshDir()));

describe('FileUniverseStore', () => {
  it('keeps a universe as DIR/universes/<NAME>.json, the name upper case with other characters as %HH', async () => {
    const dir = await freshDir();
    const mine = universe('My list.2', ['AAPL']);
    await new FileUniverseStore(dir).put(mine);
    // "My list.2" -> "MY LIST.2": space is 0x20, dot 0x2E
    expect(await readdir(join(dir, 'universes'))).toEqual(['MY%20LIST%2E2.json']);
    expect(JSON.parse(await readFile(join(dir, 'universes', 'MY%20LIST%2E2.json'), 'utf8'))).toEqual(mine);
  });

  it('is seen by a second store on the same folder (another process)', async () => {
    const dir = await freshDir();
    await new FileUniverseStore(dir).put(universe('shared', ['IBM']));
    expect((await new FileUniverseStore(dir).get('SHARED'))?.symbols).toEqual(['IBM']);
  });

  it('leaves a file that does not read out of the list, and a get of it names the file', async () => {
    const dir = await freshDir();
    const store = new FileUniverseStore(dir);
    await store.put(universe('good', ['A']));
    const bad = join(dir, 'universes', 'BAD.json');
    await writeFile(bad, '{"name": "bad", "symbols": "A"}\n');
    expect((await store.list()).map((u) => u.name)).toEqual(['good']);
    await expect(store.get('bad')).rejects.toThrow(bad);
  });
});
