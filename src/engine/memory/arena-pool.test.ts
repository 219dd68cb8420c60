import { describe, expect, it } from 'vitest';
import type { BumpArena } from './alloc.ts';
import { withScratchArena } from './arena-pool.ts';

describe('withScratchArena', () => {
  it('lends runs that overlap different arenas, and one finished run its arena again, emptied', async () => {
    const lent: BumpArena[] = [];
    const hold = (arena: BumpArena) => {
      lent.push(arena);
      arena.f64(4).fill(9);
      return new Promise<void>((resolve) => setTimeout(resolve, 1));
    };
    await Promise.all([withScratchArena(hold), withScratchArena(hold)]);
    expect(lent[0]).not.toBe(lent[1]);
    const again = await withScratchArena(async (arena) => {
      expect(Array.from(arena.f64(4))).toEqual([0, 0, 0, 0]);
      return arena;
    });
    expect(lent).toContain(again);
  });

  it('takes the arena back when the run fails', async () => {
    let failed: BumpArena | undefined;
    await expect(
      withScratchArena(async (arena) => {
        failed = arena;
        throw new Error('no data');
      }),
    ).rejects.toThrow('no data');
    expect(await withScratchArena(async (arena) => arena)).toBe(failed);
  });
});
