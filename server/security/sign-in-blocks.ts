import type { Store } from 'hono-rate-limiter';
import type { LimiterStoreFactory } from './limiter-stores.ts';
import { lookup } from './limiter-stores.ts';

/**
 * The length of the `strike`-th block (1 for the first) within the memory: the window, doubled for each block before
 * it, up to `maxBlockMs`.
 */
export function blockMs(strike: number, windowMs: number, maxBlockMs: number): number {
  return Math.min(windowMs * 2 ** Math.max(0, strike - 1), maxBlockMs);
}

export interface GrowingBlocks {
  /** When the running block of a key ends (ms since the epoch), or undefined when none runs. */
  until(key: string): Promise<number | undefined>;
  /** Starts the key's next block: which one it is within the memory, and when it ends. */
  start(key: string): Promise<{ strike: number; until: number }>;
}

/**
 * Blocks that grow on repeats, kept in hono-rate-limiter Stores from the factory (so several processes on one database
 * share them): `sign-in-blocks` counts a key's blocks within `blockMemoryMs`, and one store per block length,
 * `sign-in-block-<n>` (n = 1, 2, …), holds the n-th block: its window is that block's length, so its reset time is when
 * the block ends. Beyond the level where a block reaches `maxBlockMs`, one store serves every further block.
 */
export function growingBlocks(
  stores: LimiterStoreFactory,
  windowMs: number,
  maxBlockMs: number,
  blockMemoryMs: number,
): GrowingBlocks {
  // The stores' windows run on Date.now (MemoryStore's does), so the blocks are read on the same clock.
  const now = Date.now;
  const strikes = stores('sign-in-blocks', blockMemoryMs);
  const strikesOf = lookup(strikes, 'sign-in-blocks');
  let levels = 1;
  while (blockMs(levels, windowMs, maxBlockMs) < maxBlockMs) levels++;
  const blockStores = new Map<number, { store: Store; get: NonNullable<Store['get']> }>();
  const blockStore = (strike: number) => {
    const level = Math.min(strike, levels);
    let block = blockStores.get(level);
    if (!block) {
      const name = `sign-in-block-${level}`;
      const store = stores(name, blockMs(level, windowMs, maxBlockMs));
      block = { store, get: lookup(store, name) };
      blockStores.set(level, block);
    }
    return block;
  };

  return {
    async until(key) {
      const struck = await strikesOf(key);
      const time = now();
      if (!struck || struck.totalHits <= 0 || (struck.resetTime && struck.resetTime.getTime() <= time))
        return undefined;
      const block = await blockStore(struck.totalHits).get(key);
      if (!block || block.totalHits <= 0 || !block.resetTime || block.resetTime.getTime() <= time) return undefined;
      return block.resetTime.getTime();
    },
    async start(key) {
      const strike = (await strikes.increment(key)).totalHits;
      const { resetTime } = await blockStore(strike).store.increment(key);
      return { strike, until: resetTime?.getTime() ?? now() + blockMs(strike, windowMs, maxBlockMs) };
    },
  };
}
