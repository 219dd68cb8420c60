import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FolderMemo } from './folder-memo.ts';

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A folder last changed a minute ago, so its stamp is settled and any write now gives it a new one. */
function settledFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'folder-memo-'));
  made.push(dir);
  const folder = join(dir, 'files');
  mkdirSync(folder);
  const minuteAgo = new Date(Date.now() - 60_000);
  utimesSync(folder, minuteAgo, minuteAgo);
  return folder;
}

/** A memo whose reads are counted, each answering its own number. */
function counted(folder: string, options?: ConstructorParameters<typeof FolderMemo>[2]) {
  let reads = 0;
  const memo = new FolderMemo(folder, async () => ++reads, options);
  return { memo, reads: () => reads };
}

describe('FolderMemo', () => {
  it('reads once while the folder is unchanged, and again after a write by anyone else', async () => {
    const folder = settledFolder();
    const { memo, reads } = counted(folder);
    expect(await memo.get()).toBe(1);
    expect(await memo.get()).toBe(1);
    expect(reads()).toBe(1);
    // Another process's write: a new entry changes the folder's modification time.
    writeFileSync(join(folder, 'A.json'), '{}');
    expect(await memo.get()).toBe(2);
  });

  it('reads again after its own store says it wrote', async () => {
    const { memo } = counted(settledFolder());
    await memo.get();
    memo.forget();
    expect(await memo.get()).toBe(2);
  });

  it('does not keep what it read from a folder changed within the settling time', async () => {
    const folder = settledFolder();
    const justNow = new Date();
    utimesSync(folder, justNow, justNow);
    const { memo } = counted(folder, { settleMs: 60_000 });
    expect(await memo.get()).toBe(1);
    expect(await memo.get()).toBe(2);
  });

  it('reads again once the kept value is older than the longest age', async () => {
    let now = Date.now();
    const { memo } = counted(settledFolder(), { maxAgeMs: 1_000, now: () => now });
    await memo.get();
    now += 999;
    expect(await memo.get()).toBe(1);
    now += 1;
    expect(await memo.get()).toBe(2);
  });

  it('keeps a missing folder as missing until it is made', async () => {
    const folder = join(settledFolder(), 'not-yet');
    const { memo } = counted(folder);
    expect(await memo.get()).toBe(1);
    expect(await memo.get()).toBe(1);
    mkdirSync(folder);
    expect(await memo.get()).toBe(2);
  });

  it('does not keep a read that failed', async () => {
    let reads = 0;
    const memo = new FolderMemo(settledFolder(), async () => {
      reads++;
      if (reads === 1) throw new Error('EIO');
      return reads;
    });
    await expect(memo.get()).rejects.toThrow('EIO');
    expect(await memo.get()).toBe(2);
    expect(await memo.get()).toBe(2);
  });

  it('answers callers that ask while a read is under way with that read', async () => {
    const { memo, reads } = counted(settledFolder());
    const [first, second] = await Promise.all([memo.get(), memo.get()]);
    expect([first, second, reads()]).toEqual([1, 1, 1]);
  });
});
